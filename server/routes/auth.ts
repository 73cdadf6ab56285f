import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@contract/roles';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { recordDevice } from '../domain/analytics/devices';
import * as auth from '../domain/auth';
import { codeTiming, sendAuthCode, spendAuthCode } from '../domain/auth-codes';
import {
  assertPasswordPolicy,
  assertRegistrationOpen,
  endIdleSessionOfRefresh,
} from '../domain/auth-policy';
import { getSetting } from '../domain/settings';
import type { MaintenanceSwitch } from '../domain/maintenance';
import { sha256 } from '../domain/crypto';
import {
  ownerOfRefresh,
  rotateRefresh,
  startSession as startSessionRow,
  type TokenService,
} from '../domain/tokens';
import { toUser } from '../domain/users';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import type { UserRow } from '../db/schema';

export const REFRESH_COOKIE = 'ujyalo_refresh';

type Deps = { db: Db; config: Config; tokens: TokenService; maintenance: MaintenanceSwitch };

const patientRegistered = 'Your patient account has been created. Please log in.';
const registeredMessage: Partial<Record<Role, string>> = {
  patient: patientRegistered,
  doctor: 'Your doctor account has been created. Please log in and complete your NMC verification.',
  hospital: 'Your hospital account has been created. Please log in and complete verification.',
  lab: 'Your lab account has been created. Please log in and complete verification.',
  pharmacy: 'Your pharmacy account has been created. Please log in and complete verification.',
  ambulance:
    'Your ambulance service account has been created. Please log in and complete verification.',
};

const verifyEmailMessage =
  'Your account has been created. Enter the code we sent to your email to verify it, then log in.';

