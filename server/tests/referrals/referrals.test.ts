import { describe, expect, test } from 'vitest';
import { doctorPatientsResponse } from '@contract/patients';
import {
  colleaguesResponse,
  referralResponse,
  referralsResponse,
  type CreateReferralRequest,
} from '@contract/referrals';
import { addDays, nepalToday, weekdayOf } from '../../domain/appointments';
import { endCare, grantCare } from '../../domain/care/links';
import { realtimeRelay } from '../../realtime';
import { suiteApp } from '../harness-suite';
import { bearer, createUser, expectFailure, expectSuccess, type TestUser } from '../harness';

/**
 * Referrals and the care links (issue 18, ADR 0039) through the HTTP API: the colleague
 * search, refer, the lists and counts, accept (the patient and their records open to the
 * receiver), decline, active, completed; only the two doctors see one; endCare closes the
 * records and the list whatever appointments came before, and a later one reopens them.
 */

const NOW = new Date('2026-11-24T04:15:00Z');
const relay = realtimeRelay();
const t = suiteApp({}, { clock: () => NOW, realtime: relay });
const today = nepalToday(NOW);

async function newDoctor(name: string, specialization = 'Cardiology') {
  const user = await createUser(t.db, { role: 'doctor', name });
  const row = await t.db
    .insertInto('doctors')
    .values({
      user_id: user.id,
      full_name: name,
      first_name: name.split(' ')[1]!,
      last_name: name.split(' ').slice(2).join(' '),
      specialization,
      education: '[]',
      experience: '[]',
      city: 'Pokhara',
      languages: ['Nepali'],
      photo_url: null,
      clinic_name: 'Fewa Clinic',
      address: null,
      lat: null,
      lng: null,
      nmc_number: null,
      verification_status: 'verified',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user, doctorId: row.id, token: await t.tokens.signIn(user) };
}
type Doc = Awaited<ReturnType<typeof newDoctor>>;

let slot = 0;
async function appointment(
  doctorId: string,
  who: TestUser,
  status: 'requested' | 'confirmed',
  createdAt = NOW,
) {
  const hospital = await t.db.selectFrom('providers').select('id').executeTakeFirstOrThrow();
  const date = addDays(today, 3);
  slot += 1;
  await t.db
    .insertInto('appointments')
    .values({
      patient_id: who.id,
      doctor_id: doctorId,
      hospital_id: hospital.id,
      date,
      day: weekdayOf(date),
      start_time: `${String(6 + slot).padStart(2, '0')}:00`,
      end_time: `${String(6 + slot).padStart(2, '0')}:30`,
      department: 'Cardiology',
      consultation_fee: 500,
      status,
      cancel_reason: null,
      patient_name: who.name,
      patient_phone: who.phone,
      reason: 'Check-up',
      medical_record_consent: true,
      history_paper: null,
      records_shared_at: null,
      reminder_sent_at: null,
      cancel_token_hash: null,
      created_at: createdAt,
    })
    .execute();
}

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload: payload as object });
const refer = (d: Doc, body: Partial<CreateReferralRequest>) =>
  inject(d.token, 'POST', '/care/referrals', body);
const setStatus = (d: Doc, id: string, body: unknown) =>
  inject(d.token, 'PUT', `/care/referrals/${id}/status`, body);
const boxOf = async (d: Doc, box: string) =>
  referralsResponse.parse({
    success: true,
    data: expectSuccess(await inject(d.token, 'GET', `/care/referrals?box=${box}`)),
  }).data;
const patientsOf = async (d: Doc) =>
  doctorPatientsResponse.parse({
    success: true,
    data: expectSuccess(await inject(d.token, 'GET', '/doctor/patients')),
  }).data.items;
const records = (d: Doc, p: TestUser) => inject(d.token, 'GET', `/patients/${p.id}/records`);

