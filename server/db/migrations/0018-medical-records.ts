import { sql, type Kysely } from 'kysely';

/**
 * Medical records (issue 15, ADR 0027): a patient's record (type, title, description,
 * tags, the day it is of, the signature text) and its files. A file is uploaded first
 * (`POST /files/upload`) as a row with no record, owned by its uploader, and joins a
 * record when the record is created; deleting the record deletes its files.
 *
 * A file is one of the data directory's store (server/http/stored-files.ts) named by
 * `stored_name`; a demo file also names `seed_file`, a fixture under
 * server/domain/seed-files/ read when the store has no such file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table medical_records (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    type text not null check (type in
      ('lab-report','imaging','prescription','discharge-summary','vaccination','consultation-note','other')),
    title text not null,
    description text not null default '',
    tags jsonb not null default '[]'::jsonb,
    record_date date not null,
    signature text not null,
    uploaded_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index medical_records_of_patient
    on medical_records (patient_id, record_date desc, created_at desc)`.execute(db);

  await sql`create table medical_record_files (
    id uuid primary key default gen_random_uuid(),
    record_id uuid references medical_records(id) on delete cascade,
    owner_id uuid not null references users(id) on delete cascade,
    name text not null,
    type text not null check (type in ('pdf','jpg','png','webp')),
    size integer not null check (size >= 0),
    stored_name text not null unique,
    seed_file text,
    position integer not null default 0,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index medical_record_files_of_record
    on medical_record_files (record_id, position)`.execute(db);
  await sql`create index medical_record_files_unattached
    on medical_record_files (owner_id, created_at) where record_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists medical_record_files`.execute(db);
  await sql`drop table if exists medical_records`.execute(db);
}
