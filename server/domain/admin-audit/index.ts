import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuditEntry, auditExportQuery, auditLogQuery } from '@contract/admin-audit';
import { AUDIT_EXPORT_MAX } from '@contract/admin-audit';
import type { Db } from '../../db/database';

type Filters = Omit<z.output<typeof auditLogQuery>, 'page' | 'limit'>;

/** Calendar days are Nepal's (UTC+5:45): a day starts at 18:15 UTC the day before. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+05:45`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

function filtered(db: Db, f: Filters) {
  let q = db
    .selectFrom('audit_log as l')
    .leftJoin('users as a', 'a.id', 'l.actor_id')
    .leftJoin('users as p', 'p.id', 'l.patient_id');
  if (f.person) {
    const like = `%${f.person.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`(lower(a.name) like ${like} or lower(a.email) like ${like}
        or lower(p.name) like ${like} or lower(p.email) like ${like})`,
    );
  }
  if (f.action) q = q.where('l.action', '=', f.action);
  if (f.subjectType) q = q.where('l.subject_type', '=', f.subjectType);
  if (f.from) q = q.where('l.at', '>=', dayStart(f.from));
  if (f.to) q = q.where('l.at', '<', nextDay(f.to));
  return q;
}

type Row = {
  id: string | number;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  patient_id: string | null;
  patient_name: string | null;
  ip: string | null;
  details: Record<string, unknown> | string;
};

const toEntry = (r: Row): AuditEntry => ({
  id: String(r.id),
  at: new Date(r.at).toISOString(),
  actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? '', role: r.actor_role ?? '' } : null,
  action: r.action,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  patient: r.patient_id ? { id: r.patient_id, name: r.patient_name ?? '' } : null,
  ip: r.ip,
  details:
    typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
});

async function rows(db: Db, f: Filters, limit: number, offset: number) {
  const found = await filtered(db, f)
    .select([
      'l.id',
      'l.at',
      'l.actor_id',
      'a.name as actor_name',
      'l.actor_role',
      'l.action',
      'l.subject_type',
      'l.subject_id',
      'l.patient_id',
      'p.name as patient_name',
      'l.ip',
      'l.details',
    ])
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return (found as Row[]).map(toEntry);
}

/** One page of the log, newest first. */
export async function listAudit(db: Db, query: z.output<typeof auditLogQuery>) {
  const { page, limit, ...f } = query;
  const { total } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const items = await rows(db, f, limit, (page - 1) * limit);
  return { items, total: Number(total), page, limit };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: it is quoted as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered log whole (up to AUDIT_EXPORT_MAX rows), as CSV or JSON text. */
export async function exportAudit(db: Db, query: z.output<typeof auditExportQuery>) {
  const { format, ...f } = query;
  const entries = await rows(db, f, AUDIT_EXPORT_MAX, 0);
  if (format === 'json') return { entries, body: JSON.stringify(entries, null, 2) };
  const header = [
    'at',
    'actor',
    'actorRole',
    'action',
    'subjectType',
    'subjectId',
    'patient',
    'ip',
    'details',
  ];
  const lines = entries.map((e) =>
    [
      e.at,
      e.actor?.name,
      e.actor?.role,
      e.action,
      e.subjectType,
      e.subjectId,
      e.patient?.name,
      e.ip,
      JSON.stringify(e.details),
    ]
      .map(csvCell)
      .join(','),
  );
  return { entries, body: [header.join(','), ...lines].join('\r\n') + '\r\n' };
}
