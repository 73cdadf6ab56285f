import { describe, expect, test } from 'vitest';
import { careCountsResponse, careEventNames, type CareCounts } from '@contract/care-counts';
import { doctorDashboardResponse } from '@contract/doctor-dashboard';
import * as d from '@contract/discovery';
import * as a from '@contract/appointments';
import { DEMO_DOCTOR3_ID } from '../../domain/seed-doctors';
import { realtimeRelay } from '../../realtime';
import { suiteApp } from '../harness-suite';
import { bearer, createUser, expectFailure, expectSuccess, login, DEMO_PASSWORD } from '../harness';
import { builders } from '../doctor-dashboard/builders';

/**
 * Care live and counted (issue 18, ADR 0044): the doctor's badges count only their own
 * items, the dashboard counts active referrals as active consultations, and each care
 * event reaches only the accounts it concerns. Also the demo doctors the care areas seed
 * between.
 */

/** Tuesday 24 November 2026, 11:00 in Kathmandu. */
const NOW = new Date('2026-11-24T05:15:00Z');
const relay = realtimeRelay();
const t = suiteApp({}, { clock: () => NOW, realtime: relay });
const { newDoctor, appointment } = builders(t, '2026-11-24');

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const parsed = <T>(
  schema: { parse(v: unknown): { data: T } },
  res: Awaited<ReturnType<typeof get>>,
) => schema.parse(expectSuccess(res) && res.json()).data;
const counts = async (token: string): Promise<CareCounts> =>
  parsed(careCountsResponse, await get('/api/care/counts', token));

describe('the demo doctors of care between doctors', () => {
  test('doctor3@demo.np, Dr. Suman Shrestha, signs in, is listed as a neurologist and has free times at Bir Hospital', async () => {
    for (const identifier of ['doctor3@demo.np', '9800000010']) {
      const res = await login(t.app, { identifier, password: DEMO_PASSWORD });
      expect(expectSuccess<{ user: { role: string } }>(res).user.role).toBe('doctor');
    }
    const search = parsed(
      d.doctorListResponse,
      await get('/api/doctors/search?q=Suman%20Shrestha'),
    );
    expect(search.doctors[0]).toMatchObject({
      _id: DEMO_DOCTOR3_ID,
      fullName: 'Dr. Suman Shrestha',
      specialization: 'Neurology',
      nmcVerified: true,
    });
    const patient = await createUser(t.db, { name: 'Ramesh Thapa' });
    // Thursday 26 November, 09:00 to 13:00 at Bir Hospital: eight half hours.
    const slots = parsed(
      a.slotsResponse,
      await get(
        `/api/doctors/${DEMO_DOCTOR3_ID}/slots?date=2026-11-26`,
        await t.tokens.signIn(patient),
      ),
    ).slots;
    expect(slots.map((s) => s.hospital.name)).toEqual(Array(8).fill('Bir Hospital'));
  });

  test('hospital@demo.np is the account of the listed Bir Hospital', async () => {
    const rows = await t.db
      .selectFrom('providers as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.name', 'p.type', 'p.status', 'p.verification_status'])
      .where('u.email', '=', 'hospital@demo.np')
      .execute();
    expect(rows).toEqual([
      { name: 'Bir Hospital', type: 'hospital', status: 'active', verification_status: 'verified' },
    ]);
  });
});

describe('GET /api/care/counts', () => {
  test("counts the doctor's incoming pending referrals, consultations in progress and pending requests, nobody else's", async () => {
    const me = await newDoctor('Dr. Prabin Koirala');
    const colleague = await newDoctor('Dr. Nirmala Poudel');
    const third = await newDoctor('Dr. Kiran Bista');
    const patient = await createUser(t.db, { name: 'Laxmi Adhikari' });
    expect(await counts(me.token)).toEqual({
      referralsPending: 0,
      consultationsActive: 0,
      requestsNew: 0,
    });

    const referral = (from: string, to: string, status: string) => ({
      patient_id: patient.id,
      from_doctor_id: from,
      to_doctor_id: to,
      specialty: 'Cardiology',
      reason: 'Chest pain on exertion',
      status: status as 'pending',
    });
    await t.db
      .insertInto('referrals')
      .values([
        referral(colleague.doctorId, me.doctorId, 'pending'),
        referral(third.doctorId, me.doctorId, 'pending'),
        referral(colleague.doctorId, me.doctorId, 'declined'),
        referral(colleague.doctorId, me.doctorId, 'active'),
        // Sent by me: waiting on the colleague, not on me.
        referral(me.doctorId, colleague.doctorId, 'pending'),
      ])
      .execute();
    const consultation = (requester: string, consultant: string, status: string) => ({
      patient_id: patient.id,
      requester_id: requester,
      consultant_id: consultant,
      status: status as 'pending',
      scheduled_time: NOW,
      reason: 'Second opinion on an ECG',
    });
    await t.db
      .insertInto('consultations')
      .values([
        consultation(me.doctorId, colleague.doctorId, 'in-progress'),
        consultation(third.doctorId, me.doctorId, 'in-progress'),
        consultation(third.doctorId, me.doctorId, 'scheduled'),
        consultation(colleague.doctorId, third.doctorId, 'in-progress'),
      ])
      .execute();
    const appointments = await t.db.selectFrom('appointments').select('id').limit(2).execute();
    const request = (doctorId: string, appointmentId: string, status: string) => ({
      patient_id: patient.id,
      doctor_id: doctorId,
      from_appointment_id: appointmentId,
      type: 'follow-up' as const,
      status: status as 'pending',
      preferred_date: '2026-11-30',
      preferred_time: '10:00',
      description: 'Blood pressure still high in the mornings',
      response_date: status === 'pending' ? null : NOW,
    });
    await t.db
      .insertInto('care_requests')
      .values([
        request(me.doctorId, appointments[0]!.id, 'pending'),
        request(me.doctorId, appointments[1]!.id, 'rejected'),
        request(colleague.doctorId, appointments[0]!.id, 'pending'),
      ])
      .execute();

    expect(await counts(me.token)).toEqual({
      referralsPending: 2,
      consultationsActive: 2,
      requestsNew: 1,
    });
    expect(await counts(colleague.token)).toEqual({
      referralsPending: 1,
      consultationsActive: 2,
      requestsNew: 1,
    });
    expect(await counts(third.token)).toEqual({
      referralsPending: 0,
      consultationsActive: 2,
      requestsNew: 0,
    });

    // The dashboard adds the referral that is active with me (001 §2.1).
    const dashboard = parsed(doctorDashboardResponse, await get('/api/doctor/dashboard', me.token));
    expect(dashboard.stats.activeConsultations).toBe(3);
  });

  test('only doctors may ask', async () => {
    const patient = await createUser(t.db, { name: 'Gopal Rana' });
    expectFailure(await get('/api/care/counts', await t.tokens.signIn(patient)), 403);
    expectFailure(await get('/api/care/counts'), 401);
  });
});

