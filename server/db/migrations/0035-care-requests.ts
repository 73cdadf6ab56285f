import { sql, type Kysely } from 'kysely';

/**
 * Requests (issue 18, ADR 0042): what a patient asks a doctor for that is not a booked
 * slot, today a follow-up or a second opinion from one of their completed appointments
 * (`from_appointment_id`). Pending, then accepted (with the appointment it booked,
 * `appointment_id`) or rejected once, with the doctor's message. One pending request of a
 * kind per past appointment and doctor, which the database enforces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table care_requests (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    doctor_id uuid not null references doctors(id) on delete cascade,
    from_appointment_id uuid not null references appointments(id) on delete cascade,
    type text not null check (type in ('appointment','consultation','referral','transfer',
      'second-opinion','emergency','follow-up')),
    status text not null default 'pending' check (status in ('pending','accepted','rejected')),
    urgency text not null default 'normal' check (urgency in ('low','normal','high','critical')),
    preferred_date date not null,
    preferred_time text not null,
    description text not null,
    response_message text not null default '',
    notes text not null default '',
    response_date timestamptz,
    appointment_id uuid references appointments(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((status = 'pending') = (response_date is null))
  )`.execute(db);
  await sql`create unique index care_requests_one_pending
    on care_requests (from_appointment_id, doctor_id, type) where status = 'pending'`.execute(db);
  await sql`create index care_requests_of_doctor
    on care_requests (doctor_id, status, created_at desc)`.execute(db);
  await sql`create index care_requests_of_patient
    on care_requests (patient_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists care_requests`.execute(db);
}
