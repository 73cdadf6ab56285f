/**
 * The demo data (issue 12) as a person signing in would meet it: the demo doctor's
 * appointments in every status, prescriptions for the doctor and the patient, the
 * patient's upcoming and past visits, and a second verified doctor and patient who can
 * sign in, the doctor listed and bookable, and care between doctors dated as it happened.
 * Seeded into a fresh database on a fixed day.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as a from '@contract/appointments';
import * as d from '@contract/discovery';
import { doctorAnalyticsResponse } from '@contract/doctor-dashboard';
import type { DoctorListItem } from '@contract/entities';
import { seedDemo } from '../domain/seed';
import { DEMO_DOCTOR_ID } from '../domain/seed-directory';
import { DEMO_DOCTOR2_ID } from '../domain/seed-doctors';
import {
  DEMO_PASSWORD,
  bearer,
  buildTestApp,
  expectSuccess,
  login,
  openTestDatabase,
  type BuiltApp,
  type TestDatabase,
} from './harness';

/** Tuesday 24 November 2026, 11:00 in Kathmandu: the day the seed runs. */
const NOW = new Date('2026-11-24T05:15:00Z');
const TODAY = '2026-11-24';

let database: TestDatabase;
let built: BuiltApp;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, NOW);
  built = await buildTestApp(database.db, {}, { clock: () => NOW });
}, 60_000);
afterAll(async () => {
  await built?.app.close();
  await database?.close();
});

const tokenOf = async (identifier: string) =>
  expectSuccess<{ token: string }>(await login(built.app, { identifier, password: DEMO_PASSWORD }))
    .token;

const get = (url: string, token?: string) =>
  built.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const parsed = <T>(schema: { parse(v: unknown): { data: T } }, res: LightMyRequestResponse) =>
  schema.parse(expectSuccess(res) && res.json()).data;

const appointmentsOf = async (token: string, when = 'all') =>
  parsed(a.appointmentListResponse, await get(`/api/appointments?when=${when}`, token))
    .appointments;

describe('the demo doctor', () => {
  test('has appointments in every status, on her schedule, upcoming and past', async () => {
    const list = await appointmentsOf(await tokenOf('doctor@demo.np'));
    const count = (status: a.AppointmentStatus) => list.filter((x) => x.status === status).length;
    expect(Object.fromEntries(a.appointmentStatuses.map((s) => [s, count(s)]))).toEqual({
      requested: 3,
      // Issue 18: a practice patient's accepted follow-up request booked one (seed-care-requests.ts).
      confirmed: 3,
      'in-progress': 1,
      // Issue 15 adds 13 completed visits with prescriptions (seed-prescriptions.ts), the
      // dashboard's history 23 from two to six months ago (seed-doctor-history-data.ts).
      completed: 40,
      cancelled: 3,
    });
    expect(new Set(list.map((x) => x.cancelReason).filter(Boolean))).toEqual(
      new Set(['declined', 'patient', 'doctor']),
    );
    // Every visit is on one of her clinic days, at that day's hospital.
    const week: Record<string, string> = {
      Sunday: 'Bir Hospital',
      Tuesday: 'Bir Hospital',
      Wednesday: 'Norvic International Hospital',
      Friday: 'Norvic International Hospital',
    };
    for (const x of list) {
      expect(x.hospital.name, `${x.date} ${x.day}`).toBe(week[x.day]);
      expect(new Date(`${x.date}T00:00:00Z`).getUTCDay()).toBe(
        ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(
          x.day,
        ),
      );
    }
    // Requests and confirmations lie ahead; completed visits behind; the one in progress
    // is on the last clinic day (Sunday, as Tuesday's session is not hers in this seed).
    for (const x of list.filter((y) => ['requested', 'confirmed'].includes(y.status)))
      expect(x.date > TODAY).toBe(true);
    for (const x of list.filter((y) => y.status === 'completed')) expect(x.date < TODAY).toBe(true);
    expect(list.find((x) => x.status === 'in-progress')).toMatchObject({
      date: '2026-11-22',
      patientName: 'Sunil Maharjan',
    });
    expect(
      list.find((x) => x.patientName === 'Sita Sharma' && x.status === 'confirmed'),
    ).toMatchObject({
      date: '2026-11-29',
      timeSlot: { startTime: '10:30', endTime: '11:00' },
      reason: 'Follow-up: blood pressure readings and lipid report',
    });
    expect(list.filter((x) => x.date >= TODAY).length).toBeGreaterThan(0);
    expect(list.filter((x) => x.date < TODAY).length).toBeGreaterThan(0);
    // Four have no prescription: one of issue 15's waits for New, one of issue 12's and two
    // of the history's were checks where nothing was prescribed.
    const completed = list.filter((x) => x.status === 'completed');
    expect(completed.filter((x) => x.hasPrescription)).toHaveLength(36);
  });

  test('the slots screen agrees: seeded visits hold their slots, and free ones remain', async () => {
    const token = await tokenOf('patient2@demo.np');
    const slots = parsed(
      a.slotsResponse,
      await get(`/api/doctors/${DEMO_DOCTOR_ID}/slots?date=2026-11-29`, token),
    ).slots;
    expect(slots.filter((s) => !s.available).map((s) => s.startTime)).toEqual(['10:30']);
  });

  test('lists the prescriptions she wrote, newest first, with medicines, tests, vitals and follow-up', async () => {
    const { prescriptions } = parsed(
      a.prescriptionListResponse,
      await get('/api/prescriptions', await tokenOf('doctor@demo.np')),
    );
    // Issue 7's 3, issue 15's 12 (seed-prescriptions.ts) and the history's 21, newest first.
    expect(prescriptions).toHaveLength(36);
    const dates = prescriptions.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = prescriptions.find((p) => p.diagnosis === 'Essential hypertension, stage 2');
    expect(first?.tests.length).toBeGreaterThan(0);
    expect(first).toMatchObject({
      diagnosis: 'Essential hypertension, stage 2',
      doctor: { fullName: 'Dr. Aarati Joshi' },
      hospital: { name: 'Bir Hospital' },
      medications: [{ name: 'Amlodipine', dosage: '5 mg' }, { name: 'Losartan' }],
      vitalSigns: { bloodPressure: '158/98' },
      followUp: { required: true, date: '2026-11-29' },
    });
    for (const p of prescriptions) expect(p.createdAt < NOW.toISOString()).toBe(true);
  });

  test('her analytics have visits and prescriptions in each of the six months', async () => {
    const res = await get('/api/doctor/analytics', await tokenOf('doctor@demo.np'));
    const { months } = parsed(doctorAnalyticsResponse, res);
    expect([months.length, months[0]!.month]).toEqual([6, '2026-06-01']);
    for (const m of months)
      expect(Math.min(m.appointments, m.prescriptions), m.month).toBeGreaterThanOrEqual(3);
  });

  test('is told of the requests still waiting, and has read the rest', async () => {
    const res = await get('/api/notifications?filter=unread', await tokenOf('doctor@demo.np'));
    const { notifications, unreadCount } = parsed(a.notificationListResponse, res);
    // The three requests; issue 18's seeds may add care notices (a new incoming referral).
    const requests = notifications.filter((n) => n.title === 'New appointment request');
    expect(requests).toHaveLength(3);
    expect(unreadCount).toBe(notifications.length);
  });
});

