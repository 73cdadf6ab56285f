import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { failureEnvelope } from '@contract/envelope';
import { requestsFor } from './fuzz-requests';
import { buildWorld, type World } from './fuzz-world';
import { openBadInputSuite, t } from './setup';

/**
 * No 500 from any input (issue 13 §3), generated from the contract: every endpoint of
 * contract/endpoints.ts, every path parameter, query field, JSON body field and multipart
 * field (and file name) gets hostile values (fuzz-values.ts) in an otherwise valid
 * request, from anyone and from a signed-in user of an allowed role. Any 5xx, any failure
 * outside the envelope, or any success outside the contract's response fails the
 * endpoint's test with the requests that got it. On PGlite, and on PostgreSQL in the
 * server-pg project (TEST_DATABASE_URL). The seed is fixed: FUZZ_SEED changes it.
 */

openBadInputSuite();

const SEED = Number(process.env.FUZZ_SEED ?? 13);
/** Last: what ends sessions, removes the post and comment, or changes state for everyone. */
const LAST: EndpointName[] = ['deleteComment', 'deletePost', 'setMaintenance', 'logout'];
const names = (Object.keys(endpoints) as EndpointName[]).sort(
  (a, b) => LAST.indexOf(a) - LAST.indexOf(b),
);
const seedOf = (name: string) =>
  [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), SEED ^ 2166136261);

/** Endpoints whose sample request is meant to be refused: a wrong password, an unknown code. */
const refusedSamples = new Set<EndpointName>([
  'login',
  'refresh',
  'checkDuplicate',
  'verifyCode',
  'resetPassword',
  'legacyReset',
  'cancelByLink',
  // Loopback only, and the fuzz test's requests come from other addresses (rate limits).
  'devOutbox',
  // issue 14 · providers: a second valid call finds the row erased, or already verified.
  'deleteProvider',
  'deleteAmbulance',
  'verifyProvider',
  // issue 14 · moderation: a second valid call finds the reports already resolved.
  'moderatePost',
  // issue 14 · settings: an unknown address has no code to verify.
  'verifyEmail',
]);

let world: World;
const totals = { endpoints: 0, fields: 0, requests: 0, started: 0 };
let address = 0;

beforeAll(async () => {
  totals.started = performance.now();
  world = await buildWorld();
}, 60_000);

afterAll(() => {
  const seconds = ((performance.now() - totals.started) / 1000).toFixed(1);
  console.info(
    `contract fuzz (${t.engine}): ${totals.endpoints} endpoints, ${totals.fields} fields, ${totals.requests} requests in ${seconds} s`,
  );
});

test('every endpoint with a query starts from one its schema accepts', () => {
  const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
  for (const [name, e] of all) {
    if (!e.query) continue;
    const base = world.query[name] ?? {};
    expect(e.query.safeParse(base).success, `${name}: ${JSON.stringify(base)}`).toBe(true);
  }
  for (const [name, e] of all) {
    if (!e.multipart) continue;
    expect(
      world.multipart[name],
      `add a valid multipart sample for ${name} to server/tests/bad-input/fuzz-world.ts`,
    ).toBeDefined();
  }
});

describe.each(names)('%s', (name) => {
  test('no hostile value gets a 5xx, and every refusal is in the envelope', async () => {
    const requests = requestsFor(name, world, seedOf(name));
    const failures: string[] = [];
    for (const { what, field: _field, ...request } of requests) {
      address += 1;
      const remoteAddress = `10.13.${(address >> 8) & 255}.${address & 255}`;
      let res;
      try {
        res = await t.app.inject({ ...request, remoteAddress });
      } catch (error) {
        failures.push(`${what}: ${String((error as Error).message).split('\n')[0]}`);
        continue;
      }
      if (what.endsWith('(valid) as anonymous') === false && what.includes(' (valid) as ')) {
        // The untouched request reaches the handler and works, so the hostile ones test
        // what lies behind the schema too (a broken world would make this suite hollow).
        if (res.statusCode >= 400 && !refusedSamples.has(name))
          failures.push(
            `the valid request got ${res.statusCode}: ${what}: ${res.body.slice(0, 160)}`,
          );
      }
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${what}: ${res.body.slice(0, 160)}`);
      else if (res.statusCode >= 400) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
        if (!failureEnvelope.safeParse(body).success)
          failures.push(
            `${res.statusCode} outside the envelope: ${what}: ${res.body.slice(0, 160)}`,
          );
      }
      if (name === 'setMaintenance')
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings/maintenance',
          headers: world.headers.admin,
          payload: { enabled: false },
        });
    }
    totals.endpoints += 1;
    totals.fields += new Set(requests.map((r) => r.field).filter(Boolean)).size;
    totals.requests += requests.length;
    expect(failures).toEqual([]);
  });
});
