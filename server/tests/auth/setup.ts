import { afterAll, beforeAll } from 'vitest';
import { REFRESH_COOKIE, bearer, post, startTestApp, type TestApp } from '../harness';

export let t: TestApp;

export const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });
export const refresh = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
  });
export const register = (body: unknown) => post(t.app, '/api/auth/register', body);
export const usersWithEmail = (email: string) =>
  t.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();

/** The suite's app and database, opened before its tests and closed after. */
export function openAuthSuite() {
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}
