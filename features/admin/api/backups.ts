import type { BackupsResponse } from '@contract/admin-backups';
import { useApiMutation, useApiQuery } from '@lib/data';

/** How often the backups are read again while one runs. */
export const BACKUP_POLL_MS = 1000;

/** The backups: idle or running, the last backup, and the recent runs; polled while one runs. */
export function useBackups(onSuccess?: (data: BackupsResponse['data']) => void) {
  return useApiQuery(
    'backups',
    {},
    {
      shouldRetryOnError: false,
      onSuccess,
      refreshInterval: (latest?: BackupsResponse['data']) =>
        latest?.state === 'running' ? BACKUP_POLL_MS : 0,
    },
  );
}

/** Backup Now: starts a backup; the backups are read again. */
export const useStartBackup = () => useApiMutation('startBackup', { revalidates: ['backups'] });
