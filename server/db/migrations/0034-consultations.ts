import { sql, type Kysely } from 'kysely';

/**
 * Consultations between two doctors (issue 18, ADR 0041): the requesting doctor asks a
 * consulting doctor for a second opinion about one of their patients; pending → scheduled
 * → in-progress → completed, or cancelled while pending. Their chat is
 * `consultation_messages`, one row per message, read oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists consultations (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    requester_id uuid not null references doctors(id) on delete cascade,
    consultant_id uuid not null references doctors(id) on delete cascade,
    type text not null default 'video' check (type in ('video','audio','chat','in-person')),
    status text not null default 'pending'
      check (status in ('pending','scheduled','in-progress','completed','cancelled')),
    scheduled_time timestamptz not null,
    duration integer not null default 30 check (duration in (15,30,45,60,90)),
    fee numeric(10,2) not null default 0 check (fee >= 0),
    reason text not null,
    notes text not null default '',
    end_notes text not null default '',
    started_at timestamptz,
    completed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (requester_id <> consultant_id)
  )`.execute(db);
  await sql`create index if not exists consultations_requester
    on consultations (requester_id, status, scheduled_time desc)`.execute(db);
  await sql`create index if not exists consultations_consultant
    on consultations (consultant_id, status, scheduled_time desc)`.execute(db);

  await sql`create table if not exists consultation_messages (
    id uuid primary key default gen_random_uuid(),
    consultation_id uuid not null references consultations(id) on delete cascade,
    sender_id uuid not null references doctors(id) on delete cascade,
    body text not null check (char_length(body) between 1 and 2000),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index if not exists consultation_messages_of
    on consultation_messages (consultation_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists consultation_messages`.execute(db);
  await sql`drop table if exists consultations`.execute(db);
}
