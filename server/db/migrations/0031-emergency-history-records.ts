import { sql, type Kysely } from 'kysely';

/**
 * A history paper the patient submits from the portal (issue 17) is a medical record of
 * its own kind, `emergency-history`, beside what a patient may upload by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table medical_records drop constraint if exists medical_records_type_check`.execute(
    db,
  );
  await sql`alter table medical_records add constraint medical_records_type_check check (type in
    ('lab-report','imaging','prescription','discharge-summary','vaccination','consultation-note','other','emergency-history'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update medical_records set type = 'other' where type = 'emergency-history'`.execute(db);
  await sql`alter table medical_records drop constraint if exists medical_records_type_check`.execute(
    db,
  );
  await sql`alter table medical_records add constraint medical_records_type_check check (type in
    ('lab-report','imaging','prescription','discharge-summary','vaccination','consultation-note','other'))`.execute(
    db,
  );
}
