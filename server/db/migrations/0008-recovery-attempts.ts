import { sql, type Kysely } from 'kysely';

/**
 * Wrong verification codes counted per account (issues 13 and 20): the times of its
 * last ten wrong codes, across all its reset tokens, so neither a resend nor a new token
 * buys fresh guesses. A new guess is allowed while fewer than ten fall within the last
 * hour; one UPDATE decides, so parallel guesses cannot all slip through on one count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('reset_code_failures', sql`timestamptz[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('reset_code_failures').execute();
}
