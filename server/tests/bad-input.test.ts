/**
 * Bad input never causes a 500 and never leaves a half-written change (ARCHITECTURE.md,
 * "The API"). Every endpoint of the contract that takes a body is walked: broken JSON,
 * wrong types, missing fields, oversized bodies, wrong content types; then Unicode and
 * injection-like strings on the auth calls.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { roles, type Role } from '@contract/roles';
import {
  accessToken,
  bearer,
  buildTestApp,
  countUsers,
  createUser,
  demoUser,
  expectClientError,
  expectFailure,
  expectSuccess,
  fieldsOf,
  login,
  post,
  registration,
  startTestApp,
  uniqueEmail,
  validBodies,
  type BuiltApp,
  type TestApp,
} from './harness';

let t: TestApp;
let small: BuiltApp;
const tokenOf = new Map<Role, string>();

beforeAll(async () => {
  t = await startTestApp();
  small = await buildTestApp(t.db, { BODY_LIMIT_BYTES: '2048' });
  for (const role of roles) {
    const user = role === 'public' ? await createUser(t.db, { role }) : await demoUser(t.db, role);
    tokenOf.set(role, await accessToken(t.tokens, user));
  }
}, 60_000);
afterAll(async () => {
  await small?.app.close();
  await t?.close();
});

const withBody = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
  (entry): entry is [EndpointName, Endpoint & { body: z.ZodType }] => Boolean(entry[1].body),
);
const getters = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
  ([, e]) => e.method === 'GET',
);

const urlOf = (e: Endpoint, param = 'placeholder-value-0123456789') =>
  `/api${e.path.replace(/:(\w+)/g, () => param)}`;

/** A token that passes the endpoint's gate, so the body itself is what gets judged. */
function gateHeaders(e: Endpoint): Record<string, string> {
  if (e.access === 'anyone') return {};
  const role: Role = e.access === 'signed-in' ? 'patient' : e.access[0]!;
  return bearer(tokenOf.get(role)!);
}

