import { describe, expect, test } from 'vitest';
import { defaultSettings, setSetting } from '../../domain/settings';
import {
  buildTestApp,
  createUser,
  expectFailure,
  expectSuccess,
  latestCode,
  login,
  post,
  refreshCookieOf,
  uniqueEmail,
} from '../harness';
import { openAuthSuite, t } from './setup';

openAuthSuite();

describe('lockout after failed logins', () => {
  const wrong = (identifier: string) => login(t.app, { identifier, password: 'Wrong#Guess1' });

  test('the 5th wrong password locks the account; even the right one waits', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i += 1) {
      expectFailure(await wrong(user.email), 401, { code: 'INVALID_CREDENTIALS' });
    }
    const fifth = await wrong(user.email);
    expectFailure(fifth, 429, {
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed attempts. Your account is locked for 15 minutes.',
    });
    expect(fifth.headers['retry-after']).toBe('900');

    const right = await login(t.app, { identifier: user.email, password: user.password });
    expectFailure(right, 429, { code: 'ACCOUNT_LOCKED' });
    expect(refreshCookieOf(right)).toBeUndefined();
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    // Signing in by phone is the same account, so it is locked too.
    expectFailure(await login(t.app, { identifier: user.phone, password: user.password }), 429, {
      code: 'ACCOUNT_LOCKED',
    });

    // When the lock has passed, the right password works again.
    await t.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
    // ...and the count starts again from zero.
    expectFailure(await wrong(user.email), 401, { code: 'INVALID_CREDENTIALS' });
  });

  test('20 parallel wrong passwords lock the account: the count is kept in the database', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrong(user.email)));
    const statuses = answers.map((res) => res.statusCode);
    // Every failure counted: the 5th (and those racing it) answer that the account is locked.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expectFailure(await login(t.app, { identifier: user.email, password: user.password }), 429, {
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed attempts. Your account is locked for 15 minutes.',
    });
  });

  test('a locked account can still recover its password, and the reset lifts the lock', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i += 1) await wrong(user.email);
    expectFailure(await login(t.app, { identifier: user.email, password: user.password }), 429, {
      code: 'ACCOUNT_LOCKED',
    });
    const sent = await post(t.app, '/api/auth/forgot-password/send-code', {
      method: 'email',
      email: user.email,
    });
    const { resetToken } = expectSuccess<{ resetToken: string }>(sent);
    const verificationCode = await latestCode(t.db, user.email);
    const password = 'Naya#Password42';
    expectSuccess(
      await post(t.app, '/api/auth/forgot-password/verify-code', {
        resetToken,
        verificationCode,
        method: 'email',
      }),
    );
    expectSuccess(
      await post(t.app, '/api/auth/forgot-password/reset', {
        resetToken,
        verificationCode,
        newPassword: password,
        confirmPassword: password,
      }),
    );
    expect((await login(t.app, { identifier: user.email, password })).statusCode).toBe(200);
  });

  test('a successful login resets the count of failures', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i += 1) expect((await wrong(user.email)).statusCode).toBe(401);
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await wrong(user.email)).statusCode).toBe(401);
  });

  test('the limits come from the admin security setting', async () => {
    await setSetting(t.db, 'security', {
      ...defaultSettings.security,
      maxLoginAttempts: 3,
      lockoutDuration: 2,
    });
    try {
      const user = await createUser(t.db);
      expect((await wrong(user.email)).statusCode).toBe(401);
      expect((await wrong(user.email)).statusCode).toBe(401);
      const third = await wrong(user.email);
      expectFailure(third, 429, {
        code: 'ACCOUNT_LOCKED',
        message: 'Too many failed attempts. Your account is locked for 2 minutes.',
      });
      expect(third.headers['retry-after']).toBe('120');
    } finally {
      await setSetting(t.db, 'security', defaultSettings.security);
    }
  });

  test('the locked answer is in Nepali too', async () => {
    const user = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() + 10 * 60_000) })
      .where('id', '=', user.id)
      .execute();
    const res = await login(
      t.app,
      { identifier: user.email, password: user.password },
      { headers: { 'accept-language': 'ne' } },
    );
    expectFailure(res, 429, {
      code: 'ACCOUNT_LOCKED',
      message: 'धेरै पटक गलत प्रयास भयो। तपाईंको खाता 10 मिनेटका लागि बन्द गरिएको छ।',
    });
  });
});

describe('rate limit per address', () => {
  test('the 4th login a minute from one address gets 429 with Retry-After', async () => {
    const limited = await buildTestApp(t.db, { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      // Unknown accounts, so the limit and not a lockout is what answers.
      const attempt = (remoteAddress: string, headers: Record<string, string> = {}) =>
        login(
          limited.app,
          { identifier: uniqueEmail('ghost'), password: 'Wrong#Guess1' },
          { remoteAddress, headers },
        );
      for (let i = 0; i < 3; i += 1) {
        expectFailure(await attempt('203.0.113.7'), 401, { code: 'INVALID_CREDENTIALS' });
      }
      const fourth = await attempt('203.0.113.7');
      expectFailure(fourth, 429, {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // A forged X-Forwarded-For does not buy a new allowance (no proxy is trusted).
      expectFailure(await attempt('203.0.113.7', { 'x-forwarded-for': '198.51.100.1' }), 429, {
        code: 'RATE_LIMITED',
      });
      // Another address is not affected.
      expectFailure(await attempt('203.0.113.8'), 401, { code: 'INVALID_CREDENTIALS' });
      const ne = await attempt('203.0.113.7', { 'accept-language': 'ne' });
      expectFailure(ne, 429, { message: 'धेरै अनुरोधहरू भए। कृपया केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।' });
    } finally {
      await limited.app.close();
    }
  });
});