describe('referrals', () => {
  test('the colleague search lists verified doctors but the caller, and hospitals, at most 10', async () => {
    const joshi = await newDoctor('Dr. Kiran Bhattarai');
    const other = await newDoctor('Dr. Kiran Pandey', 'Neurology');
    const res = await inject(joshi.token, 'GET', '/care/colleagues?q=kiran&category=doctors');
    const data = colleaguesResponse.parse({ success: true, data: expectSuccess(res) }).data;
    expect(data.doctors.map((d) => d.id)).toEqual([other.doctorId]);
    expect(data.doctors[0]).toMatchObject({ specialty: 'Neurology', hospital: 'Fewa Clinic' });
    expect(data.hospitals).toEqual([]);
    const all = colleaguesResponse.parse({
      success: true,
      data: expectSuccess(await inject(joshi.token, 'GET', '/care/colleagues')),
    }).data;
    expect(all.doctors.length).toBeLessThanOrEqual(10);
    expect(all.hospitals.length).toBeGreaterThan(0);
    expect(all.hospitals.length).toBeLessThanOrEqual(10);
    expectFailure(await inject(joshi.token, 'GET', '/care/colleagues?limit=11'), 400);
  });

  test('refer, list with counts, accept: the receiver lists the patient and reads the records', async () => {
    const from = await newDoctor('Dr. Anil Shrestha');
    const to = await newDoctor('Dr. Binita Rai', 'Endocrinology');
    const stranger = await newDoctor('Dr. Chandra Karki');
    const sita = await createUser(t.db, { name: 'Sushila Magar' });
    await appointment(from.doctorId, sita, 'confirmed');

    // §5: doctor and reason required, on the field, with the catalogue's words.
    expectFailure(await refer(from, { patientId: sita.id, reason: 'Thyroid' }), 400, {
      code: 'REFERRAL_DOCTOR_AND_REASON_REQUIRED',
      message: 'Please select a doctor and provide a reason.',
      field: 'toDoctorId',
    });
    expectFailure(
      await refer(from, { patientId: sita.id, toDoctorId: to.doctorId, reason: ' ' }),
      400,
      {
        code: 'REFERRAL_DOCTOR_AND_REASON_REQUIRED',
        field: 'reason',
      },
    );
    // Not the caller's patient: 404.
    expectFailure(
      await refer(stranger, { patientId: sita.id, toDoctorId: to.doctorId, reason: 'x' }),
      404,
      {
        code: 'PATIENT_NOT_FOUND',
      },
    );
    expectFailure(
      await refer(from, { patientId: sita.id, toDoctorId: from.doctorId, reason: 'x' }),
      400,
      {
        code: 'REFERRAL_SELF',
      },
    );

    const created = referralResponse.parse({
      success: true,
      data: expectSuccess(
        await refer(from, {
          patientId: sita.id,
          toDoctorId: to.doctorId,
          reason: 'थाइराइड जाँच',
          urgency: 'high',
        }),
      ),
    }).data.referral;
    expect(created).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      specialty: 'Endocrinology',
      urgency: 'high',
      patientName: 'Sushila Magar',
      toDoctorName: 'Dr. Binita Rai',
    });
    expect(relay.sent.some((e) => e.userId === to.user.id && e.event === 'referral_created')).toBe(
      true,
    );
    expectFailure(
      await refer(from, { patientId: sita.id, toDoctorId: to.doctorId, reason: 'again' }),
      409,
      {
        code: 'REFERRAL_ALREADY_PENDING',
      },
    );

    expect((await boxOf(from, 'outgoing')).counts).toEqual({
      outgoing: 1,
      incoming: 0,
      pending: 0,
    });
    const pending = await boxOf(to, 'pending');
    expect(pending.counts).toEqual({ outgoing: 0, incoming: 1, pending: 1 });
    expect(pending.items.map((r) => [r.id, r.direction])).toEqual([[created.id, 'incoming']]);
    // While pending: not in the receiver's list, records closed; the sender's card shows it.
    expect((await patientsOf(to)).map((p) => p.id)).not.toContain(sita.id);
    // Not yet accepted: 001 §2.3's "not accessible until patient acceptance".
    expect((await records(to, sita)).statusCode).toBe(403);
    expect((await patientsOf(from)).find((p) => p.id === sita.id)?.referral).toMatchObject({
      direction: 'to',
      doctorName: 'Dr. Binita Rai',
      reason: 'थाइराइड जाँच',
    });

    // Only the receiver answers; anyone else does not even see it.
    expectFailure(await setStatus(stranger, created.id, { status: 'accepted' }), 404, {
      code: 'REFERRAL_NOT_FOUND',
    });
    expectFailure(await setStatus(from, created.id, { status: 'accepted' }), 403);
    expectFailure(await setStatus(to, created.id, { status: 'active' }), 409, {
      code: 'REFERRAL_STATUS_INVALID',
    });

    const accepted = referralResponse.parse({
      success: true,
      data: expectSuccess(await setStatus(to, created.id, { status: 'accepted' })),
    }).data.referral;
    expect(accepted.status).toBe('accepted');
    expect((await records(to, sita)).statusCode).toBe(200);
    const mine = (await patientsOf(to)).find((p) => p.id === sita.id);
    expect(mine).toMatchObject({
      status: 'my-patient',
      referral: { direction: 'from', doctorName: 'Dr. Anil Shrestha' },
    });
    expect((await patientsOf(from)).find((p) => p.id === sita.id)?.status).toBe('referred');
    expect((await records(from, sita)).statusCode).toBe(200);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_type', '=', 'referral')
      .where('subject_id', '=', created.id)
      .execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'update']);
    const told = await t.db
      .selectFrom('notifications')
      .select('event')
      .where('user_id', '=', sita.id)
      .execute();
    expect(told.map((n) => n.event)).toEqual(
      expect.arrayContaining(['referral_created', 'referral_accepted']),
    );

    expect((await setStatus(to, created.id, { status: 'active' })).statusCode).toBe(200);
    expect((await setStatus(to, created.id, { status: 'completed' })).statusCode).toBe(200);
    expect(
      relay.sent.filter((e) => e.event === 'referral_status_changed' && e.userId === from.user.id)
        .length,
    ).toBe(3);
  });

  test('decline keeps the records closed, with the default reason', async () => {
    const from = await newDoctor('Dr. Deepak Thapa');
    const to = await newDoctor('Dr. Elina Gurung');
    const p = await createUser(t.db, { name: 'Ganesh Tamang' });
    await appointment(from.doctorId, p, 'confirmed');
    const { referral } = referralResponse.parse({
      success: true,
      data: expectSuccess(
        await refer(from, { patientId: p.id, toDoctorId: to.doctorId, reason: 'Knee pain' }),
      ),
    }).data;
    const declined = referralResponse.parse({
      success: true,
      data: expectSuccess(await setStatus(to, referral.id, { status: 'declined' })),
    }).data.referral;
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Not available' });
    expect((await records(to, p)).statusCode).toBe(403);
    expect((await patientsOf(to)).map((x) => x.id)).not.toContain(p.id);
    expect((await patientsOf(from)).find((x) => x.id === p.id)?.status).toBe('my-patient');
    expectFailure(await setStatus(to, referral.id, { status: 'accepted' }), 409);
    expectFailure(await setStatus(to, 'not-a-uuid', { status: 'accepted' }), 404);
  });
});

