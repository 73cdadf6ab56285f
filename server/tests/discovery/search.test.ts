import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import * as d from '@contract/discovery';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { openDiscoverySuite, KATHMANDU, POKHARA, data, expectNoHidden, get, qs, t } from './setup';

openDiscoverySuite();

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
