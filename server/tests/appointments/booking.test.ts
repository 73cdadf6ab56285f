import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { bearer, expectFailure } from '../harness';
import {
  openAppointmentsSuite,
  PNG,
  SUNDAY,
  TUESDAY,
  appointmentOf,
  book,
  bookingBody,
  doctorToken,
  doctorUserId,
  get,
  patient,
  relay,
  t,
} from './setup';

openAppointmentsSuite();

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
