import { describe, expect, test } from 'vitest';
import { analyticsResponse, type Analytics } from '@contract/admin-analytics';
import { suiteApp } from '../../harness-suite';
import {
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
  GOOD_PASSWORD,
} from '../../harness';
import { deviceOf } from '../../../domain/analytics';

/**
 * The admin's analytics (issue 14, ADR 0024) through the HTTP API: every figure moves
 * when the data it is counted from moves.
 */

/** Saturday 21 November 2026, noon in Kathmandu. */
const NOW = new Date('2026-11-21T06:15:00Z');
const t = suiteApp({}, { clock: () => NOW });

async function adminToken() {
  return t.tokens.signIn(await demoUser(t.db, 'admin'));
}

async function analytics(query = '', token?: string): Promise<Analytics> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics${query}`,
    headers: bearer(token ?? (await adminToken())),
  });
  return analyticsResponse.parse({ success: true, data: expectSuccess(res) }).data;
}

let slot = 0;
/** An appointment written straight into the table, at a slot no other test uses. */
async function appointment(fields: {
  date: string;
  status: 'requested' | 'confirmed' | 'in-progress' | 'completed' | 'cancelled';
  fee: number;
  patientId: string;
  hospitalId: string;
  doctorId: string;
}) {
  slot += 1;
  const start = `${String(6 + Math.floor(slot / 12)).padStart(2, '0')}:${String((slot % 12) * 5).padStart(2, '0')}`;
  await t.db
    .insertInto('appointments')
    .values({
      patient_id: fields.patientId,
      doctor_id: fields.doctorId,
      hospital_id: fields.hospitalId,
      date: fields.date,
      day: 'Sunday',
      start_time: start,
      end_time: `${start.slice(0, 3)}${String(Number(start.slice(3)) + 5).padStart(2, '0')}`,
      department: 'General Medicine',
      consultation_fee: fields.fee,
      status: fields.status,
      cancel_reason: fields.status === 'cancelled' ? 'patient' : null,
      patient_name: 'Test patient',
      patient_phone: '9800000099',
      reason: 'Check-up',
      medical_record_consent: false,
    })
    .execute();
}

async function newHospital(city: string) {
  return t.db
    .insertInto('providers')
    .values({
      type: 'hospital',
      name: `${city} Community Hospital`,
      name_ne: null,
      city,
      address: null,
      lat: 27.7,
      lng: 85.3,
      phone: null,
      email: null,
      rating: 4.2,
      departments: JSON.stringify(['General Medicine']),
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function newDoctor(name: string) {
  return t.db
    .insertInto('doctors')
    .values({
      user_id: null,
      full_name: name,
      first_name: name.split(' ')[1] ?? name,
      last_name: name.split(' ').at(-1) ?? name,
      specialization: 'General Medicine',
      education: JSON.stringify([]),
      experience: JSON.stringify([]),
      clinic_name: null,
      city: 'Dhangadhi',
      address: null,
      lat: null,
      lng: null,
      languages: ['Nepali'],
      photo_url: null,
      nmc_number: null,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('analytics', () => {
  test('six months by month is the default, ending with the current month in Nepal', async () => {
    const data = await analytics();
    expect(data).toMatchObject({
      period: '6months',
      bucket: 'month',
      from: '2026-06-01',
      to: '2026-11-21',
    });
    expect(data.growth.map((g) => g.start)).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    // The demo history (seed-analytics.ts) gives every month patients and revenue.
    expect(data.growth.every((g) => g.users > 0)).toBe(true);
    expect(data.revenue.every((r) => r.consultations > 0)).toBe(true);
    expect(data.devices.every((d) => d.signIns > 0)).toBe(true);
    expect(data.regions.length).toBeGreaterThan(2);
    const week = await analytics('?period=7days');
    expect(week).toMatchObject({ bucket: 'day', from: '2026-11-15', to: '2026-11-21' });
    expect(week.revenue).toHaveLength(7);
    expect((await analytics('?period=1year')).revenue).toHaveLength(12);
  });

  test('totals, growth, appointment states, revenue, top lists and regions follow the data', async () => {
    const before = await analytics('?period=3months');
    const hospital = await newHospital('Dhangadhi');
    const doctor = await newDoctor('Dr. Kamal Bista');
    const patients = await Promise.all([
      createUser(t.db, { name: 'Gita Bohara' }),
      createUser(t.db, { name: 'Ramesh Saud' }),
    ]);
    // Created by the test's clock, not the machine's.
    await t.db
      .updateTable('users')
      .set({ created_at: NOW })
      .where(
        'id',
        'in',
        patients.map((p) => p.id),
      )
      .execute();
    const base = { hospitalId: hospital.id, doctorId: doctor.id, patientId: patients[0]!.id };
    await appointment({ ...base, date: '2026-10-05', status: 'completed', fee: 700 });
    await appointment({ ...base, date: '2026-11-02', status: 'completed', fee: 900 });
    await appointment({ ...base, date: '2026-11-03', status: 'cancelled', fee: 900 });
    // Accepted but never seen, before today: a no-show.
    await appointment({ ...base, date: '2026-11-10', status: 'confirmed', fee: 900 });
    await appointment({
      ...base,
      patientId: patients[1]!.id,
      date: '2026-11-25',
      status: 'requested',
      fee: 900,
    });
    // Outside the period: counted nowhere in it.
    await appointment({ ...base, date: '2026-05-20', status: 'completed', fee: 5000 });

    const after = await analytics('?period=3months');
    expect(after.overview.users - before.overview.users).toBe(2);
    expect(after.overview.doctors - before.overview.doctors).toBe(1);
    expect(after.overview.hospitals - before.overview.hospitals).toBe(1);
    expect(after.overview.appointments - before.overview.appointments).toBe(5);
    expect(after.overview.revenue - before.overview.revenue).toBe(1600);
    expect(after.overview.activeSubscriptions).toBe(0);

    const delta = (key: keyof Analytics['appointments']) =>
      after.appointments[key] - before.appointments[key];
    expect([delta('completed'), delta('cancelled'), delta('noShow'), delta('pending')]).toEqual([
      2, 1, 1, 1,
    ]);

    const month = (list: Analytics['revenue'], start: string) =>
      list.find((r) => r.start === start)!.consultations;
    expect(month(after.revenue, '2026-10-01') - month(before.revenue, '2026-10-01')).toBe(700);
    expect(month(after.revenue, '2026-11-01') - month(before.revenue, '2026-11-01')).toBe(900);
    expect(after.revenue.every((r) => r.subscriptions === 0)).toBe(true);

    const grown = (key: 'users' | 'doctors' | 'hospitals') =>
      after.growth.at(-1)![key] - before.growth.at(-1)![key];
    expect([grown('users'), grown('doctors'), grown('hospitals')]).toEqual([2, 1, 1]);

    // Each new patient counts once, in some city's share.
    const patientsOf = (d: Analytics) => d.regions.reduce((n, r) => n + r.users, 0);
    expect(patientsOf(after) - patientsOf(before)).toBe(2);
    const sum = after.regions.reduce((s, r) => s + r.percentage, 0);
    expect(sum).toBeGreaterThan(99);
    expect(sum).toBeLessThan(101);

    // Four bookings not cancelled: enough for the top of a quiet demo practice or not,
    // it is counted with its completed fees.
    const top = after.top.hospitals.find((h) => h.id === hospital.id);
    if (top) expect(top).toMatchObject({ appointments: 4, revenue: 1600, city: 'Dhangadhi' });
    const topDoctor = after.top.doctors.find((d) => d.id === doctor.id);
    if (topDoctor) expect(topDoctor).toMatchObject({ appointments: 4, revenue: 1600 });
    const counts = after.top.hospitals.map((h) => h.appointments);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(after.top.labs.length).toBeGreaterThan(0);
  });

  test('every subscription plan of the settings, none sold', async () => {
    const data = await analytics();
    expect(data.subscriptions.map((p) => [p.plan, p.price, p.count, p.revenue])).toEqual([
      ['Basic', 999, 0, 0],
      ['Premium', 1999, 0, 0],
      ['Enterprise', 4999, 0, 0],
    ]);
  });

  test('a sign-in records its device class, and the period counts it', async () => {
    const before = await analytics('?period=7days');
    const user = await createUser(t.db, { name: 'Anjali Thapa' });
    const phone =
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.email, password: GOOD_PASSWORD },
      headers: { 'user-agent': phone },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .select(['id', 'device'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.device).toBe('mobile');
    // The server's clock is the test's; the row's default is the machine's.
    await t.db
      .updateTable('sessions')
      .set({ created_at: NOW })
      .where('id', '=', session.id)
      .execute();
    const after = await analytics('?period=7days');
    const mobile = (d: Analytics) => d.devices.find((x) => x.device === 'mobile')!.signIns;
    expect(mobile(after) - mobile(before)).toBe(1);
    expect(after.devices.reduce((s, d) => s + d.percentage, 0)).toBeCloseTo(100, 0);
  });

  test('device classes from user agents', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      'mobile',
    );
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Safari/537.36'),
    ).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0')).toBe('desktop');
    expect(deviceOf('curl/8.0')).toBeNull();
    expect(deviceOf(undefined)).toBeNull();
  });

  test('an unknown period is refused with its catalogue text; only an admin may ask', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?period=forever',
      headers: bearer(await adminToken()),
    });
    expectFailure(res, 400, { code: 'ANALYTICS_PERIOD_INVALID', field: 'period' });
    const patient = await t.tokens.signIn(await demoUser(t.db, 'patient'));
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: bearer(patient),
    });
    expectFailure(forbidden, 403, { code: 'FORBIDDEN' });
  });
});
