/**
 * Seeds the demo once per server project instead of once per test file (each file used
 * to migrate and seed its own database: about 1.5 s on PGlite and more on PostgreSQL,
 * times every file). PGlite: the seeded data directory is dumped to a file the harness
 * loads; PostgreSQL: a seeded template database the harness copies. The seed's Nepal date
 * goes along, so a file that starts on a later Nepal day (a run over midnight) seeds its
 * own database instead of reading appointments dated from yesterday.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/database';
import { pgliteOf } from '../db/notify';
import { nepalToday } from '../domain/appointments/dates';
import { seedDemo } from '../domain/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the seeded database is: a PGlite dump file, or a template database's name. */
    seeded: { pgliteDump?: string; template?: string; nepalDay: string };
  }
}

export default async function setup(project: TestProject) {
  const url = project.config.env?.TEST_DATABASE_URL;
  const now = new Date();
  const nepalDay = nepalToday(now);
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    await seedDemo(db, now);
    const dump = await pgliteOf(db)!.dumpDataDir('none');
    const folder = mkdtempSync(path.join(tmpdir(), 'ujyalo-seeded-'));
    const pgliteDump = path.join(folder, 'seeded.tar');
    writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
    await db.destroy();
    project.provide('seeded', { pgliteDump, nepalDay });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const template = `ujyalo_seeded_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url });
  await sql`create database ${sql.id(template)}`.execute(admin);
  const own = new URL(url);
  own.pathname = `/${template}`;
  const db = await openDatabase({ databaseUrl: own.toString() });
  await migrate(db);
  await seedDemo(db, now);
  await db.destroy();
  project.provide('seeded', { template, nepalDay });
  return async () => {
    await sql`drop database if exists ${sql.id(template)} with (force)`.execute(admin);
    await admin.destroy();
  };
}
