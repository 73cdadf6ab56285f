/**
 * Booking and appointments (issue 7) through the HTTP API: slots, the multipart booking
 * with its refusals, no double booking under concurrency, the doctor's decisions and
 * the patient's cancel, prescriptions, notifications in both languages, and the
 * day-before reminder with its cancel link.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import { sendDueReminders } from '../domain/reminders';
import { DEMO_DOCTOR_ID } from '../domain/seed-directory';
import { realtimeRelay } from '../realtime';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
  startTestApp,
  type TestApp,
  type TestUser,
} from './harness';

/** Saturday 21 November 2026, noon in Kathmandu. */
let now = new Date('2026-11-21T06:15:00Z');
const relay = realtimeRelay();
let t: TestApp;
let doctorToken: string;
let doctorUserId: string;
let birId: string;

const SUNDAY = '2026-11-22';
const TUESDAY = '2026-11-24';

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

async function patient(verified = true): Promise<TestUser & { token: string }> {
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
async function bookingBody(b: Booking = {}) {
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

async function book(token: string | null, b: Booking = {}) {
  const { payload, headers } = await bookingBody(b);
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments/enhanced',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

const appointmentOf = (res: LightMyRequestResponse) =>
  a.appointmentResponse.parse(expectSuccess(res) && res.json()).data.appointment;

const put = (url: string, token: string, body?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);

describe('slots', () => {
  test('a session is cut into 30-minute slots, and a booked one is taken', async () => {
    const p = await patient();
    const before = a.slotsResponse.parse(
      (await get(`/api/doctors/${DEMO_DOCTOR_ID}/slots?date=${TUESDAY}`, p.token)).json(),
    ).data;
    expect(before.day).toBe('Tuesday');
    // Tuesday 09:00–13:00 at Bir Hospital: eight slots.
    expect(before.slots.map((s) => s.startTime)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
    expect(before.slots.every((s) => s.available && s.hospital.name === 'Bir Hospital')).toBe(true);

    appointmentOf(
      await book(p.token, { day: 'Tuesday', date: TUESDAY, start: '10:00', end: '10:30' }),
    );
    const after = a.slotsResponse.parse(
      (await get(`/api/doctors/${DEMO_DOCTOR_ID}/slots?date=${TUESDAY}`, p.token)).json(),
    ).data;
    expect(after.slots.filter((s) => !s.available).map((s) => s.startTime)).toEqual(['10:00']);
  });

  test('today, the past and beyond 60 days are not bookable', async () => {
    const p = await patient();
    for (const date of ['2026-11-21', '2026-11-01', '2027-02-28']) {
      expectFailure(await get(`/api/doctors/${DEMO_DOCTOR_ID}/slots?date=${date}`, p.token), 400, {
        code: 'DATE_NOT_BOOKABLE',
      });
    }
  });
});

describe('booking', () => {
  test('a verified patient books; the doctor is told live and sees the request', async () => {
    const p = await patient();
    relay.sent.length = 0;
    const appointment = appointmentOf(
      await book(p.token, {
        start: '11:00',
        end: '11:30',
        files: [{ name: 'ecg.png', type: 'image/png', bytes: PNG }],
        historyPaper: { language: 'np', symptoms: [{ symptom: 'chestPain', days: 3 }] },
      }),
    );
    expect(appointment).toMatchObject({
      status: 'requested',
      date: SUNDAY,
      day: 'Sunday',
      timeSlot: { startTime: '11:00', endTime: '11:30' },
      hospital: { name: 'Bir Hospital' },
      consultationFee: 800,
      doctor: { fullName: 'Dr. Aarati Joshi' },
      medicalRecordConsent: true,
      documents: [{ name: 'ecg.png', type: 'png', size: PNG.length }],
    });
    expect(appointment.historyPaper?.symptoms).toEqual([{ symptom: 'chestPain', days: 3 }]);

    expect(relay.sent.map((e) => [e.userId, e.event])).toEqual([
      [doctorUserId, 'appointment_booked'],
      [doctorUserId, 'notification'],
    ]);
    const list = a.appointmentListResponse.parse(
      (await get('/api/appointments', doctorToken)).json(),
    );
    expect(list.data.appointments.map((x) => x._id)).toContain(appointment._id);
  });

  test('20 patients at once for one slot: exactly one booking, 19 told it is taken', async () => {
    const patients = await Promise.all(Array.from({ length: 20 }, () => patient()));
    const answers = await Promise.all(
      patients.map((p) => book(p.token, { start: '12:30', end: '13:00' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expectFailure(r, 409, { code: 'SLOT_TAKEN' });
    const { rows } = await sql<{ n: string }>`select count(*) as n from appointments
      where doctor_id = ${DEMO_DOCTOR_ID} and date = ${SUNDAY} and start_time = '12:30'`.execute(
      t.db,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  test('refusals: signed out, unverified patient, unverified doctor, a doctor booking', async () => {
    expectFailure(await book(null), 401, { code: 'UNAUTHORIZED' });
    expectFailure(await book((await patient(false)).token), 403, { code: 'PATIENT_NOT_VERIFIED' });
    expectFailure(await book(doctorToken), 403, { code: 'FORBIDDEN' });
    const hidden = await t.db
      .selectFrom('doctors')
      .select('id')
      .where('verification_status', '<>', 'verified')
      .executeTakeFirstOrThrow();
    expectFailure(await book((await patient()).token, { doctorId: hidden.id }), 403, {
      code: 'DOCTOR_NOT_VERIFIED',
    });
    expectFailure(await book((await patient()).token, { doctorId: randomUUID() }), 404, {
      code: 'DOCTOR_NOT_FOUND',
    });
  });

  test('a date, weekday or time the schedule does not offer is refused', async () => {
    const p = await patient();
    expectFailure(await book(p.token, { date: '2026-11-21', day: 'Saturday' }), 400, {
      code: 'DATE_NOT_BOOKABLE',
    });
    expectFailure(await book(p.token, { date: TUESDAY, day: 'Sunday' }), 400, {
      code: 'DATE_NOT_BOOKABLE',
    });
    expectFailure(await book(p.token, { start: '13:00', end: '13:30' }), 400, {
      code: 'SLOT_NOT_OFFERED',
    });
    expectFailure(await book(p.token, { start: '09:10', end: '09:40' }), 400, {
      code: 'SLOT_NOT_OFFERED',
    });
    expectFailure(await book(p.token, { hospital: randomUUID() }), 400, {
      code: 'SLOT_NOT_OFFERED',
    });
  });

  test('consent, required details and JSON fields are checked', async () => {
    const p = await patient();
    expectFailure(await book(p.token, { consent: 'false' }), 400, { code: 'CONSENT_REQUIRED' });
    expectFailure(await book(p.token, { reason: '   ' }), 400, { code: 'REQUIRED' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/enhanced',
      headers: { ...bearer(p.token), 'content-type': 'application/json' },
      payload: { doctorId: DEMO_DOCTOR_ID },
    });
    expectFailure(res, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  test('a broken multipart body or field is a clear 400, never a 500', async () => {
    const p = await patient();
    const send = (payload: string | Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/enhanced',
        headers: { ...bearer(p.token), 'content-type': contentType },
        payload,
      });
    // Cut off in the middle of a part.
    const { payload, headers } = await bookingBody();
    const cut = await send(payload.subarray(0, payload.length / 2), headers['content-type']);
    expect(cut.statusCode).toBe(400);
    // A boundary that never appears.
    expectFailure(await send('garbage', 'multipart/form-data; boundary=nothing'), 400, {
      code: 'VALIDATION',
    });
    // A JSON field that is not JSON, and one of the wrong shape.
    const form = new FormData();
    form.set('doctorId', DEMO_DOCTOR_ID);
    form.set('selectedTimeSlot', '{not json');
    form.set('medicalRecordConsent', 'true');
    const encoded = new Response(form);
    expectFailure(
      await send(Buffer.from(await encoded.arrayBuffer()), encoded.headers.get('content-type')!),
      400,
      { code: 'VALIDATION', field: 'selectedTimeSlot' },
    );
    expectFailure(await book(p.token, { start: '9am' }), 400, { code: 'VALIDATION' });
  });

  test('documents: a mislabelled, oversized or one-too-many file is refused, and nothing is stored', async () => {
    const p = await patient();
    const count = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from appointments where patient_id = ${p.id}`.execute(t.db)
        ).rows[0]!.n,
      );
    const text = new TextEncoder().encode('just text, not a pdf');
    expectFailure(
      await book(p.token, {
        files: [{ name: 'report.pdf', type: 'application/pdf', bytes: text }],
      }),
      415,
      { code: 'FILE_TYPE_NOT_ALLOWED' },
    );
    const big = new Uint8Array(a.MAX_DOCUMENT_BYTES + 1);
    big.set(PNG);
    expectFailure(
      await book(p.token, { files: [{ name: 'scan.png', type: 'image/png', bytes: big }] }),
      413,
      { code: 'FILE_TOO_LARGE' },
    );
    const six = Array.from({ length: a.MAX_BOOKING_DOCUMENTS + 1 }, (_, i) => ({
      name: `page-${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    expectFailure(await book(p.token, { files: six }), 400, { code: 'TOO_MANY_FILES' });
    expect(await count()).toBe(0);
  });
});

/** The end of the 30-minute slot starting at `start`. */
const endOf = (start: string) => {
  const m = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

describe('decisions', () => {
  async function requested(start: string) {
    const p = await patient();
    const appointment = appointmentOf(
      await book(p.token, { day: 'Tuesday', date: TUESDAY, start, end: endOf(start) }),
    );
    return { p, appointment };
  }

  test('accept: confirmed, the records opening is audited, the patient is told', async () => {
    const { p, appointment } = await requested('09:00');
    relay.sent.length = 0;
    const confirmed = appointmentOf(
      await put(`/api/appointments/${appointment._id}/accept`, doctorToken),
    );
    expect(confirmed.status).toBe('confirmed');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'patient_id'])
      .where('subject_id', '=', appointment._id)
      .execute();
    expect(audit).toEqual([{ action: 'records.shared', patient_id: p.id }]);
    expect(relay.sent.filter((e) => e.userId === p.id).map((e) => e.event)).toEqual([
      'appointment_updated',
      'notification',
    ]);

    const en = a.notificationListResponse.parse(
      (await get('/api/notifications', p.token)).json(),
    ).data;
    expect(en.unreadCount).toBe(1);
    expect(en.notifications[0]).toMatchObject({
      type: 'appointment',
      title: 'Appointment confirmed',
      isRead: false,
    });
    const ne = a.notificationListResponse.parse(
      (await get('/api/notifications', p.token, 'ne')).json(),
    ).data;
    expect(ne.notifications[0]!.title).toBe('अपोइन्टमेन्ट पक्का भयो');
  });

  test('illegal moves answer 409 and change nothing', async () => {
    const { p, appointment } = await requested('09:30');
    const id = appointment._id;
    expectFailure(await put(`/api/appointments/${id}`, doctorToken, { status: 'completed' }), 409, {
      code: 'ILLEGAL_TRANSITION',
    });
    expectFailure(await put(`/api/appointments/${id}`, p.token, { status: 'confirmed' }), 409, {
      code: 'ILLEGAL_TRANSITION',
    });
    expectFailure(await put(`/api/appointments/${id}/accept`, p.token), 403, { code: 'FORBIDDEN' });
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'cancelled' }));
    const again = await put(`/api/appointments/${id}/accept`, doctorToken);
    expectFailure(again, 409, { code: 'ILLEGAL_TRANSITION' });
    expect(again.json().message).toBe('An appointment that is cancelled cannot become confirmed.');
    const declined = appointmentOf(await get(`/api/appointments/${id}`, p.token));
    expect(declined).toMatchObject({ status: 'cancelled', cancelReason: 'declined' });
  });

  test('a declined slot is free again', async () => {
    const { appointment } = await requested('10:30');
    appointmentOf(
      await put(`/api/appointments/${appointment._id}`, doctorToken, { status: 'cancelled' }),
    );
    appointmentOf(
      await book((await patient()).token, {
        day: 'Tuesday',
        date: TUESDAY,
        start: '10:30',
        end: '11:00',
      }),
    );
  });

  test('the patient cancels their own confirmed appointment; nobody else sees it', async () => {
    const { p, appointment } = await requested('11:00');
    const id = appointment._id;
    appointmentOf(await put(`/api/appointments/${id}/accept`, doctorToken));
    const other = await patient();
    expectFailure(await get(`/api/appointments/${id}`, other.token), 404, {
      code: 'APPOINTMENT_NOT_FOUND',
    });
    expectFailure(await put(`/api/appointments/${id}`, other.token, { status: 'cancelled' }), 404, {
      code: 'APPOINTMENT_NOT_FOUND',
    });
    const mine = a.appointmentListResponse.parse(
      (await get('/api/appointments', other.token)).json(),
    );
    expect(mine.data.appointments).toEqual([]);
    const cancelled = appointmentOf(
      await put(`/api/appointments/${id}`, p.token, { status: 'cancelled' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'patient' });
  });

  test('another doctor cannot see or decide it', async () => {
    const { appointment } = await requested('11:30');
    const stranger = await createUser(t.db, { role: 'doctor' });
    const token = await accessToken(t.tokens, stranger);
    expectFailure(await put(`/api/appointments/${appointment._id}/accept`, token), 404, {
      code: 'APPOINTMENT_NOT_FOUND',
    });
  });

  test('start, complete, then one prescription the patient can read', async () => {
    const { p, appointment } = await requested('12:00');
    const id = appointment._id;
    const prescription = {
      diagnosis: 'Stable angina',
      medications: [
        { name: 'Aspirin', dosage: '75 mg', frequency: 'Once a day', timing: 'after meals' },
      ],
      tests: [{ name: 'Lipid profile', urgency: 'routine' }],
      allergies: ['Penicillin'],
      vitalSigns: { bloodPressure: '140/90', heartRate: '82' },
    };
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/prescription`,
        headers: bearer(doctorToken),
        payload: prescription,
      }),
      409,
      { code: 'NOT_COMPLETED' },
    );
    appointmentOf(await put(`/api/appointments/${id}/accept`, doctorToken));
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'in-progress' }));
    appointmentOf(await put(`/api/appointments/${id}`, doctorToken, { status: 'completed' }));

    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/prescription`,
        headers: bearer(doctorToken),
        payload: body as Record<string, unknown>,
      });
    expectFailure(await post({ ...prescription, diagnosis: ' ' }), 400, {
      code: 'DIAGNOSIS_REQUIRED',
    });
    expectFailure(await post({ ...prescription, medications: [] }), 400, {
      code: 'MEDICATION_REQUIRED',
    });
    expectFailure(
      await post({
        ...prescription,
        medications: [{ name: 'Aspirin', dosage: '', frequency: 'daily' }],
      }),
      400,
      { code: 'MEDICATION_DOSAGE_REQUIRED' },
    );
    const first = await post(prescription);
    expectSuccess(first);
    const created = a.prescriptionResponse.parse(first.json()).data.prescription;
    expect(created).toMatchObject({
      appointmentId: id,
      status: 'active',
      diagnosis: 'Stable angina',
      doctor: { fullName: 'Dr. Aarati Joshi' },
      hospital: { name: 'Bir Hospital' },
    });
    expectFailure(await post(prescription), 409, { code: 'PRESCRIPTION_EXISTS' });

    const theirs = a.prescriptionListResponse.parse(
      (await get('/api/prescriptions', p.token)).json(),
    );
    expect(theirs.data.prescriptions.map((x) => x._id)).toEqual([created._id]);
    expect(theirs.data.prescriptions[0]!.medications[0]).toMatchObject({
      name: 'Aspirin',
      timing: 'after meals',
    });
    const seen = appointmentOf(await get(`/api/appointments/${id}`, p.token));
    expect(seen.hasPrescription).toBe(true);
  });
});

describe('notifications', () => {
  test("one is marked read, then all; someone else's is 404", async () => {
    const p = await patient();
    for (const start of ['14:00', '14:30']) {
      const x = appointmentOf(
        await book(p.token, {
          day: 'Wednesday',
          date: '2026-11-25',
          start,
          end: start === '14:00' ? '14:30' : '15:00',
          hospital: await norvic(),
        }),
      );
      appointmentOf(await put(`/api/appointments/${x._id}/accept`, doctorToken));
    }
    const list = a.notificationListResponse.parse(
      (await get('/api/notifications?filter=unread', p.token)).json(),
    ).data;
    expect(list.unreadCount).toBe(2);
    const first = list.notifications[0]!._id;
    const other = await patient();
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: `/api/notifications/${first}/read`,
        headers: bearer(other.token),
      }),
      404,
      { code: 'NOTIFICATION_NOT_FOUND' },
    );
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first}/read`,
      headers: bearer(p.token),
    });
    expect(a.notificationReadResponse.parse(read.json()).data.unreadCount).toBe(1);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: bearer(p.token),
    });
    expect(a.notificationReadResponse.parse(all.json()).data.unreadCount).toBe(0);
  });
});

async function norvic() {
  return (
    await t.db
      .selectFrom('providers')
      .select('id')
      .where('name', '=', 'Norvic International Hospital')
      .executeTakeFirstOrThrow()
  ).id;
}

describe('the day-before reminder', () => {
  test('queued once however often it runs, and its link cancels the appointment once', async () => {
    const p = await patient();
    const x = appointmentOf(
      await book(p.token, {
        day: 'Friday',
        date: '2026-11-27',
        start: '14:00',
        end: '14:30',
        hospital: await norvic(),
      }),
    );
    appointmentOf(await put(`/api/appointments/${x._id}/accept`, doctorToken));
    const outbox = () =>
      t.db
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'body'])
        .where('recipient', '=', p.email)
        .execute();

    // Two days before: nothing yet.
    now = new Date('2026-11-25T06:00:00Z');
    await sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' });
    expect(await outbox()).toEqual([]);

    // The day before, from two processes at once: one message.
    now = new Date('2026-11-26T03:00:00Z');
    await Promise.all([
      sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' }),
      sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' }),
    ]);
    await sendDueReminders({ db: t.db, realtime: relay, now, publicUrl: 'https://ujyalo.test' });
    const messages = await outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('Dr. Aarati Joshi tomorrow, 2026-11-27, at 14:00');
    expect(messages[0]!.body).toContain('१५ मिनेट');

    const token = /cancel\?token=([\w-]+)/.exec(messages[0]!.body)![1]!;
    const cancel = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/cancel-by-link',
        payload: { token: value },
      });
    const cancelled = appointmentOf(await cancel(token));
    expect(cancelled).toMatchObject({
      _id: x._id,
      status: 'cancelled',
      cancelReason: 'reminder-link',
    });
    expectFailure(await cancel(token), 400, { code: 'LINK_INVALID' });
    expectFailure(await cancel('made-up-token-1234'), 400, { code: 'LINK_INVALID' });
  });
});
