import { useId } from 'react';
import { CalendarDays, FileText, Package } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActivityKind, RecentActivity as Activity } from '@contract/patient-dashboard';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { EmptyState } from '@ui/empty-state';
import { dashboardMessages as messages } from './dashboard-messages';

const kinds = {
  appointment: { tab: 'appointments', label: messages.appointmentKind, icon: <CalendarDays /> },
  record: { tab: 'records', label: messages.recordKind, icon: <FileText /> },
  order: { tab: 'medicines', label: messages.orderKind, icon: <Package /> },
} as const satisfies Record<ActivityKind, unknown>;

/** Up to 2 each of appointments, records and orders, at most 6, newest first (002 §2). */
export function RecentActivity({ items }: { items: Activity[] }) {
  const intl = useIntl();
  const headingId = useId();
  const locale = toLocale(intl.locale.split('-')[0]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        {intl.formatMessage(messages.recentActivity)}
      </h2>
      {items.length === 0 ? (
        <EmptyState size="sm" description={intl.formatMessage(messages.noActivity)} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {items.map((item) => {
            const kind = kinds[item.kind];
            return (
              <li key={`${item.kind}-${item.id}`}>
                <Link
                  to={`/portal/user?tab=${kind.tab}`}
                  className="focus-ring flex min-h-touch items-center gap-3 p-3 hover:bg-muted"
                >
                  <span
                    aria-hidden
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-4"
                  >
                    {kind.icon}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-foreground">{item.title}</span>
                    <span className="text-sm text-muted-foreground">
                      {intl.formatMessage(kind.label)}
                    </span>
                  </span>
                  <time dateTime={item.at} className="text-sm text-muted-foreground">
                    {formatDate(item.at, locale)}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
