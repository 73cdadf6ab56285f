import { sql, type Kysely } from 'kysely';

/**
 * Verification (issue 14): an account's applications to be verified and their documents.
 * An application is pending, then approved or rejected once, with the admin's remarks
 * (or `automatic` when the kind's autoVerify setting approved it on submission). An
 * account has at most one pending application, which the database enforces.
 *
 * A document is a file of the data directory's store (server/http/stored-files.ts) named
 * by `stored_name`; the demo's documents have none and are generated from their row
 * when read (server/domain/verification/demo-files.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table verification_applications (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    kind text not null
      check (kind in ('doctor','patient','hospital','lab','pharmacy','ambulance')),
    status text not null default 'pending' check (status in ('pending','approved','rejected')),
    method text not null default 'manual' check (method in ('manual','automatic')),
    details jsonb not null default '{}'::jsonb,
    remarks text,
    decided_by uuid references users(id) on delete set null,
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    check ((status = 'pending') = (decided_at is null))
  )`.execute(db);
  await sql`create unique index verification_one_pending
    on verification_applications (user_id) where status = 'pending'`.execute(db);
  await sql`create index verification_queue
    on verification_applications (created_at, id) where status = 'pending'`.execute(db);
  await sql`create index verification_of_user
    on verification_applications (user_id, created_at desc)`.execute(db);

  await sql`create table verification_documents (
    id uuid primary key default gen_random_uuid(),
    application_id uuid not null references verification_applications(id) on delete cascade,
    kind text not null,
    number text,
    name text not null,
    type text not null check (type in ('pdf','jpg','png','webp')),
    size integer not null check (size >= 0),
    stored_name text unique,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index verification_documents_of
    on verification_documents (application_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists verification_documents`.execute(db);
  await sql`drop table if exists verification_applications`.execute(db);
}
