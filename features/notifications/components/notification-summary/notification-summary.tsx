import type { ComponentProps } from 'react';
import {
  Bell,
  CalendarDays,
  ClipboardList,
  FileText,
  Heart,
  Info,
  Mail,
  MessageSquare,
  Siren,
  type LucideIcon,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { formatRelative } from '@lib/format';
import { cn } from '@ui/lib';
import { useLocale, type Notification, type NotificationType } from '../../api';
import { messages } from './messages';

const icons: Record<NotificationType, LucideIcon> = {
  appointment: CalendarDays,
  prescription: ClipboardList,
  medicalRecord: FileText,
  letter: Mail,
  emergency: Siren,
  system: Info,
  general: Bell,
  like: Heart,
  comment: MessageSquare,
};

/** The type's icon in a soft circle; decorative (the text says what it is about). */
export function NotificationIcon({
  type,
  className,
}: {
  type: NotificationType;
  className?: string;
}) {
  const Icon = icons[type] ?? Bell;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-secondary [&_svg]:size-5',
        className,
      )}
    >
      <Icon />
    </span>
  );
}

export type NotificationSummaryProps = Omit<ComponentProps<'span'>, 'children'> & {
  notification: Notification;
};

/**
 * One notification as the bell and the list show it: icon, title, message cut to two
 * lines, how long ago, and a dot (read out as "Unread") while it is unread. Made of
 * spans, so it can sit inside a button or a menu item.
 */
export function NotificationSummary({
  notification,
  className,
  ...props
}: NotificationSummaryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const unread = !notification.isRead;
  return (
    <span className={cn('flex min-w-0 flex-1 items-start gap-3 text-start', className)} {...props}>
      <NotificationIcon type={notification.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          data-slot="notification-title"
          className={cn(
            'text-base break-words text-foreground',
            unread ? 'font-semibold' : 'font-medium',
          )}
        >
          {notification.title}
        </span>
        <span className="line-clamp-2 text-sm break-words text-muted-foreground">
          {notification.message}
        </span>
        <time dateTime={notification.createdAt} className="text-sm text-muted-foreground">
          {formatRelative(notification.createdAt, locale)}
        </time>
        {unread ? <span className="sr-only">{intl.formatMessage(messages.unread)}</span> : null}
      </span>
      {unread ? (
        <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />
      ) : null}
    </span>
  );
}
