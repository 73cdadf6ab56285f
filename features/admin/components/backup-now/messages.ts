import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'admin.backups.title', defaultMessage: 'Backup' },
  description: {
    id: 'admin.backups.description',
    defaultMessage: 'A copy of the database and the uploaded files, kept on the server.',
  },
  backupNow: { id: 'admin.backups.backupNow', defaultMessage: 'Backup Now' },
  backingUp: { id: 'admin.backups.backingUp', defaultMessage: 'Backing up…' },
  never: { id: 'admin.backups.never', defaultMessage: 'No backup has been made yet.' },
  stateIdle: { id: 'admin.backups.state.idle', defaultMessage: 'Ready' },
  stateRunning: { id: 'admin.backups.state.running', defaultMessage: 'Backup in progress…' },
  stateCompleted: {
    id: 'admin.backups.state.completed',
    defaultMessage: 'Backup completed successfully!',
  },
  stateFailed: {
    id: 'admin.backups.state.failed',
    defaultMessage: 'Backup failed. Please try again.',
  },
  recent: { id: 'admin.backups.recent', defaultMessage: 'Recent backups' },
  noRuns: { id: 'admin.backups.noRuns', defaultMessage: 'No backups yet' },
  runRunning: { id: 'admin.backups.run.running', defaultMessage: 'Running' },
  runCompleted: { id: 'admin.backups.run.completed', defaultMessage: 'Completed' },
  runFailed: { id: 'admin.backups.run.failed', defaultMessage: 'Failed' },
  manual: { id: 'admin.backups.run.manual', defaultMessage: 'Started by an admin' },
  automatic: { id: 'admin.backups.run.automatic', defaultMessage: 'Automatic' },
  encrypted: { id: 'admin.backups.run.encrypted', defaultMessage: 'Encrypted' },
  loadFailed: {
    id: 'admin.backups.loadFailed',
    defaultMessage: 'The backups could not be loaded.',
  },
});

/** Messages with a value: when the last backup was, how big a backup is. */
export const valueMessages = defineMessages<
  Record<'lastBackup', { when: string }> & Record<'size', { size: string }>
>({
  lastBackup: { id: 'admin.backups.lastBackup', defaultMessage: 'Last backup: {when}' },
  size: { id: 'admin.backups.run.size', defaultMessage: '{size} MB' },
});