describe('care links', () => {
  test('endCare beats older accepted appointments; a later one or a new grant reopens', async () => {
    const doc = await newDoctor('Dr. Hari Adhikari');
    const p = await createUser(t.db, { name: 'Indira Poudel' });
    const before = new Date(NOW.getTime() - 86_400_000);
    await appointment(doc.doctorId, p, 'confirmed', before);
    expect((await records(doc, p)).statusCode).toBe(200);

    await endCare(t.db, {
      doctorId: doc.doctorId,
      patientId: p.id,
      reason: 'transferred',
      sourceId: p.id,
      now: NOW,
    });
    // Transferred away: 404, as if the patient had never been theirs.
    expect((await records(doc, p)).statusCode).toBe(404);
    expect((await patientsOf(doc)).map((x) => x.id)).not.toContain(p.id);

    await grantCare(t.db, {
      doctorId: doc.doctorId,
      patientId: p.id,
      source: 'transfer',
      sourceId: p.id,
      now: NOW,
    });
    expect((await records(doc, p)).statusCode).toBe(200);
    expect((await patientsOf(doc)).find((x) => x.id === p.id)?.status).toBe('my-patient');

    await endCare(t.db, {
      doctorId: doc.doctorId,
      patientId: p.id,
      reason: 'transferred',
      sourceId: p.id,
      now: NOW,
    });
    await appointment(doc.doctorId, p, 'requested', new Date(NOW.getTime() + 60_000));
    expect((await patientsOf(doc)).find((x) => x.id === p.id)?.status).toBe('pending-acceptance');
    // Asked again after the transfer, not yet accepted: still closed (404 while ended).
    expect((await records(doc, p)).statusCode).toBe(404);
    await appointment(doc.doctorId, p, 'confirmed', new Date(NOW.getTime() + 120_000));
    expect((await records(doc, p)).statusCode).toBe(200);
  });

  test('a grant alone lists the patient with no visits', async () => {
    const doc = await newDoctor('Dr. Jamuna Shah');
    const p = await createUser(t.db, { name: 'Kamal Bista' });
    await grantCare(t.db, {
      doctorId: doc.doctorId,
      patientId: p.id,
      source: 'referral',
      sourceId: p.id,
      now: NOW,
    });
    expect((await patientsOf(doc)).find((x) => x.id === p.id)).toMatchObject({
      status: 'my-patient',
      totalVisits: 0,
      lastVisit: null,
      recordsCount: 0,
    });
  });
});
