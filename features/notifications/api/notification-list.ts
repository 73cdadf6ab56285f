import type { z } from 'zod';
import type { Notification, notificationListQuery } from '@contract/appointments';
import type { Locale } from '@lib/i18n';

export type { Notification };
export type NotificationType = Notification['type'];
/** The screen's filters (002 §2), as the list call takes them. */
export type NotificationFilter = z.infer<typeof notificationListQuery>['filter'];
export type NotificationList = {
  notifications: Notification[];
  unreadCount: number;
  /** How many match the filter over all pages. */
  total: number;
};

export const notificationFilters = [
  'all',
  'unread',
  'appointment',
  'letter',
  'prescription',
  'medicalRecord',
] as const satisfies readonly NotificationFilter[];

/** Whether a notification belongs in a list asked for with `filter`. */
export function matchesFilter(notification: Notification, filter: NotificationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unread') return !notification.isRead;
  return notification.type === filter;
}

/** The list with one notification read (the count drops only if it was unread). */
export function withRead(list: NotificationList, id: string): NotificationList {
  const target = list.notifications.find((n) => n._id === id);
  if (!target || target.isRead) return list;
  return {
    ...list,
    notifications: list.notifications.map((n) => (n._id === id ? { ...n, isRead: true } : n)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

export function withAllRead(list: NotificationList): NotificationList {
  return {
    ...list,
    notifications: list.notifications.map((n) => (n.isRead ? n : { ...n, isRead: true })),
    unreadCount: 0,
  };
}

/**
 * The list after a live arrival: newest first, at most `limit`, counted once. A list
 * that already holds it (fetched after the server stored it) is left as it is.
 */
export function withArrival(
  list: NotificationList,
  arrived: Notification,
  filter: NotificationFilter,
  limit: number,
): NotificationList {
  if (list.notifications.some((n) => n._id === arrived._id)) return list;
  const matches = matchesFilter(arrived, filter);
  return {
    notifications: matches ? [arrived, ...list.notifications].slice(0, limit) : list.notifications,
    unreadCount: list.unreadCount + (arrived.isRead ? 0 : 1),
    total: list.total + (matches ? 1 : 0),
  };
}

/** The list without one notification (the count drops if it was unread). */
export function withDeleted(list: NotificationList, id: string): NotificationList {
  const target = list.notifications.find((n) => n._id === id);
  if (!target) return list;
  return {
    notifications: list.notifications.filter((n) => n._id !== id),
    unreadCount: Math.max(0, list.unreadCount - (target.isRead ? 0 : 1)),
    total: Math.max(0, list.total - 1),
  };
}

export function withNone(): NotificationList {
  return { notifications: [], unreadCount: 0, total: 0 };
}

const isNotification = (value: unknown): value is Notification => {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n._id === 'string' &&
    typeof n.type === 'string' &&
    typeof n.title === 'string' &&
    typeof n.message === 'string' &&
    typeof n.isRead === 'boolean' &&
    typeof n.createdAt === 'string'
  );
};

/**
 * The `notification` event's payload in the reader's language. The server sends it in
 * English and Nepali alike ({ notification, ne }), since a user's open tabs may differ.
 * Checked by hand rather than with zod, so the shell's first load carries no schema code.
 */
export function pickNotification(payload: unknown, locale: Locale): Notification | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { notification, ne } = payload as { notification?: unknown; ne?: unknown };
  if (locale === 'ne' && isNotification(ne)) return ne;
  if (isNotification(notification)) return notification;
  return null;
}
