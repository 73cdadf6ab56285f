import { afterEach, describe, expect, test } from 'vitest';
import {
  bearer,
  createUser,
  expectFailure,
  expectSuccess,
  login,
  refreshCookieOf,
  REFRESH_COOKIE,
} from '../../harness';
import { suiteApp } from '../../harness-suite';
import { configure, restoreDefaults } from './setup';

const t = suiteApp();
afterEach(() => restoreDefaults(t.db));

async function signIn() {
  const user = await createUser(t.db);
  const res = await login(t.app, { identifier: user.email, password: user.password });
  const { token } = expectSuccess<{ token: string }>(res);
  return { user, token, cookie: refreshCookieOf(res)!.value };
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });

/** Makes the user's sessions look idle since `minutes` ago. */
const idleFor = (userId: string, minutes: number) =>
  t.db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(Date.now() - minutes * 60_000) })
    .where('user_id', '=', userId)
    .execute();

describe('sessionTimeout', () => {
  test('a session used within the timeout goes on, and its activity is recorded', async () => {
    const { user, token, cookie } = await signIn();
    await idleFor(user.id, 20);
    expectSuccess(await me(token));
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(row.last_seen_at).getTime()).toBeLessThan(60_000);
    expectSuccess(await refresh(cookie));
  });

  test('a session idle past the timeout ends: the next call is refused and refresh fails', async () => {
    const { user, token, cookie } = await signIn();
    await idleFor(user.id, 31);
    expectFailure(await me(token), 401);
    expectFailure(await refresh(cookie), 401, { code: 'SESSION_EXPIRED' });
  });

  test('an idle session is not refreshed either (refreshing is not activity)', async () => {
    const { user, cookie } = await signIn();
    await idleFor(user.id, 31);
    expectFailure(await refresh(cookie), 401, { code: 'SESSION_EXPIRED' });
  });

  test('the timeout is the setting: at 60 minutes, 31 idle minutes still hold', async () => {
    await configure(t.db, 'general', { sessionTimeout: 60 });
    const { user, token, cookie } = await signIn();
    await idleFor(user.id, 31);
    expectSuccess(await me(token));
    await idleFor(user.id, 31);
    expectSuccess(await refresh(cookie));
  });
});
