import { describe, expect, test } from 'vitest';
import { loginResponse, meResponse } from '@contract/auth';
import {
  REFRESH_COOKIE,
  createUser,
  expectFailure,
  expectSuccess,
  login,
  refreshCookieOf,
} from '../harness';
import { openAuthSuite, me, refresh, t } from './setup';

openAuthSuite();

describe('refresh cookie', () => {
  test('is httpOnly, SameSite=Strict, scoped to /api/auth and kept 30 days', async () => {
    const user = await createUser(t.db);
    const res = await login(t.app, { identifier: user.email, password: user.password });
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.maxAge).toBe(30 * 86_400);
    expect(String(cookie?.value).length).toBeGreaterThan(30);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api\/auth/);
  });

  test('without "remember me" it ends with the browser session', async () => {
    const user = await createUser(t.db);
    const res = await login(t.app, {
      identifier: user.email,
      password: user.password,
      rememberMe: false,
    });
    const cookie = refreshCookieOf(res);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  test('POST /api/auth/refresh answers a new token and a new cookie', async () => {
    const user = await createUser(t.db, { role: 'lab' });
    const first = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    );
    const res = await refresh(first?.value);
    const data = loginResponse.parse(res.json()).data;
    expect(data.user).toMatchObject({ id: user.id, role: 'lab' });
    const next = refreshCookieOf(res);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(first?.value);
    const who = meResponse.parse((await me(data.token)).json()).data;
    expect(who.user.id).toBe(user.id);
  });

  test('reusing a rotated cookie is refused and ends the whole session family', async () => {
    const user = await createUser(t.db);
    const old = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;
    const rotated = await refresh(old.value);
    expect(rotated.statusCode).toBe(200);
    const fresh = refreshCookieOf(rotated)!;

    const reuse = await refresh(old.value);
    expectFailure(reuse, 401, {
      code: 'SESSION_EXPIRED',
      message: 'Authentication failed. Please login again.',
    });
    expect(refreshCookieOf(reuse)?.value).toBe('');
    // The thief's reuse also revokes the cookie the real user holds now.
    expectFailure(await refresh(fresh.value), 401, { code: 'SESSION_EXPIRED' });
  });

  test('refresh without a cookie, or with an unknown one, is 401', async () => {
    expectFailure(await refresh(), 401, { code: 'SESSION_EXPIRED' });
    expectFailure(await refresh('not-a-real-refresh-token'), 401, { code: 'SESSION_EXPIRED' });
  });

  test('an expired refresh token is refused', async () => {
    const user = await createUser(t.db);
    const cookie = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expectFailure(await refresh(cookie.value), 401, { code: 'SESSION_EXPIRED' });
  });

  // Issue 13 / ADR 0015: logout ends every session of the account, on every device.
  test('logout revokes every session of the account and clears the cookie', async () => {
    const user = await createUser(t.db);
    const session = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;
    const otherDevice = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: session.value },
    });
    expect(expectSuccess<{ message: string }>(out).message).toBe('Logged out');
    const cleared = refreshCookieOf(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThanOrEqual(Date.now());

    expectFailure(await refresh(session.value), 401, { code: 'SESSION_EXPIRED' });
    expectFailure(await refresh(otherDevice.value), 401, { code: 'SESSION_EXPIRED' });
  });

  test('logout without a cookie still answers success', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout' });
    expect(expectSuccess<{ message: string }>(res).message).toBe('Logged out');
  });
});
