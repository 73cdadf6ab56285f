import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { toLocale, type Locale } from '@lib/i18n';
import { useRealtimeEvent } from '@lib/realtime';
import {
  pickNotification,
  withAllRead,
  withArrival,
  withDeleted,
  withNone,
  withRead,
  type Notification,
  type NotificationFilter,
  type NotificationList,
} from './notification-list';

/**
 * No retry loop on a metered connection; no refetch on focus either, since live events
 * keep the list current while the tab is open.
 */
const swrOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** The realtime event the server sends a user on every new notification (001 §7). */
export const NOTIFICATION_EVENT = 'notification';

/** Every cached notifications list, whatever its filter, limit or language. */
const isListKey = keyOf('notifications');

/** The active language, which is also the one the server writes the list in. */
export function useLocale(): Locale {
  return toLocale(useIntl().locale.split('-')[0]);
}

export type NotificationsState = {
  /** Newest first; undefined until the first answer, or when it failed. */
  notifications: Notification[] | undefined;
  /** All of the user's unread notifications, whatever the filter. */
  unreadCount: number | undefined;
  isLoading: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
};

/**
 * The user's notifications (GET /notifications?filter=&limit=), kept current by the
 * `notification` realtime event: a new one is put on top and counted as unread.
 */
export function useNotifications(filter: NotificationFilter, limit: number): NotificationsState {
  const locale = useLocale();
  // The server writes titles in the language asked for: it is part of the call, so of the key.
  const { data, error, isLoading, mutate } = useApiQuery(
    'notifications',
    { query: { filter, limit }, headers: { 'Accept-Language': locale } },
    swrOptions,
  );

  useRealtimeEvent(NOTIFICATION_EVENT, (payload) => {
    const arrived = pickNotification(payload, locale);
    if (!arrived) return;
    void mutate((current) => current && withArrival(current, arrived, filter, limit), {
      revalidate: false,
    });
  });

  return {
    notifications: data?.notifications,
    unreadCount: data?.unreadCount,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}

export type NotificationActions = {
  /** Marks one read at once on screen; if the server refuses, the lists are fetched again. */
  markRead: (id: string) => Promise<void>;
  /** Marks every one read at once on screen; rejects (lists restored) when the call fails. */
  markAllRead: () => Promise<void>;
  /** Mark all as read is under way. */
  markingAll: boolean;
  /** Deletes one; if the server refuses, the lists are fetched again and it rejects. */
  remove: (id: string) => Promise<void>;
  /** Deletes every one; rejects (lists restored) when the call fails. */
  removeAll: () => Promise<void>;
};

/**
 * POST /notifications/{id}/read and POST /notifications/mark-all-read, on every list:
 * the change shows at once, the server's unread count is put in when it answers, and a
 * failure fetches the lists again.
 */
export function useNotificationActions(): NotificationActions {
  const { mutate } = useSWRConfig();
  const update = (
    change: (list: NotificationList) => NotificationList,
    { refetchLoading = false } = {},
  ) =>
    mutate(isListKey, (current?: NotificationList) => current && change(current), {
      revalidate: (current?: NotificationList) => refetchLoading && current === undefined,
    });
  const counted = {
    // A list still on its way when the change began has nothing to change, and SWR drops
    // an answer that a change overtook: once the server has answered, it is fetched again.
    onSuccess: async ({ unreadCount }: { unreadCount: number }) => {
      await update((list) => ({ ...list, unreadCount }), { refetchLoading: true });
    },
  };
  const read = useApiMutation('readNotification', counted);
  const readAll = useApiMutation('readAllNotifications', counted);
  const deleteOne = useApiMutation('deleteNotification', counted);
  const deleteAll = useApiMutation('deleteAllNotifications', counted);

  return {
    async markRead(id) {
      await update((list) => withRead(list, id));
      try {
        await read.trigger({ params: { id } });
      } catch {
        // The seeds give no message for this one (002 §8): the lists show the truth again.
        await mutate(isListKey);
      }
    },
    async markAllRead() {
      await update(withAllRead);
      try {
        await readAll.trigger({});
      } catch (error) {
        await mutate(isListKey);
        throw error;
      }
    },
    markingAll: readAll.isMutating,
    async remove(id) {
      await update((list) => withDeleted(list, id));
      try {
        await deleteOne.trigger({ params: { id } });
      } catch (error) {
        await mutate(isListKey);
        throw error;
      }
    },
    async removeAll() {
      await update(withNone);
      try {
        await deleteAll.trigger({});
      } catch (error) {
        await mutate(isListKey);
        throw error;
      }
    },
  };
}

/** How many of the latest the bell shows; the rest are one "View all" away. */
export const BELL_LIMIT = 5;

/**
 * The user's unread count, for a sidebar badge beside the bell. It shares the bell's
 * call (same key), so it costs no extra request and follows live arrivals too.
 */
export function useUnreadNotificationCount(): number | undefined {
  return useNotifications('all', BELL_LIMIT).unreadCount;
}
