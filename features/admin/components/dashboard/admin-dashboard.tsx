import {
  Ambulance,
  Building2,
  FlaskConical,
  Hospital,
  Pill,
  Settings,
  Stethoscope,
  UserCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AdminDashboardData } from '@contract/admin-dashboard';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { StatCard } from '@ui/stat-card';
import { useAdminDashboard } from '../../api/dashboard';
import { navigateAdmin, type AdminTarget } from '../../navigate';
import { messages, statsOverrides, unlessSame } from './messages';
import { PendingCard } from './pending-card';

type Tile = {
  key: string;
  label: keyof typeof messages;
  value: (d: AdminDashboardData) => number;
  icon: ReactNode;
  tone?: 'primary' | 'warning';
};

const tiles: Tile[] = [
  { key: 'users', label: 'totalUsers', value: (d) => d.overview.totalUsers, icon: <Users /> },
  {
    key: 'doctors',
    label: 'totalDoctors',
    value: (d) => d.overview.totalDoctors,
    icon: <Stethoscope />,
  },
  {
    key: 'hospitals',
    label: 'totalHospitals',
    value: (d) => d.overview.totalHospitals,
    icon: <Building2 />,
  },
  {
    key: 'pharmacies',
    label: 'totalPharmacies',
    value: (d) => d.overview.totalPharmacies,
    icon: <Pill />,
  },
  { key: 'labs', label: 'totalLabs', value: (d) => d.overview.totalLabs, icon: <FlaskConical /> },
  {
    key: 'ambulances',
    label: 'totalAmbulances',
    value: (d) => d.overview.totalAmbulances,
    icon: <Ambulance />,
  },
  {
    key: 'pending',
    label: 'pendingTotal',
    value: (d) => d.pendingApprovals.total,
    icon: <UserCheck />,
    tone: 'warning',
  },
];

const actions: { tab: AdminTarget; label: keyof typeof messages; icon: ReactNode }[] = [
  { tab: 'users', label: 'manageUsers', icon: <Users /> },
  { tab: 'hospitals', label: 'manageHospitals', icon: <Hospital /> },
  { tab: 'settings', label: 'settings', icon: <Settings /> },
];

/**
 * The admin's dashboard (002 §2): tiles of the platform's totals and what waits, the
 * newest applications with Refresh and View all, and quick actions to other tabs.
 */
export function AdminDashboard() {
  const intl = useIntl();
  const failureText = useErrorText(statsOverrides);
  const { data, error, mutate } = useAdminDashboard();
  const label = (key: keyof typeof messages) =>
    intl.formatMessage(messages[key] as (typeof messages)['title']);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="admin-overview" className="flex flex-col gap-3">
        <h2 id="admin-overview" className="text-xl font-semibold">
          {label('overview')}
        </h2>
        {error && !data ? (
          <ErrorState
            variant="bordered"
            title={label('statsFailed')}
            description={unlessSame(failureText(error), label('statsFailed'))}
            onRetry={() => mutate()}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {tiles.map((tile) => (
              <li key={tile.key}>
                {data ? (
                  <StatCard
                    label={label(tile.label)}
                    value={tile.value(data)}
                    icon={tile.icon}
                    tone={tile.tone ?? 'primary'}
                  />
                ) : (
                  <Skeleton className="h-24 w-full" />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PendingCard />
      <section aria-labelledby="admin-quick-actions" className="flex flex-col gap-3">
        <h2 id="admin-quick-actions" className="text-xl font-semibold">
          {label('quickActions')}
        </h2>
        <div className="flex flex-wrap gap-3">
          {actions.map((action) => (
            <Button key={action.tab} variant="outline" onClick={() => navigateAdmin(action.tab)}>
              {action.icon}
              {label(action.label)}
            </Button>
          ))}
        </div>
      </section>
    </div>
  );
}
