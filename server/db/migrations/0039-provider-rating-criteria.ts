import { sql, type Kysely } from 'kysely';

/**
 * Provider ratings carry the criteria of the provider's kind (issue 14; 002 §3): a
 * hospital's facilities, a lab's accuracy, a pharmacy's medicine availability, an
 * ambulance's vehicle condition and response time. One to five each, any of them left out;
 * the names allowed per kind live in the contract (`criteriaByKind`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table provider_ratings
    add column if not exists criteria jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table provider_ratings drop column if exists criteria`.execute(db);
}
