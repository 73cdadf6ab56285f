import {
  CONSULTATION_CREATED_EVENT,
  CONSULTATION_MESSAGE_EVENT,
  CONSULTATION_STATUS_EVENT,
  type Consultation,
  type ConsultationMessage,
  type ConsultationStatus,
  type createConsultationRequest,
} from '@contract/consultations';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import type { Realtime } from '../../realtime';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { deliver, notify } from '../notifications';
import { canDoctorReadRecords } from '../records/access';
import { doctorIdOf, findRow, toConsultation, toMessage, type Row } from './read';

type Who = { caller: SignedIn; ip: string | null; now: Date; realtime: Realtime };
type CreateBody = z.output<typeof createConsultationRequest>;

/** A scheduled time this far back still counts as now (the form's clock may lag). */
const PAST_GRACE_MS = 60_000;

const participants = (r: Row) =>
  [r.requester_user_id, r.consultant_user_id].filter((id): id is string => id !== null);

const announce = (realtime: Realtime, r: Row, event: string, status: string) => {
  for (const userId of new Set(participants(r)))
    realtime.toUser(userId, event, { consultationId: r.id, status });
};

const actor = (caller: SignedIn) => ({ id: caller.userId, role: caller.role });

/** How the patient's notification names the time: Nepal's clock, e.g. "26 Nov 2026, 14:30". */
const nepalTime = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(d);

/**
 * A doctor asks a verified colleague about one of their own patients (001 §3, §5): the
 * patient must be the caller's (records open to them) else 404; the colleague verified
 * and not the caller; the time not in the past. It starts pending.
 */
export async function createConsultation(
  db: Db,
  body: CreateBody,
  who: Who,
): Promise<Consultation> {
  const { caller, now } = who;
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!isUuid(body.patientId) || !(await canDoctorReadRecords(db, caller.userId, body.patientId)))
    throw new AppError(404, 'PATIENT_NOT_FOUND', 'patientId');
  const consultant =
    isUuid(body.doctorId) && body.doctorId !== doctorId
      ? await db
          .selectFrom('doctors')
          .select('id')
          .where('id', '=', body.doctorId)
          .where('verification_status', '=', 'verified')
          .where('user_id', 'is not', null)
          .executeTakeFirst()
      : undefined;
  if (!consultant) throw new AppError(400, 'CONSULTATION_DOCTOR_INVALID', 'doctorId');
  const scheduled = new Date(body.scheduledTime);
  if (scheduled.getTime() < now.getTime() - PAST_GRACE_MS)
    throw new AppError(400, 'CONSULTATION_TIME_PAST', 'scheduledTime');

  const id = await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('consultations')
      .values({
        patient_id: body.patientId,
        requester_id: doctorId,
        consultant_id: consultant.id,
        type: body.type,
        scheduled_time: scheduled,
        duration: body.duration,
        fee: body.fee,
        reason: body.reason,
        notes: body.notes,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(tx, {
      actor: actor(caller),
      action: 'create',
      subjectType: 'consultation',
      subjectId: row.id,
      patientId: body.patientId,
      ip: who.ip,
      details: { new: body },
    });
    return row.id;
  });
  const row = await findRow(db, doctorId, id);
  announce(who.realtime, row, CONSULTATION_CREATED_EVENT, 'pending');
  return toConsultation(row, doctorId);
}

type Change = {
  from: ConsultationStatus;
  to: ConsultationStatus;
  /** Which of the two doctors may make it; both when absent. */
  by?: 'requester' | 'consultant';
  endNotes?: string;
};

