import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { audit } from '../domain/audit';
import { AppError, languageOf } from '../http/errors';
import { route } from '../http/route';

type Deps = { db: Db; config: Config };

/** The admins' list pages on (created_at, id): the cursor is both, encoded. */
const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (
    Number.isNaN(createdAt.getTime()) ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '')
  )
    throw new AppError(400, 'VALIDATION', 'cursor');
  return { createdAt, id: id! };
}

export function contactRoutes(app: FastifyInstance, { db, config }: Deps) {
  route(
    app,
    'sendContact',
    async ({ body, caller, request }) => {
      const row = await db
        .insertInto('contact_messages')
        .values({
          name: body.name,
          email: body.email,
          subject: body.subject,
          message: body.message,
          user_id: caller?.userId ?? null,
          locale: languageOf(request),
          ip: request.ip,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
    { rateLimit: config.contactRatePerMinute },
  );

  route(app, 'contactMessages', async ({ query, caller, request }) => {
    let q = db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit + 1);
    if (query.cursor) {
      const { createdAt, id } = decodeCursor(query.cursor);
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
    // Messages carry people's contact details: who read them is recorded.
    await audit(db, {
      actor: { id: caller!.userId, role: caller!.role },
      action: 'read',
      subjectType: 'contact_messages',
      ip: request.ip,
      details: { count: page.length },
    });
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
        rows.length > query.limit && last ? encodeCursor(new Date(last.created_at), last.id) : null,
    };
  });
}
