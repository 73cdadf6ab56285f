import { sql, type Kysely } from 'kysely';

/**
 * The admin's provider tables (issue 14, 002 §3, ADR 0021): each provider's status
 * (active or inactive; an ambulance service may also be pending), its verification
 * (pending or verified: only active and verified providers are in the public directory),
 * its kind's type (or the ambulance's vehicle type), beds, registration number, home
 * collection, delivery, and when it was deactivated (a provider with history is
 * deactivated rather than erased).
 *
 * Counts with real data behind them are counted (doctors from the schedules, departments,
 * a hospital's appointments); tests, medicines, orders and a lab's appointments have no
 * tables yet and are stored here until they do (ADR 0021).
 *
 * Rows inserted without these columns (an approved applicant's entry, the directory
 * seed) are active and verified; the admin's Add starts pending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table providers
    add column status text not null default 'active'
      check (status in ('active','inactive','pending')),
    add column verification_status text not null default 'verified'
      check (verification_status in ('pending','verified')),
    add column subtype text,
    add column beds integer check (beds >= 0),
    add column registration_number text,
    add column home_collection boolean not null default false,
    add column delivery_available boolean not null default false,
    add column tests_count integer not null default 0 check (tests_count >= 0),
    add column lab_appointments_count integer not null default 0
      check (lab_appointments_count >= 0),
    add column medicines_count integer not null default 0 check (medicines_count >= 0),
    add column orders_count integer not null default 0 check (orders_count >= 0),
    add column deactivated_at timestamptz,
    add constraint providers_pending_only_ambulance
      check (status <> 'pending' or type = 'ambulance')`.execute(db);
  await sql`create index providers_admin_page on providers (type, status, verification_status)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists providers_admin_page`.execute(db);
  await sql`alter table providers
    drop constraint if exists providers_pending_only_ambulance,
    drop column if exists status,
    drop column if exists verification_status,
    drop column if exists subtype,
    drop column if exists beds,
    drop column if exists registration_number,
    drop column if exists home_collection,
    drop column if exists delivery_available,
    drop column if exists tests_count,
    drop column if exists lab_appointments_count,
    drop column if exists medicines_count,
    drop column if exists orders_count,
    drop column if exists deactivated_at`.execute(db);
}
