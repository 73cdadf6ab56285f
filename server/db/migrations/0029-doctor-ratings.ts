import { sql, type Kysely } from 'kysely';

/**
 * Ratings of doctors (issue 17, ADR 0037): one row per completed appointment (the unique
 * appointment id is what refuses a second rating of one visit, even under a race), the
 * overall stars, the doctor's criteria of 002 §3 and a comment. The doctor's `rating_avg`
 * and `rating_count` are rewritten in the same transaction as each new row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists doctor_ratings (
    id uuid primary key default gen_random_uuid(),
    appointment_id uuid not null unique references appointments(id) on delete cascade,
    doctor_id uuid not null references doctors(id) on delete cascade,
    patient_id uuid not null references users(id) on delete cascade,
    stars smallint not null check (stars between 1 and 5),
    criteria jsonb not null default '{}'::jsonb,
    comment text not null default '',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index if not exists doctor_ratings_doctor on doctor_ratings (doctor_id, stars)`.execute(
    db,
  );
  await sql`create index if not exists doctor_ratings_patient on doctor_ratings (patient_id, doctor_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists doctor_ratings`.execute(db);
}
