import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';

/**
 * Counting failures where the count lives, in one statement each (issue 13 §2): a count
 * read and written back lets parallel failures all read the same number, so twelve
 * parallel wrong passwords never reached a limit of five.
 */

/** Wrong verification codes an account may make in any hour, across all its tokens. */
export const codeAllowance = { tries: 10, windowMinutes: 60 } as const;

const waitError = (code: 'ACCOUNT_LOCKED' | 'RECOVERY_LOCKED', until: Date, now: number) => {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now) / 1000));
  return new AppError(
    429,
    code,
    undefined,
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  );
};

/** The answer to a sign-in while the account is locked until `until`. */
export const accountLocked = (until: Date) => waitError('ACCOUNT_LOCKED', until, Date.now());

/**
 * Counts one failed sign-in. The failure that reaches `maxLoginAttempts` locks the
 * account for `lockoutDuration` minutes and starts the count again; failures that race
 * it leave the lock as it is. Returns the lock's end while the account is locked.
 */
export async function countFailedLogin(
  db: Db,
  userId: string,
  { maxLoginAttempts, lockoutDuration }: { maxLoginAttempts: number; lockoutDuration: number },
): Promise<Date | null> {
  const now = Date.now();
  const reaches = sql<boolean>`failed_logins + 1 >= ${maxLoginAttempts}::int`;
  const until = new Date(now + lockoutDuration * 60_000);
  const row = await db
    .updateTable('users')
    .set({
      failed_logins: sql<number>`case when ${reaches} then 0 else failed_logins + 1 end`,
      locked_until: sql<Date>`case when ${reaches} then ${until}::timestamptz else locked_until end`,
    })
    .where('id', '=', userId)
    .returning('locked_until')
    .executeTakeFirst();
  const locked = row?.locked_until ? new Date(row.locked_until) : null;
  return locked && locked.getTime() > now ? locked : null;
}

/** When the account may try a code again, if its hour's allowance is spent. */
async function codesBlockedUntil(db: Db, userId: string, now: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`cardinality(reset_code_failures)`.as('count'),
      sql<Date | null>`reset_code_failures[1]`.as('oldest'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.oldest || Number(row.count) < codeAllowance.tries) return null;
  const until = new Date(new Date(row.oldest).getTime() + codeAllowance.windowMinutes * 60_000);
  return until.getTime() > now ? until : null;
}

/** Refuses to start or resend recovery while the account's code allowance is spent. */
export async function assertRecoveryOpen(db: Db, userId: string): Promise<void> {
  const now = Date.now();
  const until = await codesBlockedUntil(db, userId, now);
  if (until) throw waitError('RECOVERY_LOCKED', until, now);
}

/**
 * Takes one try from the account's allowance before a code is compared: allowed while
 * fewer than `tries` of its last wrong codes fall within the window. The check and the
 * count are one UPDATE, so parallel guesses queue on the row and cannot share a try.
 * A right code gives its try back (`returnCodeTry`).
 */
export async function takeCodeTry(db: Db, userId: string): Promise<void> {
  const now = Date.now();
  const since = new Date(now - codeAllowance.windowMinutes * 60_000);
  const { tries } = codeAllowance;
  const taken = await db
    .updateTable('users')
    .set({
      // Appends this try and keeps the latest `tries`, oldest first.
      reset_code_failures: sql<
        Date[]
      >`(array_append(reset_code_failures, ${new Date(now)}::timestamptz))[greatest(cardinality(reset_code_failures) + 2 - ${tries}::int, 1):]`,
    })
    .where('id', '=', userId)
    .where(
      sql<boolean>`(cardinality(reset_code_failures) < ${tries}::int or reset_code_failures[1] <= ${since}::timestamptz)`,
    )
    .returning('id')
    .executeTakeFirst();
  if (taken) return;
  const until = await codesBlockedUntil(db, userId, now);
  throw waitError('RECOVERY_LOCKED', until ?? new Date(now + 60_000), now);
}

/** A right code (or a try refused for another reason) is not a wrong guess. */
export async function returnCodeTry(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      reset_code_failures: sql<Date[]>`reset_code_failures[1:cardinality(reset_code_failures) - 1]`,
    })
    .where('id', '=', userId)
    .execute();
}

/** A successful reset: the person proved the address is theirs, so the count starts over. */
export const clearCodeFailures = sql<Date[]>`'{}'::timestamptz[]`;
