import { sql, type Kysely } from 'kysely';

/**
 * Emergency contacts and SOS (issue 17; 002 §2, §3, §5; ADR 0035): up to five contacts per
 * patient (the limit is the domain's, checked under a lock on the patient's row), and one
 * row per emergency with where it was raised. At most one active emergency per patient:
 * the partial unique index makes a second concurrent SOS fail instead of doubling it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists emergency_contacts (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    name text not null,
    relationship text not null default '',
    phone text not null,
    -- Insertion order, which the list keeps (created_at can tie within one transaction).
    seq bigint generated always as identity,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (patient_id, phone)
  )`.execute(db);
  await sql`create index if not exists emergency_contacts_patient
    on emergency_contacts (patient_id, seq)`.execute(db);
  await sql`create table if not exists emergencies (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    type text not null default 'medical' check (type in ('medical')),
    status text not null default 'active' check (status in ('active', 'cancelled', 'resolved')),
    responder text,
    lat double precision not null check (lat between -90 and 90),
    lng double precision not null check (lng between -180 and 180),
    created_at timestamptz not null default now(),
    ended_at timestamptz
  )`.execute(db);
  await sql`create index if not exists emergencies_patient
    on emergencies (patient_id, created_at desc)`.execute(db);
  await sql`create unique index if not exists emergencies_one_active
    on emergencies (patient_id) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists emergencies`.execute(db);
  await sql`drop table if exists emergency_contacts`.execute(db);
}
