import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loginResponse, sendCodeResponse } from '@contract/auth';
import {
  REFRESH_COOKIE,
  TEST_SECRET,
  bearer,
  buildTestApp,
  createUser,
  expectFailure,
  expectSuccess,
  latestCode,
  login,
  post,
  refreshCookieOf,
  startTestApp,
  type BuiltApp,
  type TestApp,
  type TestUser,
} from '../harness';

/**
 * Issue 13, part 1 (ADR 0015): an access token works only while its session does.
 * Logout, a password reset, a change of role and deleting the account end every
 * session of the account at once, on every process that shares the database.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** What a signed-in patient's app asks for on every screen. */
const privateReads = ['/api/auth/me', '/api/notifications', '/api/appointments'];

const get = (url: string, token: string, app = t.app) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

async function expectOpen(token: string, app = t.app) {
  for (const url of privateReads) expect((await get(url, token, app)).statusCode, url).toBe(200);
}

async function expectRefused(token: string, app = t.app) {
  for (const url of privateReads)
    expectFailure(await get(url, token, app), 401, { code: 'UNAUTHORIZED' });
}

/**
 * For a session ended by the database itself (a statement, or another process): the
 * announcement comes at once on PGlite and within a moment over PostgreSQL's
 * notification connection, so the token is refused within a second.
 */
async function expectRefusedSoon(token: string, app = t.app) {
  for (let tries = 0; tries < 20; tries += 1) {
    if ((await get('/api/auth/me', token, app)).statusCode === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await expectRefused(token, app);
}

/** A real sign-in: the access token and the refresh cookie. */
async function signIn(user: TestUser, app = t.app) {
  const res = await login(app, { identifier: user.email, password: user.password });
  const { token } = loginResponse.parse(res.json()).data;
  return { token, cookie: refreshCookieOf(res)!.value };
}

const logout = (headers: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/logout',
    headers,
    cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
  });

const sign = (claims: Record<string, unknown>, user: TestUser, expires = true) => {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt();
  return (expires ? jwt.setExpirationTime('10m') : jwt).sign(new TextEncoder().encode(TEST_SECRET));
};

describe('logout', () => {
  test('the access token of every session of the account is refused at once', async () => {
    const patient = await createUser(t.db);
    const phone = await signIn(patient);
    const laptop = await signIn(patient);
    const someoneElse = await signIn(await createUser(t.db));
    await expectOpen(phone.token);
    await expectOpen(laptop.token);

    expectSuccess(await logout(bearer(phone.token), phone.cookie));

    await expectRefused(phone.token);
    await expectRefused(laptop.token);
    await expectOpen(someoneElse.token);
  });

  test('with only the refresh cookie (the access token already gone), it still ends them', async () => {
    const patient = await createUser(t.db);
    const session = await signIn(patient);
    await expectOpen(session.token);
    expectSuccess(await logout({}, session.cookie));
    await expectRefused(session.token);
  });

  test('a refreshed token belongs to the same session and ends with it; a new sign-in works', async () => {
    const patient = await createUser(t.db);
    const session = await signIn(patient);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: session.cookie },
    });
    const { token } = expectSuccess<{ token: string }>(refreshed);
    await expectOpen(token);

    expectSuccess(await logout(bearer(session.token)));

    await expectRefused(token);
    await expectRefused(session.token);
    await expectOpen((await signIn(patient)).token);
  });
});

describe('password reset', () => {
  test('every access token signed in with the old password is refused', async () => {
    const patient = await createUser(t.db);
    const session = await signIn(patient);
    await expectOpen(session.token);

    const sent = await post(t.app, '/api/auth/forgot-password/send-code', {
      method: 'email',
      email: patient.email,
    });
    const { resetToken } = sendCodeResponse.parse(sent.json()).data;
    const code = await latestCode(t.db, patient.email);
    const newPassword = 'Naya#Password42';
    expectSuccess(
      await post(t.app, '/api/auth/forgot-password/reset', {
        resetToken,
        verificationCode: code,
        newPassword,
        confirmPassword: newPassword,
      }),
    );

    await expectRefused(session.token);
    await expectOpen((await signIn({ ...patient, password: newPassword })).token);
  });
});

describe('tokens the server refuses', () => {
  test('a correctly signed token without an expiry', async () => {
    const patient = await createUser(t.db);
    const { token } = await signIn(patient);
    const [, payload] = token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
    // The same live session, signed with the right secret: only the expiry is missing.
    await expectOpen(await sign({ role: 'patient', sid }, patient));
    await expectRefused(await sign({ role: 'patient', sid }, patient, false));
  });

  test('a correctly signed token without a session, or with one that never existed', async () => {
    const patient = await createUser(t.db);
    await expectRefused(await sign({ role: 'patient' }, patient));
    await expectRefused(await sign({ role: 'patient', sid: randomUUID() }, patient));
  });

  test('the token of an account that no longer exists', async () => {
    const gone = await createUser(t.db);
    const { token } = await signIn(gone);
    await expectOpen(token);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    await expectRefusedSoon(token);
  });

  test('a token that names another role than the account has now', async () => {
    const patient = await createUser(t.db);
    const { token } = await signIn(patient);
    await expectOpen(token);
    // However the role changes (the admin portal, a script), the database ends the sessions.
    await t.db.updateTable('users').set({ role: 'doctor' }).where('id', '=', patient.id).execute();
    await expectRefusedSoon(token);
    const refreshed = await signIn(patient);
    expect((await get('/api/auth/me', refreshed.token)).json().data.role).toBe('doctor');
  });
});

describe('several processes on one database', () => {
  let other: BuiltApp;
  beforeAll(async () => {
    other = await buildTestApp(t.db);
  });
  afterAll(async () => {
    await other?.app.close();
  });

  test('a logout on one ends the session on the other, which had already trusted it', async () => {
    const patient = await createUser(t.db);
    const session = await signIn(patient);
    await expectOpen(session.token, other.app);
    expectSuccess(await logout(bearer(session.token), session.cookie));
    await expectRefusedSoon(session.token, other.app);
  });
});
