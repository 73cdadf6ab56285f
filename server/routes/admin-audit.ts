import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { audit } from '../domain/audit';
import { exportAudit, listAudit } from '../domain/admin-audit';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** The audit-log viewer (issue 14): a page of the log, and its export as a download. */
export function adminAuditRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'auditLog', ({ query }) => listAudit(db, query));
  route(app, 'auditLogExport', async ({ caller, query, request, reply }) => {
    const { entries, body } = await exportAudit(db, query);
    // Reading the log is itself recorded: an export carries every patient's access history.
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'export',
      subjectType: 'audit_log',
      ip: request.ip,
      details: { format: query.format, rows: entries.length },
    });
    const day = clock().toISOString().slice(0, 10);
    return reply
      .header(
        'content-type',
        query.format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      )
      .header('content-disposition', `attachment; filename="audit-log-${day}.${query.format}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
