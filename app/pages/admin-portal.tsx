import {
  AdminDashboard,
  AmbulancesPanel,
  AnalyticsPanel,
  AuditLog,
  DonationQr,
  ModerationQueue,
  PendingApprovals,
  ProvidersPanel,
  SystemSettings,
  UsersPanel,
  usePendingCount,
} from '@features/admin';
import { PortalShell } from '@features/portal-shell';
import type { ReactNode } from 'react';

export type AdminPortalProps = { actions?: ReactNode };

/**
 * /portal/admin (002 §2, issue 14): every tab of the admin portal. Loaded on its own, so
 * the other portals never carry the admin screens.
 */
export default function AdminPortal({ actions }: AdminPortalProps) {
  // The Pending approvals tab's badge: how many applications wait (002 §2). The shell
  // itself follows the admin:navigate event that the screens send.
  const pending = usePendingCount();
  return (
    <PortalShell
      portal="admin"
      actions={actions}
      counts={pending ? { 'pending-approvals': pending } : undefined}
      panels={{
        dashboard: <AdminDashboard />,
        'pending-approvals': <PendingApprovals />,
        users: <UsersPanel />,
        hospitals: <ProvidersPanel kind="hospital" />,
        pharmacies: <ProvidersPanel kind="pharmacy" />,
        labs: <ProvidersPanel kind="lab" />,
        ambulances: <AmbulancesPanel />,
        settings: <SystemSettings />,
        analytics: <AnalyticsPanel />,
        'buy-coffee': <DonationQr />,
        moderation: <ModerationQueue />,
        'audit-log': <AuditLog />,
      }}
    />
  );
}
