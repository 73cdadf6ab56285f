import type { AccessAction, AccessHistory } from '@contract/records';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SignedIn } from '../../http/route';
import { audit } from '../audit';

/**
 * Reads of a patient's records by someone else, in the audit log (subject `record`,
 * action `read`, the patient named), and the patient's view of them (ADR 0027).
 */

export async function logRecordRead(
  db: Db,
  reader: SignedIn,
  entry: {
    patientId: string;
    access: AccessAction;
    record?: { _id: string; title: string; type: string } | null;
    fileName?: string | null;
    ip: string | null;
  },
): Promise<void> {
  if (reader.userId === entry.patientId) return;
  await audit(db, {
    actor: { id: reader.userId, role: reader.role },
    action: 'read',
    subjectType: 'record',
    subjectId: entry.record?._id ?? null,
    patientId: entry.patientId,
    ip: entry.ip,
    details: {
      access: entry.access,
      ...(entry.record ? { title: entry.record.title, recordType: entry.record.type } : {}),
      ...(entry.fileName ? { file: entry.fileName } : {}),
    },
  });
}

const accessOf = (value: unknown): AccessAction =>
  value === 'listed' || value === 'downloaded' ? value : 'viewed';

/** Who read the patient's records, newest first, a page at a time. */
export async function accessHistory(
  db: Db,
  patientId: string,
  { page, limit }: { page: number; limit: number },
): Promise<AccessHistory> {
  const base = db
    .selectFrom('audit_log as l')
    .where('l.patient_id', '=', patientId)
    .where('l.subject_type', '=', 'record')
    .where('l.action', '=', 'read')
    .where((eb) => eb.or([eb('l.actor_id', 'is', null), eb('l.actor_id', '!=', patientId)]));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as u', 'u.id', 'l.actor_id')
      .leftJoin('medical_records as r', (join) => join.on(sql<boolean>`r.id::text = l.subject_id`))
      .select([
        'l.id',
        'l.at',
        'l.actor_id',
        'l.actor_role',
        'u.name as actor_name',
        'l.subject_id',
        'l.details',
        'r.title as current_title',
        'r.type as current_type',
      ])
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    items: rows.map((r) => {
      const details = (
        typeof r.details === 'string' ? JSON.parse(r.details) : (r.details ?? {})
      ) as Record<string, unknown>;
      const title = r.current_title ?? (typeof details.title === 'string' ? details.title : null);
      const type =
        r.current_type ?? (typeof details.recordType === 'string' ? details.recordType : '');
      return {
        _id: String(r.id),
        at: new Date(r.at).toISOString(),
        actor: r.actor_id
          ? { _id: r.actor_id, name: r.actor_name ?? '', role: r.actor_role ?? '' }
          : null,
        action: accessOf(details.access),
        record: r.subject_id && title !== null ? { _id: r.subject_id, title, type } : null,
        fileName: typeof details.file === 'string' ? details.file : null,
      };
    }),
    total: Number(total),
    page,
    limit,
  };
}
