/**
 * Seeds the demo once per server project instead of once per test file (each file used
 * to migrate and seed its own database: about 1.5 s on PGlite and more on PostgreSQL,
 * times every file). PGlite: the seeded data directory is dumped to a file the harness
 * loads; PostgreSQL: a seeded template database the harness copies. The seed's Nepal date
 * goes along, so a file that starts on a later Nepal day (a run over midnight) seeds its
 * own database instead of reading appointments dated from yesterday.
 *
 * A second copy is seeded at FIXED_SEED_AT for the suites that run on a fixed clock: the
 * demo counts its appointments, letters and histories from the day it is seeded, so a
 * suite reading it at "Saturday 21 November 2026" would otherwise find other visits on its
 * dates depending on the day the run happens (a slot already taken on some days only).
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
    /** The same, seeded at FIXED_SEED_AT: for suites with a fixed clock. */
    seededFixed: { pgliteDump?: string; template?: string };
  }
}

/** When the fixed-clock suites' demo was seeded: noon in Kathmandu, Sunday 29 November 2026. */
export const FIXED_SEED_AT = new Date('2026-11-29T06:15:00Z');

export default async function setup(project: TestProject) {
  const url = project.config.env?.TEST_DATABASE_URL;
  const now = new Date();
  const nepalDay = nepalToday(now);
  if (!url) {
    const folder = mkdtempSync(path.join(tmpdir(), 'ujyalo-seeded-'));
    const dumpSeededAt = async (at: Date, name: string) => {
      const db = await openDatabase({ dataDir: 'memory://' });
      await migrate(db);
      await seedDemo(db, at);
      const dump = await pgliteOf(db)!.dumpDataDir('none');
      const file = path.join(folder, name);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await db.destroy();
      return file;
    };
    project.provide('seeded', { pgliteDump: await dumpSeededAt(now, 'seeded.tar'), nepalDay });
    project.provide('seededFixed', { pgliteDump: await dumpSeededAt(FIXED_SEED_AT, 'fixed.tar') });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const admin = await openDatabase({ databaseUrl: url });
  const templates: string[] = [];
  const templateSeededAt = async (at: Date) => {
    const template = `ujyalo_seeded_${process.pid}_${randomBytes(4).toString('hex')}`;
    templates.push(template);
    await sql`create database ${sql.id(template)}`.execute(admin);
    const own = new URL(url);
    own.pathname = `/${template}`;
    const db = await openDatabase({ databaseUrl: own.toString() });
    await migrate(db);
    await seedDemo(db, at);
    await db.destroy();
    return template;
  };
  project.provide('seeded', { template: await templateSeededAt(now), nepalDay });
  project.provide('seededFixed', { template: await templateSeededAt(FIXED_SEED_AT) });
  return async () => {
    for (const template of templates)
      await sql`drop database if exists ${sql.id(template)} with (force)`.execute(admin);
    await admin.destroy();
  };
}
