import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import * as d from '@contract/discovery';
import { type DoctorListItem } from '@contract/entities';
import { seedDemo } from '../../domain/seed';
import { expectFailure } from '../harness';
import { openDiscoverySuite, data, get, qs, t } from './setup';

openDiscoverySuite();

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

  test('each provider type pages through all of its listed entries', async () => {
    for (const [type, kind] of [
      ['hospitals', 'hospital'],
      ['labs', 'lab'],
      ['pharmacies', 'pharmacy'],
      ['ambulances', 'ambulance'],
    ] as const) {
      // Only active, verified providers are public (ADR 0021); the demo hides a few of each.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from providers
        where type = ${kind} and status = 'active' and verification_status = 'verified'`.execute(
        t.db,
      );
      const total = rows[0]!.n;
      expect(total).toBeGreaterThan(20);
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
