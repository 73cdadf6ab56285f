import { sql } from 'kysely';
import type { z } from 'zod';
import type { AdminUser, adminUsersQuery } from '@contract/admin-users';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

/** The columns the admin table shows. */
export const adminUserColumns = [
  'id',
  'name',
  'email',
  'phone',
  'role',
  'status',
  'verified',
  'created_at',
  'last_login_at',
] as const;

export type AdminUserRow = Pick<UserRow, (typeof adminUserColumns)[number]>;

export const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  status: row.status,
  verified: row.verified,
  registeredDate: new Date(row.created_at).toISOString(),
  lastLogin: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
});

const sortColumns = {
  name: sql`lower(name)`,
  email: sql`lower(email)`,
  role: sql`role`,
  status: sql`status`,
  registered: sql`created_at`,
  lastLogin: sql`last_login_at`,
} as const;

/** 002 §2 User management: search, role and status filters, sort both ways, pages. */
export async function listUsers(db: Db, query: z.output<typeof adminUsersQuery>) {
  let q = db.selectFrom('users');
  if (query.search) {
    const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`(lower(name) like ${like} or lower(email) like ${like} or phone like ${like})`,
    );
  }
  if (query.role !== 'all') q = q.where('role', '=', query.role);
  if (query.status !== 'all') q = q.where('status', '=', query.status);

  const { total } = await q
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  // Never signed in sorts last either way; the id keeps equal rows in one order across pages.
  const rows = await q
    .select([...adminUserColumns])
    .orderBy(sql`${sortColumns[query.sort]} ${direction} nulls last`)
    .orderBy('id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    items: rows.map(toAdminUser),
    total: Number(total),
    page: query.page,
    limit: query.limit,
  };
}
