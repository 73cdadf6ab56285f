import { sql, type Kysely } from 'kysely';

/**
 * The doctor's weekly schedule and hospitals (issue 16; 001 §2.10, §3, §5; ADR 0031).
 * `doctor_schedules` stays the one weekly schedule that booking and the public doctor pages
 * read; a slot gains how many patients it takes and when it last changed, and its fee may
 * now carry paisa (001 §5: step 0.01), as may the fee a booking copies from it. A doctor's
 * requests to join hospitals, and the hospitals they added, are kept per doctor and
 * hospital.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table doctor_schedules
    add column if not exists max_patients integer not null default 20 check (max_patients >= 1),
    add column if not exists updated_at timestamptz not null default now()`.execute(db);
  await sql`alter table doctor_schedules
    alter column consultation_fee type numeric(10, 2)`.execute(db);
  await sql`alter table appointments
    alter column consultation_fee type numeric(10, 2)`.execute(db);
  await sql`create index if not exists doctor_schedules_doctor_day
    on doctor_schedules (doctor_id, day, start_time)`.execute(db);
  await sql`create table if not exists doctor_hospital_connections (
    id uuid primary key default gen_random_uuid(),
    doctor_id uuid not null references doctors(id) on delete cascade,
    hospital_id uuid not null references providers(id) on delete cascade,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    added_by_doctor boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (doctor_id, hospital_id)
  )`.execute(db);
  await sql`create index if not exists doctor_hospital_connections_hospital
    on doctor_hospital_connections (hospital_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists doctor_hospital_connections`.execute(db);
  await sql`drop index if exists doctor_schedules_doctor_day`.execute(db);
  await sql`alter table appointments
    alter column consultation_fee type integer using round(consultation_fee)`.execute(db);
  await sql`alter table doctor_schedules
    alter column consultation_fee type integer using round(consultation_fee)`.execute(db);
  await sql`alter table doctor_schedules
    drop column if exists updated_at, drop column if exists max_patients`.execute(db);
}
