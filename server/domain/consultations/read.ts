import { sql } from 'kysely';
import {
  CONSULTATION_LIST_LIMIT,
  consultationTabs,
  consultationTabStatuses,
  type Consultation,
  type ConsultationCounts,
  type ConsultationMessage,
  type ConsultationTab,
} from '@contract/consultations';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';

/**
 * Reading consultations (ADR 0041): only their two doctors see them, another doctor's
 * answers 404. Every query is scoped to the caller's doctors.id.
 */

/** The caller's doctors.id, or 404 for a doctor account without its row. */
export async function doctorIdOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('doctors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'CONSULTATION_NOT_FOUND');
  return row.id;
}

export type Row = {
  id: string;
  status: string;
  type: Consultation['type'];
  scheduled_time: Date;
  duration: number;
  fee: string;
  reason: string;
  notes: string;
  end_notes: string;
  patient_id: string;
  patient_name: string;
  requester_id: string;
  requester_name: string;
  requester_specialty: string;
  requester_user_id: string | null;
  consultant_id: string;
  consultant_name: string;
  consultant_specialty: string;
  consultant_user_id: string | null;
  started_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  message_count: number | string;
};

const baseQuery = (db: Db) =>
  db
    .selectFrom('consultations as c')
    .innerJoin('users as p', 'p.id', 'c.patient_id')
    .innerJoin('doctors as rq', 'rq.id', 'c.requester_id')
    .innerJoin('doctors as cs', 'cs.id', 'c.consultant_id')
    .select([
      'c.id',
      'c.status',
      'c.type',
      'c.scheduled_time',
      'c.duration',
      'c.fee',
      'c.reason',
      'c.notes',
      'c.end_notes',
      'c.patient_id',
      'p.name as patient_name',
      'c.requester_id',
      'rq.full_name as requester_name',
      'rq.specialization as requester_specialty',
      'rq.user_id as requester_user_id',
      'c.consultant_id',
      'cs.full_name as consultant_name',
      'cs.specialization as consultant_specialty',
      'cs.user_id as consultant_user_id',
      'c.started_at',
      'c.completed_at',
      'c.created_at',
      'c.updated_at',
      sql<number>`(select count(*) from consultation_messages m where m.consultation_id = c.id)`.as(
        'message_count',
      ),
    ]);

const iso = (d: Date | string) => new Date(d).toISOString();
const doctorName = (name: string) => name.trim() || 'Unknown Doctor';

export function toConsultation(r: Row, doctorId: string): Consultation {
  const started = r.started_at ? new Date(r.started_at) : null;
  const completed = r.completed_at ? new Date(r.completed_at) : null;
  return {
    id: r.id,
    status: r.status,
    type: r.type,
    scheduledTime: iso(r.scheduled_time),
    duration: r.duration,
    fee: Number(r.fee),
    reason: r.reason,
    notes: r.notes,
    endNotes: r.end_notes,
    patientId: r.patient_id,
    patientName: r.patient_name,
    requester: {
      id: r.requester_id,
      name: doctorName(r.requester_name),
      specialty: r.requester_specialty || 'General',
    },
    consultant: {
      id: r.consultant_id,
      name: doctorName(r.consultant_name),
      specialty: r.consultant_specialty || 'General',
    },
    direction: r.requester_id === doctorId ? 'outgoing' : 'incoming',
    startedAt: started?.toISOString() ?? null,
    completedAt: completed?.toISOString() ?? null,
    actualDuration:
      started && completed
        ? Math.max(0, Math.round((completed.getTime() - started.getTime()) / 60_000))
        : null,
    messageCount: Number(r.message_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** One consultation's row if the doctor takes part in it; anything else 404. */
export async function findRow(db: Db, doctorId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw new AppError(404, 'CONSULTATION_NOT_FOUND');
  const row = await baseQuery(db)
    .where('c.id', '=', id)
    .where((eb) =>
      eb.or([eb('c.requester_id', '=', doctorId), eb('c.consultant_id', '=', doctorId)]),
    )
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'CONSULTATION_NOT_FOUND');
  return row as Row;
}

export async function readConsultation(db: Db, userId: string, id: string) {
  const doctorId = await doctorIdOf(db, userId);
  return toConsultation(await findRow(db, doctorId, id), doctorId);
}

/** One tab of 001 §2.6 (newest scheduled first) and every tab's count. */
export async function listConsultations(
  db: Db,
  userId: string,
  tab: ConsultationTab,
): Promise<{ consultations: Consultation[]; counts: ConsultationCounts }> {
  const doctorId = await doctorIdOf(db, userId);
  const mine = sql<boolean>`(c.requester_id = ${doctorId} or c.consultant_id = ${doctorId})`;
  const rows = await baseQuery(db)
    .where(mine)
    .where('c.status', 'in', [...consultationTabStatuses[tab]])
    .orderBy('c.scheduled_time', tab === 'completed' ? 'desc' : 'asc')
    .orderBy('c.id')
    .limit(CONSULTATION_LIST_LIMIT)
    .execute();
  const byStatus = await db
    .selectFrom('consultations as c')
    .select(['c.status', sql<string>`count(*)`.as('n')])
    .where(mine)
    .groupBy('c.status')
    .execute();
  const n = (statuses: readonly string[]) =>
    byStatus.filter((s) => statuses.includes(s.status)).reduce((a, s) => a + Number(s.n), 0);
  const counts = Object.fromEntries(
    consultationTabs.map((t) => [t, n(consultationTabStatuses[t])]),
  ) as ConsultationCounts;
  return { consultations: rows.map((r) => toConsultation(r as Row, doctorId)), counts };
}

type MessageRow = {
  id: string;
  consultation_id: string;
  sender_id: string;
  sender_name: string;
  body: string;
  created_at: Date;
};

export function toMessage(r: MessageRow, readerDoctorId: string): ConsultationMessage {
  return {
    id: r.id,
    consultationId: r.consultation_id,
    senderId: r.sender_id,
    senderName: doctorName(r.sender_name),
    mine: r.sender_id === readerDoctorId,
    body: r.body,
    createdAt: iso(r.created_at),
  };
}

/** The chat, oldest first: the newest `limit` messages, or those just before `before`. */
export async function listMessages(
  db: Db,
  userId: string,
  id: string,
  { before, limit }: { before?: string; limit: number },
) {
  const doctorId = await doctorIdOf(db, userId);
  await findRow(db, doctorId, id);
  let query = db
    .selectFrom('consultation_messages as m')
    .innerJoin('doctors as d', 'd.id', 'm.sender_id')
    .select([
      'm.id',
      'm.consultation_id',
      'm.sender_id',
      'd.full_name as sender_name',
      'm.body',
      'm.created_at',
    ])
    .where('m.consultation_id', '=', id);
  if (before) {
    query = query.where(
      sql<boolean>`(m.created_at, m.id) < (select created_at, id from consultation_messages
        where id = ${before} and consultation_id = ${id})`,
    );
  }
  const rows = await query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute();
  const more = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return {
    messages: page.map((r) => toMessage(r, doctorId)),
    olderCursor: more && page.length > 0 ? page[0]!.id : null,
  };
}