/** Moves a consultation one step (001 §4), audited with the old and new values. */
async function change(db: Db, id: string, step: Change, who: Who): Promise<Consultation> {
  const { caller, now } = who;
  const doctorId = await doctorIdOf(db, caller.userId);
  const current = await findRow(db, doctorId, id);
  const side = current.requester_id === doctorId ? 'requester' : 'consultant';
  if (step.by && step.by !== side) throw new AppError(403, 'CONSULTATION_NOT_YOURS_TO_ACCEPT');
  if (current.status !== step.from) throw new AppError(409, 'CONSULTATION_STATUS_CONFLICT');
  const set = {
    status: step.to,
    updated_at: now,
    ...(step.to === 'in-progress' ? { started_at: now } : {}),
    ...(step.to === 'completed'
      ? { completed_at: now, end_notes: step.endNotes ?? '', started_at: current.started_at ?? now }
      : {}),
  };
  const notice = await db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('consultations')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', step.from)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError(409, 'CONSULTATION_STATUS_CONFLICT');
    await audit(tx, {
      actor: actor(caller),
      action: 'update',
      subjectType: 'consultation',
      subjectId: id,
      patientId: current.patient_id,
      ip: who.ip,
      details: {
        status: { old: step.from, new: step.to },
        ...(step.to === 'completed'
          ? { endNotes: { old: current.end_notes, new: step.endNotes ?? '' } }
          : {}),
      },
    });
    if (step.to !== 'scheduled' && step.to !== 'completed') return null;
    return notify(tx, {
      userId: current.patient_id,
      event: step.to === 'scheduled' ? 'consultation_scheduled' : 'consultation_completed',
      params: {
        consultationId: id,
        doctor: current.requester_name,
        consultant: current.consultant_name,
        date: nepalTime(new Date(current.scheduled_time)),
      },
    });
  });
  if (notice) deliver(who.realtime, current.patient_id, notice);
  const row = await findRow(db, doctorId, id);
  announce(who.realtime, row, CONSULTATION_STATUS_EVENT, step.to);
  return toConsultation(row, doctorId);
}

/** Accept (the consulting doctor: pending → scheduled) or cancel (the requester, while pending). */
export const updateConsultationStatus = (
  db: Db,
  id: string,
  status: 'scheduled' | 'cancelled',
  who: Who,
) =>
  change(
    db,
    id,
    status === 'scheduled'
      ? { from: 'pending', to: 'scheduled', by: 'consultant' }
      : { from: 'pending', to: 'cancelled', by: 'requester' },
    who,
  );

export const startConsultation = (db: Db, id: string, who: Who) =>
  change(db, id, { from: 'scheduled', to: 'in-progress' }, who);

export const endConsultation = (db: Db, id: string, notes: string, who: Who) =>
  change(db, id, { from: 'in-progress', to: 'completed', endNotes: notes }, who);

/**
 * A chat message from one of the two doctors while the consultation is scheduled or in
 * progress; once completed or cancelled it is refused (409 CONSULTATION_CLOSED). It goes
 * live to the other doctor only.
 */
export async function sendConsultationMessage(
  db: Db,
  id: string,
  body: string,
  who: Who,
): Promise<ConsultationMessage> {
  const { caller, now } = who;
  const doctorId = await doctorIdOf(db, caller.userId);
  const current = await findRow(db, doctorId, id);
  if (current.status === 'completed' || current.status === 'cancelled')
    throw new AppError(409, 'CONSULTATION_CLOSED');
  if (current.status !== 'scheduled' && current.status !== 'in-progress')
    throw new AppError(409, 'CONSULTATION_STATUS_CONFLICT');
  const row = await db
    .insertInto('consultation_messages')
    .values({ consultation_id: id, sender_id: doctorId, body, created_at: now })
    .returning(['id', 'consultation_id', 'sender_id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  const mine = current.requester_id === doctorId;
  const sender = { ...row, sender_name: mine ? current.requester_name : current.consultant_name };
  const otherId = mine ? current.consultant_id : current.requester_id;
  const otherUser = mine ? current.consultant_user_id : current.requester_user_id;
  if (otherUser)
    who.realtime.toUser(otherUser, CONSULTATION_MESSAGE_EVENT, {
      consultationId: id,
      message: toMessage(sender, otherId),
    });
  return toMessage(sender, doctorId);
}