export function authRoutes(app: FastifyInstance, { db, config, tokens, maintenance }: Deps) {
  const limit = config.authRatePerMinute;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/api/auth',
  };

  async function startSession(reply: FastifyReply, user: UserRow, remember = true) {
    // A session row named by every access token of this sign-in (ADR 0015).
    const { sessionId, refreshToken } = await startSessionRow(db, user.id, config.refreshTokenDays);
    await recordDevice(db, sessionId, reply.request.headers['user-agent']);
    reply.setCookie(REFRESH_COOKIE, refreshToken, {
      ...cookieOptions,
      // Without "remember me" the cookie ends with the browser session.
      ...(remember ? { maxAge: config.refreshTokenDays * 86_400 } : {}),
    });
    const token = await tokens.issueAccess({ userId: user.id, role: user.role, sid: sessionId });
    return { token, expiresIn: tokens.accessTtlSeconds, user: toUser(user) };
  }

  const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];

  /**
   * What the admin's settings ask beyond the password (issue 14, ADR 0022): a new
   * account's verified email, then, with two-factor sign-in on, the code this call sends
   * (401 TWO_FACTOR_REQUIRED) and the next call brings back.
   */
  async function secondFactors(user: UserRow, twoFactorCode: string | undefined) {
    const [general, security] = await Promise.all([
      getSetting(db, 'general'),
      getSetting(db, 'security'),
    ]);
    if (general.requireEmailVerification && !user.email_verified_at)
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'identifier');
    if (!security.twoFactorAuth) return;
    if (!twoFactorCode) {
      await sendAuthCode(db, user, 'two_factor');
      throw new AppError(401, 'TWO_FACTOR_REQUIRED', 'twoFactorCode');
    }
    await spendAuthCode(db, user.id, 'two_factor', twoFactorCode, 'twoFactorCode');
  }

  /** After a reset (which ended the sessions in its transaction): none is trusted here either. */
  async function endSessionsOfReset(resetToken: string) {
    const reset = await db
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', sha256(resetToken))
      .executeTakeFirst();
    if (reset) await app.sessions.endAllOf(reset.user_id);
  }

  route(
    app,
    'login',
    async ({ body, reply }) => {
      const identifier = (body.identifier ?? body.email ?? body.phone ?? '').trim();
      const user = await auth.authenticate(db, identifier, body.password, body.role);
      // During maintenance only an admin may sign in (000 §6).
      if (user.role !== 'admin' && (await maintenance.isOn()))
        throw new AppError(503, 'MAINTENANCE');
      await secondFactors(user, body.twoFactorCode);
      return startSession(reply, user, body.rememberMe ?? true);
    },
    { rateLimit: limit },
  );

  route(app, 'me', async ({ caller }) => {
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', caller.userId)
      .executeTakeFirst();
    if (!row) throw new AppError(401, 'UNAUTHORIZED');
    return { user: toUser(row), role: row.role };
  });

  route(
    app,
    'refresh',
    async ({ request, reply }) => {
      const presented = refreshCookie(request);
      if (!presented) throw new AppError(401, 'SESSION_EXPIRED');
      // A session idle past the admin's timeout is not refreshed (refreshing is not activity).
      await endIdleSessionOfRefresh(db, sha256(presented));
      const result = await rotateRefresh(db, presented, config.refreshTokenDays);
      if (!result.ok) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        throw new AppError(401, 'SESSION_EXPIRED');
      }
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', result.userId)
        .executeTakeFirstOrThrow();
      reply.setCookie(REFRESH_COOKIE, result.token, {
        ...cookieOptions,
        maxAge: config.refreshTokenDays * 86_400,
      });
      // The same session goes on: logging out or a reset still ends it.
      const token = await tokens.issueAccess({
        userId: user.id,
        role: user.role,
        sid: result.sessionId,
      });
      return { token, expiresIn: tokens.accessTtlSeconds, user: toUser(user) };
    },
    { rateLimit: limit * 3 },
  );

  route(
    app,
    'register',
    async ({ body, reply }) => {
      await assertRegistrationOpen(db);
      await assertPasswordPolicy(db, body.password, 'password');
      const user = await auth.register(db, body);
      reply.status(201);
      if (!user.email_verified_at) {
        await sendAuthCode(db, user, 'email');
        return { user: toUser(user), message: verifyEmailMessage, emailVerificationRequired: true };
      }
      return {
        user: toUser(user),
        message: registeredMessage[user.role] ?? patientRegistered,
      };
    },
    { rateLimit: limit },
  );

  route(
    app,
    'checkDuplicate',
    async ({ body }) => {
      await auth.assertAvailable(
        db,
        body.email?.trim() || undefined,
        body.phone?.trim() || undefined,
      );
      return { available: true as const };
    },
    { rateLimit: limit * 3 },
  );

  // Logout ends every session of the account (issue 13, ADR 0015): its access tokens,
  // refresh cookies and sockets, in every tab and on every device, at once.
  route(app, 'logout', async ({ request, reply, caller }) => {
    const presented = refreshCookie(request);
    const owners = new Set<string>();
    if (caller) owners.add(caller.userId);
    const owner = presented ? await ownerOfRefresh(db, presented) : undefined;
    if (owner) owners.add(owner);
    for (const userId of owners) await app.sessions.endAllOf(userId);
    reply.clearCookie(REFRESH_COOKIE, cookieOptions);
    return { message: 'Logged out' };
  });

  route(
    app,
    'sendCode',
    async ({ body }) =>
      auth.sendResetCode(db, body.method, body.method === 'email' ? body.email : body.phone),
    { rateLimit: limit },
  );

  route(
    app,
    'verifyCode',
    async ({ body }) => {
      await auth.verifyResetCode(db, body.resetToken, body.verificationCode);
      return { verified: true as const };
    },
    { rateLimit: limit },
  );

  route(app, 'resendCode', async ({ body }) => auth.resendResetCode(db, body.resetToken), {
    rateLimit: limit,
  });

  route(
    app,
    'resetPassword',
    async ({ body }) => {
      await assertPasswordPolicy(db, body.newPassword, 'newPassword');
      await auth.resetPassword(db, body.resetToken, body.verificationCode, body.newPassword);
      await endSessionsOfReset(body.resetToken);
      return { message: 'Password reset successfully. Please log in with your new password.' };
    },
    { rateLimit: limit },
  );

  route(
    app,
    'legacyForgot',
    async ({ body }) => {
      await auth.sendResetLink(db, body.email, config.publicUrl);
      return { message: 'If an account exists for this email, a reset link has been sent.' };
    },
    { rateLimit: limit },
  );

  route(
    app,
    'legacyReset',
    async ({ body, params }) => {
      const { token } = params;
      if (token.length < 10 || token.length > 200) throw new AppError(400, 'RESET_CODE_INVALID');
      await assertPasswordPolicy(db, body.password, 'password');
      await auth.resetWithLink(db, token, body.password);
      await endSessionsOfReset(token);
      return { message: 'Password reset successfully. Please log in with your new password.' };
    },
    { rateLimit: limit },
  );

  // Email verification of a new account (issue 14: requireEmailVerification).
  route(
    app,
    'sendEmailCode',
    async ({ body }) => {
      const user = await auth.findByIdentifier(db, body.email);
      // Unknown and verified addresses answer alike: the form tells no one who has an account.
      if (user && !user.email_verified_at) return sendAuthCode(db, user, 'email');
      return codeTiming;
    },
    { rateLimit: limit },
  );

  route(
    app,
    'verifyEmail',
    async ({ body }) => {
      const user = await auth.findByIdentifier(db, body.email);
      if (!user || user.email_verified_at)
        throw new AppError(400, 'RESET_CODE_INVALID', 'verificationCode');
      await spendAuthCode(db, user.id, 'email', body.verificationCode, 'verificationCode');
      await db
        .updateTable('users')
        .set({ email_verified_at: new Date(), updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      return { verified: true as const };
    },
    { rateLimit: limit },
  );
}
