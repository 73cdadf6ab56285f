import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { latestMessages } from '../domain/outbox';
import { getSetting } from '../domain/settings';
import { AppError } from '../http/errors';
import { route } from '../http/route';

export function systemRoutes(app: FastifyInstance, { db, demo }: { db: Db; demo: boolean }) {
  route(app, 'health', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' as const, time: new Date().toISOString() };
  });

  route(app, 'publicSettings', async () => {
    const [general, buyMeCoffee] = await Promise.all([
      getSetting(db, 'general'),
      getSetting(db, 'buyMeCoffee'),
    ]);
    return { maintenanceMode: general.maintenanceMode, buyMeCoffee: { qrUrl: buyMeCoffee.qrUrl } };
  });

  // The demo has no mail or WhatsApp transport: codes are read here instead.
  route(app, 'devOutbox', async () => {
    if (!demo) throw new AppError(404, 'NOT_FOUND');
    return { messages: await latestMessages(db) };
  });
}
