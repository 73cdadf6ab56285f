import { afterAll, beforeAll } from 'vitest';
import { sendCodeResponse } from '@contract/auth';
import {
  REFRESH_COOKIE,
  createUser,
  latestCode,
  post,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../harness';

export let t: TestApp;

export const NEW_PASSWORD = 'Naya#Password42';

export const sendCode = (body: unknown, headers: Record<string, string> = {}) =>
  post(t.app, '/api/auth/forgot-password/send-code', body, { headers });
export const verify = (
  resetToken: string,
  verificationCode: string,
  headers: Record<string, string> = {},
) =>
  post(
    t.app,
    '/api/auth/forgot-password/verify-code',
    { resetToken, verificationCode, method: 'email' },
    { headers },
  );
export const resend = (resetToken: string, contact?: string) =>
  post(t.app, '/api/auth/forgot-password/resend-code', { resetToken, contact, method: 'email' });
export const reset = (resetToken: string, verificationCode: string, newPassword = NEW_PASSWORD) =>
  post(t.app, '/api/auth/forgot-password/reset', {
    resetToken,
    verificationCode,
    newPassword,
    confirmPassword: newPassword,
  });
export const refresh = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { [REFRESH_COOKIE]: cookie },
  });
export const resetRow = (userId: string) =>
  t.db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

/** A user who asked for a code by email: the reset token and the code from the outbox. */
export async function startRecovery(user?: TestUser) {
  const who = user ?? (await createUser(t.db));
  const res = await sendCode({ method: 'email', email: who.email });
  const { resetToken } = sendCodeResponse.parse(res.json()).data;
  return { user: who, resetToken, code: await latestCode(t.db, who.email) };
}

/** A six-digit code that is not `code`. */
export const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The suite's app and database, opened before its tests and closed after. */
export function openRecoverySuite() {
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://ujyalo.example' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}
