import { http } from 'msw';
import type { BackupRun, BackupsResponse } from '@contract/admin-backups';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/admin-backups';
import { api, failures, hang, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the runs, and how the next backup ends ----

let runs: BackupRun[] = [];
let lastBackup: string | null = null;
let outcome: 'completed' | 'failed' = 'completed';
let runMs = 600;
let startedAt = 0;

/**
 * The backups the handlers serve and change. Reset it before each story
 * (the preview does, mocks/stores.ts); `reset(seed, { outcome, runMs })` says how
 * the next Backup Now ends and how long it runs.
 */
export const backupStore = {
  reset(
    seed: BackupsResponse['data'] = fixtures.backups,
    next: { outcome?: 'completed' | 'failed'; runMs?: number } = {},
  ) {
    runs = seed.runs.map((r) => ({ ...r }));
    lastBackup = seed.lastBackup;
    outcome = next.outcome ?? 'completed';
    runMs = next.runMs ?? 600;
  },
  get runs(): readonly BackupRun[] {
    return runs;
  },
};
resetBeforeEachStory(() => backupStore.reset());

/** The running run ends once its time has passed, as the server's would. */
function settle() {
  const running = runs.find((r) => r.status === 'running');
  if (!running || Date.now() - startedAt < runMs) return;
  // Fixed times, so a story's picture does not change with the clock.
  const finishedAt = '2026-11-24T09:30:03.000Z';
  Object.assign(
    running,
    outcome === 'completed'
      ? { status: 'completed', finishedAt, sizeBytes: 18_600_000, fileName: 'ujyalo-backup.ujbak' }
      : { status: 'failed', finishedAt, error: 'Error: ENOSPC: no space left on device' },
  );
  if (outcome === 'completed') lastBackup = finishedAt;
}

const state = (): BackupsResponse['data'] => {
  settle();
  return {
    state: runs.some((r) => r.status === 'running') ? 'running' : 'idle',
    lastBackup,
    runs: runs.slice(0, 10),
  };
};

export const backups = {
  success: () => http.get(api(paths.backups), () => ok(state())),
  empty: () => http.get(api(paths.backups), () => ok(fixtures.noBackups)),
  loading: () => http.get(api(paths.backups), hang),
  forbidden: () => http.get(api(paths.backups), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.backups),
};

export const startBackup = {
  success: () =>
    http.post(api(paths.startBackup), ({ request }) => {
      settle();
      if (runs.some((r) => r.status === 'running')) return refuse(request, 409, 'BACKUP_RUNNING');
      startedAt = Date.now();
      const run: BackupRun = {
        ...fixtures.started.run,
        id: `run-${runs.length + 1}`,
      };
      runs = [run, ...runs];
      return ok({ run });
    }),
  backupRunning: () =>
    http.post(api(paths.startBackup), ({ request }) => refuse(request, 409, 'BACKUP_RUNNING')),
  backupKeyMissing: () =>
    http.post(api(paths.startBackup), ({ request }) => refuse(request, 409, 'BACKUP_KEY_MISSING')),
  ...failures('post', paths.startBackup),
};

export const backupHandlers = () => [backups.success(), startBackup.success()];
