import { describe, expect, test } from 'vitest';
import { hospitalResponse, providerPageResponse } from '@contract/discovery';
import { myProviderRatingResponse, rateProviderResponse } from '@contract/provider-ratings';
import { suiteApp } from '../harness-suite';
import { bearer, createUser, expectFailure, expectSuccess } from '../harness';

/**
 * Ratings of providers (issue 14; 002 §2, §3) through the HTTP API: a verified patient
 * rates a listed hospital, rates again (replaced, not added), the directory shows the
 * average and count; the refusals a client can meet.
 */

const t = suiteApp();

async function patient(name: string, verified = true) {
  const user = await createUser(t.db, { name });
  await t.db.updateTable('users').set({ verified }).where('id', '=', user.id).execute();
  return t.tokens.signIn(user);
}

/** A new hospital, listed (active and verified) unless told otherwise. */
async function hospital(
  name: string,
  fields: {
    status?: 'active' | 'inactive' | 'pending';
    verification?: 'pending' | 'verified';
  } = {},
) {
  const row = await t.db
    .insertInto('providers')
    .values({
      type: 'hospital',
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
      departments: JSON.stringify(['General Medicine']),
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

  test('an unknown id, a bad id or an ambulance: 404', async () => {
    const token = await patient('Gita Shrestha');
    const ambulance = await t.db
      .selectFrom('providers')
      .select('id')
      .where('type', '=', 'ambulance')
      .executeTakeFirst();
    const ids = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
    if (ambulance) ids.push(ambulance.id);
    for (const id of ids) {
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
