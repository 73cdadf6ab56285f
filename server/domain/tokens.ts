import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { roles, type Role } from '@contract/roles';
import type { Db } from '../db/database';
import { randomToken, sha256 } from './crypto';

export type AccessClaims = { userId: string; role: Role };

export type TokenService = {
  accessTtlSeconds: number;
  issueAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
};

export function tokenService(secret: string, accessMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const accessTtlSeconds = accessMinutes * 60;
  return {
    accessTtlSeconds,
    issueAccess: ({ userId, role }) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key),
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const role = payload.role as Role;
        if (!payload.sub || !roles.includes(role)) return null;
        return { userId: payload.sub, role };
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

/** Starts a refresh-token family at sign-in; returns the opaque token for the cookie. */
export async function issueRefresh(
  db: Db,
  userId: string,
  days: number,
  familyId: string = randomUUID(),
) {
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
  { ok: true; token: string; userId: string } | { ok: false; reuse: boolean };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already
 * exchanged is a sign of theft: the whole family is revoked (reuse detection).
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
      await tx
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      return { ok: false, reuse: true };
    }
    if (new Date(row.expires_at) <= new Date()) return { ok: false, reuse: false };
    const next = await issueRefresh(tx, row.user_id, days, row.family_id);
    await tx
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date(), replaced_by: next.id })
      .where('id', '=', row.id)
      .execute();
    return { ok: true, token: next.token, userId: row.user_id };
  });
}

/** Logout: the presented token's whole family stops working. */
export async function revokeFamilyOf(db: Db, presented: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', sha256(presented))
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', row.family_id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllFor(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
