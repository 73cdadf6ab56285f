import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { backupState, defaultBackupDir, startBackup, type BackupDeps } from '../domain/backups';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date; filesDir: string; dataDir: string };

/** Where backups go and the key they are encrypted with, from the environment (ADR 0023). */
export function backupDepsOf(
  { db, clock, filesDir, dataDir }: Deps,
  env: NodeJS.ProcessEnv = process.env,
): BackupDeps {
  const backupDir =
    env.BACKUP_DIR ||
    defaultBackupDir(dataDir) ||
    mkdtempSync(path.join(tmpdir(), 'ujyalo-backups-'));
  return {
    db,
    clock,
    filesDir,
    backupDir,
    // Read at each backup: a key set (or removed) is seen without rebuilding the routes.
    get backupKey() {
      return env.BACKUP_KEY || undefined;
    },
  };
}

/** Backups (issue 14): Backup Now and what the backups stand at. */
export function backupRoutes(app: FastifyInstance, deps: Deps) {
  const backups = backupDepsOf(deps);
  const underWay = new Set<Promise<unknown>>();
  // A backup under way finishes (or fails) before the database closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...underWay]);
  });

  route(app, 'backups', () => backupState(deps.db));
  route(app, 'startBackup', async ({ caller, request }) => {
    const { run, done } = await startBackup(backups, {
      actor: { id: caller.userId, role: caller.role },
      ip: request.ip,
    });
    const settled = done.catch(() => undefined).finally(() => underWay.delete(settled));
    underWay.add(settled);
    return { run };
  });
}
