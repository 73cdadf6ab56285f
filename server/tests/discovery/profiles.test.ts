import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import * as d from '@contract/discovery';
import { weekdays, type DoctorListItem } from '@contract/entities';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { expectFailure } from '../harness';
import {
  KATHMANDU,
  openDiscoverySuite,
  birHospitalId,
  data,
  expectNoHidden,
  get,
  hidden,
  qs,
  t,
} from './setup';

openDiscoverySuite();

describe('only verified doctors are public', () => {
  test('never in the list (every page), search, nearby or all-mode search', async () => {
    let cursor: string | null = null;
    const seen: DoctorListItem[] = [];
    do {
      const page: { doctors: DoctorListItem[]; nextCursor: string | null } = data(
        await get(`/api/doctors?${qs({ limit: 100, ...(cursor ? { cursor } : {}) })}`),
        d.doctorPageResponse,
      );
      seen.push(...page.doctors);
      cursor = page.nextCursor;
    } while (cursor);
    expectNoHidden(seen);
    const { count } = await t.db
      .selectFrom('doctors')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('nmc_verified', '=', true)
      .where('verification_status', '=', 'verified')
      .executeTakeFirstOrThrow();
    expect(seen).toHaveLength(Number(count));
    expect(seen.every((doc) => doc.nmcVerified)).toBe(true);

    const search = data(
      await get(`/api/doctors/search?${qs({ q: 'Zorawar', limit: 100 })}`),
      d.doctorListResponse,
    );
    expect(search.doctors).toEqual([]);
    const all = data(await get(`/api/search?${qs({ q: 'Zorawar' })}`), d.searchResponse);
    expect(all.doctors).toEqual([]);
    const near = data(
      await get(`/api/doctors/nearby?${qs({ ...KATHMANDU, radius: 0.1, limit: 100 })}`),
      d.doctorListResponse,
    );
    expectNoHidden(near.doctors);
  });

  test('by id, availability and schedule answer 404 DOCTOR_NOT_FOUND', async () => {
    for (const { id } of hidden) {
      for (const suffix of ['', '/availability', '/schedule']) {
        expectFailure(await get(`/api/doctors/${id}${suffix}`), 404, {
          code: 'DOCTOR_NOT_FOUND',
          message: 'Doctor not found',
        });
      }
    }
  });

  test('the hospital page does not list them', async () => {
    const { hospital } = data(await get(`/api/hospitals/${birHospitalId}`), d.hospitalResponse);
    expectNoHidden(hospital.doctors);
  });

  test('the seed itself holds about one unverified doctor in ten', async () => {
    const rows = await sql<{ total: string; hidden: string }>`select count(*) as total,
      count(*) filter (where not (nmc_verified and verification_status = 'verified')) as hidden
      from doctors where nmc_number not like 'TEST-%'`.execute(t.db);
    const { total, hidden: unverified } = rows.rows[0]!;
    expect(Number(total)).toBeGreaterThanOrEqual(500);
    expect(Number(unverified) / Number(total)).toBeGreaterThan(0.05);
    expect(Number(unverified) / Number(total)).toBeLessThan(0.15);
  });
});

describe('profiles, availability, schedules and hospital pages', () => {
  test('the demo doctor profile', async () => {
    const { doctor } = data(await get(`/api/doctors/${DEMO_DOCTOR_ID}`), d.doctorResponse);
    expect(doctor.fullName).toBe('Dr. Aarati Joshi');
    expect(doctor.specialty).toBe('Cardiology');
    // The verified mark searches the NMC register for this number.
    expect(doctor.nmcNumber).toBe('NMC-12345');
    expect(doctor.clinicDetails.address.city).toBe('Kathmandu');
    expect(doctor.education.length).toBeGreaterThan(0);
    expect(doctor.location).not.toBeNull();
  });

  test('availability is keyed by every weekday', async () => {
    const { availability } = data(
      await get(`/api/doctors/${DEMO_DOCTOR_ID}/availability`),
      d.availabilityResponse,
    );
    expect(Object.keys(availability).sort()).toEqual([...weekdays].sort());
    expect(availability.Sunday).toEqual([
      {
        day: 'Sunday',
        startTime: '09:00',
        endTime: '13:00',
        consultationFee: 800,
        hospital: { name: 'Bir Hospital', department: 'Cardiology' },
      },
    ]);
    expect(availability.Monday).toEqual([]);
    expect(availability.Saturday).toEqual([]);
  });

  test('the schedule lists every entry, Sunday first', async () => {
    const { schedule } = data(
      await get(`/api/doctors/${DEMO_DOCTOR_ID}/schedule`),
      d.scheduleResponse,
    );
    expect(schedule.map((s) => s.day)).toEqual(['Sunday', 'Tuesday', 'Wednesday', 'Friday']);
    expect(schedule[2]!.hospital.name).toBe('Norvic International Hospital');
  });

  test('list cards carry their schedules with fees in rupees', async () => {
    const { doctors } = data(await get('/api/doctors?limit=100'), d.doctorPageResponse);
    const withSchedule = doctors.filter((doc) => doc.advancedSchedule.length > 0);
    expect(withSchedule.length).toBeGreaterThan(90);
    for (const doc of withSchedule) {
      expect(doc.advancedSchedule.length).toBeLessThanOrEqual(4);
      for (const s of doc.advancedSchedule) {
        expect(s.consultationFee).toBeGreaterThanOrEqual(500);
        expect(s.consultationFee).toBeLessThanOrEqual(2700);
        expect(s.endTime > s.startTime).toBe(true);
      }
    }
  });

  test('a hospital page lists its doctors with their days', async () => {
    const { hospital } = data(await get(`/api/hospitals/${birHospitalId}`), d.hospitalResponse);
    expect(hospital.name).toBe('Bir Hospital');
    expect(hospital.location.city).toBe('Kathmandu');
    expect(hospital.departments).toContain('Cardiology');
    const demo = hospital.doctors.find((doc) => doc._id === DEMO_DOCTOR_ID);
    expect(demo).toEqual({
      _id: DEMO_DOCTOR_ID,
      fullName: 'Dr. Aarati Joshi',
      specialization: 'Cardiology',
      days: ['Sunday', 'Tuesday'],
    });
    expect(hospital.doctors.length).toBeGreaterThan(3);
  });

  test('labs, pharmacies and ambulances by id', async () => {
    for (const [list, single] of [
      ['labs', 'labs'],
      ['pharmacies', 'pharmacies'],
      ['ambulances', 'ambulances'],
    ] as const) {
      const { providers } = data(await get(`/api/${list}?limit=1`), d.providerPageResponse);
      const { provider } = data(
        await get(`/api/${single}/${providers[0]!._id}`),
        d.providerResponse,
      );
      expect(provider.name).toBe(providers[0]!.name);
      // A lab is not a hospital.
      expectFailure(await get(`/api/hospitals/${providers[0]!._id}`), 404, { code: 'NOT_FOUND' });
    }
  });
});
