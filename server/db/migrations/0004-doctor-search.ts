import { sql, type Kysely } from 'kysely';

/**
 * Doctor search by structured words (ADR 0010, revised): city and specialty words are
 * exact filters with b-tree indexes in the order results come (best rated first), and
 * only the words left over are matched against names by trigram. The one long
 * `search_text` (and the `search_terms` it was built from) is gone: the vocabulary of
 * cities, fields, Nepali forms and lay words lives in server/domain/search-vocabulary.ts.
 *
 * Nearby counts its radius from the geo index alone: the index carries what the count
 * filters on (lat, lng, specialization, rating), so PostgreSQL answers it with an
 * index-only scan instead of reading up to 500 rows.
 */

/** Word for word the predicate of the queries (server/domain/discovery.ts). */
const PUBLIC = sql`nmc_verified and verification_status = 'verified'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Dropping the columns drops the trigram index on search_text with them.
  await sql`alter table doctors drop column search_text, drop column search_terms`.execute(db);
  await sql`drop index doctors_public_specialization`.execute(db);
  await sql`drop index doctors_public_geo`.execute(db);

  await sql`create index doctors_public_name on doctors using gin (lower(full_name) gin_trgm_ops) where ${PUBLIC}`.execute(
    db,
  );
  await sql`create index doctors_public_field on doctors (specialization, rating_avg desc, id) where ${PUBLIC}`.execute(
    db,
  );
  await sql`create index doctors_public_field_city on doctors (specialization, city, rating_avg desc, id) where ${PUBLIC}`.execute(
    db,
  );
  await sql`create index doctors_public_in_city on doctors (city, rating_avg desc, id) where ${PUBLIC}`.execute(
    db,
  );
  await sql`create index doctors_public_geo on doctors using gist (ll_to_earth(lat, lng))
    include (lat, lng, specialization, rating_avg)
    where ${PUBLIC} and lat is not null and lng is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index doctors_public_geo`.execute(db);
  await sql`drop index doctors_public_in_city`.execute(db);
  await sql`drop index doctors_public_field_city`.execute(db);
  await sql`drop index doctors_public_field`.execute(db);
  await sql`drop index doctors_public_name`.execute(db);
  await sql`create index doctors_public_geo on doctors using gist (ll_to_earth(lat, lng)) where ${PUBLIC} and lat is not null and lng is not null`.execute(
    db,
  );
  await sql`create index doctors_public_specialization on doctors (lower(specialization)) where ${PUBLIC}`.execute(
    db,
  );
  await sql`alter table doctors add column search_terms text not null default ''`.execute(db);
  await sql`alter table doctors add column search_text text generated always as
    (lower(full_name || ' ' || specialization || ' ' || city || ' ' || search_terms)) stored`.execute(
    db,
  );
  await sql`create index doctors_public_search on doctors using gin (search_text gin_trgm_ops) where ${PUBLIC}`.execute(
    db,
  );
}
