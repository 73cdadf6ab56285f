import { beforeEach } from 'vitest';
import {
  doctorPrescriptionsResponse,
  patientPrescriptionsResponse,
  prescriptionDetailResponse,
} from '@contract/prescriptions';
import type { Role } from '@contract/roles';
import { defaultSettings, setSetting } from '../../domain/settings';
import { suiteApp } from '../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectSuccess,
  type TestUser,
} from '../harness';

/**
 * Prescriptions as lists (issue 15) through the HTTP API, on the demo seed: Sita Sharma
 * (patient@demo.np) has one in every status, Dr. Aarati Joshi (doctor@demo.np) 15.
 */

let now = new Date();
export const t = suiteApp({}, { clock: () => now });

beforeEach(async () => {
  now = new Date();
  await setSetting(t.db, 'general', defaultSettings.general);
});

/** Moves the server's clock `days` from the real now. */
export const daysFromNow = (days: number) => {
  now = new Date(Date.now() + days * 86_400_000);
};

export const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
export const put = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
export const postJson = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

export type Person = TestUser & { token: string };
export async function person(role: Role, name: string): Promise<Person> {
  const user = await createUser(t.db, { role, name });
  return { ...user, token: await accessToken(t.tokens, user) };
}
export const demoToken = async (role: 'patient' | 'doctor') =>
  accessToken(t.tokens, await demoUser(t.db, role));

export const patientList = async (token: string, query = '') =>
  patientPrescriptionsResponse.parse({
    success: true,
    data: expectSuccess(await get(`/api/patient/prescriptions${query}`, token)),
  }).data;
export const doctorList = async (token: string, query = '') =>
  doctorPrescriptionsResponse.parse({
    success: true,
    data: expectSuccess(await get(`/api/doctor/prescriptions${query}`, token)),
  }).data;
export const detailOf = (res: Parameters<typeof expectSuccess>[0]) =>
  prescriptionDetailResponse.parse({ success: true, data: expectSuccess(res) }).data;

export type File = { name: string; type: string; bytes: Uint8Array };

/** A multipart body as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>, files: File[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const f of files)
    form.append('prescriptionFile', new Blob([Buffer.from(f.bytes)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export async function upload(token: string, body: Awaited<ReturnType<typeof multipart>>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/prescriptions/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
