import { sql } from 'kysely';
import type { z } from 'zod';
import type { updateUserRequest, UserStatus } from '@contract/admin-users';
import type { Role } from '@contract/roles';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SessionGuard } from '../sessions';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { adminUserColumns, toAdminUser, type AdminUserRow } from './list';

type Deps = { db: Db; sessions: Pick<SessionGuard, 'endAllOf'> };
type Caller = { userId: string; role: Role };
export type UserChanges = Partial<z.output<typeof updateUserRequest>>;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** The fields that differ, as `{ field: [old, new] }` for the audit row. */
function differences(before: AdminUserRow, changes: UserChanges) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['name', 'email', 'role', 'status'] as const) {
    const to = changes[key];
    if (to !== undefined && to !== before[key]) changed[key] = { from: before[key], to };
  }
  return changed;
}

/**
 * Changes an account (ADR 0025). An admin cannot take away their own access (suspend,
 * deactivate or demote themselves), and the last active admin always stays one: the
 * active admins are locked while counted, so two admins demoting each other at once
 * cannot both succeed. A new role or status ends every session of the account.
 */
export async function changeUser(
  { db, sessions }: Deps,
  caller: Caller,
  id: string,
  changes: UserChanges,
  ip: string,
) {
  if (!isUuid(id)) throw new AppError(404, 'USER_NOT_FOUND');
  const result = await db
    .transaction()
    .execute(async (trx) => {
      // Active admins first, always in one order, so two changes never wait on each other.
      const admins = await trx
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .orderBy('id')
        .forUpdate()
        .execute();
      const before = await trx
        .selectFrom('users')
        .select([...adminUserColumns])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError(404, 'USER_NOT_FOUND');
      const changed = differences(before, changes);
      const role = (changes.role ?? before.role) as Role;
      const status = (changes.status ?? before.status) as UserStatus;
      const losesAdmin = before.role === 'admin' && before.status === 'active';
      const staysAdmin = role === 'admin' && status === 'active';
      if (losesAdmin && !staysAdmin) {
        if (caller.userId === id) throw new AppError(409, 'CANNOT_CHANGE_OWN_ACCOUNT');
        if (!admins.some((a) => a.id !== id)) throw new AppError(409, 'LAST_ADMIN');
      }
      if (changed.email) {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql<boolean>`lower(email) = ${changes.email!.toLowerCase()}`)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (taken) throw new AppError(409, 'EMAIL_EXISTS', 'email');
      }
      if (Object.keys(changed).length === 0) return { user: before, changed };
      const after = await trx
        .updateTable('users')
        .set({
          ...(changed.name && { name: changes.name }),
          ...(changed.email && { email: changes.email }),
          ...(changed.role && { role }),
          ...(changed.status && { status }),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returning([...adminUserColumns])
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actor: { id: caller.userId, role: caller.role },
        action: 'update',
        subjectType: 'user',
        subjectId: id,
        ip,
        details: changed,
      });
      return { user: after, changed };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_EXISTS', 'email');
      throw error;
    });
  // The database ended the sessions in the same commit (0009's trigger); this forgets them
  // in this process too, so the account's very next call is refused.
  if (result.changed.role || result.changed.status) await sessions.endAllOf(id);
  return { user: toAdminUser(result.user) };
}
