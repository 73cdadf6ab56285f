import type { LetterFields } from '@contract/letters';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import type { Realtime } from '../../realtime';
import { nepalToday } from '../appointments';
import { audit } from '../audit';
import { deliver, notificationPreview, notify } from '../notifications';
import { doctorIdOf, readPatients } from '../patients';
import { findLetter, ownLetter, recipientUserOf, toLetter, type LetterRow } from './read';

/**
 * Writing letters (issue 18, ADR 0043): a doctor's draft is theirs to edit, send or
 * delete; sending stamps `sent_at`, tells the recipient with a `letter` notification and
 * is final. Every change is audited against the patient it is about.
 */

export type Who = { caller: SignedIn; ip: string | null; now: Date; realtime: Realtime };

/** The columns a form sets, after checking the patient and the recipient. */
async function columnsOf(db: Db, doctorId: string, body: LetterFields, now: Date) {
  const patients = await readPatients(db, doctorId, nepalToday(now), body.patientId);
  if (patients.length === 0) throw new AppError(404, 'LETTER_PATIENT_NOT_FOUND', 'patientId');
  let recipientDoctorId: string | null = null;
  let recipientHospitalId: string | null = null;
  if (body.recipientType === 'doctor') {
    const doctor = await db
      .selectFrom('doctors')
      .select('id')
      .where('id', '=', body.recipientId)
      .where('verification_status', '=', 'verified')
      .where('user_id', 'is not', null)
      .executeTakeFirst();
    if (!doctor) throw new AppError(404, 'LETTER_RECIPIENT_NOT_FOUND', 'recipientId');
    recipientDoctorId = doctor.id;
  } else if (body.recipientType === 'hospital') {
    const hospital = await db
      .selectFrom('providers')
      .select('id')
      .where('id', '=', body.recipientId)
      .where('type', '=', 'hospital')
      .where('status', '=', 'active')
      .where('verification_status', '=', 'verified')
      .executeTakeFirst();
    if (!hospital) throw new AppError(404, 'LETTER_RECIPIENT_NOT_FOUND', 'recipientId');
    recipientHospitalId = hospital.id;
  }
  return {
    type: body.type,
    patient_id: body.patientId,
    recipient_type: body.recipientType,
    recipient_doctor_id: recipientDoctorId,
    recipient_hospital_id: recipientHospitalId,
    subject: body.subject,
    content: body.content,
    urgency: body.urgency,
  };
}

async function doctorOf(db: Db, caller: SignedIn): Promise<string> {
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!doctorId) throw new AppError(404, 'LETTER_PATIENT_NOT_FOUND', 'patientId');
  return doctorId;
}

