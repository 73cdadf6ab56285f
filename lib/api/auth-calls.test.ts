import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '@mocks/fixtures/auth';
import { auth } from '@mocks/handlers';
import { server } from '@mocks/node';
import { createApiClient } from './client';
import { memoryStorage } from './storage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (language = 'en') =>
  createApiClient({
    storage: memoryStorage({ token: fixtures.tokenFor('doctor'), language }),
  });

const registration = {
  name: 'Sita Sharma',
  email: 'sita@example.np',
  phone: '+977 9841 234567',
  password: 'Himal@2026',
  confirmPassword: 'Himal@2026',
  role: 'patient' as const,
  consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
  acceptTerms: true as const,
};
const verify = { resetToken: fixtures.resetToken, verificationCode: fixtures.resetCode };

// Each call parses its answer with the contract schema, so these also prove the
// success fixtures cannot drift from what the server sends.
describe('auth calls against the default mocks', () => {
  it.each([
    ['login', () => client().login({ identifier: 'lab@demo.np', password: fixtures.demoPassword })],
    ['current user', () => client().getCurrentUser()],
    ['refresh', () => client().refreshSession()],
    ['register', () => client().register(registration)],
    ['check duplicate', () => client().checkDuplicate({ email: 'new@example.np' })],
    ['send code', () => client().sendResetCode({ method: 'email', email: 'patient@demo.np' })],
    ['verify code', () => client().verifyResetCode({ ...verify, method: 'email' })],
    ['resend code', () => client().resendResetCode({ resetToken: fixtures.resetToken })],
    ['reset password', () => client().resetPassword({ ...verify, newPassword: 'Naya@2026' })],
  ] as const)('%s succeeds', async (_name, call) => {
    await expect(call()).resolves.toBeDefined();
  });

  it('signs in as the demo account the identifier names, and /auth/me agrees', async () => {
    const api = client();
    const session = await api.login({ identifier: 'lab@demo.np', password: fixtures.demoPassword });
    expect(session.user).toEqual(fixtures.users.lab);
    await expect(api.getCurrentUser()).resolves.toEqual(fixtures.users.lab);
  });
});

describe('domain failures carry the catalogue text', () => {
  const login = () => client().login({ identifier: 'patient@demo.np', password: 'wrong' });
  const register = () => client().register(registration);
  const verifyCode = () => client().verifyResetCode(verify);
  const resend = () => client().resendResetCode({ resetToken: fixtures.resetToken });

  it.each<[string, RequestHandler, () => Promise<unknown>, object]>([
    [
      'invalid credentials',
      auth.login.invalidCredentials(),
      login,
      { status: 401, message: 'Invalid credentials' },
    ],
    [
      'account locked',
      auth.login.accountLocked(),
      login,
      {
        code: 'ACCOUNT_LOCKED',
        message: 'Too many failed attempts. Your account is locked for 15 minutes.',
      },
    ],
    ['rate limited', auth.login.rateLimited(), login, { status: 429, code: 'RATE_LIMITED' }],
    [
      'duplicate email',
      auth.register.duplicateEmail(),
      register,
      { status: 409, field: 'email', message: 'Email already exists' },
    ],
    [
      'duplicate phone',
      auth.register.duplicatePhone(),
      register,
      { field: 'phone', message: 'Phone number already exists' },
    ],
    [
      'invalid code',
      auth.verifyCode.invalidCode(),
      verifyCode,
      { message: 'Invalid verification code' },
    ],
    ['expired code', auth.verifyCode.expiredCode(), verifyCode, { code: 'RESET_CODE_EXPIRED' }],
    [
      'resend too soon',
      auth.resendCode.resendTooSoon(),
      resend,
      { status: 429, message: 'Please wait 42 seconds before requesting a new code.' },
    ],
    [
      'server error',
      auth.register.serverError(),
      register,
      { status: 500, message: 'Something went wrong' },
    ],
  ])('%s', async (_name, handler, call, expected) => {
    server.use(handler);
    await expect(call()).rejects.toMatchObject(expected);
  });

  it('arrive in Nepali when Nepali is the stored language', async () => {
    server.use(auth.login.invalidCredentials());
    await expect(
      client('ne').login({ identifier: 'patient@demo.np', password: 'wrong' }),
    ).rejects.toMatchObject({ message: 'लगइन विवरण मिलेन' });
  });
});
