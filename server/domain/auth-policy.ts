import { limits, passwordProblems, type PasswordPolicy } from '@contract/auth';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { getSetting } from './settings';

/** The admin's password policy (security settings), as the contract and the forms read it. */
export async function passwordPolicyOf(db: Db): Promise<PasswordPolicy> {
  const security = await getSetting(db, 'security');
  return {
    minLength: Math.max(limits.passwordMin, security.passwordMinLength),
    requireSpecialChars: security.requireSpecialChars,
    requireNumbers: security.requireNumbers,
    requireUppercase: security.requireUppercase,
  };
}

/** Refuses a password that breaks the policy, naming the first rule it breaks on `field`. */
export async function assertPasswordPolicy(db: Db, password: string, field: string) {
  const [problem] = passwordProblems(password, await passwordPolicyOf(db));
  if (problem) throw new AppError(400, problem, field);
}

/** Refuses a registration while the admin has turned registration off. */
export async function assertRegistrationOpen(db: Db) {
  const { allowRegistration } = await getSetting(db, 'general');
  if (!allowRegistration) throw new AppError(403, 'REGISTRATION_CLOSED');
}

/**
 * Idle sessions (general.sessionTimeout, minutes): each API call with a session's token
 * records its activity at most once a minute per process; a session found idle longer
 * than the setting is ended (its announcement drops it everywhere), so that call and
 * its refresh are refused as expired.
 */
export function idleSessions(db: Db) {
  const touched = new Map<string, number>();
  const REMEMBERED = 50_000;
  return {
    /** False when the session had been idle too long, and has now ended. */
    async touch(sid: string): Promise<boolean> {
      const now = Date.now();
      const last = touched.get(sid);
      // The timeout is at least five minutes: a touch within the minute still holds.
      if (last !== undefined && now - last < 60_000) return true;
      const { sessionTimeout } = await getSetting(db, 'general');
      const row = await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now) })
        .where('id', '=', sid)
        .where('revoked_at', 'is', null)
        .where('last_seen_at', '>', new Date(now - sessionTimeout * 60_000))
        .returning('id')
        .executeTakeFirst();
      touched.delete(sid);
      if (row) {
        touched.set(sid, now);
        if (touched.size > REMEMBERED) touched.delete(touched.keys().next().value!);
        return true;
      }
      await endIdle(db, sid, sessionTimeout);
      return false;
    },
  };
}

async function endIdle(db: Db, sid: string, minutes: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sid)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '<=', new Date(Date.now() - minutes * 60_000))
    .execute();
}

/** Ends the session of a refresh token when it has been idle too long (refresh is not activity). */
export async function endIdleSessionOfRefresh(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return;
  const { sessionTimeout } = await getSetting(db, 'general');
  await endIdle(db, row.family_id, sessionTimeout);
}
