/**
 * Random bodies thrown at every auth call that takes one: whatever arrives, the answer
 * is below 500 and in the envelope. fast-check prints the seed and the smallest failing
 * body when a run fails, so a failure can be replayed.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { failureEnvelope } from '@contract/envelope';
import { fieldsOf, validBodies } from './harness';
import { suiteApp } from './harness-suite';

const t = suiteApp();

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);

const withBody = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
  (entry): entry is [EndpointName, Endpoint & { body: z.ZodType }] => Boolean(entry[1].body),
);

/** Text of every kind: ASCII, any code point, graphemes, and values that mean something here. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'patient@demo.np',
    'doctor@demo.np',
    '9800000001',
    '+977 980 000 0001',
    'Demo@12345',
    'email',
    'whatsapp',
    'patient',
    'admin',
    '123456',
    '१२३४५६',
    'सीता शर्मा',
    '🙂🙂🙂🙂🙂🙂🙂🙂',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'x'.repeat(300),
  ),
);

const value = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
  fc.record({
    dataDisclosure: fc.boolean(),
    contentModeration: fc.boolean(),
    activityRating: fc.boolean(),
  }),
);

/** Characters that break naive code: NUL, lone surrogates, quotes, wildcards, RTL override. */
const nasty = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\ud800',
  '\udfff',
  '\uffff',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '🙂',
  'ं',
  '\u202e',
  '\n',
  ' ',
);

const mutate = (original: string) =>
  fc
    .tuple(fc.nat({ max: original.length }), fc.array(nasty, { minLength: 1, maxLength: 3 }))
    .map(([at, inserted]) => `${original.slice(0, at)}${inserted.join('')}${original.slice(at)}`);

/**
 * A valid body with one field changed: nasty characters slipped into its text, or a
 * random value. These get past the shape checks and reach the database.
 */
const nearValid = (sample: Record<string, unknown>) =>
  fc.constantFrom(...Object.keys(sample)).chain((field) => {
    const original = sample[field];
    const changed =
      typeof original === 'string'
        ? fc.oneof({ weight: 3, arbitrary: mutate(original) }, value)
        : value;
    return changed.map((v) => ({ ...sample, [field]: v }));
  });

/** A body: anything at all, an object, the endpoint's field names with random values, or a near-valid one. */
const bodyFor = (fields: string[], sample: Record<string, unknown> | undefined) =>
  fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.object({ maxDepth: 2 }),
    fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }),
    fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    ...(sample ? [{ weight: 4, arbitrary: nearValid(sample) }] : []),
  );

/** Mostly JSON, sometimes raw text that is probably not JSON, under assorted content types. */
const requestFor = (fields: string[], sample: Record<string, unknown> | undefined) =>
  fc.record({
    payload: fc.oneof(
      { weight: 5, arbitrary: bodyFor(fields, sample).map((b) => JSON.stringify(b) ?? '') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    ),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      fc.constantFrom(
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        undefined,
      ),
    ),
    language: fc.constantFrom('en', 'ne', 'ne-NP,en;q=0.5', '', '*', 'xx-YY'),
    param: fc.oneof(
      fc.constant('x'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }),
    ),
  });

describe.each(withBody)('%s takes any body without a 500', (name, endpoint) => {
  const fields = fieldsOf(endpoint.body);

  test(`${endpoint.method} ${endpoint.path}`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        requestFor(fields, validBodies[name]),
        async ({ payload, contentType, language, param }) => {
          const res = await t.app.inject({
            method: endpoint.method,
            url: `/api${endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent(param))}`,
            headers: {
              ...(contentType ? { 'content-type': contentType } : {}),
              'accept-language': language,
            },
            payload,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          const body = res.json() as { success?: unknown };
          if (res.statusCode >= 400) {
            const failure = failureEnvelope.parse(body);
            expect(failure.message.trim()).not.toBe('');
          } else {
            expect(body.success).toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // Most random bodies are refused; the point is that each refusal is a clean 4xx.
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
    expect(
      [...statuses.keys()].some((s) => s >= 400 && s < 500),
      name,
    ).toBe(true);
  }, 60_000);
});
