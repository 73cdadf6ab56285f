import { sql, type Kysely } from 'kysely';

/**
 * Ratings of providers (issue 14; 002 §2, §3): one row per patient and provider, one to
 * five stars and an optional comment. The provider keeps its average (its `rating`) and
 * now the count beside it, both rewritten whenever one of its ratings changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists provider_ratings (
    provider_id uuid not null references providers(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    stars smallint not null check (stars between 1 and 5),
    comment text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (provider_id, user_id)
  )`.execute(db);
  await sql`alter table providers add column if not exists rating_count integer not null default 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table providers drop column if exists rating_count`.execute(db);
  await sql`drop table if exists provider_ratings`.execute(db);
}
