import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { backupsResponse, startBackupResponse } from '@contract/admin-backups';
import { backupIfDue, decodeArchive, encodeArchive, isEncrypted } from '../../../domain/backups';
import { backupDepsOf } from '../../../routes/backups';
import { defaultSettings, getSetting, setSetting } from '../../../domain/settings';
import { suiteApp } from '../../harness-suite';
import { accessToken, bearer, demoUser, expectFailure, expectSuccess } from '../../harness';

/**
 * Backups (issue 14) through the HTTP API: an admin's Backup Now writes an archive,
 * the run shows as running and then completed, lastBackup is set, one at a time, and an
 * encrypted backup needs its key.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-backup-test-'));
const backupDir = path.join(dataDir, 'backups');
const t = suiteApp({ DATA_DIR: dataDir });

const tokenOf = async (role: 'admin' | 'doctor') =>
  accessToken(t.tokens, await demoUser(t.db, role));

async function state(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/backups',
    headers: bearer(token),
  });
  expectSuccess(res);
  return backupsResponse.parse(res.json()).data;
}

const start = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(token) });

async function untilIdle(token: string) {
  for (let i = 0; i < 200; i += 1) {
    const now = await state(token);
    if (now.state === 'idle') return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('The backup did not finish');
}

beforeEach(async () => {
  await setSetting(t.db, 'backup', defaultSettings.backup);
  await t.db.deleteFrom('backup_runs').execute();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Backup Now', () => {
  test('an admin backs up: running, then completed with its file, size and lastBackup', async () => {
    const admin = await tokenOf('admin');
    expect(await state(admin)).toMatchObject({ state: 'idle', lastBackup: null, runs: [] });

    const res = await start(admin);
    const { run } = startBackupResponse.parse(expectSuccess(res) && res.json()).data;
    expect(run).toMatchObject({ status: 'running', trigger: 'manual', encrypted: false });

    const after = await untilIdle(admin);
    expect(after.runs).toHaveLength(1);
    const done = after.runs[0]!;
    expect(done).toMatchObject({ id: run.id, status: 'completed', error: null });
    expect(done.sizeBytes).toBeGreaterThan(1000);
    expect(after.lastBackup).toBe(done.finishedAt);
    expect(readdirSync(backupDir)).toContain(done.fileName);

    const dump = decodeArchive(readFileSync(path.join(backupDir, done.fileName!)));
    const users = dump.tables.find((x) => x.name === 'users')!;
    expect(users.rows.length).toBeGreaterThan(5);
    // Users come before the tables that point at them.
    const order = dump.tables.map((x) => x.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('appointments'));
    expect(dump.migrations).toContain('0014-backup-runs');

    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('subject_type', '=', 'backup')
      .execute();
    expect(audited).toContainEqual({ action: 'create', subject_id: run.id });
  });

  test('a second backup while one runs is refused with 409', async () => {
    const admin = await tokenOf('admin');
    await t.db.insertInto('backup_runs').values({ status: 'running' }).execute();
    expect((await state(admin)).state).toBe('running');
    expectFailure(await start(admin), 409, {
      code: 'BACKUP_RUNNING',
      message: 'A backup is already running. Please wait for it to finish.',
    });
  });

  test('encrypted backups need BACKUP_KEY: refused clearly without it', async () => {
    const admin = await tokenOf('admin');
    await setSetting(t.db, 'backup', { ...defaultSettings.backup, encryptBackups: true });
    vi.stubEnv('BACKUP_KEY', '');
    expectFailure(await start(admin), 409, { code: 'BACKUP_KEY_MISSING' });
    expect((await state(admin)).runs).toEqual([]);
  });

  test('with encryptBackups and BACKUP_KEY, the archive is encrypted and opens with the key', async () => {
    const admin = await tokenOf('admin');
    await setSetting(t.db, 'backup', { ...defaultSettings.backup, encryptBackups: true });
    vi.stubEnv('BACKUP_KEY', 'pokhara-office-backup-key-2083-kartik');
    expectSuccess(await start(admin));
    const done = (await untilIdle(admin)).runs[0]!;
    expect(done).toMatchObject({ status: 'completed', encrypted: true });
    const bytes = readFileSync(path.join(backupDir, done.fileName!));
    expect(isEncrypted(bytes)).toBe(true);
    expect(() => decodeArchive(bytes)).toThrow(/set BACKUP_KEY/);
    const dump = decodeArchive(bytes, 'pokhara-office-backup-key-2083-kartik');
    expect(dump.tables.some((x) => x.name === 'users' && x.rows.length > 0)).toBe(true);
  });

  test('backups older than the retention period are removed, with their runs', async () => {
    const admin = await tokenOf('admin');
    await setSetting(t.db, 'backup', { ...defaultSettings.backup, retentionPeriod: 7 });
    mkdirSync(backupDir, { recursive: true });
    const old = 'ujyalo-backup-2020-01-01T00-00-00-000Z.ujbak';
    writeFileSync(path.join(backupDir, old), 'UJBK1P\n');
    await t.db
      .insertInto('backup_runs')
      .values({
        status: 'completed',
        started_at: new Date('2020-01-01T00:00:00Z'),
        finished_at: new Date('2020-01-01T00:00:05Z'),
        size_bytes: 7,
        file_name: old,
      })
      .execute();
    expectSuccess(await start(admin));
    const after = await untilIdle(admin);
    expect(after.runs.map((r) => r.fileName)).not.toContain(old);
    expect(readdirSync(backupDir)).not.toContain(old);
    expect(readdirSync(backupDir)).toContain(after.runs[0]!.fileName);
  });

  test('autoBackup makes one when the chosen frequency has passed, and not before', async () => {
    const deps = backupDepsOf({
      db: t.db,
      clock: () => new Date('2026-11-24T10:00:00Z'),
      filesDir: path.join(dataDir, 'files'),
      dataDir,
    });
    await setSetting(t.db, 'backup', {
      ...defaultSettings.backup,
      backupFrequency: 'daily',
      lastBackup: '2026-11-24T01:00:00.000Z',
    });
    expect(await backupIfDue(deps)).toBeNull();
    await setSetting(t.db, 'backup', {
      ...defaultSettings.backup,
      backupFrequency: 'hourly',
      lastBackup: '2026-11-24T08:59:00.000Z',
    });
    expect(await backupIfDue(deps)).toMatchObject({ status: 'completed', trigger: 'automatic' });
    expect((await getSetting(t.db, 'backup')).lastBackup).toBe('2026-11-24T10:00:00.000Z');
    await setSetting(t.db, 'backup', { ...defaultSettings.backup, autoBackup: false });
    expect(await backupIfDue(deps)).toBeNull();
  });

  test('no one but an admin sees or starts backups', async () => {
    const doctor = await tokenOf('doctor');
    expectFailure(await start(doctor), 403);
    expectFailure(
      await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: bearer(doctor) }),
      403,
    );
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/admin/backups' }), 401);
    expect(await getSetting(t.db, 'backup')).toMatchObject({ lastBackup: null });
  });
});

describe('the archive', () => {
  const dump = decodeArchive(
    encodeArchive({
      format: 'ujyalo-backup',
      version: 1,
      createdAt: '2026-11-24T10:00:00.000Z',
      migrations: ['0001-accounts'],
      tables: [{ name: 'settings', columns: ['key'], rows: [{ key: 'backup' }] }],
      files: [],
    }),
  );

  test('encrypted with AES-256-GCM opens only with its key', () => {
    const bytes = encodeArchive(dump, 'the-key-of-the-kathmandu-office-2083');
    expect(isEncrypted(bytes)).toBe(true);
    expect(bytes.includes(Buffer.from('settings'))).toBe(false);
    expect(decodeArchive(bytes, 'the-key-of-the-kathmandu-office-2083')).toEqual(dump);
    expect(() => decodeArchive(bytes, 'another key')).toThrow(/BACKUP_KEY is not its key/);
    expect(() => decodeArchive(bytes)).toThrow(/set BACKUP_KEY/);
    expect(() => decodeArchive(Buffer.from('hello'))).toThrow(/not a Ujyalo Health backup/);
  });
});
