import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { passwordPolicyOf } from '../domain/auth-policy';
import { latestMessages } from '../domain/outbox';
import { getSetting } from '../domain/settings';
import { AppError } from '../http/errors';
import { route } from '../http/route';

/**
 * A caller on this machine: 127.0.0.0/8 or ::1, also as an IPv4-mapped address. `ip` is
 * the socket's address, or the forwarded client's when TRUST_PROXY names a proxy, so a
 * proxy on this machine does not make every visitor local.
 */
export const isLoopback = (ip: string) => /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(ip) || ip === '::1';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
    return {
      maintenanceMode: general.maintenanceMode,
      defaultLanguage: general.defaultLanguage,
      buyMeCoffee: { qrUrl: buyMeCoffee.qrUrl },
      // issue 14 · auth policies
      allowRegistration: general.allowRegistration,
      passwordPolicy: await passwordPolicyOf(db),
    };
  });

  // The demo has no mail or WhatsApp transport: codes are read here instead, on the
  // machine the demo runs on only (issue 13 §4: elsewhere they would reset anyone's password).
  route(app, 'devOutbox', async ({ request }) => {
    if (!demo) throw new AppError(404, 'NOT_FOUND');
    if (!isLoopback(request.ip)) throw new AppError(403, 'FORBIDDEN');
    const messages = await latestMessages(db);
    return {
      messages: messages.map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() })),
    };
  });

  // The same as a page a person can open beside the app to finish password recovery.
  if (demo) {
    app.get('/dev/outbox', async (request, reply) => {
      if (!isLoopback(request.ip)) {
        return reply
          .status(403)
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (demo)</title></head><body><h1>Outbox (demo mode)</h1><p>The outbox is shown only on the machine the demo runs on.</p></body></html>',
          );
      }
      const rows = (await latestMessages(db))
        .map(
          (m) =>
            `<tr><td>${escapeHtml(new Date(m.created_at).toISOString())}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}</td></tr>`,
        )
        .join('');
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox (demo)</title></head><body><h1>Outbox (demo mode)</h1><p>Messages that would be sent by email or WhatsApp. Newest first; reload for new ones.</p><table border="1" cellpadding="6"><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table></body></html>`,
        );
    });
  }
}
