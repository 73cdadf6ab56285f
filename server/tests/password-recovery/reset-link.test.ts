import { describe, expect, test } from 'vitest';
import {
  countOutbox,
  createUser,
  expectFailure,
  expectSuccess,
  login,
  outboxFor,
  post,
  uniqueEmail,
} from '../harness';

import { openRecoverySuite, NEW_PASSWORD, reset, startRecovery, t } from './setup';

openRecoverySuite();

describe('older client: reset link', () => {
  const forgot = (email: string) => post(t.app, '/api/auth/forgotpassword', { email });
  const linkReset = (token: string, password: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auth/resetpassword/${encodeURIComponent(token)}`,
      payload: { password },
    });
  const linkToken = async (email: string) => {
    const [message] = await outboxFor(t.db, email);
    const token = /https:\/\/ujyalo\.example\/reset-password\/([\w-]+)/.exec(
      message?.body ?? '',
    )?.[1];
    if (!token) throw new Error('no reset link in the outbox');
    return token;
  };

  test('POST /auth/forgotpassword mails a link; PUT /auth/resetpassword/{token} sets the password', async () => {
    const user = await createUser(t.db);
    const res = await forgot(user.email);
    expect(expectSuccess<{ message: string }>(res).message).toBe(
      'If an account exists for this email, a reset link has been sent.',
    );
    const [message] = await outboxFor(t.db, user.email);
    expect(message?.subject).toBe('Reset your Ujyalo Health password');
    const token = await linkToken(user.email);

    expect(
      expectSuccess<{ message: string }>(await linkReset(token, NEW_PASSWORD)).message,
    ).toMatch(/Password reset successfully/);
    expect(
      (await login(t.app, { identifier: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(401);
    // The link works once.
    expectFailure(await linkReset(token, 'Another#Pass99'), 400, { code: 'RESET_CODE_INVALID' });
  });

  test('an unknown email gets the same answer and no mail', async () => {
    const before = await countOutbox(t.db);
    const res = await forgot(uniqueEmail('nobody'));
    expect(expectSuccess<{ message: string }>(res).message).toMatch(/If an account exists/);
    expect(await countOutbox(t.db)).toBe(before);
  });

  test('a link older than an hour, a made-up token, or a short password are refused', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = await linkToken(user.email);
    expectFailure(await linkReset(token, 'short'), 400, {
      code: 'PASSWORD_TOO_SHORT',
      field: 'password',
    });
    expectFailure(await linkReset('x'.repeat(43), NEW_PASSWORD), 400, {
      code: 'RESET_CODE_INVALID',
    });
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expectFailure(await linkReset(token, NEW_PASSWORD), 400, { code: 'RESET_CODE_INVALID' });
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  test('a code-flow token is no link token, and a link token carries no code', async () => {
    const { user, resetToken, code } = await startRecovery();
    expectFailure(await linkReset(resetToken, NEW_PASSWORD), 400, { code: 'RESET_CODE_INVALID' });
    await forgot(user.email);
    const token = await linkToken(user.email);
    expectFailure(await reset(token, code), 400, { code: 'RESET_CODE_INVALID' });
    expect(
      (await login(t.app, { identifier: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });
});
