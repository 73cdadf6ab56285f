import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, type KyselyConfig, type Migration } from 'kysely';
import pg from 'pg';
import * as m0001 from './migrations/0001-accounts';
import * as m0002 from './migrations/0002-contact-messages';
import * as m0003 from './migrations/0003-discovery';
import * as m0004 from './migrations/0004-doctor-search';
import * as m0005 from './migrations/0005-appointments';
import * as m0006 from './migrations/0006-feed';
import * as m0007 from './migrations/0007-content-language';
import * as m0008 from './migrations/0008-recovery-attempts';
import * as m0009 from './migrations/0009-sessions';
import * as m0010 from './migrations/0010-account-limits';
import * as m0011 from './migrations/0011-verification';
import * as m0012 from './migrations/0012-provider-admin';
import * as m0013 from './migrations/0013-auth-policies';
import * as m0014 from './migrations/0014-backup-runs';
import * as m0015 from './migrations/0015-post-moderation';
import * as m0016 from './migrations/0016-session-device';
import * as m0017 from './migrations/0017-user-status';
import * as m0018 from './migrations/0018-medical-records';
import * as m0019 from './migrations/0019-prescription-lists';
import * as m0020 from './migrations/0020-prescription-codes';
import * as m0021 from './migrations/0021-doctor-patients';
import * as m0022 from './migrations/0022-provider-ratings';
import * as m0030 from './migrations/0030-verification-review';
import * as m0031 from './migrations/0031-emergency-history-records';
import * as m0029 from './migrations/0029-doctor-ratings';
import * as m0026 from './migrations/0026-medicine-orders';
import * as m0023 from './migrations/0023-schedule-hospitals';
import * as m0027 from './migrations/0027-emergencies';
import * as m0028 from './migrations/0028-patient-profile';
import * as m0024 from './migrations/0024-doctor-profile';
import * as m0038 from './migrations/0038-doctor-profile-documents';
import * as m0039 from './migrations/0039-provider-rating-criteria';
import * as m0033 from './migrations/0033-transfers';
import * as m0035 from './migrations/0035-care-requests';
import * as m0032 from './migrations/0032-referrals-care-links';
import * as m0036 from './migrations/0036-letters';
import * as m0034 from './migrations/0034-consultations';
import * as m0040 from './migrations/0040-doctor-names';
import { rememberSource } from './notify';
import { DataDirError, lockDataDir } from './data-dir-lock';
import { pgliteDialect } from './pglite-dialect';
import { prepareStatements } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Migrations in order; each file is imported here so bundling and tests see the same list. */
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-contact-messages': m0002,
  '0003-discovery': m0003,
  '0004-doctor-search': m0004,
  '0005-appointments': m0005,
  '0006-feed': m0006,
  '0007-content-language': m0007,
  '0008-recovery-attempts': m0008,
  '0009-sessions': m0009,
  '0010-account-limits': m0010,
  '0011-verification': m0011,
  '0012-provider-admin': m0012,
  '0013-auth-policies': m0013,
  '0014-backup-runs': m0014,
  '0015-post-moderation': m0015,
  '0016-session-device': m0016,
  '0017-user-status': m0017,
  '0018-medical-records': m0018,
  '0019-prescription-lists': m0019,
  '0020-prescription-codes': m0020,
  '0021-doctor-patients': m0021,
  '0022-provider-ratings': m0022,
  '0030-verification-review': m0030,
  '0031-emergency-history-records': m0031,
  '0029-doctor-ratings': m0029,
  '0026-medicine-orders': m0026,
  '0023-schedule-hospitals': m0023,
  '0027-emergencies': m0027,
  '0028-patient-profile': m0028,
  '0024-doctor-profile': m0024,
  '0038-doctor-profile-documents': m0038,
  '0039-provider-rating-criteria': m0039,
  '0033-transfers': m0033,
  '0035-care-requests': m0035,
  '0032-referrals-care-links': m0032,
  '0036-letters': m0036,
  '0034-consultations': m0034,
  '0040-doctor-names': m0040,
};

/**
 * How alike a search word and a word of the text must be for `<%` (pg_trgm, default 0.6):
 * 0.5 lets "pokhra" find Pokhara. Set on every connection, PostgreSQL's and PGlite's alike.
 */
const WORD_SIMILARITY = '0.5';

export type DatabaseOptions = {
  /** postgres://… runs on a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** Sees every query run (the benchmark reads their plans). */
  log?: KyselyConfig['log'];
  /** A `memory://` database starts from this dump of a data directory (the test harness). */
  loadDataDir?: Blob;
};

export async function openDatabase({
  databaseUrl,
  dataDir = '.data',
  log,
  loadDataDir,
}: DatabaseOptions): Promise<Db> {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // No JIT compilation (ADR 0051): the API's statements take milliseconds, and compiling
      // one whose estimate passes jit_above_cost took 30 ms on its own (a name search with
      // a specialty, estimated at 185,000 by its per-name lateral scans). PGlite has no JIT.
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY} -c jit=off`,
    });
    // Each statement parsed once per connection, and planned once where a generic plan does.
    prepareStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    rememberSource(db, { databaseUrl });
    return db;
  }
  if (dataDir.startsWith('memory://'))
    return fromPglite(await openPglite(dataDir, loadDataDir), log);
  const directory = path.resolve(dataDir);
  const location = path.join(directory, 'pglite');
  mkdirSync(location, { recursive: true });
  // Before PGlite touches its files: a second process on them loses writes (issue 20).
  const release = lockDataDir(directory);
  try {
    return fromPglite(await openPglite(location), log, release);
  } catch (error) {
    release();
    throw new DataDirError(
      `The embedded database in ${location} could not be opened (${String(error)}). ` +
        'It may be damaged, for example by two servers that used it at once. ' +
        `Restore the last backup of ${directory} (a copy taken while no server ran), ` +
        'or move that directory aside to start with an empty database.',
    );
  }
}

async function openPglite(location: string, loadDataDir?: Blob): Promise<PGlite> {
  // Geo (nearby) and trigram (typo-tolerant search) extensions; the migrations create them.
  const pglite = await PGlite.create(location, {
    extensions: { cube, earthdistance, pg_trgm },
    loadDataDir,
  });
  await pglite.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  return pglite;
}

function fromPglite(pglite: PGlite, log: KyselyConfig['log'], afterClose?: () => void): Db {
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite, afterClose), log });
  rememberSource(db, { pglite });
  return db;
}

/** Brings the schema up to date; runs at every start. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out to work done side by side, which may land out of order
    // (0009 before 0008); each migration stands alone, so one landing late still runs.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
