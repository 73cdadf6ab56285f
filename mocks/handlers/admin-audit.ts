import { http } from 'msw';
import { auditLogQuery } from '@contract/admin-audit';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/admin-audit';
import { api, failures, ok, refuse } from '../respond';

/** GET /admin/audit-log: the fixtures filtered and cut as the server does. */
export const auditLog = {
  success: () =>
    http.get(api(paths.auditLog), ({ request }) => {
      const parsed = auditLogQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return refuse(request, 400, 'VALIDATION');
      const q = parsed.data;
      const person = q.person.toLowerCase();
      const rows = fixtures.auditEntries.filter(
        (e) =>
          (!person ||
            `${e.actor?.name ?? ''} ${e.patient?.name ?? ''}`.toLowerCase().includes(person)) &&
          (!q.action || e.action === q.action) &&
          (!q.subjectType || e.subjectType === q.subjectType),
      );
      const start = (q.page - 1) * q.limit;
      return ok({
        items: rows.slice(start, start + q.limit),
        total: rows.length,
        page: q.page,
        limit: q.limit,
      });
    }),
  empty: () => http.get(api(paths.auditLog), () => ok({ items: [], total: 0, page: 1, limit: 25 })),
  forbidden: () =>
    http.get(api(paths.auditLog), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.auditLog),
};

export const adminAuditHandlers = () => [auditLog.success()];
