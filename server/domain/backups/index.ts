export { BackupFormatError, decodeArchive, encodeArchive, isEncrypted } from './archive';
export { dumpAll, restoreAll } from './dump';
export { restoreFromFile } from './restore';
export {
  backupIfDue,
  backupState,
  defaultBackupDir,
  startBackup,
  startBackupTimer,
  type BackupDeps,
} from './runs';
