import { sql, type Kysely } from 'kysely';

/**
 * The patient's profile documents and everyone's notification switches (issue 17,
 * ADR 0036). Profile fields stay in `users` (name, email, phone, avatar_url) and its
 * `profile` JSON (age, gender, blood group, address, emergency contact, allergies,
 * conditions).
 *
 * `notification_preferences` holds one row per person and notification type they have
 * changed; a type without a row has the defaults (in-app and email on, SMS and
 * WhatsApp off). A document is one of the file store's files (`stored_name`); a demo
 * one also names `seed_file`, whose bytes are made on read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists notification_preferences (
    user_id uuid not null references users(id) on delete cascade,
    type text not null,
    in_app boolean not null,
    email boolean not null,
    sms boolean not null,
    whatsapp boolean not null,
    updated_at timestamptz not null default now(),
    primary key (user_id, type)
  )`.execute(db);

  await sql`create table if not exists patient_documents (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    category text not null check (category in ('identification','medical_records','insurance')),
    description text not null default '',
    name text not null,
    type text not null check (type in ('pdf','jpg','png')),
    size integer not null check (size >= 0),
    stored_name text not null unique,
    seed_file text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index if not exists patient_documents_of_user
    on patient_documents (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists patient_documents`.execute(db);
  await sql`drop table if exists notification_preferences`.execute(db);
}
