import { sql, type Kysely } from 'kysely';

/**
 * The admin's auth settings, enforced (issue 14, ADR 0022):
 * - `users.email_verified_at`: when the account proved its email. Accounts that exist
 *   now (and any made while verification is off) count as verified, so turning the
 *   setting on stops only accounts made after it from signing in unverified.
 * - `auth_codes`: the one-time codes of email verification and two-factor sign-in,
 *   stored hashed with a per-row salt, expiring, single-use, counting wrong tries.
 * - `sessions.last_seen_at`: a session's latest activity, written at most once a minute,
 *   so an idle session ends after the admin's `sessionTimeout`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz default now()`.execute(db);
  await sql`create table auth_codes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    purpose text not null check (purpose in ('email', 'two_factor')),
    salt text not null,
    code_hash text not null,
    attempts integer not null default 0,
    expires_at timestamptz not null,
    last_sent_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index auth_codes_live on auth_codes (user_id, purpose) where used_at is null`.execute(
    db,
  );
  await sql`alter table sessions add column last_seen_at timestamptz not null default now()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column if exists last_seen_at`.execute(db);
  await sql`drop table if exists auth_codes`.execute(db);
  await sql`alter table users drop column if exists email_verified_at`.execute(db);
}
