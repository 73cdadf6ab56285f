import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, inject, test } from 'vitest';
import { backupsResponse } from '@contract/admin-backups';
import { postResponse } from '@contract/feed';
import { lockDataDir } from '../../../db/data-dir-lock';
import { migrate, openDatabase, type Db } from '../../../db/database';
import { seedDemo } from '../../../domain/seed';
import { postBody } from '../../feed/setup';
import { unpackSeededDemo } from '../../seeded-data-dir';
import {
  accessToken,
  bearer,
  buildTestApp,
  demoUser,
  expectFailure,
  expectSuccess,
  type BuiltApp,
} from '../../harness';

/**
 * The journey of issue 14's backups: an admin backs up, a post is deleted, the server is
 * stopped, `npm run restore -- <file>` restores the backup, and the post and its image
 * are back. On the embedded database in `server`, on PostgreSQL in `server-pg`.
 */

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);

type Engine = {
  name: string;
  env: Record<string, string>;
  /** Puts the seeded demo in place, as on a demo server that has started before. */
  seed(dataDir: string): Promise<void>;
  open(dataDir: string): Promise<Db>;
  drop(): Promise<void>;
};

// The backed-up database holds the whole demo, copied from the one global-setup.ts seeded
// for the project instead of seeded again here (5 s of the file on a quiet machine, more on
// an on-disk PGlite, which also had to be created); migrate and seedDemo still run on it, as
// on every server start, and find nothing to do.
const pglite: Engine = {
  name: 'PGlite',
  env: { DATABASE_URL: '' },
  seed: unpackSeededDemo,
  open: (dataDir) => openDatabase({ dataDir }),
  drop: async () => undefined,
};

function postgres(url: string): Engine {
  const name = `ujyalo_restore_${process.pid}_${Date.now()}`;
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: own.toString() },
    async seed() {
      const { template } = inject('seeded');
      const admin = await openDatabase({ databaseUrl: url });
      await sql`create database ${sql.id(name)} template ${sql.id(template!)}`.execute(admin);
      await admin.destroy();
    },
    async open() {
      const admin = await openDatabase({ databaseUrl: url });
      const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
      if (exists.rows.length === 0) await sql`create database ${sql.id(name)}`.execute(admin);
      await admin.destroy();
      return openDatabase({ databaseUrl: own.toString() });
    },
    async drop() {
      const admin = await openDatabase({ databaseUrl: url });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

// `server` runs it on PGlite; `server-pg` (TEST_DATABASE_URL) on PostgreSQL.
const engines = process.env.TEST_DATABASE_URL
  ? [postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

describe.each(engines)('a backup restores on $name', (engine) => {
  test('back up, delete a post, restore: the post and its image are back', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-restore-'));
    const env = { DATA_DIR: dataDir, ...engine.env };
    const filesDir = path.join(dataDir, 'files');
    const local = { open: () => engine.open(dataDir), drop: () => engine.drop() };

    await engine.seed(dataDir);
    let db = await local.open();
    let built: BuiltApp | undefined;
    try {
      await migrate(db);
      await seedDemo(db);
      built = await buildTestApp(db, env);
      const { app, tokens } = built;
      const doctor = await accessToken(tokens, await demoUser(db, 'doctor'));
      const admin = await accessToken(tokens, await demoUser(db, 'admin'));

      const { payload, headers } = await postBody(
        { title: 'Boil water before drinking in Jumla' },
        [{ name: 'kettle.png', type: 'image/png', bytes: PNG }],
      );
      const created = await app.inject({
        method: 'POST',
        url: '/api/feed',
        payload,
        headers: { ...headers, ...bearer(doctor) },
      });
      const { post } = postResponse.parse(expectSuccess(created) && created.json()).data;
      const stored = readdirSync(filesDir);
      expect(stored).toHaveLength(1);

      expectSuccess(
        await app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(admin) }),
      );
      let backup;
      for (let i = 0; i < 400 && !backup; i += 1) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/admin/backups',
          headers: bearer(admin),
        });
        const now = backupsResponse.parse(res.json()).data;
        if (now.state === 'idle') backup = now.runs[0];
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect(backup?.status).toBe('completed');
      const file = path.join(dataDir, 'backups', backup!.fileName!);

      expectSuccess(
        await app.inject({
          method: 'DELETE',
          url: `/api/feed/${post._id}`,
          headers: bearer(doctor),
        }),
      );
      expect(readdirSync(filesDir)).toEqual([]);
      expectFailure(await app.inject({ method: 'GET', url: `/api/feed/${post._id}` }), 404);

      // The server stops; the restore runs on its own, as an operator would.
      await built.app.close();
      built = undefined;
      await db.destroy();
      const { stdout } = await run(tsx, ['server/cli/restore.ts', file], {
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      });
      expect(stdout).toMatch(/^Restored the backup of /);

      db = await local.open();
      built = await buildTestApp(db, env);
      const back = await built.app.inject({ method: 'GET', url: `/api/feed/${post._id}` });
      const restored = postResponse.parse(expectSuccess(back) && back.json()).data.post;
      expect(restored.title).toBe('Boil water before drinking in Jumla');
      expect(readdirSync(filesDir)).toEqual(stored);
      const image = await built.app.inject({ method: 'GET', url: restored.media[0]!.url });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(Buffer.from(PNG))).toBe(true);
      // The backup's own run is not in the backup, and the restore is audited.
      const restoredAudit = await db
        .selectFrom('audit_log')
        .select('action')
        .where('subject_type', '=', 'backup')
        .where('action', '=', 'restore')
        .execute();
      expect(restoredAudit).toHaveLength(1);
    } finally {
      await built?.app.close();
      await db.destroy();
      await local.drop();
    }
  }, 120_000);
});

test('the restore command refuses while a server holds the data directory', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-restore-locked-'));
  // A server holds its directory by this lock, taken before its database opens
  // (openDatabase); creating a database here as well cost 5 s on a quiet machine and 30 s in
  // CI. That a running server holds it is checked by data-dir-lock.test.ts.
  const release = lockDataDir(dataDir);
  try {
    const file = path.join(dataDir, 'some.ujbak');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, 'UJBK1P\n');
    const failed = await run(tsx, ['server/cli/restore.ts', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/in use by another Ujyalo Health server/);
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
  } finally {
    release();
  }
}, 60_000);