describe('the demo patient', () => {
  test('has upcoming and past appointments with both doctors, and a prescription', async () => {
    const token = await tokenOf('patient@demo.np');
    const upcoming = await appointmentsOf(token, 'upcoming');
    const past = await appointmentsOf(token, 'past');
    expect(upcoming.map((x) => [x.doctor.fullName, x.status])).toEqual([
      ['Dr. Aarati Joshi', 'confirmed'],
      ['Dr. Sabina Adhikari', 'requested'],
    ]);
    // Issue 15 adds four past visits with prescriptions in other statuses.
    expect(past.map((x) => [x.doctor.fullName, x.status, x.hasPrescription])).toEqual(
      Array.from({ length: 5 }, () => ['Dr. Aarati Joshi', 'completed', true]),
    );
    const { prescriptions } = parsed(
      a.prescriptionListResponse,
      await get('/api/prescriptions', token),
    );
    expect(prescriptions).toHaveLength(5);
    expect(prescriptions[0]).toMatchObject({
      patientName: 'Sita Sharma',
      allergies: ['Sulfa drugs'],
    });
    // Her history is there, read; only the discharge letter (issue 18) waits unread.
    const notes = parsed(a.notificationListResponse, await get('/api/notifications', token));
    expect(notes.notifications.length).toBeGreaterThan(0);
    expect(notes.notifications.filter((n) => !n.isRead).map((n) => n.type)).toEqual(['letter']);
  });
});

