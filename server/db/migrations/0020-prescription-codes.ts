import { sql, type Kysely } from 'kysely';

/**
 * Every prescription gets a verification code (issue 15, ADR 0029): 12 characters of
 * Crockford's base32 drawn from gen_random_uuid()'s random bytes (pg_strong_random; the
 * version and variant bytes are skipped), 60 bits, unique. The column's default makes one
 * for every row written by any path, and adding it backfills the existing rows, each with
 * its own (a volatile default is evaluated per row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function rx_verification_code() returns text
    language sql volatile as $$
      select string_agg(
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(b, i) % 32 + 1, 1), '' order by i)
      from (select uuid_send(gen_random_uuid()) as b) u,
        unnest(array[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]) as i
    $$`.execute(db);
  await sql`alter table prescriptions
    add column verification_code text not null default rx_verification_code()`.execute(db);
  await sql`alter table prescriptions
    add constraint prescriptions_verification_code_unique unique (verification_code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prescriptions drop column if exists verification_code`.execute(db);
  await sql`drop function if exists rx_verification_code()`.execute(db);
}
