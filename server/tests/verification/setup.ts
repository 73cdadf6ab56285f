import type { LightMyRequestResponse } from 'fastify';
import { beforeEach } from 'vitest';
import { applicationResponse } from '@contract/verification';
import type { Role } from '@contract/roles';
import { demoPdf, demoPng } from '../../domain/verification/demo-files';
import { setSetting, defaultSettings } from '../../domain/settings';
import { realtimeRelay } from '../../realtime';
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
 * Verification (issue 14) through the HTTP API: applying with documents, the admin's
 * queue, opening a document, deciding, and what the decision changes.
 */

/** Saturday 21 November 2026, noon in Kathmandu. */
const START = new Date('2026-11-21T06:15:00Z');
let now = START;
export const relay = realtimeRelay();
export const t = suiteApp({}, { clock: () => now, realtime: relay });

beforeEach(async () => {
  now = START;
  await setSetting(t.db, 'verification', defaultSettings.verification);
});

/** Moves the server's clock. */
export const setNow = (value: Date) => {
  now = value;
};
export const daysLater = (days: number) => new Date(START.getTime() + days * 86_400_000);

export const PDF = demoPdf(['NMC registration certificate', 'Reg. No. 31415']);
export const PNG = demoPng(1);
/** A "PDF" that is plain text: its name and declared type lie. */
export const FAKE_PDF = Buffer.from('This is a scanned certificate, honest.\n'.repeat(20));

export type File = { name: string; type: string; bytes: Uint8Array };

/** A multipart body as a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  fileField: string,
  files: File[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const f of files)
    form.append(fileField, new Blob([Buffer.from(f.bytes)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export async function send(
  url: string,
  token: string,
  body: Awaited<ReturnType<typeof multipart>>,
  lang = 'en',
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': lang },
  });
}

export type Person = TestUser & { token: string };

export async function person(role: Role, name: string): Promise<Person> {
  const user = await createUser(t.db, { role, name });
  return { ...user, token: await accessToken(t.tokens, user) };
}

export async function admin() {
  return accessToken(t.tokens, await demoUser(t.db, 'admin'));
}

/** A doctor's application with an NMC certificate (and a citizenship card). */
export async function applyAsDoctor(
  doctor: Person,
  nmc: string,
  extra: { files?: File[]; documents?: unknown[]; link?: string; lang?: string } = {},
) {
  const files = extra.files ?? [
    { name: 'nmc-certificate.pdf', type: 'application/pdf', bytes: PDF },
    { name: 'citizenship.png', type: 'image/png', bytes: PNG },
  ];
  const documents = extra.documents ?? [
    { kind: 'nmcCertificate' },
    { kind: 'citizenship', number: '27-01-71-04521' },
  ];
  const body = await multipart(
    {
      nmcNumber: nmc,
      fullName: doctor.name,
      specialization: 'Dermatology',
      verificationLink: extra.link ?? '',
      documents: JSON.stringify(documents),
    },
    'documents',
    files,
  );
  return send('/api/verification/doctor', doctor.token, body, extra.lang);
}

export async function applyAsPatient(patient: Person, files?: File[], lang = 'en') {
  const body = await multipart(
    { documentType: 'citizenship', documentNumber: '05-02-73-11842' },
    'documentImage',
    files ?? [{ name: 'citizenship-front.png', type: 'image/png', bytes: PNG }],
  );
  return send('/api/verification/patient', patient.token, body, lang);
}

export const applicationOf = (res: LightMyRequestResponse, status = 200) =>
  applicationResponse.parse({ success: true, data: expectSuccess(res, status) }).data.application;

export const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

export const put = (url: string, token: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });
