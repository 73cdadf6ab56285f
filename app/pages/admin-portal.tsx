import { lazy, type ReactNode } from 'react';
import { usePendingCount } from '@features/admin/api/dashboard';
import { PortalShell } from '@features/portal-shell';
import { lazyTab } from '../layout/lazy-tab';

// Each admin tab loads its own code when it is opened (issue 14): the screens are imported
// from their own modules, not from the feature's index, so the bundler gives each a chunk.
const AdminDashboard = lazy(() =>
  import('@features/admin/components/dashboard').then((m) => ({ default: m.AdminDashboard })),
);
const PendingApprovals = lazy(() =>
  import('@features/admin/components/pending-approvals').then((m) => ({
    default: m.PendingApprovals,
  })),
);
const UsersPanel = lazy(() =>
  import('@features/admin/components/users').then((m) => ({ default: m.UsersPanel })),
);
const ProvidersPanel = lazy(() =>
  import('@features/admin/components/providers').then((m) => ({ default: m.ProvidersPanel })),
);
const AmbulancesPanel = lazy(() =>
  import('@features/admin/components/ambulances').then((m) => ({ default: m.AmbulancesPanel })),
);
const SystemSettings = lazy(() =>
  import('@features/admin/components/settings').then((m) => ({ default: m.SystemSettings })),
);
const AnalyticsPanel = lazy(() =>
  import('@features/admin/components/analytics').then((m) => ({ default: m.AnalyticsPanel })),
);
const DonationQr = lazy(() =>
  import('@features/admin/components/donation-qr').then((m) => ({ default: m.DonationQr })),
);
const ModerationQueue = lazy(() =>
  import('@features/admin/components/moderation').then((m) => ({ default: m.ModerationQueue })),
);
const AuditLog = lazy(() =>
  import('@features/admin/components/audit-log').then((m) => ({ default: m.AuditLog })),
);

export type AdminPortalProps = { actions?: ReactNode };

/**
 * /portal/admin (002 §2, issue 14): every tab of the admin portal. Loaded on its own, so
 * the other portals never carry the admin screens, and each tab's screen loads when opened.
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
        dashboard: lazyTab(<AdminDashboard />),
        'pending-approvals': lazyTab(<PendingApprovals />),
        users: lazyTab(<UsersPanel />),
        hospitals: lazyTab(<ProvidersPanel kind="hospital" />),
        pharmacies: lazyTab(<ProvidersPanel kind="pharmacy" />),
        labs: lazyTab(<ProvidersPanel kind="lab" />),
        ambulances: lazyTab(<AmbulancesPanel />),
        settings: lazyTab(<SystemSettings />),
        analytics: lazyTab(<AnalyticsPanel />),
        'buy-coffee': lazyTab(<DonationQr />),
        moderation: lazyTab(<ModerationQueue />),
        'audit-log': lazyTab(<AuditLog />),
      }}
    />
  );
}
