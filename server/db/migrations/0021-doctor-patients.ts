import { sql, type Kysely } from 'kysely';

/**
 * The doctor's Patients tab (issue 15, ADR 0030): what a doctor keeps about one of their
 * patients, one row per doctor and patient. So far the critical flag (001 §3
 * criticalCondition), who set it and when; the list itself is read from appointments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists doctor_patients (
    doctor_id uuid not null references doctors(id) on delete cascade,
    patient_id uuid not null references users(id) on delete cascade,
    critical boolean not null default false,
    critical_changed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (doctor_id, patient_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists doctor_patients`.execute(db);
}