describe('care events', () => {
  test('a referral, a consultation and its chat, and a transfer reach their two doctors only', async () => {
    const sender = await newDoctor('Dr. Bishnu Prasad Dahal');
    const receiver = await newDoctor('Dr. Sunita Maharjan');
    await t.db
      .updateTable('doctors')
      .set({ verification_status: 'verified', nmc_verified: true, specialization: 'Neurology' })
      .where('id', 'in', [sender.doctorId, receiver.doctorId])
      .execute();
    const patient = await createUser(t.db, { name: 'Hari Bahadur Khadka' });
    await appointment(sender.doctorId, patient, 'completed', '2026-11-20');
    const third = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'doctor3@demo.np')
      .executeTakeFirstOrThrow();
    const bir = await t.db
      .selectFrom('providers')
      .select('id')
      .where('name', '=', 'Bir Hospital')
      .executeTakeFirstOrThrow();
    const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), payload: payload ?? {} });
    const from = relay.sent.length;

    const referral = expectSuccess<{ referral: { id: string } }>(
      await send('POST', '/api/care/referrals', sender.token, {
        patientId: patient.id,
        toDoctorId: receiver.doctorId,
        reason: 'Recurrent headaches with visual aura',
      }),
    ).referral;
    expect(await counts(receiver.token)).toMatchObject({ referralsPending: 1 });

    const consultation = expectSuccess<{ consultation: { id: string } }>(
      await send('POST', '/api/consultations', sender.token, {
        patientId: patient.id,
        doctorId: receiver.doctorId,
        reason: 'Is an MRI needed before starting prophylaxis?',
        type: 'chat',
        scheduledTime: new Date(NOW.getTime() + 3_600_000).toISOString(),
      }),
    ).consultation;
    const at = `/api/consultations/${consultation.id}`;
    expectSuccess(await send('PUT', `${at}/status`, receiver.token, { status: 'scheduled' }));
    expectSuccess(await send('PUT', `${at}/start`, receiver.token));
    expectSuccess(
      await send('POST', `${at}/messages`, sender.token, { body: 'MRI done last week: normal.' }),
    );
    expect(await counts(sender.token)).toMatchObject({ consultationsActive: 1 });

    const transfer = expectSuccess<{ id: string }>(
      await send('POST', '/api/transfers', sender.token, {
        patientId: patient.id,
        targetHospitalId: bir.id,
        targetDoctorId: receiver.doctorId,
        requiredSpecialty: 'Neurology',
        reason: 'Continuing care closer to her family',
      }),
    );

    const care = relay.sent
      .slice(from)
      .filter((s) => (careEventNames as readonly string[]).includes(s.event));
    const to = (event: string, id: string, key: string) =>
      care
        .filter((s) => s.event === event && (s.payload as Record<string, unknown>)[key] === id)
        .map((s) => s.userId);
    expect(to('referral_created', referral.id, 'referralId')).toContain(receiver.user.id);
    expect(to('consultation_created', consultation.id, 'consultationId')).toContain(
      receiver.user.id,
    );
    expect(to('consultation_message', consultation.id, 'consultationId')).toEqual([
      receiver.user.id,
    ]);
    expect(to('transferCreated', transfer.id, 'transferId')).toContain(receiver.user.id);
    // Only the two doctors, the patient the items are about and the receiving hospital's
    // account (hospital@demo.np holds Bir Hospital) hear anything; the third doctor nothing.
    const hospital = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hospital@demo.np')
      .executeTakeFirstOrThrow();
    const heard = new Set(care.map((s) => s.userId));
    expect(heard.has(third.id)).toBe(false);
    for (const user of heard)
      expect([sender.user.id, receiver.user.id, patient.id, hospital.id]).toContain(user);
    expect(care.every((s) => 'room' in s === false)).toBe(true);
  });
});
