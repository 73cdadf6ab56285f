import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { roles, type Role } from '@contract/roles';
import type { Db } from '../db/database';
import { randomToken, sha256 } from './crypto';

/** What an access token says: whose it is, their role, and its session (ADR 0015). */
export type AccessClaims = { userId: string; role: Role; sid: string };

export type TokenService = {
  accessTtlSeconds: number;
  issueAccess(claims: AccessClaims): Promise<string>;
  /**
   * The claims of a token signed here that has not expired, or null. Only the signature
   * and expiry are checked: whether its session still holds is server/domain/sessions.ts's.
   */
  verifyAccess(token: string): Promise<(AccessClaims & { exp: number }) | null>;
};

export function tokenService(secret: string, accessMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const accessTtlSeconds = accessMinutes * 60;
  return {
    accessTtlSeconds,
    issueAccess: ({ userId, role, sid }) =>
      new SignJWT({ role, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key),
    async verifyAccess(token) {
      try {
        // A token without an expiry would never end; one without a session could not be ended.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { role, sid, sub, exp } = payload;
        if (!sub || typeof sid !== 'string' || typeof exp !== 'number') return null;
        if (!roles.includes(role as Role)) return null;
        return { userId: sub, role: role as Role, sid, exp };
      } catch {
        return null;
      }
    },
  };
}

/** The signing secret: from the environment, else generated once and kept in the database. */
export async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomToken() + randomToken();
  await db
    .insertInto('settings')
    .values({ key: 'jwtSecret', value: JSON.stringify(fresh), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'jwtSecret')
    .executeTakeFirstOrThrow();
  return row.value as string;
}

/**
 * Starts a session at sign-in: its row and its refresh-token family (one id for both).
 * Returns the session id and the opaque refresh token for the cookie.
 */
export async function startSession(db: Db, userId: string, days: number) {
  const sessionId = randomUUID();
  await db.insertInto('sessions').values({ id: sessionId, user_id: userId }).execute();
  const refresh = await issueRefresh(db, userId, days, sessionId);
  return { sessionId, refreshToken: refresh.token };
}

/** A refresh token in a family; returns the opaque token for the cookie. */
export async function issueRefresh(db: Db, userId: string, days: number, familyId: string) {
  const token = randomToken();
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + days * 86_400_000),
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

export type RotateResult =
  { ok: true; token: string; userId: string; sessionId: string } | { ok: false; reuse: boolean };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already
 * exchanged is a sign of theft: the whole family is revoked (reuse detection), and its
 * session ends with it. A family whose session has ended is not refreshed.
 */
export async function rotateRefresh(
  db: Db,
  presented: string,
  days: number,
): Promise<RotateResult> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(presented))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, reuse: false };
    if (row.revoked_at) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reuse: true };
    }
    if (new Date(row.expires_at) <= new Date()) return { ok: false, reuse: false };
    const session = await tx
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', row.family_id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!session) return { ok: false, reuse: false };
    const next = await issueRefresh(tx, row.user_id, days, row.family_id);
    await tx
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date(), replaced_by: next.id })
      .where('id', '=', row.id)
      .execute();
    return { ok: true, token: next.token, userId: row.user_id, sessionId: row.family_id };
  });
}

/** A family's refresh tokens and its session end (the session's end is announced at commit). */
async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The account a refresh token belongs to, if the token is one of ours. */
export async function ownerOfRefresh(db: Db, presented: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('user_id')
    .where('token_hash', '=', sha256(presented))
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Ends every session of an account: its refresh tokens and its sessions, so its access
 * tokens and sockets stop at commit (ADR 0015). Returns the sessions it ended. Logout
 * and password resets call it (through SessionGuard.endAllOf where a request waits).
 */
export async function revokeAllFor(db: Db, userId: string): Promise<string[]> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return ended.map((row) => row.id);
}
