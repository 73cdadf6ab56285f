import { identifierKind, limits, normalisePhone, type registerRequest } from '@contract/auth';
import type { Role } from '@contract/roles';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../http/errors';
import {
  burnPasswordCheck,
  hashPassword,
  randomToken,
  sha256,
  sixDigitCode,
  verifyPassword,
} from './crypto';
import {
  accountLocked,
  assertRecoveryOpen,
  clearCodeFailures,
  countFailedLogin,
  returnCodeTry,
  takeCodeTry,
} from './lockout';
import { enqueue } from './outbox';
import { getSetting } from './settings';
import { revokeAllFor } from './tokens';

const isUniqueViolation = (
  error: unknown,
): error is { code: string; constraint?: string; detail?: string } =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export async function findByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim();
  const query = db.selectFrom('users').selectAll();
  return identifierKind(value) === 'email'
    ? query
        .where((eb) => eb(eb.fn('lower', ['email']), '=', value.toLowerCase()))
        .executeTakeFirst()
    : query.where('phone', '=', normalisePhone(value)).executeTakeFirst();
}

/**
 * Checks a password with lockout: after `maxLoginAttempts` failures in a row the
 * account is refused for `lockoutDuration` minutes (both admin settings).
 */
export async function authenticate(
  db: Db,
  identifier: string,
  password: string,
  role?: Role,
): Promise<UserRow> {
  const user = await findByIdentifier(db, identifier);
  if (!user) {
    await burnPasswordCheck(password);
    throw new AppError(401, 'INVALID_CREDENTIALS');
  }
  if (user.locked_until && new Date(user.locked_until).getTime() > Date.now())
    throw accountLocked(new Date(user.locked_until));
  if (!(await verifyPassword(user.password_hash, password))) {
    const lockedUntil = await countFailedLogin(db, user.id, await getSetting(db, 'security'));
    throw lockedUntil ? accountLocked(lockedUntil) : new AppError(401, 'INVALID_CREDENTIALS');
  }
  // The login toggle offers patient for members of the public too.
  const sameRole = !role || role === user.role || (role === 'patient' && user.role === 'public');
  if (!sameRole) throw new AppError(403, 'ROLE_MISMATCH', 'role');
  // Only an active account signs in (ADR 0025); told only to whoever knows its password.
  if (user.status === 'suspended') throw new AppError(403, 'ACCOUNT_SUSPENDED');
  if (user.status === 'inactive') throw new AppError(403, 'ACCOUNT_INACTIVE');
  await db
    .updateTable('users')
    .set({ last_login_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  if (user.failed_logins > 0 || user.locked_until) {
    await db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', user.id)
      .execute();
  }
  return user;
}

export async function assertAvailable(db: Db, email?: string, phone?: string): Promise<void> {
  if (email) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
    if (taken) throw new AppError(409, 'EMAIL_EXISTS', 'email');
  }
  if (phone) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', normalisePhone(phone))
      .executeTakeFirst();
    if (taken) throw new AppError(409, 'PHONE_EXISTS', 'phone');
  }
}

export async function register(db: Db, input: z.output<typeof registerRequest>): Promise<UserRow> {
  await assertAvailable(db, input.email, input.phone);
  const profile: Record<string, unknown> = {
    consentAgreement: input.consentAgreement,
    acceptedTermsAt: new Date().toISOString(),
  };
  if (input.role === 'doctor') {
    Object.assign(profile, {
      fullName: input.fullName ?? input.name,
      gender: input.gender ?? null,
      graduation: input.graduation ?? null,
      medicalCollege: input.medicalCollege ?? null,
      nmcVerified: false,
      verificationStatus: 'pending',
    });
  }
  try {
    return await db
      .insertInto('users')
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        password_hash: await hashPassword(input.password),
        role: input.role,
        profile: JSON.stringify(profile),
        // issue 14: with requireEmailVerification on, the account proves its email first.
        email_verified_at: (await getSetting(db, 'general')).requireEmailVerification
          ? null
          : new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two registrations racing for one address: the database's unique index decides.
    if (isUniqueViolation(error)) {
      const onPhone = String(error.constraint ?? error.detail ?? '').includes('phone');
      throw new AppError(
        409,
        onPhone ? 'PHONE_EXISTS' : 'EMAIL_EXISTS',
        onPhone ? 'phone' : 'email',
      );
    }
    throw error;
  }
}

// ---- Password recovery ----

const codeHash = (resetToken: string, code: string) => sha256(`${resetToken}:${code}`);

function codeMessage(channel: 'email' | 'whatsapp', recipient: string, code: string) {
  return {
    channel,
    recipient,
    subject: 'Your Ujyalo Health verification code',
    body: `Your Ujyalo Health verification code is ${code}. It expires in ${limits.codeTtlMinutes} minutes. If you did not ask for it, ignore this message.`,
  } as const;
}

/**
 * Starts recovery. An unknown address gets the same answer as a known one, so the
 * form cannot be used to find out who has an account; no message is sent then.
 */
export async function sendResetCode(db: Db, method: 'email' | 'whatsapp', contact: string) {
  const resetToken = randomToken();
  const user = await findByIdentifier(db, contact);
  if (user) {
    await assertRecoveryOpen(db, user.id);
    const code = sixDigitCode();
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: sha256(resetToken),
          code_hash: codeHash(resetToken, code),
          channel: method,
          expires_at: new Date(Date.now() + limits.codeTtlMinutes * 60_000),
          last_sent_at: new Date(),
          created_at: new Date(),
        })
        .execute();
      await enqueue(tx, codeMessage(method, method === 'email' ? user.email : user.phone, code));
    });
  }
  return { resetToken, resendAfter: limits.resendSeconds, expiresIn: limits.codeTtlMinutes * 60 };
}

