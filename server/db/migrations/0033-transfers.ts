import { sql, type Kysely } from 'kysely';

/**
 * Transfers between doctors (issue 18, ADR 0040): the sending doctor, the target doctor
 * and hospital, the §3 form, the status of 001 §4 and its answer. Attachments are ids of
 * the patient's medical records, checked readable by the sender when the transfer was made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists transfers (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    from_doctor_id uuid not null references doctors(id) on delete cascade,
    target_doctor_id uuid not null references doctors(id) on delete cascade,
    target_hospital_id uuid not null references providers(id) on delete cascade,
    required_specialty text not null,
    reason text not null,
    urgency text not null default 'normal'
      check (urgency in ('low', 'normal', 'high', 'urgent')),
    medical_summary text not null default '',
    expected_transfer_date date,
    estimated_duration text not null default '',
    notes text not null default '',
    attachment_ids uuid[] not null default '{}',
    status text not null default 'pending'
      check (status in ('pending', 'accepted', 'rejected', 'completed')),
    response_message text,
    actual_transfer_date timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index if not exists transfers_from on transfers (from_doctor_id, created_at desc)`.execute(
    db,
  );
  await sql`create index if not exists transfers_target on transfers (target_doctor_id, created_at desc)`.execute(
    db,
  );
  await sql`create index if not exists transfers_hospital on transfers (target_hospital_id, created_at desc)`.execute(
    db,
  );
  // One transfer waiting for an answer per patient and sender.
  await sql`create unique index if not exists transfers_one_pending
    on transfers (patient_id, from_doctor_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists transfers`.execute(db);
}
