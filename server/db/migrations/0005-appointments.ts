import { sql, type Kysely } from 'kysely';

/**
 * Booking and appointments (issue 7, ADR 0011): appointments for one slot of a doctor's
 * schedule on one date, their documents, prescriptions, and stored notifications.
 *
 * No double booking: a partial unique index holds one live appointment (anything but
 * cancelled) per doctor, date and start time, so of any number of concurrent requests
 * for a slot exactly one is stored, whichever process serves them.
 */

const WEEKDAYS = sql`('Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday')`;
const CLOCK = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('patient_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('doctor_id', 'uuid', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('hospital_id', 'uuid', (c) => c.notNull().references('providers.id'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull().check(sql`day in ${WEEKDAYS}`))
    .addColumn('start_time', 'text', (c) => c.notNull().check(sql`start_time ~ ${sql.lit(CLOCK)}`))
    .addColumn('end_time', 'text', (c) => c.notNull().check(sql`end_time ~ ${sql.lit(CLOCK)}`))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('consultation_fee', 'integer', (c) => c.notNull().check(sql`consultation_fee >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('requested')
        .check(sql`status in ('requested','confirmed','in-progress','completed','cancelled')`),
    )
    .addColumn('cancel_reason', 'text', (c) =>
      c.check(sql`cancel_reason in ('declined','doctor','patient','reminder-link')`),
    )
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('patient_phone', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('medical_record_consent', 'boolean', (c) => c.notNull())
    .addColumn('history_paper', 'jsonb')
    /** When the doctor accepted and the patient's records opened to them (001 §4). */
    .addColumn('records_shared_at', 'timestamptz')
    /** When the day-before reminder was queued; set once, by whichever process got there. */
    .addColumn('reminder_sent_at', 'timestamptz')
    /** The reminder's cancel link carries a random token; only its hash is kept. */
    .addColumn('cancel_token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('appointments_end_after_start', sql`end_time > start_time`)
    .addCheckConstraint(
      'appointments_cancel_reason',
      sql`(status = 'cancelled') = (cancel_reason is not null)`,
    )
    .execute();
  await sql`create unique index appointments_one_per_slot on appointments (doctor_id, date, start_time)
    where status <> 'cancelled'`.execute(db);
  await sql`create index appointments_of_patient on appointments (patient_id, date desc, start_time desc)`.execute(
    db,
  );
  await sql`create index appointments_of_doctor on appointments (doctor_id, date desc, start_time desc)`.execute(
    db,
  );
  await sql`create index appointments_reminder_due on appointments (date)
    where status = 'confirmed' and reminder_sent_at is null`.execute(db);

  await db.schema
    .createTable('appointment_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('appointment_id', 'uuid', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('pdf','jpg','png','doc','docx')`),
    )
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size >= 0`))
    /** A random file name under the data directory (ARCHITECTURE.md: files). */
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index appointment_documents_of on appointment_documents (appointment_id)`.execute(
    db,
  );

  await db.schema
    .createTable('prescriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('appointment_id', 'uuid', (c) =>
      c.notNull().unique().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('patient_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('doctor_id', 'uuid', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active','completed','cancelled')`),
    )
    /** The full form of 001 §3 as the contract parsed it. */
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index prescriptions_of_patient on prescriptions (patient_id, created_at desc)`.execute(
    db,
  );
  await sql`create index prescriptions_of_doctor on prescriptions (doctor_id, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    /** What happened, e.g. 'appointment_confirmed': the text is written in the reader's language. */
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notifications_of_user on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').ifExists().execute();
  await db.schema.dropTable('prescriptions').ifExists().execute();
  await db.schema.dropTable('appointment_documents').ifExists().execute();
  await db.schema.dropTable('appointments').ifExists().execute();
}
