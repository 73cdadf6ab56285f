import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import pg from 'pg';
import * as m0001 from './migrations/0001-accounts';
import * as m0002 from './migrations/0002-contact-messages';
import * as m0003 from './migrations/0003-discovery';
import { pgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Migrations in order; each file is imported here so bundling and tests see the same list. */
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-contact-messages': m0002,
  '0003-discovery': m0003,
};

export type DatabaseOptions = {
  /** postgres://… runs on a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
};

export async function openDatabase({
  databaseUrl,
  dataDir = '.data',
}: DatabaseOptions): Promise<Db> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // Geo (nearby) and trigram (typo-tolerant search) extensions; the migrations create them.
  const pglite = await PGlite.create(location, { extensions: { cube, earthdistance, pg_trgm } });
  return new Kysely<Database>({ dialect: pgliteDialect(pglite) });
}

/** Brings the schema up to date; runs at every start. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
