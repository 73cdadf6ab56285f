import { useRef, useState } from 'react';
import { ArrowRight, Bell, CheckCheck, RotateCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRealtimeEvent } from '@lib/realtime';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@ui/dropdown-menu';
import { IconButton } from '@ui/icon-button';
import { cn } from '@ui/lib';
import { toast } from '@ui/toast';
import {
  BELL_LIMIT,
  NOTIFICATION_EVENT,
  pickNotification,
  useLocale,
  useNotificationActions,
  useNotifications,
} from '../../api';
import { commonMessages } from '../../messages';
import { NotificationDetailDialog, useNotificationDetail } from '../notification-detail-dialog';
import { NotificationSummary } from '../notification-summary';
import { messages } from './messages';

/** Above this the badge reads "99+". */
const BADGE_MAX = 99;

export type NotificationsBellProps = {
  /** The notifications tab of the current portal, e.g. `/portal/user?tab=notifications`. */
  viewAllHref: string;
  className?: string;
};

/**
 * The bell of the portal shells (issue 7): the unread count as a badge (and in the
 * button's name), a menu with the latest notifications, Mark all as read and View all.
 * Opening one shows it in full and marks it read. A notification that arrives live
 * raises the count and is announced politely, without moving focus.
 *
 * A dropdown menu rather than a sheet on phones: it already fits a 360 px screen
 * (collision padding, scrolls within the available height) and keeps the page in view.
 */
export function NotificationsBell({ viewAllHref, className }: NotificationsBellProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { notifications, unreadCount, isLoading, failed, retry } = useNotifications(
    'all',
    BELL_LIMIT,
  );
  const { markAllRead } = useNotificationActions();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const detail = useNotificationDetail(triggerRef);
  const [announcement, setAnnouncement] = useState('');
  const openingDetail = useRef(false);

  useRealtimeEvent(NOTIFICATION_EVENT, (payload) => {
    const arrived = pickNotification(payload, locale);
    if (arrived) setAnnouncement(intl.formatMessage(messages.arrived, { title: arrived.title }));
  });

  const count = unreadCount ?? 0;
  const overflow = count > BADGE_MAX;
  // The name holds the badge's text ("99+" too), so voice control users can say it.
  const label = overflow
    ? intl.formatMessage(messages.labelOverflow, { count: BADGE_MAX })
    : intl.formatMessage(messages.label, { count });
  // "+" reads the same in both languages; only the digits change.
  const badge = overflow ? `${intl.formatNumber(BADGE_MAX)}+` : intl.formatNumber(count);

  const markAll = async () => {
    try {
      await markAllRead();
    } catch {
      toast({ title: intl.formatMessage(commonMessages.markAllFailed), variant: 'error' });
    }
  };

  let body;
  if (notifications === undefined && isLoading) {
    body = <DropdownMenuLabel>{intl.formatMessage(commonMessages.loading)}</DropdownMenuLabel>;
  } else if (notifications === undefined || failed) {
    body = (
      <>
        <DropdownMenuLabel className="font-normal text-foreground">
          {intl.formatMessage(commonMessages.loadFailed)}
        </DropdownMenuLabel>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            void retry();
          }}
        >
          <RotateCw aria-hidden />
          {intl.formatMessage(messages.retry)}
        </DropdownMenuItem>
      </>
    );
  } else if (notifications.length === 0) {
    body = (
      <DropdownMenuLabel className="py-4 text-center font-normal">
        {intl.formatMessage(commonMessages.empty)}
      </DropdownMenuLabel>
    );
  } else {
    body = notifications.map((notification) => (
      <DropdownMenuItem
        key={notification._id}
        className={cn('items-start py-2.5', !notification.isRead && 'bg-accent/40')}
        onSelect={() => {
          openingDetail.current = true;
          detail.show(notification);
        }}
      >
        <NotificationSummary notification={notification} />
      </DropdownMenuItem>
    ));
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton ref={triggerRef} label={label} className={cn('relative', className)}>
            <Bell aria-hidden className="size-5!" />
            {count > 0 ? (
              <span
                aria-hidden
                className="absolute -end-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums ring-2 ring-background"
              >
                {badge}
              </span>
            ) : null}
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-[min(24rem,calc(100vw-1rem))]"
          onCloseAutoFocus={(event) => {
            // The detail dialog takes focus now and gives it back to the bell itself.
            if (openingDetail.current) event.preventDefault();
            openingDetail.current = false;
          }}
        >
          <DropdownMenuLabel className="text-base text-foreground">
            {intl.formatMessage(messages.heading)}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {body}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={count === 0}
            onSelect={(event) => {
              // Stay open, so the change is seen where it was asked for.
              event.preventDefault();
              void markAll();
            }}
          >
            <CheckCheck aria-hidden />
            {intl.formatMessage(commonMessages.markAllRead)}
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={viewAllHref}>
              <ArrowRight aria-hidden />
              {intl.formatMessage(messages.viewAll)}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Always in the page, so screen readers pick up what is written into it. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <NotificationDetailDialog
        notification={detail.notification}
        open={detail.open}
        onOpenChange={detail.onOpenChange}
        onCloseAutoFocus={detail.onCloseAutoFocus}
      />
    </>
  );
}
