import { sql } from 'kysely';
import type { ErrorCode } from '@contract/errors';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';

/**
 * What one account may do in a while (issue 13 §5; the README's "Limits"): enough for a
 * person, far too little for a script. Each is a token bucket: `count` at once, then
 * one back every `perSeconds / count` seconds.
 */
export const accountLimits = {
  comment: { count: 30, perSeconds: 10 * 60, code: 'COMMENTS_LIMITED' },
  like: { count: 120, perSeconds: 10 * 60, code: 'LIKES_LIMITED' },
  report: { count: 10, perSeconds: 60 * 60, code: 'REPORTS_LIMITED' },
  booking: { count: 10, perSeconds: 24 * 60 * 60, code: 'BOOKINGS_LIMITED' },
  /** Counted per file: a post with four photos spends four. */
  upload: { count: 60, perSeconds: 60 * 60, code: 'UPLOADS_LIMITED' },
} as const satisfies Record<string, { count: number; perSeconds: number; code: ErrorCode }>;

export type LimitedAction = keyof typeof accountLimits;

/**
 * Spends `amount` of an account's allowance for `action`, or refuses with 429, the
 * action's code, and Retry-After (seconds until enough has come back). One upsert in
 * the database refills the bucket for the time passed and spends from it, so the count
 * holds across parallel requests and across API processes on one PostgreSQL.
 */
export async function spend(
  db: Db,
  userId: string,
  action: LimitedAction,
  now: Date,
  amount = 1,
): Promise<void> {
  const { count, perSeconds, code } = accountLimits[action];
  // Multiplied before divided, so whole seconds give back whole tokens exactly.
  const refilled = sql<number>`least(${count}::double precision, l.tokens +
    greatest(0, extract(epoch from (${now}::timestamptz - l.updated_at))) * ${count} / ${perSeconds})`;
  const { rows } = await sql<{ tokens: number; allowed: boolean }>`
    insert into account_limits as l (user_id, action, tokens, updated_at, allowed)
    values (${userId}, ${action}, ${count - amount}, ${now}, ${amount <= count})
    on conflict (user_id, action) do update set
      tokens = case when ${refilled} >= ${amount} then ${refilled} - ${amount} else ${refilled} end,
      allowed = ${refilled} >= ${amount},
      updated_at = greatest(l.updated_at, ${now}::timestamptz)
    returning tokens, allowed`.execute(db);
  const row = rows[0]!;
  if (row.allowed) return;
  const seconds = Math.max(1, Math.ceil(((amount - Number(row.tokens)) * perSeconds) / count));
  throw new AppError(
    429,
    code,
    undefined,
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  );
}

/** `spend` bound to a database and the server's clock, for the routes. */
export const accountLimiter =
  (db: Db, clock: () => Date) =>
  (caller: { userId: string }, action: LimitedAction, amount = 1) =>
    amount > 0 ? spend(db, caller.userId, action, clock(), amount) : Promise.resolve();
