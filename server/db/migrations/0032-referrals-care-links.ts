import { sql, type Kysely } from 'kysely';

/**
 * Care between doctors (issue 18, ADR 0039). `care_links`: one row per doctor and patient
 * once a referral or a transfer has made the patient theirs (active) or taken them away
 * (ended); appointments still make patients too, an ended link only outweighs the
 * appointments booked before `changed_at`. `referrals`: one doctor's patient sent to a
 * colleague.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists care_links (
    doctor_id uuid not null references doctors(id) on delete cascade,
    patient_id uuid not null references users(id) on delete cascade,
    status text not null check (status in ('active', 'ended')),
    source text not null check (source in ('referral', 'transfer')),
    source_id uuid not null,
    changed_at timestamptz not null,
    created_at timestamptz not null default now(),
    primary key (doctor_id, patient_id)
  )`.execute(db);
  await sql`create index if not exists care_links_patient on care_links (patient_id)`.execute(db);

  await sql`create table if not exists referrals (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    from_doctor_id uuid not null references doctors(id) on delete cascade,
    to_doctor_id uuid not null references doctors(id) on delete cascade,
    specialty text not null,
    reason text not null,
    notes text not null default '',
    urgency text not null default 'normal'
      check (urgency in ('low', 'normal', 'high', 'urgent')),
    status text not null default 'pending'
      check (status in ('pending', 'accepted', 'declined', 'active', 'completed')),
    decline_reason text,
    attachment_ids uuid[] not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (from_doctor_id <> to_doctor_id)
  )`.execute(db);
  await sql`create index if not exists referrals_from on referrals (from_doctor_id, created_at desc)`.execute(
    db,
  );
  await sql`create index if not exists referrals_to on referrals (to_doctor_id, created_at desc)`.execute(
    db,
  );
  await sql`create index if not exists referrals_patient on referrals (patient_id)`.execute(db);
  // Two quick clicks make one referral: one pending per patient, sender and receiver.
  await sql`create unique index if not exists referrals_one_pending
    on referrals (patient_id, from_doctor_id, to_doctor_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists referrals`.execute(db);
  await sql`drop table if exists care_links`.execute(db);
}
