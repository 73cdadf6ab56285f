import type { Role } from '@contract/roles';
import type { Db } from '../db/database';
import { listen, type Listener } from '../db/notify';
import { revokeAllFor, type AccessClaims, type TokenService } from './tokens';

/** The channel the database announces ended sessions on (migration 0009). */
export const SESSION_ENDED_CHANNEL = 'ujyalo_session_ended';

/** How many sessions a process remembers of each kind before forgetting the oldest. */
const REMEMBERED = 50_000;

/** A caller whose token and session both hold. */
export type VerifiedCaller = { userId: string; role: Role; sid: string; exp: number };

export type SessionGuard = {
  /**
   * The caller of an access token: its signature and expiry hold, and its session is
   * live for this user and role. Usually answered from memory (ADR 0015).
   */
  verify(token: string): Promise<VerifiedCaller | null>;
  /**
   * Ends every session of an account and forgets them here before returning, so the
   * caller's next request is refused even before the database's announcement arrives
   * (on PostgreSQL it travels over another connection). Safe to call again after a
   * transaction already ended them (a password reset).
   */
  endAllOf(userId: string): Promise<void>;
  /** Calls `listener` with every session that ends, in this process or another. */
  onEnded(listener: (sid: string, userId: string) => void): () => void;
  close(): Promise<void>;
};

/** A Map used as a bounded set, forgetting its oldest entries first. */
function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED) map.delete(map.keys().next().value!);
}

/**
 * The revocation check of ADR 0015. Sessions seen live are remembered with their user
 * and role; ended ones as ended. The database announces every end (logout, reset, role
 * or status change, deletion, refresh-token reuse) at commit, and the announcement
 * moves the session from one to the other. While announcements may be missed (a
 * PostgreSQL listener reconnecting), every check reads the database.
 */
export async function sessionGuard(db: Db, tokens: TokenService): Promise<SessionGuard> {
  const live = new Map<string, { userId: string; role: Role }>();
  const ended = new Map<string, true>();
  const listeners = new Set<(sid: string, userId: string) => void>();

  const end = (sid: string, userId: string) => {
    live.delete(sid);
    remember(ended, sid, true);
    for (const listener of listeners) listener(sid, userId);
  };

  const listener: Listener = await listen(db, SESSION_ENDED_CHANNEL, {
    message(payload) {
      const [sid, userId] = payload.split(' ');
      if (sid && userId) end(sid, userId);
    },
    // Whatever was live before the gap is read again.
    resumed: () => live.clear(),
  });

  async function holds({ sid, userId, role }: AccessClaims): Promise<boolean> {
    if (ended.has(sid)) return false;
    const known = live.get(sid);
    if (known && listener.listening) return known.userId === userId && known.role === role;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.revoked_at', 'users.role'])
      .where('sessions.id', '=', sid)
      .executeTakeFirst();
    if (!row || row.revoked_at) {
      remember(ended, sid, true);
      return false;
    }
    // An announcement may have arrived while the row was read: it wins.
    if (ended.has(sid)) return false;
    if (listener.listening) remember(live, sid, { userId: row.user_id, role: row.role });
    return row.user_id === userId && row.role === role;
  }

  return {
    async verify(token) {
      const claims = await tokens.verifyAccess(token);
      if (!claims) return null;
      return (await holds(claims)) ? claims : null;
    },
    async endAllOf(userId) {
      const sids = new Set(await revokeAllFor(db, userId));
      for (const [sid, session] of live) if (session.userId === userId) sids.add(sid);
      for (const sid of sids) end(sid, userId);
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => listener.close(),
  };
}
