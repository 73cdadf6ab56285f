import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupRun, BackupsResponse } from '@contract/admin-backups';
import type { Db } from '../../db/database';
import type { BackupRunsTable } from '../../db/schema-admin';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/errors';
import { audit } from '../audit';
import { getSetting, setSetting } from '../settings';
import { encodeArchive } from './archive';
import { dumpAll } from './dump';

/**
 * Backup runs (issue 14): an admin's Backup Now or the autoBackup timer writes one
 * archive into the backup directory, records the run, sets the backup settings'
 * lastBackup, and removes the backups older than retentionPeriod days.
 */

export type BackupDeps = {
  db: Db;
  /** The data directory's stored files. */
  filesDir: string;
  /** Where archives go: BACKUP_DIR, or the data directory's backups/. */
  backupDir: string;
  /** BACKUP_KEY: needed when the settings ask for encrypted backups. */
  backupKey: string | undefined;
  clock: () => Date;
};

/** A run still marked running this long after it began belongs to a process that died. */
const ABANDONED_MS = 6 * 60 * 60 * 1000;
const RECENT = 10;

type RunRow = Selectable<BackupRunsTable>;

const toRun = (row: RunRow): BackupRun => ({
  id: row.id,
  status: row.status,
  trigger: row.trigger,
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  fileName: row.file_name,
  encrypted: row.encrypted,
  error: row.error,
});

/** Where the backups of a data directory go unless BACKUP_DIR says otherwise. */
export const defaultBackupDir = (dataDir: string) =>
  dataDir.startsWith('memory://') ? undefined : path.resolve(dataDir, 'backups');

const fileNameAt = (at: Date) => `ujyalo-backup-${at.toISOString().replace(/[:.]/g, '-')}.ujbak`;

async function failAbandoned(db: Db, now: Date) {
  await db
    .updateTable('backup_runs')
    .set({ status: 'failed', finished_at: now, error: 'The server stopped during this backup.' })
    .where('status', '=', 'running')
    .where('started_at', '<', new Date(now.getTime() - ABANDONED_MS))
    .execute();
}

export async function backupState(db: Db): Promise<BackupsResponse['data']> {
  const rows = await db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  const { lastBackup } = await getSetting(db, 'backup');
  return {
    state: rows.some((r) => r.status === 'running') ? 'running' : 'idle',
    lastBackup,
    runs: rows.map(toRun),
  };
}

/**
 * Starts a backup and returns its run at once; `done` settles when the archive is
 * written (or the run has failed). Refuses with 409 while another runs, and when the
 * settings ask for encryption that the server has no key for.
 */
export async function startBackup(
  deps: BackupDeps,
  by: { actor: { id: string; role: string } | null; ip?: string | null },
): Promise<{ run: BackupRun; done: Promise<BackupRun> }> {
  const { db, clock } = deps;
  const now = clock();
  const settings = await getSetting(db, 'backup');
  if (settings.encryptBackups && !deps.backupKey) throw new AppError(409, 'BACKUP_KEY_MISSING');
  await failAbandoned(db, now);
  let row: RunRow;
  try {
    row = await db
      .insertInto('backup_runs')
      .values({
        status: 'running',
        trigger: by.actor ? 'manual' : 'automatic',
        started_by: by.actor?.id ?? null,
        started_at: now,
        encrypted: settings.encryptBackups,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // backup_runs_one_running: another backup is under way (here or in another process).
    if ((error as { code?: string }).code === '23505') throw new AppError(409, 'BACKUP_RUNNING');
    throw error;
  }
  await audit(db, {
    actor: by.actor,
    action: 'create',
    subjectType: 'backup',
    subjectId: row.id,
    ip: by.ip ?? null,
    details: { trigger: row.trigger, encrypted: row.encrypted },
  });
  const done = runBackup(deps, row, settings.encryptBackups, settings.retentionPeriod);
  return { run: toRun(row), done };
}

async function runBackup(
  deps: BackupDeps,
  row: RunRow,
  encrypt: boolean,
  retentionDays: number,
): Promise<BackupRun> {
  const { db, clock } = deps;
  const fileName = fileNameAt(row.started_at);
  const file = path.join(deps.backupDir, fileName);
  try {
    const dump = await dumpAll(db, deps.filesDir, clock());
    const bytes = encodeArchive(dump, encrypt ? deps.backupKey : undefined);
    await mkdir(deps.backupDir, { recursive: true });
    // Written aside and renamed: a half-written archive never carries a backup's name.
    await writeFile(file + '.part', bytes, { mode: 0o600 });
    await rename(file + '.part', file);
    const finished = clock();
    // Expired archives go before the run completes: once it shows as done, they are gone.
    const done = await db.transaction().execute(async (trx) => {
      await removeExpired({ ...deps, db: trx }, retentionDays);
      const updated = await trx
        .updateTable('backup_runs')
        .set({
          status: 'completed',
          finished_at: finished,
          size_bytes: bytes.length,
          file_name: fileName,
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const settings = await getSetting(trx, 'backup');
      await setSetting(trx, 'backup', { ...settings, lastBackup: finished.toISOString() });
      return updated;
    });
    return toRun(done);
  } catch (error) {
    await rm(file + '.part', { force: true }).catch(() => undefined);
    const failed = await db
      .updateTable('backup_runs')
      .set({ status: 'failed', finished_at: clock(), error: String(error).slice(0, 500) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirst();
    return failed ? toRun(failed) : toRun(row);
  }
}

/** Removes the archives (and their runs) older than the retention period. */
async function removeExpired({ db, backupDir, clock }: BackupDeps, retentionDays: number) {
  const before = new Date(clock().getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const expired = await db
    .deleteFrom('backup_runs')
    .where('status', '!=', 'running')
    .where('started_at', '<', before)
    .returning('file_name')
    .execute();
  for (const { file_name } of expired)
    if (file_name) await rm(path.join(backupDir, path.basename(file_name)), { force: true });
}

const PERIOD_MS = {
  hourly: 60 * 60 * 1000,
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
  monthly: 30 * 24 * 60 * 60 * 1000,
} as const;

/** One look of the autoBackup timer: starts a backup when one is due. */
export async function backupIfDue(deps: BackupDeps): Promise<BackupRun | null> {
  const settings = await getSetting(deps.db, 'backup');
  if (!settings.autoBackup) return null;
  const last = settings.lastBackup ? Date.parse(settings.lastBackup) : 0;
  if (deps.clock().getTime() - last < PERIOD_MS[settings.backupFrequency]) return null;
  try {
    const { done } = await startBackup(deps, { actor: null });
    return await done;
  } catch (error) {
    // Another process's timer (or an admin) got there first. A missing key is logged.
    if (error instanceof AppError && error.code === 'BACKUP_RUNNING') return null;
    throw error;
  }
}

/** The autoBackup timer (started by server/main.ts); returns its stop. */
export function startBackupTimer(
  deps: BackupDeps,
  intervalSeconds: number,
  log: { error(obj: unknown, msg: string): void },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await backupIfDue(deps);
    } catch (error) {
      log.error({ err: error }, 'The automatic backup failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
