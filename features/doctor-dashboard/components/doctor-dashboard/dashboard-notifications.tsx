import { BellOff, CheckCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Notification } from '@contract/appointments';
import { useErrorText } from '@lib/errors';
import { formatRelative } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { toast } from '@ui/toast';
import { useDashboardNotifications, useReadAllNotifications, useReadNotification } from '../../api';
import { messages, notificationMessages as m } from './messages';

/**
 * The dashboard's Notifications tab (001 §2.1): the ten newest, Mark all as read, a click
 * marks one read; "No notifications yet" when there are none.
 */
export function DashboardNotifications({ now }: { now?: Date }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const errorText = useErrorText();
  const { data, error, failed, retry } = useDashboardNotifications();
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();

  if (failed)
    return (
      <ErrorState
        headingLevel="h2"
        title={intl.formatMessage(m.loadFailed)}
        description={errorText(error)}
        onRetry={retry}
      />
    );
  if (!data)
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );

  const markAll = async () => {
    try {
      await readAll.trigger({});
    } catch {
      toast({ title: intl.formatMessage(m.markAllFailed), variant: 'error' });
    }
  };
  const open = (n: Notification) => {
    if (!n.isRead) void readOne.trigger({ params: { id: n._id } }).catch(() => undefined);
  };

  if (data.notifications.length === 0)
    return (
      <EmptyState
        headingLevel="h2"
        icon={<BellOff />}
        title={intl.formatMessage(m.empty)}
        variant="bordered"
      />
    );

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        className="self-end"
        disabled={data.unreadCount === 0}
        loading={readAll.isMutating}
        onClick={() => void markAll()}
      >
        <CheckCheck aria-hidden />
        {intl.formatMessage(m.markAll)}
      </Button>
      <ul className="flex flex-col gap-2">
        {data.notifications.map((n) => (
          <li key={n._id}>
            <button
              type="button"
              onClick={() => open(n)}
              className={cn(
                'focus-ring flex min-h-touch w-full items-start gap-3 rounded-lg border border-border p-3 text-left',
                n.isRead ? 'bg-surface' : 'border-primary bg-surface',
              )}
            >
              {n.isRead ? null : (
                <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary">
                  <span className="sr-only">{intl.formatMessage(m.unread)}</span>
                </span>
              )}
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium break-words">{n.title}</span>
                <span className="text-sm break-words text-muted-foreground">{n.message}</span>
                <span className="text-xs text-muted-foreground">
                  {formatRelative(n.createdAt, locale, now)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
