import { sql, type Kysely } from 'kysely';

/**
 * The files attached to a doctor's profile entries (issue 16; 001 §3, §5; ADR 0032):
 * certificates, documents and images, uploaded first and then named by an entry's
 * `certificate`, `document` or `image` when its section is saved.
 *
 * `file` is the handle an entry names (32 hex digits and the type). An upload's bytes are
 * a file of the data directory's store under `stored_name` (the same name), so the store's
 * sweep keeps them while the row exists; the demo's files have no `stored_name` and are
 * made from `seed_lines` when read (server/domain/doctor-profile/documents.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table doctor_profile_documents (
    id uuid primary key default gen_random_uuid(),
    doctor_id uuid not null references doctors(id) on delete cascade,
    kind text not null check (kind in ('certificate','document','image')),
    file text not null unique,
    stored_name text unique,
    name text not null,
    type text not null check (type in ('pdf','jpg','png','webp','doc','docx')),
    size integer not null check (size >= 0),
    seed_lines jsonb,
    created_at timestamptz not null default now(),
    check (stored_name is not null or seed_lines is not null)
  )`.execute(db);
  await sql`create index doctor_profile_documents_of
    on doctor_profile_documents (doctor_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists doctor_profile_documents`.execute(db);
}
