import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import * as a from '@contract/appointments';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { realtimeRelay } from '../../realtime';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectSuccess,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../harness';

/**
 * Booking and appointments (issue 7) through the HTTP API: slots, the multipart booking
 * with its refusals, no double booking under concurrency, the doctor's decisions and
 * the patient's cancel, prescriptions, notifications in both languages, and the
 * day-before reminder with its cancel link.
 */

/** Saturday 21 November 2026, noon in Kathmandu. */
export let now = new Date('2026-11-21T06:15:00Z');
export const relay = realtimeRelay();
export let t: TestApp;
export let doctorToken: string;
export let doctorUserId: string;
let birId: string;

export const SUNDAY = '2026-11-22';
export const TUESDAY = '2026-11-24';

export async function patient(verified = true): Promise<TestUser & { token: string }> {
  const user = await createUser(t.db, { role: 'patient', name: 'Maya Gurung' });
  if (verified)
    await t.db.updateTable('users').set({ verified: true }).where('id', '=', user.id).execute();
  return { ...user, token: await accessToken(t.tokens, user) };
}

type Booking = {
  doctorId?: string;
  day?: string;
  date?: string;
  start?: string;
  end?: string;
  hospital?: string;
  consent?: string;
  reason?: string;
  files?: { name: string; type: string; bytes: Uint8Array }[];
  historyPaper?: unknown;
};

/** A multipart booking as the wizard sends it (002 §3). */
export async function bookingBody(b: Booking = {}) {
  const form = new FormData();
  form.set('doctorId', b.doctorId ?? DEMO_DOCTOR_ID);
  form.set('selectedDay', b.day ?? 'Sunday');
  form.set(
    'selectedTimeSlot',
    JSON.stringify({ startTime: b.start ?? '09:00', endTime: b.end ?? '09:30' }),
  );
  form.set('selectedHospital', b.hospital ?? birId);
  form.set(
    'appointmentData',
    JSON.stringify({
      patientName: 'Maya Gurung',
      phone: '9812345678',
      reason: b.reason ?? 'Chest pain when climbing stairs',
      date: b.date ?? SUNDAY,
    }),
  );
  form.set('medicalRecordConsent', b.consent ?? 'true');
  form.set('includeHistoryPaper', b.historyPaper ? 'true' : 'false');
  if (b.historyPaper) form.set('historyPaperData', JSON.stringify(b.historyPaper));
  for (const f of b.files ?? [])
    form.append('historyDocuments', new Blob([Buffer.from(f.bytes)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export async function book(token: string | null, b: Booking = {}) {
  const { payload, headers } = await bookingBody(b);
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments/enhanced',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

export const appointmentOf = (res: LightMyRequestResponse) =>
  a.appointmentResponse.parse(expectSuccess(res) && res.json()).data.appointment;

export const put = (url: string, token: string, body?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

export const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);

/** The end of the 30-minute slot starting at `start`. */
export const endOf = (start: string) => {
  const m = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export async function norvic() {
  return (
    await t.db
      .selectFrom('providers')
      .select('id')
      .where('name', '=', 'Norvic International Hospital')
      .executeTakeFirstOrThrow()
  ).id;
}

export const setNow = (value: typeof now) => {
  now = value;
};

/** The suite's app and database, opened before its tests and closed after. */
export function openAppointmentsSuite() {
  beforeAll(async () => {
    t = await startTestApp({}, { clock: () => now, realtime: relay });
    const doctor = await demoUser(t.db, 'doctor');
    doctorUserId = doctor.id;
    doctorToken = await accessToken(t.tokens, doctor);
    birId = (
      await t.db
        .selectFrom('providers')
        .select('id')
        .where('name', '=', 'Bir Hospital')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    now = new Date('2026-11-21T06:15:00Z');
  });
}
