import { sql } from 'kysely';
import type { Notification } from '@contract/appointments';
import type { NotificationFilter } from '@contract/patient-profile';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime';
import { isUuid } from './cursor';
import { enqueue } from './outbox';
import { hiddenTypesSql, preferencesOf } from './patient-profile/preferences';
import { cutText } from './text';
import { texts, type Lang, type NotificationEvent, type Text } from './notification-texts';

/**
 * Stored notifications (issue 7; 002 §3, 001 §3). A notification keeps what happened
 * (`event`) and its details (`params`); its title and text are written in the reader's
 * language when it is read, so a Nepali reader sees Nepali whoever caused it.
 */

export type { NotificationEvent };

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');

/** The text of an event in a language: what the outbox and the list show. */
export function notificationText(
  event: NotificationEvent,
  lang: Lang,
  params: Record<string, string>,
): Text {
  const t = texts[event][lang];
  return { title: fill(t.title, params), message: fill(t.message, params) };
}

type Row = {
  id: string;
  type: string;
  event: string;
  params: Record<string, string> | string;
  read_at: Date | null;
  created_at: Date;
};

function toNotification(row: Row, lang: Lang): Notification {
  const params = typeof row.params === 'string' ? JSON.parse(row.params) : row.params;
  const known = row.event in texts ? (row.event as NotificationEvent) : null;
  const text = known ? notificationText(known, lang, params) : { title: row.event, message: '' };
  return {
    _id: row.id,
    type: row.type as Notification['type'],
    ...text,
    isRead: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    relatedData: params,
  };
}

/** How much of someone's words a notification quotes, in characters (code points). */
export const PREVIEW_MAX = 120;

/** Someone's words as a notification quotes them: at most PREVIEW_MAX, cut with '…'. */
export const notificationPreview = (text: string) => cutText(text, PREVIEW_MAX, '…');

export type Notify = {
  userId: string;
  event: NotificationEvent;
  params: Record<string, string>;
};

/** Stores a notification (in the caller's transaction); `deliver` sends it live after commit. */
export async function storeNotification(db: Db, n: Notify): Promise<Row> {
  return db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      type: texts[n.event].type,
      event: n.event,
      params: JSON.stringify(n.params),
    })
    .returning(['id', 'type', 'event', 'params', 'read_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Sends a stored notification to its reader's open tabs, in English and Nepali alike. */
export function deliver(realtime: Realtime, userId: string, row: Row) {
  realtime.toUser(userId, 'notification', {
    notification: toNotification(row, 'en'),
    ne: toNotification(row, 'ne'),
  });
}

const filters: Record<NotificationFilter, ReturnType<typeof sql>> = {
  all: sql`true`,
  unread: sql`n.read_at is null`,
  appointment: sql`n.type = 'appointment'`,
  letter: sql`n.type = 'letter'`,
  prescription: sql`n.type = 'prescription'`,
  medicalRecord: sql`n.type = 'medicalRecord'`,
};

/**
 * Unread notifications the app shows: a type whose in-app switch is off is kept but not
 * shown (ADR 0036), so it counts neither here nor in the list.
 */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from notifications n
    where n.user_id = ${userId} and n.read_at is null and ${hiddenTypesSql(userId)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function listNotifications(
  db: Db,
  userId: string,
  query: { filter: NotificationFilter; limit: number; page?: number },
  lang: Lang,
) {
  const where = sql`n.user_id = ${userId} and ${filters[query.filter]} and ${hiddenTypesSql(userId)}`;
  const offset = ((query.page ?? 1) - 1) * query.limit;
  const { rows } = await sql<Row>`select n.id, n.type, n.event, n.params, n.read_at, n.created_at
    from notifications n
    where ${where}
    order by n.created_at desc, n.id desc
    limit ${query.limit} offset ${offset}`.execute(db);
  const { rows: counted } = await sql<{ n: string }>`select count(*) as n from notifications n
    where ${where}`.execute(db);
  return {
    notifications: rows.map((r) => toNotification(r, lang)),
    unreadCount: await unreadCount(db, userId),
    total: Number(counted[0]?.n ?? 0),
  };
}

/** Marks one of the caller's notifications read; someone else's is 404, as if absent. */
export async function markRead(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  const found = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!found) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  return { unreadCount: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db, userId: string) {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return { unreadCount: 0 };
}

/** Deletes one of the caller's notifications; someone else's is 404, as if absent. */
export async function deleteNotification(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  const gone = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!gone) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  return { unreadCount: await unreadCount(db, userId), deleted: 1 };
}

/** Deletes every notification of the caller's, shown or not. */
export async function deleteAllNotifications(db: Db, userId: string) {
  const gone = await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return { unreadCount: 0, deleted: gone.length };
}

/**
 * Queues a notification's email, SMS and WhatsApp message for each channel the person
 * has switched on for its type (ADR 0036); the admin's channel switches still apply in
 * `enqueue`. Answers the channels queued.
 */
export async function queueNotification(
  db: Db,
  message: {
    userId: string;
    type: Notification['type'];
    email: string | null;
    phone: string | null;
    subject: string;
    body: string;
  },
): Promise<('email' | 'sms' | 'whatsapp')[]> {
  const switches = (await preferencesOf(db, message.userId))[message.type];
  const queued: ('email' | 'sms' | 'whatsapp')[] = [];
  for (const channel of ['email', 'sms', 'whatsapp'] as const) {
    const recipient = channel === 'email' ? message.email : message.phone;
    if (!switches[channel] || !recipient) continue;
    const sent = await enqueue(db, {
      notification: true,
      channel,
      recipient,
      subject: message.subject,
      body: message.body,
    });
    if (sent) queued.push(channel);
  }
  return queued;
}

/**
 * Stores a notification and queues its messages on the channels its reader keeps on:
 * one call for a feature that tells someone something. `deliver` the answer after commit.
 */
export async function notify(db: Db, n: Notify): Promise<Row> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where('id', '=', n.userId)
    .executeTakeFirst();
  if (user) {
    const en = notificationText(n.event, 'en', n.params);
    const ne = notificationText(n.event, 'ne', n.params);
    await queueNotification(db, {
      userId: n.userId,
      type: texts[n.event].type,
      email: user.email,
      phone: user.phone,
      subject: `${en.title} · ${ne.title}`,
      body: `${en.message}\n\n${ne.message}`,
    });
  }
  return storeNotification(db, n);
}