async function findReset(db: Db, resetToken: string) {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', sha256(resetToken))
    .executeTakeFirst();
}

/**
 * Checks a code, counting wrong attempts on the token (5 over its life, resends
 * included) and on the account (`codeAllowance` an hour, all tokens); returns the
 * reset row when it matches.
 */
async function checkCode(db: Db, resetToken: string, code: string) {
  const reset = await findReset(db, resetToken);
  if (!reset || reset.used_at || !reset.code_hash)
    throw new AppError(400, 'RESET_CODE_INVALID', 'verificationCode');
  if (new Date(reset.expires_at) <= new Date())
    throw new AppError(400, 'RESET_CODE_EXPIRED', 'verificationCode');
  await takeCodeTry(db, reset.user_id);
  if (reset.code_hash === codeHash(resetToken, code) || reset.attempts >= limits.maxCodeAttempts)
    await returnCodeTry(db, reset.user_id);
  if (reset.attempts >= limits.maxCodeAttempts)
    throw new AppError(429, 'RESET_TOO_MANY_ATTEMPTS', 'verificationCode');
  if (reset.code_hash !== codeHash(resetToken, code)) {
    await db
      .updateTable('password_resets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', reset.id)
      .execute();
    throw new AppError(400, 'RESET_CODE_INVALID', 'verificationCode');
  }
  return reset;
}

export async function verifyResetCode(db: Db, resetToken: string, code: string) {
  const reset = await checkCode(db, resetToken, code);
  await db
    .updateTable('password_resets')
    .set({ verified_at: new Date() })
    .where('id', '=', reset.id)
    .execute();
}

export async function resendResetCode(db: Db, resetToken: string) {
  const reset = await findReset(db, resetToken);
  // Unknown tokens (including the decoys of unknown addresses) answer like known ones.
  if (!reset)
    return { resetToken, resendAfter: limits.resendSeconds, expiresIn: limits.codeTtlMinutes * 60 };
  if (reset.used_at || !reset.code_hash) throw new AppError(400, 'RESET_CODE_INVALID');
  await assertRecoveryOpen(db, reset.user_id);
  // A new code on a token keeps the token's count of wrong tries: a resend buys no guesses.
  if (reset.attempts >= limits.maxCodeAttempts) throw new AppError(429, 'RESET_TOO_MANY_ATTEMPTS');
  const waited = (Date.now() - new Date(reset.last_sent_at).getTime()) / 1000;
  if (waited < limits.resendSeconds) {
    const seconds = Math.ceil(limits.resendSeconds - waited);
    throw new AppError(
      429,
      'RESEND_TOO_SOON',
      undefined,
      { seconds },
      { 'retry-after': String(seconds) },
    );
  }
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', reset.user_id)
    .executeTakeFirstOrThrow();
  const code = sixDigitCode();
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('password_resets')
      .set({
        code_hash: codeHash(resetToken, code),
        verified_at: null,
        last_sent_at: new Date(),
        expires_at: new Date(Date.now() + limits.codeTtlMinutes * 60_000),
      })
      .where('id', '=', reset.id)
      .execute();
    await enqueue(
      tx,
      codeMessage(reset.channel, reset.channel === 'email' ? user.email : user.phone, code),
    );
  });
  return { resetToken, resendAfter: limits.resendSeconds, expiresIn: limits.codeTtlMinutes * 60 };
}

async function setPassword(db: Db, userId: string, resetId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        failed_logins: 0,
        locked_until: null,
        reset_code_failures: clearCodeFailures,
        updated_at: new Date(),
      })
      .where('id', '=', userId)
      .execute();
    await tx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('id', '=', resetId)
      .execute();
    // Every session signed in with the old password ends.
    await revokeAllFor(tx, userId);
  });
}

export async function resetPassword(db: Db, resetToken: string, code: string, newPassword: string) {
  const reset = await checkCode(db, resetToken, code);
  await setPassword(db, reset.user_id, reset.id, newPassword);
}

/** Older client: a reset link by email. */
export async function sendResetLink(db: Db, email: string, publicUrl: string) {
  const user = await findByIdentifier(db, email);
  if (!user) return;
  const token = randomToken();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: sha256(token),
        code_hash: null,
        channel: 'email',
        expires_at: new Date(Date.now() + 60 * 60_000),
        last_sent_at: new Date(),
        created_at: new Date(),
      })
      .execute();
    await enqueue(tx, {
      channel: 'email',
      recipient: user.email,
      subject: 'Reset your Ujyalo Health password',
      body: `Open this link within an hour to set a new password: ${publicUrl}/reset-password/${token}`,
    });
  });
}

export async function resetWithLink(db: Db, token: string, password: string) {
  const reset = await findReset(db, token);
  if (
    !reset ||
    reset.code_hash !== null ||
    reset.used_at ||
    new Date(reset.expires_at) <= new Date()
  ) {
    throw new AppError(400, 'RESET_CODE_INVALID');
  }
  await setPassword(db, reset.user_id, reset.id, password);
}
