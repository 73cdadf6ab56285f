import { sql, type Kysely } from 'kysely';

/**
 * Content carries its language (issue 21, ADR 0014): posts, comments and a doctor's own
 * profile text (about, job titles) are English or Nepali, as their author chose. Rows
 * written before the choice existed are marked Nepali where their text is in Devanagari
 * (U+0900–U+097F), English otherwise; from here on the author's choice is stored.
 */

const TABLES = [
  { table: 'posts', column: 'language', text: sql`title || ' ' || content` },
  { table: 'post_comments', column: 'language', text: sql`content` },
  { table: 'doctors', column: 'about_language', text: sql`about` },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, text } of TABLES) {
    await sql`alter table ${sql.raw(table)} add column ${sql.raw(column)} text not null
      default 'en' check (${sql.raw(column)} in ('en', 'ne'))`.execute(db);
    await sql`update ${sql.raw(table)} set ${sql.raw(column)} = 'ne'
      where ${text} ~ '[\u0900-\u097F]'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of TABLES)
    await sql`alter table ${sql.raw(table)} drop column if exists ${sql.raw(column)}`.execute(db);
}
