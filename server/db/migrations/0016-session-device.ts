import { sql, type Kysely } from 'kysely';

/**
 * The device class of each sign-in (issue 14 analytics, ADR 0024): mobile, desktop or
 * tablet from the User-Agent at sign-in; null for sessions from before this column or
 * an agent that names no class. Analytics counts sign-ins of a period by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column device text
    check (device in ('mobile', 'desktop', 'tablet'))`.execute(db);
  await sql`create index sessions_created on sessions (created_at)`.execute(db);
  // The analytics' period queries read appointments by date and accounts by creation.
  await sql`create index if not exists appointments_date on appointments (date)`.execute(db);
  await sql`create index if not exists users_created on users (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_created`.execute(db);
  await sql`drop index if exists appointments_date`.execute(db);
  await sql`drop index if exists sessions_created`.execute(db);
  await sql`alter table sessions drop column if exists device`.execute(db);
}
