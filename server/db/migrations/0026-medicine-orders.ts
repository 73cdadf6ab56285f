import { sql, type Kysely } from 'kysely';

/**
 * Medicine orders (issue 17; 002 §2, §3; ADR 0034). A pharmacy's price list, in paisa so
 * sums stay exact (a null price: the pharmacy confirms it); an order with its items,
 * each keeping the name, price and prescription-only mark it was ordered at, so later
 * price changes do not rewrite a placed order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A pharmacy's delivery terms; without a row, 002 §3's defaults ('30-45 mins', Rs 50).
  await sql`create table if not exists pharmacy_delivery (
    pharmacy_id uuid primary key references providers(id) on delete cascade,
    delivery_time text not null,
    delivery_fee_paisa integer not null check (delivery_fee_paisa >= 0)
  )`.execute(db);
  await sql`create table if not exists pharmacy_medicines (
    id uuid primary key default gen_random_uuid(),
    pharmacy_id uuid not null references providers(id) on delete cascade,
    name text not null,
    strength text not null default '',
    price_paisa integer check (price_paisa >= 0),
    prescription_only boolean not null default false,
    created_at timestamptz not null default now(),
    unique (pharmacy_id, name, strength)
  )`.execute(db);
  await sql`create table if not exists medicine_orders (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null references users(id) on delete cascade,
    pharmacy_id uuid not null references providers(id) on delete restrict,
    prescription_id uuid references prescriptions(id) on delete set null,
    type text not null check (type in ('prescription', 'manual')),
    status text not null default 'processing',
    delivery_address text not null,
    phone_number text not null default '',
    preferred_time text not null default 'any',
    notes text not null default '',
    delivery_fee_paisa integer not null check (delivery_fee_paisa >= 0),
    subtotal_paisa integer not null check (subtotal_paisa >= 0),
    total_paisa integer not null check (total_paisa >= 0),
    price_to_confirm boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    delivered_at timestamptz
  )`.execute(db);
  await sql`create index if not exists medicine_orders_patient on medicine_orders (patient_id, created_at desc)`.execute(
    db,
  );
  await sql`create index if not exists medicine_orders_pharmacy on medicine_orders (pharmacy_id, created_at desc)`.execute(
    db,
  );
  await sql`create table if not exists medicine_order_items (
    id uuid primary key default gen_random_uuid(),
    order_id uuid not null references medicine_orders(id) on delete cascade,
    position smallint not null,
    name text not null,
    dosage text not null default '',
    quantity integer not null check (quantity >= 1),
    instructions text not null default '',
    price_paisa integer check (price_paisa >= 0),
    prescription_only boolean not null default false
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists medicine_order_items`.execute(db);
  await sql`drop table if exists medicine_orders`.execute(db);
  await sql`drop table if exists pharmacy_medicines`.execute(db);
  await sql`drop table if exists pharmacy_delivery`.execute(db);
}
