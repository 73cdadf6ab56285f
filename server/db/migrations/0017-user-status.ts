import { sql, type Kysely } from 'kysely';

/**
 * Users management (issue 14, ADR 0025): an account is active, inactive or suspended,
 * and remembers its last sign-in. A change of status ends the account's sessions
 * through the trigger of 0009, which already reads `status` when it exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column if not exists status text not null default 'active'
    check (status in ('active','inactive','suspended'))`.execute(db);
  await sql`alter table users add column if not exists last_login_at timestamptz`.execute(db);
  // The last-admin rule counts these on every change of an admin.
  await sql`create index if not exists users_role_status on users (role, status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_role_status`.execute(db);
  await sql`alter table users drop column if exists last_login_at`.execute(db);
  await sql`alter table users drop column if exists status`.execute(db);
}
