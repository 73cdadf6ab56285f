import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { expectSuccess, type TestApp } from '../harness';
import { suiteApp } from '../harness-suite';

/**
 * Search and discovery (issue 5) on the seeded demo directory: typo-tolerant search,
 * nearby on real coordinates, verified-only doctors, availability and schedules,
 * hospital pages, cursor paging, and refusals of bad queries and unknown ids.
 */

export let t: TestApp;
export const KATHMANDU = { lat: 27.7172, lng: 85.324 };
export const POKHARA = { lat: 28.2096, lng: 83.9856 };

/** Hidden doctors planted beside the seed, at Kathmandu's centre, with a schedule at Bir Hospital. */
export const hidden: { id: string; name: string }[] = [];
export let birHospitalId = '';

export const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The success data, parsed with the contract's response schema. */
export function data<S extends z.ZodType>(res: LightMyRequestResponse, schema: S) {
  expectSuccess(res);
  return (schema.parse(res.json()) as { data: unknown }).data as z.output<S> extends {
    data: infer D;
  }
    ? D
    : never;
}

export const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const hiddenIds = () => new Set(hidden.map((h) => h.id));
export const expectNoHidden = (doctors: { _id: string }[]) =>
  expect(doctors.filter((doc) => hiddenIds().has(doc._id))).toEqual([]);

/** The suite's app and database, opened before its tests and closed after. */
export function openDiscoverySuite() {
  t = suiteApp();
  beforeAll(async () => {
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
}
