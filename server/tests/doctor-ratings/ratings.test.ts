import { describe, expect, test } from 'vitest';
import { doctorListResponse, doctorResponse } from '@contract/discovery';
import {
  canRateDoctorResponse,
  rateDoctorResponse,
  visitedDoctorsResponse,
} from '@contract/doctor-ratings';
import { doctorRatingDistribution } from '../../domain/doctor-ratings';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { suiteApp } from '../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
} from '../harness';

/**
 * Ratings of doctors (issue 17; 002 §2, §3, §5, §7, §8, ADR 0037) through the HTTP API:
 * Sita rates her completed visit with Dr. Joshi, the public profile and search show the
 * new average at once, the visit cannot be rated twice; the refusals a client can meet.
 */

const t = suiteApp();

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const rate = (token: string, doctorId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/doctors/${doctorId}/ratings`,
    headers: bearer(token),
    payload,
  });
const canRate = async (token: string, doctorId: string) =>
  canRateDoctorResponse.parse({
    success: true,
    data: expectSuccess(await get(token, `/api/doctors/${doctorId}/can-rate`)),
  }).data;
const visited = async (token: string) =>
  visitedDoctorsResponse.parse({
    success: true,
    data: expectSuccess(await get(token, '/api/patient/visited-doctors')),
  }).data.doctors;
const profileRating = async () =>
  doctorResponse.parse({
    success: true,
    data: expectSuccess(
      await t.app.inject({ method: 'GET', url: `/api/doctors/${DEMO_DOCTOR_ID}` }),
    ),
  }).data.doctor.rating;
const searchRating = async () =>
  doctorListResponse
    .parse({
      success: true,
      data: expectSuccess(
        await t.app.inject({ method: 'GET', url: '/api/doctors/search?q=aarati&limit=10' }),
      ),
    })
    .data.doctors.find((d) => d._id === DEMO_DOCTOR_ID)?.averageRating;

let visits = 0;

/** A verified patient with one completed appointment with `doctorId`. */
async function patientWhoVisited(doctorId: string, verified = true) {
  const user = await createUser(t.db, { name: 'Kamala Bhandari' });
  await t.db.updateTable('users').set({ verified }).where('id', '=', user.id).execute();
  const hospital = await t.db
    .selectFrom('providers')
    .select('id')
    .where('type', '=', 'hospital')
    .executeTakeFirstOrThrow();
  const visit = await t.db
    .insertInto('appointments')
    .values({
      patient_id: user.id,
      doctor_id: doctorId,
      hospital_id: hospital.id,
      // Each visit its own (past) day: one appointment per doctor and slot.
      date: `2025-12-${String(1 + visits++).padStart(2, '0')}`,
      day: 'Monday',
      start_time: '10:00',
      end_time: '10:30',
      department: 'Cardiology',
      consultation_fee: 1000,
      status: 'completed',
      cancel_reason: null,
      patient_name: user.name,
      patient_phone: user.phone,
      reason: 'Chest pain on climbing stairs',
      medical_record_consent: true,
      history_paper: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user, token: await accessToken(t.tokens, user), appointmentId: visit.id };
}

describe('Sita rates her visit with Dr. Joshi', () => {
  test('the visited doctor, the rating, the new average everywhere, no second rating', async () => {
    const sita = await demoUser(t.db, 'patient');
    const token = await accessToken(t.tokens, sita);

    const doctors = await visited(token);
    const joshi = doctors.find((d) => d.doctorId === DEMO_DOCTOR_ID)!;
    expect(joshi).toMatchObject({ name: 'Dr. Aarati Joshi', verified: true, myLatestRating: null });
    expect(joshi.rateableAppointmentId).toEqual(expect.any(String));

    const before = await canRate(token, DEMO_DOCTOR_ID);
    expect(before).toMatchObject({
      canRate: true,
      hasVisited: true,
      hasRated: false,
      reason: 'ok',
      appointmentId: joshi.rateableAppointmentId,
    });
    const { count: countBefore, average: avgBefore } = joshi.summary;
    expect(await profileRating()).toBeCloseTo(avgBefore!, 1);

    const rated = rateDoctorResponse.parse({
      success: true,
      data: expectSuccess(
        await rate(token, DEMO_DOCTOR_ID, {
          appointmentId: before.appointmentId,
          stars: 1,
          criteria: { communication: 2, timeliness: 1 },
          comment: '  Two hours late and rushed.  ',
        }),
      ),
    }).data;
    expect(rated.count).toBe(countBefore + 1);
    expect(rated.average).toBeLessThan(avgBefore!);
    expect(rated.rating).toMatchObject({
      stars: 1,
      comment: 'Two hours late and rushed.',
      criteria: { communication: 2, timeliness: 1 },
    });
    // The public profile and search show the new average at once.
    expect(await profileRating()).toBeCloseTo(rated.average!, 5);
    expect(await searchRating()).toBeCloseTo(rated.average!, 5);

    // One rating per completed appointment.
    const again = expectFailure(
      await rate(token, DEMO_DOCTOR_ID, { appointmentId: before.appointmentId, stars: 5 }),
      409,
      { code: 'DOCTOR_ALREADY_RATED' },
    );
    expect(again.message).toBe('You have already rated this visit.');
    // Can-rate now offers only a visit not yet rated (Sita saw Dr. Joshi more than once).
    const next = await canRate(token, DEMO_DOCTOR_ID);
    expect(next).toMatchObject({ hasVisited: true, hasRated: true });
    expect(next.appointmentId).not.toBe(before.appointmentId);
    const after = (await visited(token)).find((d) => d.doctorId === DEMO_DOCTOR_ID)!;
    expect(after.rateableAppointmentId).toBe(next.appointmentId);
    expect(after.myLatestRating).toMatchObject({ stars: 1, appointmentId: before.appointmentId });

    // The doctor's analytics: the spread counts the new one-star rating.
    const spread = await doctorRatingDistribution(t.db, DEMO_DOCTOR_ID);
    expect(spread.count).toBe(rated.count);
    expect(spread.distribution.map((d) => d.stars)).toEqual([1, 2, 3, 4, 5]);
    expect(spread.distribution[0]!.count).toBeGreaterThanOrEqual(1);
    // The seeded ratings of Dr. Joshi's other patients are there too.
    expect(spread.distribution[4]!.count).toBeGreaterThanOrEqual(2);
  });
});

describe('refusals', () => {
  test('no visit: 403 with the §8 text, and can-rate says so', async () => {
    const stranger = await createUser(t.db, { name: 'Prakash Oli' });
    await t.db.updateTable('users').set({ verified: true }).where('id', '=', stranger.id).execute();
    const token = await accessToken(t.tokens, stranger);
    expect(await canRate(token, DEMO_DOCTOR_ID)).toMatchObject({
      canRate: false,
      hasVisited: false,
      reason: 'not-visited',
      message: 'You can only rate doctors you have visited or taken an appointment with',
    });
    const other = await patientWhoVisited(DEMO_DOCTOR_ID);
    // Somebody else's visit is no visit of theirs.
    const refused = expectFailure(
      await rate(token, DEMO_DOCTOR_ID, { appointmentId: other.appointmentId, stars: 4 }),
      403,
      { code: 'RATING_NOT_VISITED' },
    );
    expect(refused.message).toBe(
      'You can only rate doctors you have visited or taken an appointment with',
    );
    expect(await visited(token)).toEqual([]);
  });

  test('an unverified doctor cannot be rated; an unverified patient cannot rate', async () => {
    const doctor = await t.db
      .insertInto('doctors')
      .values({
        user_id: null,
        full_name: 'Dr. Bimal Karki',
        first_name: 'Bimal',
        last_name: 'Karki',
        specialization: 'Orthopaedics',
        education: JSON.stringify([]),
        experience: JSON.stringify([]),
        clinic_name: null,
        city: 'Butwal',
        address: null,
        lat: null,
        lng: null,
        languages: ['Nepali'],
        photo_url: null,
        nmc_number: null,
        verification_status: 'pending',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const patient = await patientWhoVisited(doctor.id);
    expect(await canRate(patient.token, doctor.id)).toMatchObject({
      canRate: false,
      hasVisited: true,
      reason: 'doctor-not-verified',
    });
    expectFailure(
      await rate(patient.token, doctor.id, { appointmentId: patient.appointmentId, stars: 4 }),
      409,
      { code: 'DOCTOR_NOT_RATEABLE' },
    );
    const listed = (await visited(patient.token))[0]!;
    expect(listed).toMatchObject({ verified: false, rateableAppointmentId: null });

    const unverified = await patientWhoVisited(DEMO_DOCTOR_ID, false);
    expect((await canRate(unverified.token, DEMO_DOCTOR_ID)).reason).toBe('patient-not-verified');
    expectFailure(
      await rate(unverified.token, DEMO_DOCTOR_ID, {
        appointmentId: unverified.appointmentId,
        stars: 4,
      }),
      403,
      { code: 'RATING_PATIENT_NOT_VERIFIED' },
    );
  });

  test('bad stars are refused on the field; an unknown doctor is 404; Nepali text', async () => {
    const patient = await patientWhoVisited(DEMO_DOCTOR_ID);
    const bad = expectFailure(
      await rate(patient.token, DEMO_DOCTOR_ID, { appointmentId: patient.appointmentId, stars: 6 }),
      400,
      { code: 'RATING_STARS_INVALID' },
    );
    expect(bad.field).toBe('stars');
    expectFailure(
      await rate(patient.token, '00000000-0000-4000-8000-000000000000', {
        appointmentId: patient.appointmentId,
        stars: 4,
      }),
      404,
      { code: 'DOCTOR_NOT_FOUND' },
    );
    const ne = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${DEMO_DOCTOR_ID}/can-rate`,
      headers: { ...bearer(patient.token), 'accept-language': 'ne' },
    });
    expect(canRateDoctorResponse.parse(ne.json()).data.message).toBe(
      'तपाईं यो डाक्टरलाई मूल्याङ्कन गर्न सक्नुहुन्छ।',
    );
    // A doctor is no patient: the route is the patient's.
    const doctor = await demoUser(t.db, 'doctor');
    expect(
      (await get(await accessToken(t.tokens, doctor), '/api/patient/visited-doctors')).statusCode,
    ).toBe(403);
  });
});
