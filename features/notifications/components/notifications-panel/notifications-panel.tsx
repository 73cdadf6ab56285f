import { useState } from 'react';
import { BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { toast } from '@ui/toast';
import {
  notificationFilters,
  useNotificationActions,
  useNotifications,
  type Notification,
  type NotificationFilter,
  type NotificationsState,
} from '../../api';
import { commonMessages, filterLabels } from '../../messages';
import { NotificationDetailDialog, useNotificationDetail } from '../notification-detail-dialog';
import { NotificationSummary } from '../notification-summary';
import { emptyDescriptions, emptyTitles, messages } from './messages';

/** The screen asks for the contract's default page; the seeds set no limit for it. */
export const PANEL_LIMIT = 50;

export type NotificationsPanelProps = {
  /** The filter shown first; All by default. */
  defaultFilter?: NotificationFilter;
  className?: string;
};

/**
 * The Notifications tab of the portals (002 §2 "Notifications screen"): filters All,
 * Unread, Appointments, Letters, Prescriptions and Medical records; Mark all as read;
 * the list, newest first, unread ones marked; a detail dialog that marks one read.
 * It sits under the shell's h1, so its own headings start at h2.
 */
export function NotificationsPanel({ defaultFilter = 'all', className }: NotificationsPanelProps) {
  const intl = useIntl();
  const [filter, setFilter] = useState<NotificationFilter>(defaultFilter);
  const state = useNotifications(filter, PANEL_LIMIT);
  const { markAllRead, markingAll, remove, removeAll } = useNotificationActions();
  const detail = useNotificationDetail();
  const unread = state.unreadCount ?? 0;

  const markAll = async () => {
    try {
      await markAllRead();
    } catch {
      toast({ title: intl.formatMessage(commonMessages.markAllFailed), variant: 'error' });
    }
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <Tabs value={filter} onValueChange={(value) => setFilter(value as NotificationFilter)}>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <TabsList aria-label={intl.formatMessage(messages.filters)}>
            {notificationFilters.map((id) => (
              <TabsTrigger
                key={id}
                value={id}
                count={id === 'unread' && unread > 0 ? unread : undefined}
              >
                {intl.formatMessage(filterLabels[id])}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="flex flex-wrap gap-2 self-start">
            <Button
              variant="outline"
              disabled={unread === 0 || state.notifications === undefined}
              loading={markingAll}
              onClick={() => void markAll()}
            >
              <CheckCheck aria-hidden />
              {intl.formatMessage(commonMessages.markAllRead)}
            </Button>
            <ConfirmDialog
              tone="danger"
              trigger={
                <Button variant="outline" disabled={!state.notifications?.length}>
                  <Trash2 aria-hidden />
                  {intl.formatMessage(messages.deleteAll)}
                </Button>
              }
              title={intl.formatMessage(messages.deleteAllTitle)}
              description={intl.formatMessage(messages.deleteAllBody)}
              confirmLabel={intl.formatMessage(messages.deleteAll)}
              onConfirm={async () => {
                try {
                  await removeAll();
                } catch (error) {
                  toast({ title: intl.formatMessage(messages.deleteAllFailed), variant: 'error' });
                  throw error;
                }
              }}
            />
          </div>
        </div>
        {notificationFilters.map((id) => (
          <TabsContent key={id} value={id}>
            {/* Only the chosen tab's content is mounted, so only its list is fetched. */}
            <NotificationList filter={id} state={state} onOpen={detail.show} />
          </TabsContent>
        ))}
      </Tabs>
      <NotificationDetailDialog
        notification={detail.notification}
        open={detail.open}
        onOpenChange={detail.onOpenChange}
        onCloseAutoFocus={detail.onCloseAutoFocus}
        onDelete={() => {
          const id = detail.notification?._id;
          detail.onOpenChange(false);
          if (id)
            remove(id).catch(() =>
              toast({ title: intl.formatMessage(messages.deleteFailed), variant: 'error' }),
            );
        }}
      />
    </div>
  );
}

function NotificationList({
  filter,
  state,
  onOpen,
}: {
  filter: NotificationFilter;
  state: NotificationsState;
  onOpen: (notification: Notification) => void;
}) {
  const intl = useIntl();
  const { notifications, isLoading, failed, retry } = state;

  if (notifications === undefined && isLoading) {
    return (
      <div className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          {intl.formatMessage(commonMessages.loading)}
        </p>
        {[0, 1, 2].map((row) => (
          <div
            key={row}
            aria-hidden
            className="flex gap-3 rounded-lg border border-border bg-surface p-4"
          >
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  // 000 §8 says failed lists show empty, but 002 §8 names this one: "Failed to load
  // notifications. Please try again later." with Retry. The specific row wins.
  if (notifications === undefined || failed) {
    return (
      <ErrorState
        variant="bordered"
        headingLevel="h2"
        title={intl.formatMessage(commonMessages.loadFailed)}
        description={null}
        onRetry={retry}
      />
    );
  }

  if (notifications.length === 0) {
    const description =
      filter === 'all' || filter === 'unread' ? emptyDescriptions[filter] : emptyDescriptions.other;
    return (
      <EmptyState
        variant="bordered"
        headingLevel="h2"
        icon={<BellOff />}
        title={intl.formatMessage(emptyTitles[filter])}
        description={intl.formatMessage(description)}
      />
    );
  }

  return (
    <ul aria-label={intl.formatMessage(messages.list)} className="flex flex-col gap-2">
      {notifications.map((notification) => (
        <li key={notification._id}>
          <button
            type="button"
            onClick={() => onOpen(notification)}
            className={cn(
              'flex min-h-touch w-full rounded-lg border p-4 text-start',
              'transition-colors duration-(--duration-fast) ease-standard motion-reduce:transition-none',
              'focus-ring hover:bg-muted',
              notification.isRead ? 'border-border bg-surface' : 'border-primary/40 bg-accent/40',
            )}
          >
            <NotificationSummary notification={notification} />
          </button>
        </li>
      ))}
    </ul>
  );
}
