import { useCallback, useRef, useState, type RefObject } from 'react';
import { Printer } from 'lucide-react';
import { useIntl } from 'react-intl';
import { formatDate, formatRelative } from '@lib/format';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { useLocale, useNotificationActions, type Notification } from '../../api';
import { typeLabels } from '../../messages';
import { NotificationIcon } from '../notification-summary';
import { letterMessages } from './letter-messages';
import { LetterView } from './letter-view';
import { messages } from './messages';

export type NotificationDetailDialogProps = {
  /** The notification to show; kept while the dialog closes, so its text does not vanish. */
  notification: Notification | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on close (the dialog has no trigger of its own to return to). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Deletes it (002 §2 "delete one"); the dialog then shows a Delete button. */
  onDelete?: () => void;
};

/**
 * A notification in full (002 §2 "Detail modal"): type, title, whole message, when; a
 * letter's notification shows the letter and a Print button that prints only the letter.
 */
export function NotificationDetailDialog({
  notification,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onDelete,
}: NotificationDetailDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (!notification) return null;
  // A letter notification opens the letter itself (issue 18, ADR 0043), with Print.
  const letterId =
    notification.type === 'letter' ? (notification.relatedData.letterId ?? null) : null;
  const received = intl.formatMessage(messages.received, {
    date: formatDate(notification.createdAt, locale),
    time: intl.formatTime(notification.createdAt, {
      timeZone: 'Asia/Kathmandu',
      hour: 'numeric',
      minute: '2-digit',
    }),
    relative: formatRelative(notification.createdAt, locale),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader className="gap-3">
          <div className="flex items-center gap-3">
            <NotificationIcon type={notification.type} />
            <Badge variant="neutral">{intl.formatMessage(typeLabels[notification.type])}</Badge>
          </div>
          <DialogTitle>{notification.title}</DialogTitle>
          <DialogDescription className="break-words whitespace-pre-line text-foreground">
            {notification.message}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          <time dateTime={notification.createdAt}>{received}</time>
        </p>
        {letterId && <LetterView letterId={letterId} />}
        {/* A plain, full-width way out on phones, besides the corner's close button. */}
        <DialogFooter>
          {letterId && (
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {intl.formatMessage(letterMessages.print)}
            </Button>
          )}
          {onDelete && (
            <Button variant="danger" onClick={onDelete}>
              {intl.formatMessage(messages.delete)}
            </Button>
          )}
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage(messages.done)}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Open state for the detail dialog. Opening an unread notification marks it read
 * (001 §4, 002 §4: unread to read on opening it). On close focus goes back to what
 * opened it or, when that is gone (an item of a closed menu), to `fallback`.
 */
export function useNotificationDetail(fallback?: RefObject<HTMLElement | null>) {
  const { markRead } = useNotificationActions();
  const [notification, setNotification] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(
    (next: Notification) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      setNotification(next);
      setOpen(true);
      if (!next.isRead) void markRead(next._id);
    },
    [markRead],
  );
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : fallback?.current;
    target?.focus();
  };
  return { notification, open, onOpenChange: setOpen, show, onCloseAutoFocus };
}
