import { http } from 'msw';
import { endpoints } from '@contract/endpoints';
import type { ErrorCode } from '@contract/errors';
import * as fixtures from '../fixtures/admin-auth-policies';
import { session, users } from '../fixtures/auth';
import { api, failures, ok, readJson, refuse } from '../respond';

/** The admin's auth settings as sign-up and sign-in meet them (issue 14). */
const post = (path: string, code: ErrorCode, status: number, field?: string, values = {}) =>
  http.post(api(path), ({ request }) => refuse(request, status, code, field, values));

const path = {
  sendEmailCode: endpoints.sendEmailCode.path,
  verifyEmail: endpoints.verifyEmail.path,
  login: endpoints.login.path,
  register: endpoints.register.path,
  publicSettings: endpoints.publicSettings.path,
};

export const sendEmailCode = {
  success: () => http.post(api(path.sendEmailCode), () => ok(fixtures.emailCodeSent)),
  resendTooSoon: (seconds = 42) =>
    post(path.sendEmailCode, 'RESEND_TOO_SOON', 429, undefined, { seconds }),
  ...failures('post', path.sendEmailCode),
};

export const verifyEmail = {
  success: () => http.post(api(path.verifyEmail), () => ok(fixtures.emailVerified)),
  invalidCode: () => post(path.verifyEmail, 'RESET_CODE_INVALID', 400, 'verificationCode'),
  expiredCode: () => post(path.verifyEmail, 'RESET_CODE_EXPIRED', 400, 'verificationCode'),
  ...failures('post', path.verifyEmail),
};

/** Sign-in's answers under the auth settings (the rest are in ./auth). */
export const loginPolicies = {
  twoFactorRequired: () => post(path.login, 'TWO_FACTOR_REQUIRED', 401, 'twoFactorCode'),
  /** Asks for the code until a call brings one: 123456 signs in, any other is wrong. */
  twoFactorFlow: () =>
    http.post(api(path.login), async ({ request }) => {
      const body = ((await readJson(request)) ?? {}) as { twoFactorCode?: string };
      if (!body.twoFactorCode) return refuse(request, 401, 'TWO_FACTOR_REQUIRED', 'twoFactorCode');
      if (body.twoFactorCode !== '123456')
        return refuse(request, 400, 'RESET_CODE_INVALID', 'twoFactorCode');
      return ok(session(users.patient));
    }),
  emailNotVerified: () => post(path.login, 'EMAIL_NOT_VERIFIED', 403, 'identifier'),
};

/** Registration's answers under the auth settings. */
export const registerPolicies = {
  registrationClosed: () => post(path.register, 'REGISTRATION_CLOSED', 403),
  passwordNeedsNumber: () => post(path.register, 'PASSWORD_NEEDS_NUMBER', 400, 'password'),
  awaitingEmail: () =>
    http.post(api(path.register), () => ok(fixtures.registeredAwaitingEmail, { status: 201 })),
};

/** The public settings as the admin may set them. */
export const publicSettingsPolicies = {
  registrationClosed: () =>
    http.get(api(path.publicSettings), () => ok(fixtures.registrationClosedSettings)),
  strictPolicy: () => http.get(api(path.publicSettings), () => ok(fixtures.strictPolicySettings)),
};

export const authPoliciesHandlers = () => [sendEmailCode.success(), verifyEmail.success()];
