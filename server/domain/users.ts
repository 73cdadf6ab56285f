import type { User } from '@contract/auth';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';

/** The user as the API shows it: never the hash or lockout counters. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    avatarUrl: row.avatar_url,
    verified: row.verified,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Of `accounts`, those whose email has no user yet: what a seed still has to create. */
export async function missingAccounts<A extends { email: string }>(
  db: Db,
  accounts: readonly A[],
): Promise<A[]> {
  const existing = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      accounts.map((a) => a.email),
    )
    .execute();
  const known = new Set(existing.map((e) => e.email));
  return accounts.filter((a) => !known.has(a.email));
}
