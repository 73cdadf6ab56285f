import { describe, expect, test } from 'vitest';
import {
  hospitalResponse,
  providerPageResponse,
  providerResponse,
  searchResponse,
} from '@contract/discovery';
import { myProviderRatingResponse, rateProviderResponse } from '@contract/provider-ratings';
import { suiteApp } from '../harness-suite';
import { bearer, createUser, expectFailure, expectSuccess } from '../harness';

/**
 * Ratings of providers (issue 14; 002 §2, §3) through the HTTP API: a verified patient
 * rates a listed hospital or ambulance, rates again (replaced, not added), the directory
 * shows the average and count; each kind's criteria; the refusals a client can meet.
 */

const t = suiteApp();

async function patient(name: string, verified = true) {
  const user = await createUser(t.db, { name });
  await t.db.updateTable('users').set({ verified }).where('id', '=', user.id).execute();
  return t.tokens.signIn(user);
}

type Listing = {
  status?: 'active' | 'inactive' | 'pending';
  verification?: 'pending' | 'verified';
  type?: 'hospital' | 'lab' | 'pharmacy' | 'ambulance';
};

/** A new hospital (or another kind), listed (active and verified) unless told otherwise. */
async function hospital(name: string, fields: Listing = {}) {
  const row = await t.db
    .insertInto('providers')
    .values({
      type: fields.type ?? 'hospital',
      user_id: null,
      name,
      name_ne: null,
      city: 'Pokhara',
      address: 'Ramghat, Pokhara',
      lat: 28.2096,
      lng: 83.9856,
      phone: '061-520066',
      email: null,
      rating: null,
      departments: JSON.stringify(
        fields.type && fields.type !== 'hospital' ? [] : ['General Medicine'],
      ),
      created_at: new Date(),
      status: fields.status ?? 'active',
      verification_status: fields.verification ?? 'verified',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const rate = (token: string, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/providers/${id}/rating`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const rated = async (token: string, id: string, payload: unknown) =>
  rateProviderResponse.parse({ success: true, data: expectSuccess(await rate(token, id, payload)) })
    .data;
const mine = async (token: string, id: string) =>
  myProviderRatingResponse.parse({
    success: true,
    data: expectSuccess(
      await t.app.inject({
        method: 'GET',
        url: `/api/providers/${id}/rating`,
        headers: bearer(token),
      }),
    ),
  }).data;
const page = async (id: string) =>
  hospitalResponse.parse({
    success: true,
    data: expectSuccess(await t.app.inject({ method: 'GET', url: `/api/hospitals/${id}` })),
  }).data.hospital;

describe('a verified patient rates a hospital', () => {
  test('one rating per patient: rating again replaces it; the directory shows average and count', async () => {
    const id = await hospital('Gandaki Sewa Aspatal');
    const sita = await patient('Sita Gurung');
    const hari = await patient('Hari Bahadur Thapa');

    await expect(mine(sita, id)).resolves.toMatchObject({ rating: null, count: 0 });
    const first = await rated(sita, id, { stars: 5, comment: 'डाक्टर र नर्सहरू धेरै सहयोगी।' });
    expect(first).toMatchObject({ updated: false, average: 5, count: 1 });
    expect(first.rating).toMatchObject({ stars: 5, comment: 'डाक्टर र नर्सहरू धेरै सहयोगी।' });

    expect(await rated(hari, id, { stars: 4 })).toMatchObject({ average: 4.5, count: 2 });
    // Sita changes her mind: still two ratings, her new stars count.
    const again = await rated(sita, id, { stars: 2, comment: '  पर्खाइ लामो भयो।  ' });
    expect(again).toMatchObject({ updated: true, average: 3, count: 2 });
    expect(again.rating.comment).toBe('पर्खाइ लामो भयो।');

    expect(await mine(sita, id)).toMatchObject({ average: 3, count: 2, rating: { stars: 2 } });
    expect(await page(id)).toMatchObject({ rating: 3, ratingCount: 2 });
    const list = providerPageResponse.parse({
      success: true,
      data: expectSuccess(await t.app.inject({ method: 'GET', url: '/api/hospitals?limit=100' })),
    }).data;
    const listed = list.providers.find((p) => p._id === id);
    if (listed) expect(listed).toMatchObject({ rating: 3, ratingCount: 2 });
  });
});

describe('a verified patient rates an ambulance service', () => {
  test('on its criteria; the directory shows its average and count; rating again replaces it', async () => {
    const id = await hospital('Lekhnath Sewa Ambulance', { type: 'ambulance' });
    const sita = await patient('Sita Gurung');
    const hari = await patient('Hari Bahadur Thapa');

    await expect(mine(sita, id)).resolves.toMatchObject({
      kind: 'ambulance',
      rating: null,
      count: 0,
    });
    const first = await rated(sita, id, {
      stars: 5,
      criteria: { responseTime: 5, vehicleCondition: 4, staffProfessionalism: 5 },
      comment: 'दस मिनेटमै आइपुग्यो।',
    });
    expect(first).toMatchObject({ updated: false, average: 5, count: 1 });
    expect(first.rating.criteria).toEqual({
      responseTime: 5,
      vehicleCondition: 4,
      staffProfessionalism: 5,
    });
    await rated(hari, id, { stars: 2, criteria: { vehicleCondition: 1 } });
    // Sita rates again with fewer criteria: her row is replaced whole, not merged.
    const again = await rated(sita, id, { stars: 4, criteria: { medicalEquipment: 3 } });
    expect(again).toMatchObject({ updated: true, average: 3, count: 2 });
    expect(await mine(sita, id)).toMatchObject({
      kind: 'ambulance',
      rating: { stars: 4, criteria: { medicalEquipment: 3 } },
    });
    expect((await mine(sita, id)).rating?.criteria).toEqual({ medicalEquipment: 3 });

    const detail = providerResponse.parse({
      success: true,
      data: expectSuccess(await t.app.inject({ method: 'GET', url: `/api/ambulances/${id}` })),
    }).data.provider;
    expect(detail).toMatchObject({ rating: 3, ratingCount: 2 });
    const found = searchResponse.parse({
      success: true,
      data: expectSuccess(
        await t.app.inject({ method: 'GET', url: '/api/search?q=Lekhnath%20Sewa&type=ambulances' }),
      ),
    }).data.ambulances;
    expect(found.find((p) => p._id === id)).toMatchObject({ rating: 3, ratingCount: 2 });
  });

  test('an inactive, pending or unverified ambulance service cannot be rated (409)', async () => {
    const token = await patient('Anita Karki');
    for (const fields of [
      { status: 'inactive' as const },
      { status: 'pending' as const },
      { verification: 'pending' as const },
    ]) {
      const id = await hospital('Begnas Ambulance Sewa', { type: 'ambulance', ...fields });
      expectFailure(await rate(token, id, { stars: 4 }), 409, { code: 'PROVIDER_NOT_RATEABLE' });
    }
  });
});

describe('each kind has its own criteria', () => {
  test('a lab and a pharmacy keep theirs; another kind’s criterion is refused on its field', async () => {
    const token = await patient('Kabita Adhikari');
    const lab = await hospital('Fewa Diagnostic Lab', { type: 'lab' });
    const pharmacy = await hospital('Chipledhunga Pharmacy', { type: 'pharmacy' });
    const ambulance = await hospital('Baidam Ambulance', { type: 'ambulance' });
    const hospitalId = await hospital('Pokhara Eye Hospital');

    expect(
      (await rated(token, lab, { stars: 4, criteria: { accuracy: 5, serviceSpeed: 3 } })).rating
        .criteria,
    ).toEqual({ accuracy: 5, serviceSpeed: 3 });
    expect(await mine(token, pharmacy)).toMatchObject({ kind: 'pharmacy' });

    const foreign: [string, Record<string, number>][] = [
      [hospitalId, { vehicleCondition: 4 }],
      [pharmacy, { accuracy: 2 }],
      [lab, { medicineQuality: 2 }],
      [ambulance, { facilities: 3 }],
    ];
    for (const [id, criteria] of foreign) {
      expectFailure(await rate(token, id, { stars: 4, criteria }), 400, {
        code: 'RATING_CRITERION_INVALID',
        field: `criteria.${Object.keys(criteria)[0]}`,
      });
    }
    // Nothing was written by the refusals: the lab still has one rating, the others none.
    expect(await mine(token, lab)).toMatchObject({ count: 1, rating: { stars: 4 } });
    expect(await mine(token, ambulance)).toMatchObject({ count: 0, rating: null });
  });

  test('an unknown criterion or one out of 1 to 5: 400', async () => {
    const token = await patient('Ramesh Tamang');
    const id = await hospital('Bagar Ambulance', { type: 'ambulance' });
    expectFailure(await rate(token, id, { stars: 4, criteria: { sirenVolume: 5 } }), 400, {
      code: 'RATING_CRITERION_INVALID',
      field: 'criteria',
    });
    for (const score of [0, 6, 2.5, 'x']) {
      expectFailure(
        await rate(token, id, { stars: 4, criteria: { vehicleCondition: score } }),
        400,
        { code: 'RATING_STARS_INVALID', field: 'criteria.vehicleCondition' },
      );
    }
    expectFailure(await rate(token, id, { stars: 4, criteria: [5] }), 400, {
      code: 'RATING_CRITERION_INVALID',
      field: 'criteria',
    });
  });
});

describe('refusals', () => {
  test('stars outside 1 to 5, not whole, or a comment too long: 400 on the field', async () => {
    const id = await hospital('Dhaulagiri Zonal Hospital');
    const token = await patient('Kamala Poudel');
    for (const stars of [0, 6, 3.5, '4', null]) {
      expectFailure(await rate(token, id, { stars }), 400, {
        code: 'RATING_STARS_INVALID',
        field: 'stars',
      });
    }
    expectFailure(await rate(token, id, { stars: 4, comment: 'क'.repeat(501) }), 400, {
      code: 'TOO_LONG',
      field: 'comment',
    });
    expect(await mine(token, id)).toMatchObject({ rating: null, count: 0 });
  });

  test('an unverified patient may not rate (403)', async () => {
    const id = await hospital('Manipal Teaching Hospital Annex');
    const token = await patient('Bikash Rai', false);
    expectFailure(await rate(token, id, { stars: 5 }), 403, { code: 'RATING_NOT_VERIFIED' });
  });

  test('an inactive or unverified provider cannot be rated (409)', async () => {
    const token = await patient('Anita Karki');
    for (const fields of [{ status: 'inactive' as const }, { verification: 'pending' as const }]) {
      const id = await hospital('Bandipur Community Hospital', fields);
      expectFailure(await rate(token, id, { stars: 4 }), 409, { code: 'PROVIDER_NOT_RATEABLE' });
    }
  });

  test('an unknown id or a bad id: 404', async () => {
    const token = await patient('Gita Shrestha');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectFailure(await rate(token, id, { stars: 4 }), 404, { code: 'PROVIDER_NOT_FOUND' });
    }
  });

  test('only patients rate: a doctor is refused (403), a visitor must sign in (401)', async () => {
    const id = await hospital('Western Regional Hospital Wing');
    const doctor = await t.tokens.signIn(await createUser(t.db, { role: 'doctor' }));
    expect((await rate(doctor, id, { stars: 4 })).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/providers/${id}/rating`,
      payload: { stars: 4 },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
