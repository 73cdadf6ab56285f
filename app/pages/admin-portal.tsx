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
} from '@features/admin';
import { PortalShell } from '@features/portal-shell';
import type { ReactNode } from 'react';

export type AdminPortalProps = { actions?: ReactNode };

/**
 * /portal/admin (002 §2, issue 14): every tab of the admin portal. Loaded on its own, so
 * the other portals never carry the admin screens.
 */
export default function AdminPortal({ actions }: AdminPortalProps) {
  return (
    <PortalShell
      portal="admin"
      actions={actions}
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
