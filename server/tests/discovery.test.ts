/**
 * Search and discovery (issue 5) on the seeded demo directory: typo-tolerant search,
 * nearby on real coordinates, verified-only doctors, availability and schedules,
 * hospital pages, cursor paging, and refusals of bad queries and unknown ids.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import * as d from '@contract/discovery';
import { weekdays, type DoctorListItem } from '@contract/entities';
import { seedDemo } from '../domain/seed';
import { DEMO_DOCTOR_ID } from '../domain/seed-directory';
import { expectFailure, expectSuccess, startTestApp, type TestApp } from './harness';

let t: TestApp;
const KATHMANDU = { lat: 27.7172, lng: 85.324 };
const POKHARA = { lat: 28.2096, lng: 83.9856 };

/** Hidden doctors planted beside the seed, at Kathmandu's centre, with a schedule at Bir Hospital. */
const hidden: { id: string; name: string }[] = [];
let birHospitalId = '';

beforeAll(async () => {
  t = await startTestApp();
  const bir = await t.db
    .selectFrom('providers')
    .select('id')
    .where('name', '=', 'Bir Hospital')
    .executeTakeFirstOrThrow();
  birHospitalId = bir.id;
  const variants = [
    { name: 'Dr. Zorawar Pendingnath', nmc_verified: false, verification_status: 'pending' },
    { name: 'Dr. Zorawar Halfverified', nmc_verified: true, verification_status: 'pending' },
    { name: 'Dr. Zorawar Rejectedsen', nmc_verified: false, verification_status: 'rejected' },
    { name: 'Dr. Zorawar Nonmcflag', nmc_verified: false, verification_status: 'verified' },
  ] as const;
  for (const [i, v] of variants.entries()) {
    const row = await t.db
      .insertInto('doctors')
      .values({
        full_name: v.name,
        first_name: 'Zorawar',
        last_name: v.name.split(' ').at(-1)!,
        specialization: 'Cardiology',
        education: '[]',
        experience: '[]',
        city: 'Kathmandu',
        lat: KATHMANDU.lat,
        lng: KATHMANDU.lng,
        languages: ['Nepali'],
        clinic_name: null,
        address: null,
        photo_url: null,
        user_id: null,
        nmc_number: `TEST-${i}-${randomUUID()}`,
        nmc_verified: v.nmc_verified,
        verification_status: v.verification_status,
        rating_avg: 5,
        rating_count: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    hidden.push({ id: row.id, name: v.name });
    await t.db
      .insertInto('doctor_schedules')
      .values({
        doctor_id: row.id,
        hospital_id: birHospitalId,
        day: 'Monday',
        start_time: '09:00',
        end_time: '12:00',
        consultation_fee: 900,
        department: 'Cardiology',
      })
      .execute();
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The success data, parsed with the contract's response schema. */
function data<S extends z.ZodType>(res: LightMyRequestResponse, schema: S) {
  expectSuccess(res);
  return (schema.parse(res.json()) as { data: unknown }).data as z.output<S> extends {
    data: infer D;
  }
    ? D
    : never;
}

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const hiddenIds = () => new Set(hidden.map((h) => h.id));
const expectNoHidden = (doctors: { _id: string }[]) =>
  expect(doctors.filter((doc) => hiddenIds().has(doc._id))).toEqual([]);

describe('typo-tolerant search', () => {
  test('"cardio pokhra" finds cardiologists in Pokhara', async () => {
    const { doctors } = data(
      await get(`/api/doctors/search?${qs({ q: 'cardio pokhra' })}`),
      d.doctorListResponse,
    );
    expect(doctors.length).toBeGreaterThan(0);
    for (const doc of doctors) {
      expect(doc.specialization).toBe('Cardiology');
      expect(doc.clinicDetails.address.city).toBe('Pokhara');
      expect(doc.nmcVerified).toBe(true);
    }
  });

  test('a name finds its doctor, misspelt too; it is not read as a place or field', async () => {
    const search = async (q: string) =>
      data(await get(`/api/doctors/search?${qs({ q })}`), d.doctorListResponse).doctors;
    for (const q of ['aarati joshi', 'arati joshi']) {
      expect((await search(q))[0]?._id, q).toBe(DEMO_DOCTOR_ID);
    }
    const joshis = await search('joshi');
    expect(joshis.map((doc) => doc._id)).toContain(DEMO_DOCTOR_ID);
    expect(joshis.every((doc) => doc.fullName.includes('Joshi'))).toBe(true);
    const cardiologists = await search('Dr. Joshi cardiology');
    expect(cardiologists.map((doc) => doc._id)).toContain(DEMO_DOCTOR_ID);
    expect(
      cardiologists.every(
        (doc) => doc.fullName.includes('Joshi') && doc.specialization === 'Cardiology',
      ),
    ).toBe(true);
  });

  test('Nepali, lay words and short forms name the field and the city', async () => {
    for (const q of ['मुटु रोग विशेषज्ञ काठमाडौं', 'heart ktm', 'cardiac kathmandu']) {
      const { doctors } = data(await get(`/api/doctors/search?${qs({ q })}`), d.doctorListResponse);
      expect(doctors.length, q).toBeGreaterThan(0);
      for (const doc of doctors) {
        expect(doc.specialization, q).toBe('Cardiology');
        expect(doc.clinicDetails.address.city, q).toBe('Kathmandu');
      }
    }
  });

  test('GET /search in all mode finds them too, 20 per type at most', async () => {
    const results = data(await get(`/api/search?${qs({ q: 'cardio pokhra' })}`), d.searchResponse);
    expect(results.doctors.length).toBeGreaterThan(0);
    expect(results.doctors.every((doc) => doc.specialization === 'Cardiology')).toBe(true);

    const everything = data(await get('/api/search'), d.searchResponse);
    for (const list of Object.values(everything)) expect(list).toHaveLength(20);
  });

  test('one type answers up to 50 of it and nothing else', async () => {
    const results = data(await get(`/api/search?${qs({ type: 'pharmacies' })}`), d.searchResponse);
    expect(results.pharmacies).toHaveLength(50);
    expect(results.doctors).toEqual([]);
    expect(results.hospitals).toEqual([]);
    const doctors = data(await get(`/api/search?${qs({ type: 'doctors' })}`), d.searchResponse);
    expect(doctors.doctors).toHaveLength(50);
  });

  test('hospitals by English or Nepali name, misspelt or not', async () => {
    for (const q of ['Bir Hospital', 'bir hospitl', 'वीर अस्पताल']) {
      const { providers } = data(
        await get(`/api/search/hospitals?${qs({ q })}`),
        d.providerListResponse,
      );
      expect(providers[0]?.name, q).toBe('Bir Hospital');
    }
    const { providers } = data(
      await get(`/api/search/hospitals?${qs({ q: 'hospital', location: 'pokhra' })}`),
      d.providerListResponse,
    );
    expect(providers.length).toBeGreaterThan(0);
    expect(providers.every((p) => p.location.city === 'Pokhara')).toBe(true);
  });

  test('the location filter accepts the Nepali city name; filters combine', async () => {
    const { doctors } = data(
      await get(
        `/api/doctors/search?${qs({ q: 'sharma', location: 'पोखरा', rating: 3, limit: 100 })}`,
      ),
      d.doctorListResponse,
    );
    for (const doc of doctors) {
      expect(doc.clinicDetails.address.city).toBe('Pokhara');
      expect(doc.averageRating).toBeGreaterThanOrEqual(3);
    }
    const { doctors: derm } = data(
      await get(`/api/doctors/search?${qs({ q: 'kathmandu', specialty: 'dermatology' })}`),
      d.doctorListResponse,
    );
    expect(derm.length).toBeGreaterThan(0);
    expect(derm.every((doc) => doc.specialization === 'Dermatology')).toBe(true);
  });

  test('an empty query falls back to the verified list, best rated first', async () => {
    const { doctors } = data(await get('/api/doctors/search'), d.doctorListResponse);
    expect(doctors).toHaveLength(50);
    const ratings = doctors.map((doc) => doc.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expectNoHidden(doctors);
  });
});

describe('nearby', () => {
  const nearby = async (params: Record<string, string | number>) =>
    data(
      await get(`/api/doctors/nearby?${qs({ ...KATHMANDU, ...params })}`),
      d.nearbyDoctorsResponse,
    ).doctors;
  const totalNear = async (params: Record<string, string | number>) =>
    data(
      await get(`/api/doctors/nearby?${qs({ ...KATHMANDU, ...params })}`),
      d.nearbyDoctorsResponse,
    ).total;

  test('from Kathmandu: nearest first, within the radius, distance to 0.1 km', async () => {
    const doctors = await nearby({ limit: 100 });
    expect(doctors.length).toBeGreaterThan(20);
    const distances = doctors.map((doc) => doc.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Default radius 10 km.
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
    for (const km of distances) expect(Math.round(km * 10)).toBeCloseTo(km * 10, 6);
    expect((await nearby({})).length).toBe(20);
  });

  test('a 5 km radius gives fewer doctors than 50 km', async () => {
    const five = await nearby({ radius: 5, limit: 100 });
    const fifty = await nearby({ radius: 50, limit: 100 });
    expect(five.length).toBeGreaterThan(0);
    expect(five.length).toBeLessThan(fifty.length);
    expect(five.every((doc) => doc.distanceKm! <= 5)).toBe(true);
    const cardio5 = await nearby({ radius: 5, specialty: 'cardiologist', limit: 100 });
    const cardio50 = await nearby({ radius: 50, specialty: 'cardiologist', limit: 100 });
    expect(cardio5.length).toBeLessThan(cardio50.length);
    expect(cardio50.every((doc) => doc.specialization === 'Cardiology')).toBe(true);
    expect(new Set(cardio50.map((doc) => doc.clinicDetails.address.city))).toEqual(
      new Set(['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Hetauda']),
    );
  });

  test('the total counts the whole radius, past the 20 returned', async () => {
    const all10 = await nearby({ radius: 10, limit: 100 });
    const all5 = await nearby({ radius: 5, limit: 100 });
    expect(all10.length).toBeGreaterThan(20);
    // Twenty come back either way; the totals tell the radii apart.
    expect(await totalNear({ radius: 10 })).toBe(all10.length);
    expect(await totalNear({ radius: 5 })).toBe(all5.length);
    expect(all5.length).toBeLessThan(all10.length);
    // A small answer is its own total.
    const few = await nearby({ radius: 1, limit: 100 });
    expect(await totalNear({ radius: 1, limit: 100 })).toBe(few.length);
  });

  test('counting a dense radius stops at the cap and says so', async () => {
    // 520 verified doctors at one spot far from every seeded city (a test-only village).
    const spot = { lat: 29.3, lng: 82.2 };
    await t.db
      .insertInto('doctors')
      .values(
        Array.from({ length: 520 }, (_, i) => ({
          full_name: `Dr. Dense ${i}`,
          first_name: 'Dense',
          last_name: String(i),
          specialization: 'General Medicine',
          education: '[]',
          experience: '[]',
          city: 'Jumla',
          lat: spot.lat,
          lng: spot.lng,
          languages: ['Nepali'],
          clinic_name: null,
          address: null,
          photo_url: null,
          user_id: null,
          nmc_number: `DENSE-${i}-${randomUUID()}`,
          nmc_verified: true,
          verification_status: 'verified' as const,
          rating_avg: 4,
          rating_count: 1,
        })),
      )
      .execute();
    const answer = data(
      await get(`/api/doctors/nearby?${qs({ ...spot, radius: 5 })}`),
      d.nearbyDoctorsResponse,
    );
    expect(answer.doctors).toHaveLength(20);
    expect(answer).toMatchObject({ total: d.NEARBY_TOTAL_CAP, totalCapped: true });
    await t.db.deleteFrom('doctors').where('city', '=', 'Jumla').execute();
  });

  test('minimum rating filter', async () => {
    const doctors = await nearby({ radius: 50, rating: 4.5, limit: 100 });
    expect(doctors.length).toBeGreaterThan(0);
    expect(doctors.every((doc) => doc.averageRating >= 4.5)).toBe(true);
  });

  test('hospitals and ambulances near Pokhara, default 50 km', async () => {
    for (const type of ['hospitals', 'ambulances'] as const) {
      const { providers } = data(
        await get(`/api/${type}/nearby?${qs(POKHARA)}`),
        d.providerListResponse,
      );
      expect(providers.length).toBeGreaterThan(0);
      expect(providers.every((p) => p.location.city === 'Pokhara')).toBe(true);
      const distances = providers.map((p) => p.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(50);
    }
  });
});

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

describe('cursor paging', () => {
  test('doctors: every page continues where the last stopped, without repeats', async () => {
    const ids: string[] = [];
    const ratings: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { doctors: DoctorListItem[]; nextCursor: string | null } = data(
        await get(`/api/doctors?${qs({ limit: 37, ...(cursor ? { cursor } : {}) })}`),
        d.doctorPageResponse,
      );
      ids.push(...page.doctors.map((doc) => doc._id));
      ratings.push(...page.doctors.map((doc) => doc.averageRating));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(440);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  test('each provider type pages through all of its entries', async () => {
    for (const [type, total] of [
      ['hospitals', 60],
      ['labs', 40],
      ['pharmacies', 60],
      ['ambulances', 30],
    ] as const) {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { providers: { _id: string }[]; nextCursor: string | null } = data(
          await get(`/api/${type}?${qs({ limit: 7, ...(cursor ? { cursor } : {}) })}`),
          d.providerPageResponse,
        );
        ids.push(...page.providers.map((p) => p._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(ids, type).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
    }
  });

  test('a forged cursor is a 400 on the cursor field', async () => {
    for (const url of [
      '/api/doctors?cursor=not-a-cursor',
      `/api/doctors?cursor=${Buffer.from('[9,"x"]').toString('base64url')}`,
      `/api/hospitals?cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
    ]) {
      expectFailure(await get(url), 400, { code: 'VALIDATION', field: 'cursor' });
    }
  });
});

describe('bad queries and unknown ids', () => {
  test.each([
    ['/api/doctors/nearby?lat=abc&lng=85.3', 'lat'],
    ['/api/doctors/nearby?lng=85.3', 'lat'],
    ['/api/doctors/nearby?lat=27.7&lng=85.3&radius=-1', 'radius'],
    ['/api/doctors/nearby?lat=91&lng=85.3', 'lat'],
    ['/api/doctors/nearby?lat=27.7&lng=85.3&rating=6', 'rating'],
    ['/api/doctors?limit=0', 'limit'],
    ['/api/doctors?limit=101', 'limit'],
    ['/api/doctors/search?limit=abc', 'limit'],
    ['/api/search?type=everything', 'type'],
    ['/api/hospitals/nearby?lat=28.2&lng=west', 'lng'],
    ['/api/search/labs?limit=-5', 'limit'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await get(url);
    expectFailure(res, 400, { field });
  });

  test('unknown and malformed doctor ids answer 404 DOCTOR_NOT_FOUND', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '12345', "1' or '1'='1"]) {
      for (const suffix of ['', '/availability', '/schedule']) {
        expectFailure(await get(`/api/doctors/${encodeURIComponent(id)}${suffix}`), 404, {
          code: 'DOCTOR_NOT_FOUND',
        });
      }
    }
  });

  test('unknown and malformed provider ids answer 404 NOT_FOUND', async () => {
    for (const type of ['hospitals', 'labs', 'pharmacies', 'ambulances']) {
      for (const id of [randomUUID(), 'nope']) {
        expectFailure(await get(`/api/${type}/${id}`), 404, { code: 'NOT_FOUND' });
      }
    }
  });

  test('odd search text is just text', async () => {
    for (const q of ["'; drop table doctors; --", '%%%', '_', '\\', 'a'.repeat(200), '🙂']) {
      const res = await get(`/api/search?${qs({ q })}`);
      data(res, d.searchResponse);
    }
  });
});

test('seeding again changes nothing', async () => {
  const count = async () =>
    sql<{ n: string }>`select (select count(*) from doctors) + (select count(*) from providers)
      + (select count(*) from doctor_schedules) as n`.execute(t.db);
  const before = (await count()).rows[0]!.n;
  await seedDemo(t.db);
  expect((await count()).rows[0]!.n).toBe(before);
});
