import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { audit } from '../domain/audit';
import { listContactMessages, saveContactMessage } from '../domain/contact';
import { languageOf } from '../http/errors';
import { route } from '../http/route';

type Deps = { db: Db; config: Config };

export function contactRoutes(app: FastifyInstance, { db, config }: Deps) {
  route(
    app,
    'sendContact',
    async ({ body, caller, request }) => ({
      id: await saveContactMessage(db, body, {
        userId: caller?.userId ?? null,
        locale: languageOf(request),
        ip: request.ip,
      }),
    }),
    { rateLimit: config.contactRatePerMinute },
  );

  route(app, 'contactMessages', async ({ query, caller, request }) => {
    const page = await listContactMessages(db, query);
    // Messages carry people's contact details: who read them is recorded.
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'read',
      subjectType: 'contact_messages',
      ip: request.ip,
      details: { count: page.messages.length },
    });
    return page;
  });
}
