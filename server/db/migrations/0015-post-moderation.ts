import { sql, type Kysely } from 'kysely';

/**
 * Moderation (issue 14): a post a moderator hid. While the row exists the post is out of
 * the public feed (its is_public is false); `was_public` is what Restore gives back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table post_moderation (
    post_id uuid primary key references posts(id) on delete cascade,
    hidden_at timestamptz not null default now(),
    hidden_by uuid references users(id) on delete set null,
    was_public boolean not null,
    note text not null default ''
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists post_moderation`.execute(db);
}
