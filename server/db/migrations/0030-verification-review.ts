import { sql, type Kysely } from 'kysely';

/**
 * Verification review (issue 16): a pending application is "in review" from the moment an
 * admin first opens it in the queue; who and when is kept so the applicant sees the
 * change and it survives a restart. Later openings leave it as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verification_applications
    add column review_started_at timestamptz,
    add column review_started_by uuid references users(id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verification_applications
    drop column if exists review_started_by,
    drop column if exists review_started_at`.execute(db);
}
