import { sql, type Kysely } from 'kysely';

/**
 * Search and discovery (issue 5): doctors with their public profile, the directory of
 * hospitals, labs, pharmacies and ambulances (one `providers` table with a type), and
 * the doctors' weekly schedules across hospitals.
 *
 * Locations are latitude and longitude with a GiST index on `ll_to_earth` (earthdistance)
 * for nearby; names, specialties and cities are searchable with trigram GIN indexes
 * (pg_trgm) on a lower-cased `search_text`. Only verified doctors are public, so the
 * doctors' search indexes are partial on that predicate, which every public query repeats.
 */

/** The predicate of a public doctor; queries must spell it exactly so the partial indexes apply. */
const PUBLIC = sql`nmc_verified and verification_status = 'verified'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Trusted extensions on PostgreSQL 13+, so the database owner may create them.
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('providers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('hospital','lab','pharmacy','ambulance')`),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ne', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull().check(sql`lat between -90 and 90`))
    .addColumn('lng', 'double precision', (c) => c.notNull().check(sql`lng between -180 and 180`))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('rating', 'double precision', (c) => c.check(sql`rating between 0 and 5`))
    .addColumn('departments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    /** Extra words a person may search by (Nepali city name, services). */
    .addColumn('search_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) =>
      c
        .generatedAlwaysAs(
          sql`lower(name || ' ' || coalesce(name_ne, '') || ' ' || city || ' ' || search_terms)`,
        )
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index providers_page on providers (type, name, id)`.execute(db);
  await sql`create index providers_geo on providers using gist (ll_to_earth(lat, lng))`.execute(db);
  await sql`create index providers_search on providers using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index providers_city on providers using gin (lower(city) gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('doctors')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Most listed doctors have no login; the one of a doctor account links here.
    .addColumn('user_id', 'uuid', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('specialization', 'text', (c) => c.notNull())
    .addColumn('qualification', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('experience_years', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`experience_years >= 0`),
    )
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('education', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('experience', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('clinic_name', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('lat', 'double precision', (c) => c.check(sql`lat between -90 and 90`))
    .addColumn('lng', 'double precision', (c) => c.check(sql`lng between -180 and 180`))
    .addColumn('languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('photo_url', 'text')
    .addColumn('nmc_number', 'text')
    .addColumn('nmc_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verification_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`verification_status in ('pending','verified','rejected')`),
    )
    .addColumn('rating_avg', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`rating_avg between 0 and 5`),
    )
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** Extra words a person may search by (the field, Nepali forms, departments). */
    .addColumn('search_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) =>
      c
        .generatedAlwaysAs(
          sql`lower(full_name || ' ' || specialization || ' ' || city || ' ' || search_terms)`,
        )
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index doctors_nmc_number on doctors (nmc_number) where nmc_number is not null`.execute(
    db,
  );
  // The public list: best rated first, the id breaks ties for a stable cursor.
  await sql`create index doctors_public_page on doctors (rating_avg desc, id) where ${PUBLIC}`.execute(
    db,
  );
  await sql`create index doctors_public_geo on doctors using gist (ll_to_earth(lat, lng)) where ${PUBLIC} and lat is not null and lng is not null`.execute(
    db,
  );
  await sql`create index doctors_public_search on doctors using gin (search_text gin_trgm_ops) where ${PUBLIC}`.execute(
    db,
  );
  await sql`create index doctors_public_city on doctors using gin (lower(city) gin_trgm_ops) where ${PUBLIC}`.execute(
    db,
  );
  await sql`create index doctors_public_specialization on doctors (lower(specialization)) where ${PUBLIC}`.execute(
    db,
  );

  await db.schema
    .createTable('doctor_schedules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('doctor_id', 'uuid', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('hospital_id', 'uuid', (c) =>
      c.notNull().references('providers.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`day in ('Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday')`,
        ),
    )
    .addColumn('start_time', 'text', (c) =>
      c.notNull().check(sql`start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    )
    .addColumn('end_time', 'text', (c) =>
      c.notNull().check(sql`end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    )
    .addColumn('consultation_fee', 'integer', (c) => c.notNull().check(sql`consultation_fee >= 0`))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // 'HH:MM' strings compare in clock order.
    .addCheckConstraint('doctor_schedules_end_after_start', sql`end_time > start_time`)
    .execute();
  await sql`create index doctor_schedules_doctor on doctor_schedules (doctor_id)`.execute(db);
  await sql`create index doctor_schedules_hospital on doctor_schedules (hospital_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('doctor_schedules').ifExists().execute();
  await db.schema.dropTable('doctors').ifExists().execute();
  await db.schema.dropTable('providers').ifExists().execute();
}
