import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendCodeResponse } from '@contract/auth';
import {
  REFRESH_COOKIE,
  countOutbox,
  createUser,
  expectFailure,
  expectSuccess,
  latestCode,
  login,
  outboxFor,
  post,
  refreshCookieOf,
  startTestApp,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://ujyalo.example' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Naya#Password42';

const sendCode = (body: unknown, headers: Record<string, string> = {}) =>
  post(t.app, '/api/auth/forgot-password/send-code', body, { headers });
const verify = (
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
const resend = (resetToken: string, contact?: string) =>
  post(t.app, '/api/auth/forgot-password/resend-code', { resetToken, contact, method: 'email' });
const reset = (resetToken: string, verificationCode: string, newPassword = NEW_PASSWORD) =>
  post(t.app, '/api/auth/forgot-password/reset', {
    resetToken,
    verificationCode,
    newPassword,
    confirmPassword: newPassword,
  });
const refresh = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { [REFRESH_COOKIE]: cookie },
  });
const resetRow = (userId: string) =>
  t.db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

/** A user who asked for a code by email: the reset token and the code from the outbox. */
async function startRecovery(user?: TestUser) {
  const who = user ?? (await createUser(t.db));
  const res = await sendCode({ method: 'email', email: who.email });
  const { resetToken } = sendCodeResponse.parse(res.json()).data;
  return { user: who, resetToken, code: await latestCode(t.db, who.email) };
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('send-code', () => {
  test('by email: a reset token, and the code waits in the outbox', async () => {
    const user = await createUser(t.db);
    const res = await sendCode({ method: 'email', email: user.email.toUpperCase() });
    const data = sendCodeResponse.parse(res.json()).data;
    expect(res.statusCode).toBe(200);
    expect(data.resetToken.length).toBeGreaterThanOrEqual(32);
    expect(data).toMatchObject({ resendAfter: 60, expiresIn: 600 });

    const [message, ...others] = await outboxFor(t.db, user.email);
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({ channel: 'email', status: 'pending' });
    expect(message?.subject).toBe('Your Ujyalo Health verification code');
    expect(message?.body).toMatch(/verification code is \d{6}\b/);
    // The reset token is the browser's; it never travels with the code.
    expect(message?.body).not.toContain(data.resetToken);
  });

  test('by WhatsApp to the phone number, spaces ignored', async () => {
    const user = await createUser(t.db);
    const spaced = `${user.phone.slice(0, 3)} ${user.phone.slice(3, 6)} ${user.phone.slice(6)}`;
    const res = await sendCode({ method: 'whatsapp', phone: spaced });
    expect(expectSuccess<{ resetToken: string }>(res).resetToken).toBeTruthy();
    const [message] = await outboxFor(t.db, user.phone);
    expect(message?.channel).toBe('whatsapp');
    expect(message?.body).toMatch(/\b\d{6}\b/);
    expect(await outboxFor(t.db, user.email)).toHaveLength(0);
  });

  test('in demo mode the code can be read at /api/dev/outbox', async () => {
    const { user, code } = await startRecovery();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const { messages } = expectSuccess<{
      messages: { recipient: string; body: string; channel: string }[];
    }>(res);
    const mine = messages.find((m) => m.recipient === user.email);
    expect(mine?.body).toContain(code);
  });

  test('an unknown address gets the same answer, and nothing is sent', async () => {
    const before = await countOutbox(t.db);
    const byEmail = await sendCode({ method: 'email', email: uniqueEmail('nobody') });
    const byPhone = await sendCode({ method: 'whatsapp', phone: '9711111111' });
    for (const res of [byEmail, byPhone]) {
      const data = sendCodeResponse.parse(res.json()).data;
      expect(res.statusCode).toBe(200);
      expect(data).toMatchObject({ resendAfter: 60, expiresIn: 600 });
      expect(data.resetToken.length).toBeGreaterThanOrEqual(32);
    }
    expect(await countOutbox(t.db)).toBe(before);
    // The decoy token behaves like a real one with a wrong code.
    const decoy = sendCodeResponse.parse(byEmail.json()).data.resetToken;
    expectFailure(await verify(decoy, '123456'), 400, { code: 'RESET_CODE_INVALID' });
    expect((await resend(decoy)).statusCode).toBe(200);
    expect(await countOutbox(t.db)).toBe(before);
  });

  test('an invalid email or phone is refused with the catalogue text', async () => {
    expectFailure(await sendCode({ method: 'email', email: 'not-an-email' }), 400, {
      message: 'Please enter a valid email address',
      field: 'email',
    });
    expectFailure(await sendCode({ method: 'whatsapp', phone: '01-234' }), 400, {
      message: 'Please enter a valid phone number',
      field: 'phone',
    });
    expectFailure(await sendCode({ method: 'sms', phone: '9811111111' }), 400);
  });
});

describe('verify-code', () => {
  test('a wrong code: 400 "Invalid verification code"; the right one: verified', async () => {
    const { resetToken, code } = await startRecovery();
    expectFailure(await verify(resetToken, otherThan(code)), 400, {
      code: 'RESET_CODE_INVALID',
      message: 'Invalid verification code',
      field: 'verificationCode',
    });
    expect(expectSuccess(await verify(resetToken, code))).toEqual({ verified: true });
  });

  test('a code that is not six digits is refused before it is counted', async () => {
    const { user, resetToken } = await startRecovery();
    for (const bad of ['12345', '1234567', 'abcdef', '१२३४५६']) {
      expectFailure(await verify(resetToken, bad), 400, {
        code: 'CODE_INVALID_FORMAT',
        message: 'Invalid verification code',
        field: 'verificationCode',
      });
    }
    expect((await resetRow(user.id)).attempts).toBe(0);
  });

  test('the wrong-code answer is in Nepali too', async () => {
    const { resetToken, code } = await startRecovery();
    expectFailure(await verify(resetToken, otherThan(code), { 'accept-language': 'ne' }), 400, {
      message: 'प्रमाणीकरण कोड मिलेन',
    });
  });

  test('after 5 wrong codes even the right one is refused', async () => {
    const { resetToken, code } = await startRecovery();
    for (let i = 0; i < 5; i += 1) {
      expectFailure(await verify(resetToken, otherThan(code)), 400, { code: 'RESET_CODE_INVALID' });
    }
    expectFailure(await verify(resetToken, code), 429, {
      code: 'RESET_TOO_MANY_ATTEMPTS',
      message: 'Too many wrong codes. Please request a new code.',
    });
    expectFailure(await reset(resetToken, code), 429, { code: 'RESET_TOO_MANY_ATTEMPTS' });
  });

  test('an expired code is refused', async () => {
    const { user, resetToken, code } = await startRecovery();
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expectFailure(await verify(resetToken, code), 400, {
      code: 'RESET_CODE_EXPIRED',
      message: 'The verification code has expired. Please request a new one.',
    });
    expectFailure(await reset(resetToken, code), 400, { code: 'RESET_CODE_EXPIRED' });
  });

  test('one reset token does not unlock another user', async () => {
    const first = await startRecovery();
    const second = await startRecovery();
    const foreignCode = second.code === first.code ? otherThan(first.code) : second.code;
    expectFailure(await verify(first.resetToken, foreignCode), 400, { code: 'RESET_CODE_INVALID' });
    expectFailure(await verify('not-a-reset-token', first.code), 400, {
      code: 'RESET_CODE_INVALID',
    });
  });
});

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
    // Five wrong attempts on the old code: the new code starts with a clean count.
    for (let i = 0; i < 5; i += 1) await verify(resetToken, otherThan(oldCode));
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
