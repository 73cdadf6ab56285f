import { sql, type Kysely } from 'kysely';

/**
 * Medical letters (issue 18, ADR 0043): a doctor's letter about one patient to a doctor, a
 * hospital or the patient. A draft until sent (`sent_at`), and a sent letter is final. The
 * recipient is one column per kind so each can reference its table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table letters (
    id uuid primary key default gen_random_uuid(),
    author_doctor_id uuid not null references doctors(id) on delete cascade,
    patient_id uuid not null references users(id) on delete cascade,
    type text not null check (type in ('transfer','discharge','referral','status')),
    status text not null default 'draft' check (status in ('draft','sent')),
    urgency text not null default 'normal' check (urgency in ('normal','urgent','emergency')),
    recipient_type text not null check (recipient_type in ('doctor','patient','hospital')),
    recipient_doctor_id uuid references doctors(id) on delete set null,
    recipient_hospital_id uuid references providers(id) on delete set null,
    subject text not null,
    content text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    sent_at timestamptz,
    check ((status = 'draft') = (sent_at is null))
  )`.execute(db);
  await sql`create index letters_of_author on letters (author_doctor_id, created_at desc)`.execute(
    db,
  );
  await sql`create index letters_to_doctor on letters (recipient_doctor_id)`.execute(db);
  await sql`create index letters_to_hospital on letters (recipient_hospital_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists letters`.execute(db);
}
