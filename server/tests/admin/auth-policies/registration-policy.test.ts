import { afterEach, describe, expect, test } from 'vitest';
import { registerResponse } from '@contract/auth';
import { publicSettingsResponse } from '@contract/system';
import {
  countUsers,
  createUser,
  expectFailure,
  expectSuccess,
  latestCode,
  login,
  post,
  registration,
} from '../../harness';
import { suiteApp } from '../../harness-suite';
import { configure, restoreDefaults } from './setup';

const t = suiteApp();
afterEach(() => restoreDefaults(t.db));

const publicSettings = async () =>
  publicSettingsResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json(),
  ).data;

describe('allowRegistration', () => {
  test('on (the default): an account is created and the public settings say so', async () => {
    expect((await publicSettings()).allowRegistration).toBe(true);
    const res = await post(t.app, '/api/auth/register', registration());
    expect(res.statusCode).toBe(201);
  });

  test('off: registration is refused (403) in both languages and no account is made', async () => {
    await configure(t.db, 'general', { allowRegistration: false });
    expect((await publicSettings()).allowRegistration).toBe(false);
    const before = await countUsers(t.db);
    expectFailure(await post(t.app, '/api/auth/register', registration()), 403, {
      code: 'REGISTRATION_CLOSED',
      message: 'Registration is closed. New accounts cannot be created at the moment.',
    });
    expectFailure(
      await post(t.app, '/api/auth/register', registration(), {
        headers: { 'accept-language': 'ne' },
      }),
      403,
      { code: 'REGISTRATION_CLOSED', message: 'दर्ता बन्द छ। अहिले नयाँ खाता बनाउन सकिँदैन।' },
    );
    expect(await countUsers(t.db)).toBe(before);
  });
});

describe('password policy', () => {
  test('the public settings carry the policy in force', async () => {
    await configure(t.db, 'security', {
      passwordMinLength: 12,
      requireNumbers: true,
      requireUppercase: true,
      requireSpecialChars: true,
    });
    expect((await publicSettings()).passwordPolicy).toEqual({
      minLength: 12,
      requireNumbers: true,
      requireUppercase: true,
      requireSpecialChars: true,
    });
  });

  test('off (the default): a plain eight-letter password registers', async () => {
    const body = registration({ password: 'sunkoshi', confirmPassword: 'sunkoshi' });
    expect((await post(t.app, '/api/auth/register', body)).statusCode).toBe(201);
  });

  test.each([
    ['passwordMinLength', { passwordMinLength: 12 }, 'Sunkoshi#21', 'PASSWORD_POLICY_LENGTH'],
    ['requireUppercase', { requireUppercase: true }, 'sunkoshi#21', 'PASSWORD_NEEDS_UPPERCASE'],
    ['requireNumbers', { requireNumbers: true }, 'Sunkoshi#ab', 'PASSWORD_NEEDS_NUMBER'],
    ['requireSpecialChars', { requireSpecialChars: true }, 'Sunkoshi21', 'PASSWORD_NEEDS_SPECIAL'],
  ] as const)(
    '%s on: a password breaking it is refused on the password field; one keeping it registers',
    async (_, rule, weak, code) => {
      await configure(t.db, 'security', rule);
      const before = await countUsers(t.db);
      expectFailure(
        await post(
          t.app,
          '/api/auth/register',
          registration({ password: weak, confirmPassword: weak }),
        ),
        400,
        { code, field: 'password' },
      );
      expect(await countUsers(t.db)).toBe(before);
      const strong = 'Sunkoshi#2083!';
      const res = await post(
        t.app,
        '/api/auth/register',
        registration({ password: strong, confirmPassword: strong }),
      );
      expect(res.statusCode, res.body).toBe(201);
    },
  );

  test('the reset step refuses a new password breaking the policy and takes one keeping it', async () => {
    const user = await createUser(t.db);
    await configure(t.db, 'security', { requireNumbers: true, passwordMinLength: 10 });
    const sent = expectSuccess<{ resetToken: string }>(
      await post(t.app, '/api/auth/forgot-password/send-code', {
        method: 'email',
        email: user.email,
      }),
    );
    const code = await latestCode(t.db, user.email);
    const reset = (newPassword: string) =>
      post(t.app, '/api/auth/forgot-password/reset', {
        resetToken: sent.resetToken,
        verificationCode: code,
        newPassword,
        confirmPassword: newPassword,
      });
    expectFailure(await reset('Annapurna#x'), 400, {
      code: 'PASSWORD_NEEDS_NUMBER',
      field: 'newPassword',
    });
    expectFailure(await reset('Abc#1234'), 400, {
      code: 'PASSWORD_POLICY_LENGTH',
      field: 'newPassword',
    });
    expectSuccess(await reset('Annapurna#8091'));
    expectSuccess(await login(t.app, { identifier: user.email, password: 'Annapurna#8091' }));
  });

  test('a registration answer parses with the contract', async () => {
    const res = await post(t.app, '/api/auth/register', registration());
    expect(registerResponse.parse(res.json()).data.emailVerificationRequired).toBeUndefined();
  });
});
