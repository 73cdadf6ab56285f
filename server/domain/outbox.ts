import type { Db } from '../db/database';
import { getSetting } from './settings';
import { cutText } from './text';

export type OutgoingMessage = {
  channel: 'email' | 'whatsapp' | 'sms';
  recipient: string;
  subject: string;
  body: string;
};

/**
 * Messages leave through the outbox table, written in the same transaction as the
 * change that causes them; a dispatcher sends them when a transport is configured.
 * A `notification` (a reminder, a decision) is not queued when the admin has switched
 * its channel off (the email and sms notification settings, ADR 0026); account messages
 * (codes, password recovery) always go, or nobody could sign in. Answers whether it was queued.
 */
export async function enqueue(
  db: Db,
  { notification = false, ...message }: OutgoingMessage & { notification?: boolean },
): Promise<boolean> {
  if (notification && message.channel !== 'whatsapp') {
    const switches = await getSetting(db, 'notifications');
    if (!switches[message.channel]) return false;
  }
  await db
    .insertInto('outbox')
    .values({ ...message, created_at: new Date() })
    .execute();
  return true;
}

export async function latestMessages(db: Db, limit = 50) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export type Transport = { send(message: OutgoingMessage): Promise<void> };

/** Sends pending email through the transport; WhatsApp and SMS wait for theirs. */
export async function dispatchPending(db: Db, email: Transport, batch = 20): Promise<number> {
  const pending = await db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('channel', '=', 'email')
    .where('attempts', '<', 5)
    .orderBy('created_at')
    .limit(batch)
    .execute();
  for (const message of pending) {
    try {
      await email.send(message);
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: new Date() })
        .where('id', '=', message.id)
        .execute();
    } catch (error) {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: cutText(String(error), 500),
          status: message.attempts + 1 >= 5 ? 'failed' : 'pending',
        }))
        .where('id', '=', message.id)
        .execute();
    }
  }
  return pending.length;
}
