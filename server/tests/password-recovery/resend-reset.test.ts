import { describe, expect, test } from 'vitest';
import { sendCodeResponse } from '@contract/auth';
import {
  createUser,
  expectFailure,
  expectSuccess,
  latestCode,
  login,
  outboxFor,
  post,
  refreshCookieOf,
} from '../harness';

import {
  openRecoverySuite,
  NEW_PASSWORD,
  otherThan,
  refresh,
  resend,
  reset,
  sendCode,
  startRecovery,
  t,
  verify,
} from './setup';

openRecoverySuite();

describe('resend-code', () => {
  test('before 60 seconds: 429 with the wait', async () => {
    const { user, resetToken } = await startRecovery();
    const res = await resend(resetToken, user.email);
    const body = expectFailure(res, 429, { code: 'RESEND_TOO_SOON' });
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(body.message).toBe(`Please wait ${seconds} seconds before requesting a new code.`);
    expect(await outboxFor(t.db, user.email)).toHaveLength(1);
  });

  test('after 60 seconds: a new code, and the old one stops working', async () => {
    const { user, resetToken, code: oldCode } = await startRecovery();
    // Two wrong attempts on the old code; the token keeps them (code-allowance.test.ts).
    for (let i = 0; i < 2; i += 1) await verify(resetToken, otherThan(oldCode));
    await t.db
      .updateTable('password_resets')
      .set({ last_sent_at: new Date(Date.now() - 61_000) })
      .where('user_id', '=', user.id)
      .execute();

    const res = await resend(resetToken, user.email);
    expect(expectSuccess<{ resetToken: string }>(res).resetToken).toBe(resetToken);
    const messages = await outboxFor(t.db, user.email);
    expect(messages).toHaveLength(2);
    const newCode = await latestCode(t.db, user.email);
    expect(newCode).not.toBe(oldCode);

    expectFailure(await verify(resetToken, oldCode), 400, { code: 'RESET_CODE_INVALID' });
    expect(expectSuccess(await verify(resetToken, newCode))).toEqual({ verified: true });
    // And the wait starts again.
    expectFailure(await resend(resetToken), 429, { code: 'RESEND_TOO_SOON' });
  });

  test('a WhatsApp reset is resent to the phone', async () => {
    const user = await createUser(t.db);
    const sent = await sendCode({ method: 'whatsapp', phone: user.phone });
    const { resetToken } = sendCodeResponse.parse(sent.json()).data;
    await t.db
      .updateTable('password_resets')
      .set({ last_sent_at: new Date(Date.now() - 61_000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await resend(resetToken)).statusCode).toBe(200);
    const messages = await outboxFor(t.db, user.phone);
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp', 'whatsapp']);
  });
});

describe('reset', () => {
  test('sets the new password and ends every signed-in session', async () => {
    const user = await createUser(t.db);
    const session = refreshCookieOf(
      await login(t.app, { identifier: user.email, password: user.password }),
    )!;
    const { resetToken, code } = await startRecovery(user);
    expect((await verify(resetToken, code)).statusCode).toBe(200);

    const res = await reset(resetToken, code);
    expect(expectSuccess<{ message: string }>(res).message).toBe(
      'Password reset successfully. Please log in with your new password.',
    );
    expect(
      (await login(t.app, { identifier: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expectFailure(await login(t.app, { identifier: user.email, password: user.password }), 401, {
      message: 'Invalid credentials',
    });
    expectFailure(await refresh(session.value), 401, { code: 'SESSION_EXPIRED' });
  });

  test('also unlocks a locked account', async () => {
    const user = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() + 15 * 60_000), failed_logins: 3 })
      .where('id', '=', user.id)
      .execute();
    const { resetToken, code } = await startRecovery(user);
    expect((await reset(resetToken, code)).statusCode).toBe(200);
    expect(
      (await login(t.app, { identifier: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  test('a reset token works once', async () => {
    const { user, resetToken, code } = await startRecovery();
    expect((await reset(resetToken, code)).statusCode).toBe(200);
    expectFailure(await reset(resetToken, code, 'Another#Pass99'), 400, {
      code: 'RESET_CODE_INVALID',
    });
    expectFailure(await verify(resetToken, code), 400, { code: 'RESET_CODE_INVALID' });
    expect(
      (await login(t.app, { identifier: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await login(t.app, { identifier: user.email, password: 'Another#Pass99' })).statusCode,
    ).toBe(401);
  });

  test('a wrong code changes nothing', async () => {
    const { user, resetToken, code } = await startRecovery();
    expectFailure(await reset(resetToken, otherThan(code)), 400, { code: 'RESET_CODE_INVALID' });
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  test('the new password follows the rules, and a refused one does not use up the code', async () => {
    const { user, resetToken, code } = await startRecovery();
    expectFailure(await reset(resetToken, code, 'short'), 400, {
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password must be at least 8 characters long',
      field: 'newPassword',
    });
    const mismatch = await post(t.app, '/api/auth/forgot-password/reset', {
      resetToken,
      verificationCode: code,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });
    expectFailure(mismatch, 400, {
      message: 'Passwords do not match',
      field: 'confirmPassword',
    });
    expect((await reset(resetToken, code)).statusCode).toBe(200);
    expect(
      (await login(t.app, { identifier: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
