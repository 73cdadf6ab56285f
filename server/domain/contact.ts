import type { ContactMessage } from '@contract/entities';
import type { ContactMessageRecord } from '@contract/system';
import type { Db } from '../db/database';
import { decodeCursor, encodeCursor, isInstant, isUuid } from './cursor';

/** Stores a contact-form message for the admins; the answer is its id. */
export async function saveContactMessage(
  db: Db,
  message: ContactMessage,
  from: { userId: string | null; locale: 'en' | 'ne'; ip: string | null },
): Promise<string> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      user_id: from.userId,
      locale: from.locale,
      ip: from.ip,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The admins' list: newest first, paged on (created_at, id). */
export async function listContactMessages(
  db: Db,
  query: { limit: number; cursor?: string },
): Promise<{ messages: ContactMessageRecord[]; nextCursor: string | null }> {
  let q = db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.cursor) {
    const [at, id] = decodeCursor(
      query.cursor,
      (p): p is [string, string] => isInstant(p[0]) && isUuid(p[1] as string),
    );
    const createdAt = new Date(at);
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
      ]),
    );
  }
  const rows = await q.execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    messages: page.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      locale: r.locale,
      signedIn: r.user_id !== null,
      createdAt: new Date(r.created_at).toISOString(),
      readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([new Date(last.created_at).toISOString(), last.id])
        : null,
  };
}
