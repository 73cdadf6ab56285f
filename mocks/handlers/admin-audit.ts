import { HttpResponse, http } from 'msw';
import { auditExportQuery, auditLogQuery, type AuditEntry } from '@contract/admin-audit';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/admin-audit';
import { api, failures, ok, refuse } from '../respond';

/** The calendar day of an entry in Nepal's time (UTC+5:45), as the server counts days. */
const nepalDay = (at: string) => new Date(Date.parse(at) + 345 * 60_000).toISOString().slice(0, 10);

type Filters = { person: string; action: string; subjectType: string; from?: string; to?: string };

/** The fixtures the filters keep, as the server keeps them. */
const filtered = (q: Filters): AuditEntry[] => {
  const person = q.person.toLowerCase();
  return fixtures.auditEntries.filter(
    (e) =>
      (!person ||
        `${e.actor?.name ?? ''} ${e.patient?.name ?? ''}`.toLowerCase().includes(person)) &&
      (!q.action || e.action === q.action) &&
      (!q.subjectType || e.subjectType === q.subjectType) &&
      (!q.from || nepalDay(e.at) >= q.from) &&
      (!q.to || nepalDay(e.at) <= q.to),
  );
};

/** The query a handler saw last, for stories that check what was asked. */
export const seen: { export?: URLSearchParams } = {};

/** GET /admin/audit-log: the fixtures filtered and cut as the server does. */
export const auditLog = {
  success: () =>
    http.get(api(paths.auditLog), ({ request }) => {
      const parsed = auditLogQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return refuse(request, 400, 'VALIDATION');
      const q = parsed.data;
      const rows = filtered(q);
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

/** GET /admin/audit-log/export: the filtered fixtures as a CSV or JSON download. */
export const auditLogExport = {
  success: () =>
    http.get(api(paths.auditLogExport), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.export = params;
      const parsed = auditExportQuery.safeParse(Object.fromEntries(params));
      if (!parsed.success) return refuse(request, 400, 'VALIDATION');
      const rows = filtered(parsed.data);
      const json = parsed.data.format === 'json';
      const body = json
        ? JSON.stringify(rows, null, 2)
        : [
            'id,at,actor,action,subjectType,subjectId,patient,ip',
            ...rows.map((e) =>
              [
                e.id,
                e.at,
                e.actor?.name,
                e.action,
                e.subjectType,
                e.subjectId,
                e.patient?.name,
                e.ip,
              ]
                .map((v) => `"${String(v ?? '').replaceAll('"', '""')}"`)
                .join(','),
            ),
          ].join('\n');
      return new HttpResponse(body, {
        headers: {
          'content-type': json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="audit-log-2026-11-21.${parsed.data.format}"`,
        },
      });
    }),
  forbidden: () =>
    http.get(api(paths.auditLogExport), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.auditLogExport),
};

export const adminAuditHandlers = () => [auditLogExport.success(), auditLog.success()];
