import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import { paths } from '@contract/paths';
import { toLocale, type Locale } from '@lib/i18n';
import { useRealtimeEvent } from '@lib/realtime';
import { useApiClient } from '@lib/session';
import {
  pickNotification,
  withAllRead,
  withArrival,
  withRead,
  type Notification,
  type NotificationFilter,
  type NotificationList,
} from './notification-list';

/**
 * The schemas load with the first call, not with the portal shell that shows the bell
 * (ARCHITECTURE.md, Performance: the first page load carries no validation code).
 */
const contract = () => import('@contract/appointments');
const listSchema = async () => (await contract()).notificationListResponse;
const readSchema = async () => (await contract()).notificationReadResponse;

/**
 * No retry loop on a metered connection; no refetch on focus either, since live events
 * keep the list current while the tab is open.
 */
const swrOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** The realtime event the server sends a user on every new notification (001 §7). */
export const NOTIFICATION_EVENT = 'notification';

type ListKey = readonly [typeof paths.notifications, NotificationFilter, number, Locale];

const isListKey = (key: unknown): key is ListKey =>
  Array.isArray(key) && key[0] === paths.notifications;

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

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
  const client = useApiClient();
  const locale = useLocale();
  // The language is part of the key: the server writes titles in the caller's language.
  const key: ListKey = [paths.notifications, filter, limit, locale];
  const { data, error, isLoading, mutate } = useSWR(
    key,
    ([path, f, l]) => client.get(path, { query: { filter: f, limit: l }, schema: listSchema }),
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
};

/** POST /notifications/{id}/read and POST /notifications/mark-all-read, on every list. */
export function useNotificationActions(): NotificationActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    const update = (change: (list: NotificationList) => NotificationList) =>
      mutate(isListKey, (current?: NotificationList) => current && change(current), {
        revalidate: false,
      });
    const refetch = () => mutate(isListKey);

    return {
      async markRead(id) {
        await update((list) => withRead(list, id));
        try {
          const { unreadCount } = await client.post(withId(paths.readNotification, id), undefined, {
            schema: readSchema,
          });
          await update((list) => ({ ...list, unreadCount }));
        } catch {
          // The seeds give no message for this one (002 §8): the lists show the truth again.
          await refetch();
        }
      },
      async markAllRead() {
        await update(withAllRead);
        try {
          await client.post(paths.readAllNotifications, undefined, { schema: readSchema });
        } catch (error) {
          await refetch();
          throw error;
        }
      },
    };
  }, [client, mutate]);
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
