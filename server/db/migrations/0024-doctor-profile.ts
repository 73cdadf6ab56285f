import { sql, type Kysely } from 'kysely';

/**
 * The doctor's profile editor (issue 16, ADR 0032): what the public doctor page shows
 * stays in `doctors` (about, education, experience, languages, photo, qualification,
 * years, contact); everything else of 001 §3 (age, gender, blood group, date of birth,
 * the education lists in full, working places, research, achievements, skills, social
 * media) is one JSON document per doctor here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists doctor_profiles (
    doctor_id uuid primary key references doctors(id) on delete cascade,
    details jsonb not null default '{}'::jsonb,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists doctor_profiles`.execute(db);
}
