import { RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DASHBOARD_PENDING_LIMIT } from '@contract/admin-dashboard';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { useAdminDashboard, usePendingApprovals } from '../../api/dashboard';
import { navigateAdmin } from '../../navigate';
import { kindMessages } from '../pending-approvals/messages';
import { dashboardOverrides, messages, unlessSame } from './messages';

/**
 * The dashboard's card of the newest applications (002 §2, §7: five), with Refresh and
 * View all (the Pending approvals tab): the queue asked newest first, five of them.
 */
export function PendingCard() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const failureText = useErrorText(dashboardOverrides);
  const stats = useAdminDashboard();
  const list = usePendingApprovals({ order: 'newest', limit: DASHBOARD_PENDING_LIMIT });
  const newest = list.data?.items ?? [];
  const refresh = () => Promise.all([stats.mutate(), list.mutate()]);
  const refreshing = stats.isValidating || list.isValidating;

  let body;
  if (list.error && !list.data)
    body = (
      <ErrorState
        title={intl.formatMessage(messages.dashboardFailed)}
        description={unlessSame(
          failureText(list.error),
          intl.formatMessage(messages.dashboardFailed),
        )}
        onRetry={refresh}
      />
    );
  else if (!list.data)
    body = (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  else if (newest.length === 0)
    body = <EmptyState title={intl.formatMessage(messages.noPending)} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-border">
        {newest.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{item.fullName}</span>
              <span className="text-sm text-muted-foreground">
                {intl.formatMessage(messages.submitted, {
                  kind: intl.formatMessage(kindMessages[item.type]),
                  date: formatDate(item.submittedDate, locale),
                })}
              </span>
            </div>
            {item.overdue ? (
              <Badge variant="danger">{intl.formatMessage(messages.overdue)}</Badge>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="admin-pending-card"
      aria-busy={refreshing}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-pending-card" className="text-xl font-semibold">
          {intl.formatMessage(messages.pendingTitle)}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void refresh()} loading={refreshing}>
            <RefreshCw aria-hidden />
            {intl.formatMessage(messages.refresh)}
          </Button>
          <Button onClick={() => navigateAdmin('pending-approvals')}>
            {intl.formatMessage(messages.viewAll)}
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}
