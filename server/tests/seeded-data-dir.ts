/**
 * A data directory that a demo server has started on before: the demo global-setup.ts seeded
 * for the project (its PGlite dump), unpacked where a server keeps its embedded database
 * (`<dataDir>/pglite`). Creating and seeding an on-disk database costs a file about 11 s of
 * CPU on a quiet machine (initdb 5 s, migrations 1 s, the demo 5 s); unpacking the dump about
 * 4 s. For files about the data directory, backups and restore, not about seeding: the seed
 * from nothing is checked by seed.test.ts, and a server's first start on an empty directory
 * by e2e/global-setup.ts on every run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';

export async function unpackSeededDemo(dataDir: string): Promise<void> {
  const { pgliteDump } = inject('seeded');
  if (!pgliteDump) throw new Error('no PGlite dump: this file runs in the `server` project');
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { cube, earthdistance, pg_trgm },
    loadDataDir: new Blob([readFileSync(pgliteDump)]),
  });
  await pglite.close();
}
