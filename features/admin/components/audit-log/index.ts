export { AuditLog } from './audit-log';
