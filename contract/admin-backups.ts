import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Backups (issue 14; 002 §2 Admin portal, §3 backup settings, docs/adr/0023): the admin's
 * Backup Now, and what the backups stand at: idle or running, the last backup, and the
 * recent runs with their outcome.
 */

export const backupRunStatuses = ['running', 'completed', 'failed'] as const;
export type BackupRunStatus = (typeof backupRunStatuses)[number];

export const backupRun = z.object({
  id: z.string(),
  status: z.enum(backupRunStatuses),
  /** `manual`: an admin's Backup Now; `automatic`: the autoBackup setting's timer. */
  trigger: z.enum(['manual', 'automatic']),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  fileName: z.string().nullable(),
  encrypted: z.boolean(),
  /** Why a failed run failed, for the operator (not translated). */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRun>;

export const backupsResponse = successEnvelope(
  z.object({
    state: z.enum(['idle', 'running']),
    lastBackup: z.iso.datetime({ offset: true }).nullable(),
    /** The latest runs, newest first (at most ten). */
    runs: z.array(backupRun),
  }),
);
export type BackupsResponse = z.infer<typeof backupsResponse>;

export const startBackupResponse = successEnvelope(z.object({ run: backupRun }));
export type StartBackupResponse = z.infer<typeof startBackupResponse>;
