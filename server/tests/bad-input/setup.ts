import { afterAll, beforeAll, expect, test } from 'vitest';
import { type z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { roles, type Role } from '@contract/roles';
import {
  accessToken,
  bearer,
  buildTestApp,
  createUser,
  demoUser,
  validBodies,
  type BuiltApp,
  type TestApp,
} from '../harness';
import { suiteApp } from '../harness-suite';

/**
 * Bad input never causes a 500 and never leaves a half-written change (ARCHITECTURE.md,
 * "The API"). Every endpoint of the contract that takes a body is walked: broken JSON,
 * wrong types, missing fields, oversized bodies, wrong content types; then Unicode and
 * injection-like strings on the auth calls.
 */

export let t: TestApp;
export let small: BuiltApp;
const tokenOf = new Map<Role, string>();

export const withBody = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
  (entry): entry is [EndpointName, Endpoint & { body: z.ZodType }] => Boolean(entry[1].body),
);
export const getters = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
  ([, e]) => e.method === 'GET',
);

export const urlOf = (e: Endpoint, param = 'placeholder-value-0123456789') =>
  `/api${e.path.replace(/:(\w+)/g, () => param)}`;

/** A token that passes the endpoint's gate, so the body itself is what gets judged. */
export function gateHeaders(e: Endpoint): Record<string, string> {
  if (e.access === 'anyone') return {};
  const role: Role = e.access === 'signed-in' ? 'patient' : e.access[0]!;
  return bearer(tokenOf.get(role)!);
}

/** Sends a raw body; `contentType: null` sends none. */
export function send(
  e: Endpoint,
  payload: string | undefined,
  contentType: string | null = 'application/json',
  app = t.app,
) {
  return app.inject({
    method: e.method,
    url: urlOf(e),
    headers: { ...gateHeaders(e), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

export const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Values of the wrong kind for any field: numbers, booleans, null, arrays, nested objects. */
export const wrongValues: unknown[] = [
  42,
  -1.5,
  1e308,
  true,
  false,
  null,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: [1, { x: null }] } },
];

export const samples = validBodies;

test('every endpoint with a body has a valid sample body', () => {
  const missing = withBody.filter(([name]) => !samples[name]).map(([name]) => name);
  expect(
    missing,
    'add a valid sample body for these endpoints to validBodies in harness.ts',
  ).toEqual([]);
  for (const [name, e] of withBody) {
    const sample = samples[name];
    if (sample) expect(accepts(e.body, sample), `sample of ${name}`).toBe(true);
  }
});

/** The suite's app and database, opened before its tests and closed after. */
export function openBadInputSuite() {
  t = suiteApp();
  beforeAll(async () => {
    small = await buildTestApp(t.db, { BODY_LIMIT_BYTES: '2048' });
    for (const role of roles) {
      const user =
        role === 'public' ? await createUser(t.db, { role }) : await demoUser(t.db, role);
      tokenOf.set(role, await accessToken(t.tokens, user));
    }
  }, 60_000);
  afterAll(async () => {
    await small?.app.close();
  });
}
