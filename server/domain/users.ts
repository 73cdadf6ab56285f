import type { User } from '@contract/auth';
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