describe('the second doctor and patient', () => {
  test('both sign in', async () => {
    for (const [identifier, role] of [
      ['doctor2@demo.np', 'doctor'],
      ['patient2@demo.np', 'patient'],
      ['9800000009', 'doctor'],
      ['9800000008', 'patient'],
    ]) {
      const res = await login(built.app, { identifier, password: DEMO_PASSWORD });
      expect(expectSuccess<{ user: { role: string } }>(res).user.role, identifier).toBe(role);
    }
  });

  test('the gynaecologist in Pokhara is listed, found and bookable', async () => {
    let found: DoctorListItem | undefined;
    let cursor: string | null = '';
    while (!found && cursor !== null) {
      const page: { doctors: DoctorListItem[]; nextCursor: string | null } = parsed(
        d.doctorPageResponse,
        await get(
          `/api/doctors?specialty=Gynecology&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        ),
      );
      found = page.doctors.find((x) => x._id === DEMO_DOCTOR2_ID);
      cursor = page.nextCursor;
    }
    expect(found).toMatchObject({
      fullName: 'Dr. Sabina Adhikari',
      specialization: 'Gynecology',
      nmcVerified: true,
      clinicDetails: { address: { city: 'Pokhara' } },
    });
    const search = parsed(
      d.doctorListResponse,
      await get('/api/doctors/search?q=Sabina%20Adhikari'),
    );
    expect(search.doctors[0]?._id).toBe(DEMO_DOCTOR2_ID);

    // Thursday 26 November at Manipal: 10:30 is Sarita Gurung's, the rest are free.
    const slots = parsed(
      a.slotsResponse,
      await get(
        `/api/doctors/${DEMO_DOCTOR2_ID}/slots?date=2026-11-26`,
        await tokenOf('patient@demo.np'),
      ),
    ).slots;
    expect(slots.map((s) => s.hospital.name)).toEqual(Array(8).fill('Manipal Teaching Hospital'));
    expect(slots.filter((s) => !s.available).map((s) => s.startTime)).toEqual(['10:30']);

    const form = new FormData();
    form.set('doctorId', DEMO_DOCTOR2_ID);
    form.set('selectedDay', 'Thursday');
    form.set('selectedTimeSlot', JSON.stringify({ startTime: '11:00', endTime: '11:30' }));
    form.set('selectedHospital', slots[0]!.hospital._id);
    form.set(
      'appointmentData',
      JSON.stringify({
        patientName: 'Sita Sharma',
        phone: '9800000001',
        reason: 'Pelvic ultrasound report review',
        date: '2026-11-26',
      }),
    );
    form.set('medicalRecordConsent', 'true');
    const body = new Response(form);
    const booked = await built.app.inject({
      method: 'POST',
      url: '/api/appointments/enhanced',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        'content-type': body.headers.get('content-type')!,
        ...bearer(await tokenOf('patient@demo.np')),
      },
    });
    expect(parsed(a.appointmentResponse, booked).appointment).toMatchObject({
      status: 'requested',
      doctor: { fullName: 'Dr. Sabina Adhikari', specialization: 'Gynecology' },
      hospital: { name: 'Manipal Teaching Hospital' },
      consultationFee: 700,
    });
  });

  test('the second patient sees their own visits, and the prescription for Sarita', async () => {
    const token = await tokenOf('patient2@demo.np');
    const mine = await appointmentsOf(token);
    expect(new Set(mine.map((x) => x.status))).toEqual(
      new Set(['completed', 'confirmed', 'requested', 'cancelled']),
    );
    const { prescriptions } = parsed(
      a.prescriptionListResponse,
      await get('/api/prescriptions', token),
    );
    expect(prescriptions.map((p) => [p.patientName, p.doctor.fullName])).toEqual([
      ['Sarita Gurung', 'Dr. Sabina Adhikari'],
    ]);
  });
});

describe('care between doctors', () => {
  test("a transfer's notices to the patient are dated when it was accepted or completed", async () => {
    const { rows } = await sql<{ event: string; told: Date; asked: Date; done: Date | null }>`
      select n.event, n.created_at as told, t.created_at as asked, t.actual_transfer_date as done
      from notifications n join transfers t on t.id::text = n.params->>'transferId'`.execute(
      database.db,
    );
    expect(rows.map((r) => r.event).sort()).toEqual([
      'transfer_accepted',
      'transfer_accepted',
      'transfer_completed',
    ]);
    for (const r of rows) {
      expect(new Date(r.told) > new Date(r.asked), r.event).toBe(true);
      expect(new Date(r.told) <= NOW, r.event).toBe(true);
      if (r.event === 'transfer_completed') expect(r.told).toEqual(r.done);
    }
  });

  test("a consultation's notices to the patient are dated when it was accepted or ended", async () => {
    const { rows } = await sql<{ event: string; told: Date; asked: Date; done: Date | null }>`
      select n.event, n.created_at as told, c.created_at as asked, c.completed_at as done
      from notifications n join consultations c on c.id::text = n.params->>'consultationId'`.execute(
      database.db,
    );
    expect(rows.filter((r) => r.event === 'consultation_completed')).toHaveLength(1);
    for (const r of rows) {
      expect(new Date(r.told) > new Date(r.asked), r.event).toBe(true);
      expect(new Date(r.told) <= NOW, r.event).toBe(true);
      if (r.event === 'consultation_completed') expect(r.told).toEqual(r.done);
    }
  });
});

test('seeding again changes nothing', async () => {
  const count = async () =>
    (
      await sql<{ n: string }>`select (select count(*) from appointments)
        + (select count(*) from prescriptions) + (select count(*) from notifications)
        + (select count(*) from users) + (select count(*) from doctors) as n`.execute(database.db)
    ).rows[0]!.n;
  const before = await count();
  await seedDemo(database.db, new Date('2026-12-20T05:15:00Z'));
  expect(await count()).toBe(before);
});
