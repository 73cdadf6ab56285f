import { describe, expect, test } from 'vitest';
import { endpoints } from '@contract/endpoints';
import {
  countUsers,
  expectClientError,
  expectFailure,
  expectSuccess,
  login,
  post,
  registration,
  uniqueEmail,
} from '../harness';
import { openBadInputSuite, send, small, t } from './setup';

openBadInputSuite();

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
