import { sql, type Kysely } from 'kysely';

/**
 * Doctor search by name reads the distinct names, not the doctors (issue 19, ADR 0051).
 * A name word is compared by trigram with every doctor whose name the index offers as a
 * candidate: at 50,000 doctors, "sharma" rechecked and scored about 1,200 rows, read from
 * as many heap pages. The directory has about seven times fewer distinct names than
 * doctors, and a name's match and score are the same for every doctor who bears it; so
 * the words are compared with `doctor_names` (each lower-cased full name once), and the
 * doctors of the names that match are read in rank order from a b-tree on the same
 * lower-cased name, by an index-only scan.
 *
 * The trigram index on the doctors' names goes: nothing reads it any more, and the planner
 * took it for the join's equality (pg_trgm's GIN operator class answers `=` too, by
 * rechecking every candidate), at a hundred times the cost of the b-tree.
 *
 * `doctor_names` holds every name a doctor has had: a trigger adds the name of each new
 * or renamed doctor, and nothing removes one. A name nobody bears any longer matches no
 * doctor in the join, so the table only has to hold at least the public doctors' names.
 */

/** Word for word the predicate of the queries (server/domain/discovery/shared.ts). */
const PUBLIC = sql`nmc_verified and verification_status = 'verified'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table doctor_names (name text primary key)`.execute(db);
  // GiST, not GIN: with GIN the planner weighed the index against comparing the word with
  // every name at 145 to 149 on PostgreSQL, and PGlite chose the comparisons (about 80 ms at
  // 6,900 names); GiST's estimate (about 57) keeps the index chosen on both.
  await sql`create index doctor_names_trigram on doctor_names using gist (name gist_trgm_ops)`.execute(
    db,
  );
  await sql`insert into doctor_names (name) select distinct lower(full_name) from doctors`.execute(
    db,
  );
  await sql`create function doctor_names_add() returns trigger language plpgsql as $$
    begin
      insert into doctor_names (name) values (lower(new.full_name)) on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger doctor_names_add after insert or update of full_name on doctors
    for each row execute function doctor_names_add()`.execute(db);
  // The doctors of a name, best rated first; full_name is included so that the scan can
  // compute lower(full_name) itself and never reads the table, and the city and field so
  // that a name searched with them ("thapa ortho") is filtered in the index too.
  await sql`create index doctors_public_by_name on doctors (lower(full_name), rating_avg desc, id)
    include (full_name, specialization, city) where ${PUBLIC}`.execute(db);
  await sql`drop index doctors_public_name`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists doctors_public_name on doctors
    using gin (lower(full_name) gin_trgm_ops) where ${PUBLIC}`.execute(db);
  await sql`drop index if exists doctors_public_by_name`.execute(db);
  await sql`drop trigger if exists doctor_names_add on doctors`.execute(db);
  await sql`drop function if exists doctor_names_add`.execute(db);
  await sql`drop table if exists doctor_names`.execute(db);
}
