export { BackupNow } from './backup-now';
