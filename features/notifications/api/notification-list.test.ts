import { describe, expect, it } from 'vitest';
import {
  matchesFilter,
  pickNotification,
  withAllRead,
  withArrival,
  withRead,
  type Notification,
  type NotificationList,
} from './notification-list';

const note = (id: string, extra: Partial<Notification> = {}): Notification => ({
  _id: id,
  type: 'appointment',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead: false,
  createdAt: '2026-03-01T04:00:00.000Z',
  relatedData: {},
  ...extra,
});

const inbox: NotificationList = {
  notifications: [note('b'), note('a', { isRead: true, type: 'prescription' })],
  unreadCount: 1,
  total: 2,
};

describe('matchesFilter', () => {
  it('sorts by read state and by type', () => {
    expect(matchesFilter(note('x'), 'all')).toBe(true);
    expect(matchesFilter(note('x'), 'unread')).toBe(true);
    expect(matchesFilter(note('x', { isRead: true }), 'unread')).toBe(false);
    expect(matchesFilter(note('x'), 'appointment')).toBe(true);
    expect(matchesFilter(note('x'), 'letter')).toBe(false);
  });
});

describe('reading', () => {
  it('marks one read and counts it once', () => {
    const once = withRead(inbox, 'b');
    expect(once.notifications[0]!.isRead).toBe(true);
    expect(once.unreadCount).toBe(0);
    expect(withRead(once, 'b').unreadCount).toBe(0);
  });

  it('leaves the list alone for an unknown or already read one', () => {
    expect(withRead(inbox, 'zzz')).toBe(inbox);
    expect(withRead(inbox, 'a')).toBe(inbox);
  });

  it('marks every one read', () => {
    const all = withAllRead(inbox);
    expect(all.notifications.every((n) => n.isRead)).toBe(true);
    expect(all.unreadCount).toBe(0);
  });
});

describe('withArrival', () => {
  it('puts a new one on top and counts it', () => {
    const next = withArrival(inbox, note('c'), 'all', 10);
    expect(next.notifications.map((n) => n._id)).toEqual(['c', 'b', 'a']);
    expect(next.unreadCount).toBe(2);
  });

  it('keeps the list at its limit', () => {
    const next = withArrival(inbox, note('c'), 'all', 2);
    expect(next.notifications.map((n) => n._id)).toEqual(['c', 'b']);
  });

  it('counts but does not list one outside the filter', () => {
    const next = withArrival(inbox, note('c'), 'prescription', 10);
    expect(next.notifications.map((n) => n._id)).toEqual(['b', 'a']);
    expect(next.unreadCount).toBe(2);
  });

  it('ignores one the list already holds', () => {
    expect(withArrival(inbox, note('b'), 'all', 10)).toBe(inbox);
  });
});

describe('pickNotification', () => {
  const payload = { notification: note('n'), ne: note('n', { title: 'नयाँ सूचना' }) };

  it("picks the reader's language", () => {
    expect(pickNotification(payload, 'en')?.title).toBe('Title n');
    expect(pickNotification(payload, 'ne')?.title).toBe('नयाँ सूचना');
  });

  it('falls back to English when no Nepali copy came', () => {
    expect(pickNotification({ notification: note('n') }, 'ne')?.title).toBe('Title n');
  });

  it('refuses what is not a notification', () => {
    expect(pickNotification(null, 'en')).toBeNull();
    expect(pickNotification('hello', 'en')).toBeNull();
    expect(pickNotification({ notification: { _id: 1 } }, 'en')).toBeNull();
  });
});