/** Sends a raw body; `contentType: null` sends none. */
function send(
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

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Values of the wrong kind for any field: numbers, booleans, null, arrays, nested objects. */
const wrongValues: unknown[] = [
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

const samples = validBodies;

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

describe.each(withBody)('%s', (name, e) => {
  const fields = fieldsOf(e.body);
  const acceptsEmpty = accepts(e.body, {});

  test('invalid JSON is refused', async () => {
    for (const payload of [
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      'nul',
      '{"a":1}}',
      '\u0000',
      '""""',
    ]) {
      expectFailure(await send(e, payload), 400);
    }
  });

  test('an empty body, null, or a body that is not an object', async () => {
    for (const payload of ['[]', '[{}]', '42', '"text"', 'true', '-0', '1e999']) {
      expectFailure(await send(e, payload), 400);
    }
    for (const payload of ['', '{}', 'null']) {
      const res = await send(e, payload);
      if (acceptsEmpty && payload !== '') expect(res.statusCode, payload).toBeLessThan(500);
      else expectFailure(res, 400);
    }
    // No body at all (and no content type).
    const none = await send(e, undefined, null);
    if (acceptsEmpty) expect(none.statusCode).toBeLessThan(500);
    else expectFailure(none, 400);
  });

  test('each field alone, of the wrong kind', async () => {
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      for (const value of wrongValues) {
        const body = { [field]: value };
        const res = await send(e, JSON.stringify(body));
        if (accepts(e.body, body)) expect(res.statusCode).toBeLessThan(500);
        else expectClientError(res);
      }
    }
  });

  test('a valid body with one field of the wrong kind names that field', async () => {
    const sample = samples[name];
    if (!sample) return; // reported by the sample test above
    const isUnion = e.body instanceof z.ZodUnion;
    let checked = 0;
    for (const field of Object.keys(sample)) {
      for (const value of wrongValues) {
        const body = { ...sample, [field]: value };
        if (accepts(e.body, body)) continue;
        checked += 1;
        const failure = expectFailure(await send(e, JSON.stringify(body)), 400);
        if (!isUnion || failure.field !== undefined) {
          expect(failure.field?.split('.')[0], `${field}=${JSON.stringify(value)}`).toBe(field);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a valid body with one required field missing names that field', async () => {
    const sample = samples[name];
    if (!sample) return;
    for (const field of Object.keys(sample)) {
      const { [field]: _dropped, ...rest } = sample;
      if (accepts(e.body, rest)) continue;
      const failure = expectFailure(await send(e, JSON.stringify(rest)), 400);
      if (!(e.body instanceof z.ZodUnion)) expect(failure.field, field).toBe(field);
    }
  });

  test('a NUL character in any text field is refused, not a database error', async () => {
    const sample = samples[name];
    if (!sample) return;
    for (const [field, value] of Object.entries(sample)) {
      if (typeof value !== 'string') continue;
      const body = { ...sample, [field]: `${value.slice(0, 3)}\u0000${value.slice(3)}` };
      const res = await send(e, JSON.stringify(body));
      expectClientError(res);
    }
  });

  test('prototype pollution is refused', async () => {
    const sample = JSON.stringify(samples[name] ?? {});
    const polluted = [
      sample.replace(/^\{/, '{"__proto__":{"role":"admin","isAdmin":true},'),
      sample.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
    ];
    for (const payload of polluted) expectFailure(await send(e, payload), 400);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });

  test('very long and deeply nested values', async () => {
    const sample = samples[name] ?? {};
    for (const field of fields) {
      const body = { ...sample, [field]: 'x'.repeat(200_000) };
      const res = await send(e, JSON.stringify(body));
      // A field the schema ignores may be long; every other one is refused.
      if (accepts(e.body, body)) expect(res.statusCode).toBeLessThan(500);
      else expectClientError(res);
    }
    const deep = `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const res = await send(e, deep);
    if (acceptsEmpty) expect(res.statusCode).toBeLessThan(500);
    else expectClientError(res);
    const manyKeys = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    const wide = await send(e, JSON.stringify(manyKeys));
    if (acceptsEmpty) expect(wide.statusCode).toBeLessThan(500);
    else expectClientError(wide);
  });

  test('a body over the limit: 413', async () => {
    const big = JSON.stringify({ ...(samples[name] ?? {}), padding: 'x'.repeat(10 * 1024) });
    const res = await send(e, big, 'application/json', small.app);
    expectFailure(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
    // Just under the limit is judged on its content, not its size.
    const fits = JSON.stringify({ ...(samples[name] ?? {}), padding: 'x'.repeat(1024) });
    expect((await send(e, fits, 'application/json', small.app)).statusCode).not.toBe(413);
  });

  test.each([
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/xml',
    'application/octet-stream',
  ])('content type %s: 415', async (contentType) => {
    const payload = JSON.stringify(samples[name] ?? {});
    expectFailure(await send(e, payload, contentType), 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This content type is not supported.',
    });
  });

  test('a JSON body without a content type: 415', async () => {
    const payload = JSON.stringify(samples[name] ?? {});
    expectFailure(await send(e, payload, null), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('odd URLs', () => {
  test.each(getters)('GET %s with junk in the query string', async (_name, e) => {
    for (const query of [
      '?x=%00',
      '?a[]=1&a[]=2&a=3',
      `?q=${'x'.repeat(5000)}`,
      '?%ZZ=1',
      '?q=%F0%9F',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${urlOf(e)}${query}`,
        headers: gateHeaders(e),
      });
      expect(res.statusCode, `${e.path}${query}`).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  const withParams = withBody.filter(([, e]) => e.path.includes(':'));
  const oddParams = [
    '%00',
    'x'.repeat(500),
    '..%2F..%2Fetc%2Fpasswd',
    "'%20OR%201%3D1%20--",
    '%F0%9F%99%82',
    '%E0%A4',
  ];

  test.each(withParams)('%s with odd path parameters: 4xx, never a 500', async (name, e) => {
    for (const param of oddParams) {
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e, param),
        payload: samples[name] ?? {},
      });
      expect(res.statusCode, param).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, param).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  // A parameter over 100 characters or a malformed escape is refused by Fastify's router
  // itself; its `frameworkErrors` option puts that refusal in the envelope too.
  test.each(withParams)('%s with odd path parameters: the envelope', async (name, e) => {
    for (const param of oddParams) {
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e, param),
        payload: samples[name] ?? {},
      });
      expectClientError(res);
    }
  });
});

describe('which message a bad field gets', () => {
  test('missing: "All fields are required"; of the wrong kind: "Please check your input"', async () => {
    expectFailure(await login(t.app, { identifier: 'someone@test.np' }), 400, {
      code: 'REQUIRED',
      message: 'All fields are required',
      field: 'password',
    });
    const wrongKind = await login(t.app, {
      identifier: 'someone@test.np',
      password: 'Wrong#Guess1',
      rememberMe: 'yes',
    });
    expectFailure(wrongKind, 400, {
      code: 'VALIDATION',
      message: 'Please check your input and try again.',
      field: 'rememberMe',
    });
    expectFailure(
      await post(t.app, '/api/auth/register', registration({ consentAgreement: 'yes' })),
      400,
      {
        code: 'VALIDATION',
        field: 'consentAgreement',
      },
    );
    expectFailure(await send(endpoints.login, '["someone@test.np","x"]'), 400, {
      code: 'VALIDATION',
      message: 'Please check your input and try again.',
      field: null,
    });
  });

  test('a NUL character names its field', async () => {
    const res = await post(t.app, '/api/auth/register', registration({ name: 'Sita\u0000Sharma' }));
    expectFailure(res, 400, { code: 'VALIDATION', field: 'name' });
  });
});

describe('Unicode and injection-like text', () => {
  const register = (body: unknown) => post(t.app, '/api/auth/register', body);
  const storedName = async (email: string) =>
    (await t.db.selectFrom('users').select('name').where('email', '=', email).executeTakeFirst())
      ?.name;

  test.each([
    ['a Devanagari name', 'सीता शर्मा'],
    ['a name with emoji', 'Ram 🙂 Thapa 🏔️'],
    ['a name with combining marks', 'Ṛṣi Prasād ज्ञानेन्द्र'],
    ['an SQL-looking name', "Robert'); DROP TABLE users; --"],
    ['an OR-1=1 name', "' OR 1=1 --"],
    ['a script tag', '<script>alert("x")</script>'],
  ])('%s is stored and answered exactly as sent, as JSON', async (_label, name) => {
    const body = registration({ name });
    const res = await register(body);
    const data = expectSuccess<{ user: { name: string } }>(res, 201);
    expect(data.user.name).toBe(name);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await storedName(body.email)).toBe(name);
    // The users table is still there and still whole.
    expect(await countUsers(t.db)).toBeGreaterThan(7);
  });

  test('a Devanagari and emoji password works for registration and login', async () => {
    const password = 'मेरो-पासवर्ड-🔑';
    const body = registration({ password, confirmPassword: password });
    expect((await register(body)).statusCode).toBe(201);
    expect((await login(t.app, { identifier: body.email, password })).statusCode).toBe(200);
    expect(
      (await login(t.app, { identifier: body.email, password: 'मेरो-पासवर्ड-🔒' })).statusCode,
    ).toBe(401);
  });

  test('an apostrophe in an email is just a character', async () => {
    const email = uniqueEmail("o'brien");
    const body = registration({ email });
    expect((await register(body)).statusCode).toBe(201);
    expect((await login(t.app, { identifier: email, password: body.password })).statusCode).toBe(
      200,
    );
  });

  test.each([
    ["' OR '1'='1", "' OR '1'='1"],
    ["admin@demo.np' --", 'anything'],
    ['admin@demo.np', "' OR 1=1 --"],
    ["9800000003' OR 1=1 --", 'x'],
    ['<script>@x.np', '<script>'],
  ])('login with %s / %s is just a failed login', async (identifier, password) => {
    expectFailure(await login(t.app, { identifier, password }), 401, {
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
  });

  test.each([
    ['email', "' OR 1=1 --@x.np", 'Please enter a valid email address'],
    ['email', 'a b@x.np', 'Please enter a valid email address'],
    ['phone', '9800000001; DROP TABLE users', 'Please enter a valid phone number'],
    ['phone', "9800000001' OR '1'='1", 'Please enter a valid phone number'],
    ['phone', '९८०००००००१', 'Please enter a valid phone number'],
    ['email', 'सीता@उदाहरण', 'Please enter a valid email address'],
  ])('a registration with %s %s is refused by the format rules', async (field, value, message) => {
    const body = registration({ [field]: value });
    expectFailure(await register(body), 400, { field, message });
  });

  test('check-duplicate treats injection-like input as plain text', async () => {
    for (const email of ["' OR 1=1 --", "x' OR 'a'='a"]) {
      expect(
        expectSuccess(
          await post(t.app, '/api/auth/check-duplicate', { email, phone: "' OR 1=1 --" }),
        ),
      ).toEqual({ available: true });
    }
  });
});

describe('a failed registration leaves nothing behind', () => {
  test('no user row after any refused registration', async () => {
    const before = await countUsers(t.db);
    const email = uniqueEmail('never');
    const good = registration({ email });
    const attempts: [string, string | null][] = [
      [JSON.stringify({ ...good, role: 'admin' }), 'application/json'],
      [JSON.stringify({ ...good, acceptTerms: false }), 'application/json'],
      [JSON.stringify({ ...good, confirmPassword: 'different!' }), 'application/json'],
      [JSON.stringify({ ...good, name: 'x\u0000y' }), 'application/json'],
      [
        JSON.stringify({
          ...good,
          profile: { verified: true },
          password: 'short',
          confirmPassword: 'short',
        }),
        'application/json',
      ],
      [JSON.stringify(good).slice(0, -1), 'application/json'],
      [JSON.stringify(good), 'text/plain'],
      [JSON.stringify(good), 'application/x-www-form-urlencoded'],
    ];
    for (const [payload, contentType] of attempts) {
      const res = await send(endpoints.register, payload, contentType);
      expectClientError(res);
    }
    const tooBig = await send(
      endpoints.register,
      JSON.stringify({ ...good, padding: 'x'.repeat(10_000) }),
      'application/json',
      small.app,
    );
    expectFailure(tooBig, 413);
    expect(await countUsers(t.db)).toBe(before);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', email).execute(),
    ).toHaveLength(0);
    // The same registration, sent properly, then succeeds: nothing half-written blocks it.
    expect((await post(t.app, '/api/auth/register', good)).statusCode).toBe(201);
    expect(await countUsers(t.db)).toBe(before + 1);
  });

  test('unknown fields cannot set the role, verification or password hash', async () => {
    const body = {
      ...registration(),
      verified: true,
      password_hash: 'attacker-chosen',
      id: '00000000-0000-4000-8000-000000000000',
      profile: { nmcVerified: true },
    };
    expect((await post(t.app, '/api/auth/register', body)).statusCode).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row.verified).toBe(false);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.id).not.toBe(body.id);
    expect(row.profile).not.toHaveProperty('nmcVerified');
  });
});
