/**
 * The admin portal's screens (002 §2, issue 14). The app loads this feature only for the
 * admin portal, so patients and doctors never download it.
 */
export { AdminDashboard } from './components/dashboard';
export { PendingApprovals } from './components/pending-approvals';
export { UsersPanel } from './components/users';
export { ProvidersPanel, type ProvidersPanelProps } from './components/providers';
export { AmbulancesPanel } from './components/ambulances';
export { SystemSettings } from './components/settings';
export { BackupNow } from './components/backup-now';
export { AnalyticsPanel } from './components/analytics';
export { DonationQr } from './components/donation-qr';
export { ModerationQueue } from './components/moderation';
export { AuditLog } from './components/audit-log';
export { usePendingCount } from './api/dashboard';
