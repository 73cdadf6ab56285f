import { limits } from '@contract/auth';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../http/errors';
import { randomToken, sha256, sixDigitCode } from './crypto';
import { assertRecoveryOpen, returnCodeTry, takeCodeTry } from './lockout';
import { enqueue } from './outbox';

/**
 * One-time codes of email verification and two-factor sign-in (issue 14, ADR 0022),
 * kept as password recovery keeps its codes: hashed (with a per-row salt), expiring
 * after `codeTtlMinutes`, single-use, five wrong tries per code (a resend keeps the
 * count: it buys no guesses) and the account's hourly allowance across all its codes.
 */
export type CodePurpose = 'email' | 'two_factor';

const hashOf = (salt: string, code: string) => sha256(`${salt}:${code}`);

const wording: Record<CodePurpose, { subject: string; body: (code: string) => string }> = {
  email: {
    subject: 'Verify your Ujyalo Health email',
    body: (code) =>
      `Your Ujyalo Health email verification code is ${code}. It expires in ${limits.codeTtlMinutes} minutes. If you did not create an account, ignore this message.`,
  },
  two_factor: {
    subject: 'Your Ujyalo Health sign-in code',
    body: (code) =>
      `Your Ujyalo Health sign-in code is ${code}. It expires in ${limits.codeTtlMinutes} minutes. If you are not signing in, change your password.`,
  },
};

const live = (db: Db, userId: string, purpose: CodePurpose) =>
  db
    .selectFrom('auth_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

export const codeTiming = {
  resendAfter: limits.resendSeconds,
  expiresIn: limits.codeTtlMinutes * 60,
};

/**
 * Sends a new code by email. A code sent less than `resendSeconds` ago is not replaced
 * (429 RESEND_TOO_SOON); while the account's hourly allowance of wrong codes is spent,
 * none is sent (429 RECOVERY_LOCKED).
 */
export async function sendAuthCode(db: Db, user: UserRow, purpose: CodePurpose) {
  await assertRecoveryOpen(db, user.id);
  const current = await live(db, user.id, purpose);
  if (current) {
    const waited = (Date.now() - new Date(current.last_sent_at).getTime()) / 1000;
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
  }
  const code = sixDigitCode();
  const salt = randomToken();
  const expires = new Date(Date.now() + limits.codeTtlMinutes * 60_000);
  await db.transaction().execute(async (tx) => {
    if (current && current.attempts < limits.maxCodeAttempts) {
      await tx
        .updateTable('auth_codes')
        .set({ salt, code_hash: hashOf(salt, code), expires_at: expires, last_sent_at: new Date() })
        .where('id', '=', current.id)
        .execute();
    } else {
      if (current)
        await tx
          .updateTable('auth_codes')
          .set({ used_at: new Date() })
          .where('id', '=', current.id)
          .execute();
      await tx
        .insertInto('auth_codes')
        .values({
          user_id: user.id,
          purpose,
          salt,
          code_hash: hashOf(salt, code),
          expires_at: expires,
          last_sent_at: new Date(),
        })
        .execute();
    }
    await enqueue(tx, {
      channel: 'email',
      recipient: user.email,
      subject: wording[purpose].subject,
      body: wording[purpose].body(code),
    });
  });
  return codeTiming;
}

/**
 * Uses up the account's live code for `purpose` when `code` is it; otherwise refuses
 * with a catalogue code on `field`, counting the wrong try.
 */
export async function spendAuthCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  field: string,
) {
  const row = await live(db, userId, purpose);
  if (!row) throw new AppError(400, 'RESET_CODE_INVALID', field);
  if (new Date(row.expires_at) <= new Date()) throw new AppError(400, 'RESET_CODE_EXPIRED', field);
  await takeCodeTry(db, userId);
  const right = row.code_hash === hashOf(row.salt, code);
  if (right || row.attempts >= limits.maxCodeAttempts) await returnCodeTry(db, userId);
  if (row.attempts >= limits.maxCodeAttempts)
    throw new AppError(429, 'RESET_TOO_MANY_ATTEMPTS', field);
  if (!right) {
    await db
      .updateTable('auth_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw new AppError(400, 'RESET_CODE_INVALID', field);
  }
  // Single use, even when two requests carry the same right code at once.
  const used = await db
    .updateTable('auth_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new AppError(400, 'RESET_CODE_INVALID', field);
}
