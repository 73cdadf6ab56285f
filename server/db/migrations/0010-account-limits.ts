import { sql, type Kysely } from 'kysely';

/**
 * Per-account limits on comments, likes, reports, bookings and uploads (issue 13 §5,
 * server/domain/limits.ts): one token bucket per account and action. A single upsert
 * refills and spends it, so parallel requests, from any number of API processes on one
 * PostgreSQL, cannot spend the same allowance twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table account_limits (
    user_id uuid not null references users(id) on delete cascade,
    action text not null,
    tokens double precision not null,
    updated_at timestamptz not null,
    allowed boolean not null,
    primary key (user_id, action)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists account_limits`.execute(db);
}
