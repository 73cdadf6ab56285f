import { describe, expect, test } from 'vitest';
import { sendCodeResponse } from '@contract/auth';
import {
  countOutbox,
  createUser,
  expectFailure,
  expectSuccess,
  outboxFor,
  uniqueEmail,
} from '../harness';

import {
  openRecoverySuite,
  otherThan,
  resend,
  reset,
  resetRow,
  sendCode,
  startRecovery,
  t,
  verify,
} from './setup';

openRecoverySuite();

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
