import type { LightMyRequestResponse } from 'fastify';
import {
  accessHistoryResponse,
  fileUploadResponse,
  patientRecordsResponse,
  recordListResponse,
  recordResponse,
} from '@contract/records';
import type { Role } from '@contract/roles';
import { demoPdf, demoPng } from '../../domain/verification/demo-files';
import { suiteApp } from '../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectSuccess,
  type TestUser,
} from '../harness';

/** Medical records (issue 15) through the HTTP API. */

export const t = suiteApp();

export const PDF = demoPdf(['Lipid profile', 'Total cholesterol 232 mg/dL']);
export const PNG = demoPng(2);

export type Person = TestUser & { token: string };

export async function person(role: Role, name: string): Promise<Person> {
  const user = await createUser(t.db, { role, name });
  return { ...user, token: await accessToken(t.tokens, user) };
}

export async function demo(role: 'patient' | 'doctor' | 'admin') {
  const user = await demoUser(t.db, role);
  return { ...user, token: await accessToken(t.tokens, user) };
}

export async function uploadForm(
  name: string,
  type: string,
  bytes: Uint8Array,
  category = 'medical-records',
) {
  const form = new FormData();
  form.set('category', category);
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export async function upload(
  token: string,
  file: { name: string; type: string; bytes: Uint8Array },
  lang = 'en',
) {
  const body = await uploadForm(file.name, file.type, file.bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': lang },
  });
}

export async function uploaded(
  token: string,
  file = { name: 'report.pdf', type: 'application/pdf', bytes: PDF },
) {
  const res = await upload(token, file);
  return fileUploadResponse.parse({ success: true, data: expectSuccess(res) }).data.file;
}

export const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

export const postJson = (url: string, token: string, payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...bearer(token), 'accept-language': lang },
  });

export const del = (url: string, token: string) =>
  t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

export async function createRecord(
  token: string,
  handles: string[],
  extra: Record<string, unknown> = {},
) {
  const res = await postJson('/api/records', token, {
    type: 'lab-report',
    title: 'Thyroid function test',
    description: 'TSH slightly high',
    tags: ['thyroid', ' Thyroid ', ''],
    date: '2026-11-10',
    signature: 'Maya Gurung',
    files: handles,
    ...extra,
  });
  return recordResponse.parse({ success: true, data: expectSuccess(res) }).data.record;
}

export const list = async (token: string, query = '') =>
  recordListResponse.parse({
    success: true,
    data: expectSuccess(await get(`/api/records${query}`, token)),
  }).data;

export const patientList = (res: LightMyRequestResponse) =>
  patientRecordsResponse.parse({ success: true, data: expectSuccess(res) }).data;

export const history = async (token: string) =>
  accessHistoryResponse.parse({
    success: true,
    data: expectSuccess(await get('/api/records/access-history', token)),
  }).data;
