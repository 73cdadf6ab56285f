import { http } from 'msw';
import type { User } from '@contract/auth';
import { endpoints } from '@contract/endpoints';
import type { ErrorCode } from '@contract/errors';
import { registrableRoles, roles, type Role } from '@contract/roles';
import * as fixtures from '../fixtures/auth';
import { api, failures, ok, refuse } from '../respond';

const post = (path: string, code: ErrorCode, status: number, field?: string, values = {}) =>
  http.post(api(path), ({ request }) => refuse(request, status, code, field, values));

const allUsers: readonly User[] = Object.values(fixtures.users);

/** The demo user a login body names by email, phone or identifier. */
async function userOf(request: Request): Promise<User | undefined> {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const id = [body.email, body.phone, body.identifier].find((v) => typeof v === 'string');
  return allUsers.find((u) => u.email === id || u.phone === id);
}

/** The demo user whose token the request carries. */
function bearerOf(request: Request): User | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  const role = roles.find((r) => fixtures.tokenFor(r) === token);
  return role ? fixtures.users[role] : undefined;
}

const path = {
  login: endpoints.login.path,
  me: endpoints.me.path,
  refresh: endpoints.refresh.path,
  register: endpoints.register.path,
  checkDuplicate: endpoints.checkDuplicate.path,
  logout: endpoints.logout.path,
  sendCode: endpoints.sendCode.path,
  verifyCode: endpoints.verifyCode.path,
  resendCode: endpoints.resendCode.path,
  resetPassword: endpoints.resetPassword.path,
};

export const login = {
  /** Signs in as `user`, or as the demo account the identifier names (a patient otherwise). */
  success: (user?: User) =>
    http.post(api(path.login), async ({ request }) =>
      ok(fixtures.session(user ?? (await userOf(request)) ?? fixtures.users.patient)),
    ),
  invalidCredentials: () => post(path.login, 'INVALID_CREDENTIALS', 401),
  accountLocked: (minutes = 15) => post(path.login, 'ACCOUNT_LOCKED', 429, undefined, { minutes }),
  roleMismatch: () => post(path.login, 'ROLE_MISMATCH', 403, 'role'),
  rateLimited: () => post(path.login, 'RATE_LIMITED', 429),
  validationError: () => post(path.login, 'REQUIRED', 400, 'identifier'),
  ...failures('post', path.login),
};

export const me = {
  /** The user the bearer token belongs to, or `user` (a patient by default). */
  success: (user?: User) =>
    http.get(api(path.me), ({ request }) =>
      ok(fixtures.me(user ?? bearerOf(request) ?? fixtures.users.patient)),
    ),
  unauthorized: () => http.get(api(path.me), ({ request }) => refuse(request, 401, 'UNAUTHORIZED')),
  ...failures('get', path.me),
};

export const refresh = {
  success: (user: User = fixtures.users.patient) =>
    http.post(api(path.refresh), () => ok(fixtures.session(user))),
  unauthorized: () => post(path.refresh, 'UNAUTHORIZED', 401),
  ...failures('post', path.refresh),
};

export const register = {
  success: () =>
    http.post(api(path.register), async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as Partial<User>;
      const role: Role = registrableRoles.find((r) => r === body.role) ?? 'patient';
      return ok(fixtures.registered({ ...fixtures.users[role], ...pickProfile(body) }), {
        status: 201,
      });
    }),
  duplicateEmail: () => post(path.register, 'EMAIL_EXISTS', 409, 'email'),
  duplicatePhone: () => post(path.register, 'PHONE_EXISTS', 409, 'phone'),
  validationError: () => post(path.register, 'PASSWORD_TOO_SHORT', 400, 'password'),
  rateLimited: () => post(path.register, 'RATE_LIMITED', 429),
  ...failures('post', path.register),
};

/** The registered user carries what the form sent. */
function pickProfile(body: Partial<User>): Partial<User> {
  const profile: Partial<User> = {};
  if (typeof body.name === 'string') profile.name = body.name;
  if (typeof body.email === 'string') profile.email = body.email;
  if (typeof body.phone === 'string') profile.phone = body.phone;
  return profile;
}

export const checkDuplicate = {
  success: () => http.post(api(path.checkDuplicate), () => ok(fixtures.available)),
  duplicateEmail: () => post(path.checkDuplicate, 'EMAIL_EXISTS', 409, 'email'),
  duplicatePhone: () => post(path.checkDuplicate, 'PHONE_EXISTS', 409, 'phone'),
  ...failures('post', path.checkDuplicate),
};

export const logout = {
  success: () => http.get(api(path.logout), () => ok(fixtures.loggedOut)),
  ...failures('get', path.logout),
};

export const sendCode = {
  success: () => http.post(api(path.sendCode), () => ok(fixtures.codeSent)),
  invalidEmail: () => post(path.sendCode, 'EMAIL_INVALID', 400, 'email'),
  rateLimited: () => post(path.sendCode, 'RATE_LIMITED', 429),
  ...failures('post', path.sendCode),
};

export const verifyCode = {
  success: () => http.post(api(path.verifyCode), () => ok(fixtures.codeVerified)),
  invalidCode: () => post(path.verifyCode, 'RESET_CODE_INVALID', 400, 'verificationCode'),
  expiredCode: () => post(path.verifyCode, 'RESET_CODE_EXPIRED', 400, 'verificationCode'),
  tooManyAttempts: () => post(path.verifyCode, 'RESET_TOO_MANY_ATTEMPTS', 429),
  ...failures('post', path.verifyCode),
};

export const resendCode = {
  success: () => http.post(api(path.resendCode), () => ok(fixtures.codeSent)),
  resendTooSoon: (seconds = 42) =>
    post(path.resendCode, 'RESEND_TOO_SOON', 429, undefined, { seconds }),
  expiredCode: () => post(path.resendCode, 'RESET_CODE_EXPIRED', 400),
  ...failures('post', path.resendCode),
};

export const resetPassword = {
  success: () => http.post(api(path.resetPassword), () => ok(fixtures.passwordReset)),
  invalidCode: () => post(path.resetPassword, 'RESET_CODE_INVALID', 400, 'verificationCode'),
  expiredCode: () => post(path.resetPassword, 'RESET_CODE_EXPIRED', 400, 'verificationCode'),
  validationError: () => post(path.resetPassword, 'PASSWORD_TOO_SHORT', 400, 'newPassword'),
  ...failures('post', path.resetPassword),
};