/** Marks a draft sent and stores its recipient's notification (in the transaction). */
async function markSent(tx: Db, row: LetterRow, now: Date) {
  await tx
    .updateTable('letters')
    .set({ status: 'sent', sent_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'draft')
    .execute();
  const userId = recipientUserOf(row);
  if (!userId) return null;
  const notice = await notify(tx, {
    userId,
    event: 'letter_received',
    params: {
      letterId: row.id,
      doctor: row.author_name,
      subject: notificationPreview(row.subject),
    },
  });
  return { userId, notice };
}

/**
 * After commit: the recipient's notification, and `letter_received` (its id and status)
 * so their open Letters tab lists it at once. Only the recipient hears of it.
 */
function announce(realtime: Realtime, letterId: string, delivery: Delivery | null) {
  if (!delivery) return;
  deliver(realtime, delivery.userId, delivery.notice);
  realtime.toUser(delivery.userId, 'letter_received', { id: letterId, status: 'sent' });
}
type Delivery = NonNullable<Awaited<ReturnType<typeof markSent>>>;

async function answer(db: Db, id: string, who: Who) {
  const row = await findLetter(db, id);
  if (!row) throw new AppError(404, 'LETTER_NOT_FOUND');
  return { letter: toLetter(row, who.caller.userId) };
}

export async function createLetter(db: Db, body: LetterFields, who: Who) {
  const doctorId = await doctorOf(db, who.caller);
  const columns = await columnsOf(db, doctorId, body, who.now);
  const sent = await db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('letters')
      .values({ ...columns, author_doctor_id: doctorId, created_at: who.now, updated_at: who.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(tx, {
      actor: { id: who.caller.userId, role: who.caller.role },
      action: 'create',
      subjectType: 'letter',
      subjectId: id,
      patientId: body.patientId,
      ip: who.ip,
      details: { type: body.type, recipientType: body.recipientType, send: body.send },
    });
    if (!body.send) return { id, delivery: null };
    const row = (await findLetter(tx, id))!;
    return { id, delivery: await markSent(tx, row, who.now) };
  });
  announce(who.realtime, sent.id, sent.delivery);
  return answer(db, sent.id, who);
}

/** Edits the author's draft; `send` sends it too. A sent letter is final (409). */
export async function updateLetter(db: Db, id: string, body: LetterFields, who: Who) {
  const before = await ownLetter(db, who.caller, id);
  if (before.status === 'sent') throw new AppError(409, 'LETTER_ALREADY_SENT');
  const columns = await columnsOf(db, before.author_doctor_id, body, who.now);
  const delivery = await db.transaction().execute(async (tx) => {
    const changed = await tx
      .updateTable('letters')
      .set({ ...columns, updated_at: who.now })
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw new AppError(409, 'LETTER_ALREADY_SENT');
    await audit(tx, {
      actor: { id: who.caller.userId, role: who.caller.role },
      action: 'update',
      subjectType: 'letter',
      subjectId: id,
      patientId: body.patientId,
      ip: who.ip,
      details: {
        old: {
          type: before.type,
          patientId: before.patient_id,
          recipientType: before.recipient_type,
          subject: before.subject,
          urgency: before.urgency,
        },
        new: {
          type: body.type,
          patientId: body.patientId,
          recipientType: body.recipientType,
          subject: body.subject,
          urgency: body.urgency,
        },
        send: body.send,
      },
    });
    if (!body.send) return null;
    return markSent(tx, (await findLetter(tx, id))!, who.now);
  });
  announce(who.realtime, id, delivery);
  return answer(db, id, who);
}

/** Sends the author's draft. */
export async function sendLetter(db: Db, id: string, who: Who) {
  const row = await ownLetter(db, who.caller, id);
  if (row.status === 'sent') throw new AppError(409, 'LETTER_ALREADY_SENT');
  const delivery = await db.transaction().execute(async (tx) => {
    const fresh = await findLetter(tx, id);
    if (!fresh || fresh.status !== 'draft') throw new AppError(409, 'LETTER_ALREADY_SENT');
    await audit(tx, {
      actor: { id: who.caller.userId, role: who.caller.role },
      action: 'update',
      subjectType: 'letter',
      subjectId: id,
      patientId: row.patient_id,
      ip: who.ip,
      details: { old: { status: 'draft' }, new: { status: 'sent' } },
    });
    return markSent(tx, fresh, who.now);
  });
  announce(who.realtime, id, delivery);
  return answer(db, id, who);
}

/** Deletes the author's draft; a sent letter is final (409). */
export async function deleteLetter(db: Db, id: string, who: Omit<Who, 'realtime'>) {
  const row = await ownLetter(db, who.caller, id);
  if (row.status === 'sent') throw new AppError(409, 'LETTER_ALREADY_SENT');
  await db.transaction().execute(async (tx) => {
    const gone = await tx
      .deleteFrom('letters')
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw new AppError(409, 'LETTER_ALREADY_SENT');
    await audit(tx, {
      actor: { id: who.caller.userId, role: who.caller.role },
      action: 'delete',
      subjectType: 'letter',
      subjectId: id,
      patientId: row.patient_id,
      ip: who.ip,
      details: { old: { type: row.type, subject: row.subject, status: row.status } },
    });
  });
  return { deleted: id };
}
