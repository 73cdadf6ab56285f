import { sql } from 'kysely';
import type { Letter, LetterList, LetterListParams } from '@contract/letters';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { audit } from '../audit';
import { isUuid } from '../cursor';

/**
 * Reading letters (issue 18, ADR 0043): the author reads their own, drafts included; a
 * sent letter is read by its recipient (the doctor, the patient, or the hospital's
 * account). Anyone else gets 404, as if it did not exist.
 */

export type LetterRow = {
  id: string;
  author_doctor_id: string;
  author_user_id: string | null;
  author_name: string;
  author_specialization: string | null;
  patient_id: string;
  patient_name: string;
  type: Letter['type'];
  status: Letter['status'];
  urgency: Letter['urgency'];
  recipient_type: Letter['recipientType'];
  recipient_doctor_id: string | null;
  recipient_doctor_user_id: string | null;
  recipient_doctor_name: string | null;
  recipient_hospital_id: string | null;
  recipient_hospital_user_id: string | null;
  recipient_hospital_name: string | null;
  subject: string;
  content: string;
  created_at: Date | string;
  updated_at: Date | string;
  sent_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

const select = sql`select l.*, d.user_id as author_user_id, d.full_name as author_name,
    d.specialization as author_specialization, p.name as patient_name,
    rd.user_id as recipient_doctor_user_id, rd.full_name as recipient_doctor_name,
    rh.user_id as recipient_hospital_user_id, rh.name as recipient_hospital_name
  from letters l
  join doctors d on d.id = l.author_doctor_id
  join users p on p.id = l.patient_id
  left join doctors rd on rd.id = l.recipient_doctor_id
  left join providers rh on rh.id = l.recipient_hospital_id`;

/** The user account a sent letter reaches, if it has one. */
export const recipientUserOf = (r: LetterRow): string | null =>
  r.recipient_type === 'patient'
    ? r.patient_id
    : r.recipient_type === 'doctor'
      ? r.recipient_doctor_user_id
      : r.recipient_hospital_user_id;

export function toLetter(r: LetterRow, callerUserId: string): Letter {
  const recipient =
    r.recipient_type === 'patient'
      ? { _id: r.patient_id, name: r.patient_name }
      : r.recipient_type === 'doctor'
        ? { _id: r.recipient_doctor_id ?? '', name: r.recipient_doctor_name ?? '' }
        : { _id: r.recipient_hospital_id ?? '', name: r.recipient_hospital_name ?? '' };
  return {
    _id: r.id,
    type: r.type,
    status: r.status,
    urgency: r.urgency,
    subject: r.subject,
    content: r.content,
    patient: { _id: r.patient_id, name: r.patient_name },
    recipientType: r.recipient_type,
    recipient,
    author: {
      _id: r.author_doctor_id,
      name: r.author_name,
      specialization: r.author_specialization || null,
    },
    mine: r.author_user_id === callerUserId,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    sentAt: r.sent_at ? iso(r.sent_at) : null,
  };
}

export async function findLetter(db: Db, id: string): Promise<LetterRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await sql<LetterRow>`${select} where l.id = ${id}`.execute(db);
  return rows[0] ?? null;
}

/** The author's own letter (drafts included), else 404. */
export async function ownLetter(db: Db, caller: SignedIn, id: string): Promise<LetterRow> {
  const row = await findLetter(db, id);
  if (!row || row.author_user_id !== caller.userId) throw new AppError(404, 'LETTER_NOT_FOUND');
  return row;
}

/**
 * One letter for its author or, once sent, its recipient; else 404. A letter is part of a
 * patient's care: a read by anyone but its author and the patient is audited.
 */
export async function readLetter(
  db: Db,
  caller: SignedIn,
  id: string,
  ip: string | null,
): Promise<{ letter: Letter }> {
  const row = await findLetter(db, id);
  if (!row) throw new AppError(404, 'LETTER_NOT_FOUND');
  const author = row.author_user_id === caller.userId;
  const recipient = row.status === 'sent' && recipientUserOf(row) === caller.userId;
  if (!author && !recipient) throw new AppError(404, 'LETTER_NOT_FOUND');
  if (!author && caller.userId !== row.patient_id)
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'read',
      subjectType: 'letter',
      subjectId: row.id,
      patientId: row.patient_id,
      ip,
    });
  return { letter: toLetter(row, caller.userId) };
}

/**
 * The doctor's own letters and the sent ones addressed to them, newest first, with how
 * many drafts and sent ones there are. A received letter is listed without its content:
 * the list tells the doctor it came; they read it through their notification (`GET
 * /letters/:id`), where the read is audited.
 */
export async function listLetters(
  db: Db,
  caller: SignedIn,
  query: LetterListParams,
): Promise<LetterList> {
  const where = sql`(d.user_id = ${caller.userId}
    or (l.status = 'sent' and rd.user_id = ${caller.userId}))`;
  const status = query.status === 'all' ? sql`true` : sql`l.status = ${query.status}`;
  const offset = (query.page - 1) * query.limit;
  const { rows } = await sql<LetterRow>`${select} where ${where} and ${status}
    order by coalesce(l.sent_at, l.updated_at) desc, l.id desc
    limit ${query.limit} offset ${offset}`.execute(db);
  const { rows: counts } = await sql<{ drafts: string; sent: string }>`select
      count(*) filter (where l.status = 'draft') as drafts,
      count(*) filter (where l.status = 'sent') as sent
    from letters l join doctors d on d.id = l.author_doctor_id
    left join doctors rd on rd.id = l.recipient_doctor_id where ${where}`.execute(db);
  const drafts = Number(counts[0]?.drafts ?? 0);
  const sent = Number(counts[0]?.sent ?? 0);
  const total = query.status === 'draft' ? drafts : query.status === 'sent' ? sent : drafts + sent;
  return {
    letters: rows.map((r) => {
      const letter = toLetter(r, caller.userId);
      return letter.mine ? letter : { ...letter, content: '' };
    }),
    total,
    drafts,
    sent,
  };
}
