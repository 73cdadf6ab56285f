import { sql, type Kysely } from 'kysely';

/**
 * Prescriptions as lists (issue 15, ADR 0028): a prescription is valid until a day
 * (backfilled as its Nepal creation day plus 30), remembers when it last changed and its
 * version; each edit keeps the body it replaced in `prescription_versions`. The patient's
 * own uploaded (paper) prescriptions and their drawn signatures are stored files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prescriptions add column if not exists valid_until date`.execute(db);
  await sql`update prescriptions
    set valid_until = (created_at at time zone 'Asia/Kathmandu')::date + 30
    where valid_until is null`.execute(db);
  await sql`alter table prescriptions alter column valid_until set not null`.execute(db);
  await sql`alter table prescriptions add column if not exists updated_at timestamptz`.execute(db);
  await sql`update prescriptions set updated_at = created_at where updated_at is null`.execute(db);
  await sql`alter table prescriptions alter column updated_at set not null`.execute(db);
  await sql`alter table prescriptions alter column updated_at set default now()`.execute(db);
  await sql`alter table prescriptions add column if not exists version integer not null default 1`.execute(
    db,
  );
  // The status filters read these; expired is active with valid_until before today.
  await sql`create index if not exists prescriptions_doctor_status
    on prescriptions (doctor_id, status, valid_until)`.execute(db);

  await db.schema
    .createTable('prescription_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('prescription_id', 'uuid', (c) =>
      c.notNull().references('prescriptions.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    /** The body as it was before the edit that replaced it. */
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('edited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('prescription_versions_unique', ['prescription_id', 'version'])
    .execute();

  await db.schema
    .createTable('uploaded_prescriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('patient_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('hospital_name', 'text', (c) => c.notNull())
    .addColumn('diagnosis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    /** Null for the demo's seeded upload, whose bytes are made on reading. */
    .addColumn('stored_name', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index uploaded_prescriptions_of on uploaded_prescriptions (patient_id, created_at desc)`.execute(
    db,
  );
  // A table of its own so the file sweep (every `stored_name` column) keeps the signatures.
  await db.schema
    .createTable('uploaded_prescription_signatures')
    .addColumn('upload_id', 'uuid', (c) =>
      c.primaryKey().references('uploaded_prescriptions.id').onDelete('cascade'),
    )
    .addColumn('stored_name', 'text', (c) => c.unique())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_prescription_signatures').ifExists().execute();
  await db.schema.dropTable('uploaded_prescriptions').ifExists().execute();
  await db.schema.dropTable('prescription_versions').ifExists().execute();
  await sql`drop index if exists prescriptions_doctor_status`.execute(db);
  await sql`alter table prescriptions drop column if exists version`.execute(db);
  await sql`alter table prescriptions drop column if exists updated_at`.execute(db);
  await sql`alter table prescriptions drop column if exists valid_until`.execute(db);
}
