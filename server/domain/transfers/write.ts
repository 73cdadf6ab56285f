import {
  DEFAULT_REJECTION_MESSAGE,
  type createTransferRequest,
  type Transfer,
  type TransferStatus,
  type updateTransferStatusRequest,
} from '@contract/transfers';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import type { Realtime } from '../../realtime';
import { nepalToday } from '../appointments';
import { audit } from '../audit';
import { endCare, grantCare } from '../care/links';
import { deliver, notify } from '../notifications';
import { canDoctorReadRecords } from '../records/access';
import { findRow, partyOf, readTransfer, type Party, type Row } from './read';

type Who = { caller: SignedIn; ip: string | null; now: Date; realtime: Realtime };
type CreateBody = z.output<typeof createTransferRequest>;
type AnswerBody = z.output<typeof updateTransferStatusRequest>;

/** The accounts a transfer concerns: its two doctors and the target hospital's account. */
const concerned = (r: Row) =>
  [r.from_doctor_user_id, r.target_doctor_user_id, r.target_hospital_user_id].filter(
    (id): id is string => id !== null,
  );

const announce = (realtime: Realtime, r: Row, event: string, status: TransferStatus) => {
  for (const userId of new Set(concerned(r)))
    realtime.toUser(userId, event, { transferId: r.id, status });
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * A doctor transfers one of their patients (001 §2.3, §2.7): the patient must be theirs
 * (their records open to the caller), else 404; the target doctor verified and not the
 * caller; the hospital active and verified; the expected date today or later in Nepal;
 * attachments the patient's own records. One pending transfer per patient and sender.
 */
export async function createTransfer(db: Db, body: CreateBody, who: Who): Promise<Transfer> {
  const { caller, now } = who;
  const party = await partyOf(db, caller);
  if (party.kind !== 'doctor' || !(await canDoctorReadRecords(db, caller.userId, body.patientId)))
    throw new AppError(404, 'PATIENT_NOT_FOUND', 'patientId');
  if (body.targetDoctorId === party.doctorId)
    throw new AppError(400, 'TRANSFER_TO_SELF', 'targetDoctorId');
  const doctor = await db
    .selectFrom('doctors')
    .select('id')
    .where('id', '=', body.targetDoctorId)
    .where('verification_status', '=', 'verified')
    .where('user_id', 'is not', null)
    .executeTakeFirst();
  if (!doctor) throw new AppError(404, 'TRANSFER_DOCTOR_UNAVAILABLE', 'targetDoctorId');
  const hospital = await db
    .selectFrom('providers')
    .select('id')
    .where('id', '=', body.targetHospitalId)
    .where('type', '=', 'hospital')
    .where('status', '=', 'active')
    .where('verification_status', '=', 'verified')
    .executeTakeFirst();
  if (!hospital) throw new AppError(404, 'TRANSFER_HOSPITAL_UNAVAILABLE', 'targetHospitalId');
  if (body.expectedTransferDate !== null && body.expectedTransferDate < nepalToday(now))
    throw new AppError(400, 'TRANSFER_DATE_PAST', 'expectedTransferDate');
  const attachments = [...new Set(body.attachments)];
  if (attachments.length > 0) {
    const found = await db
      .selectFrom('medical_records')
      .select('id')
      .where('id', 'in', attachments)
      .where('patient_id', '=', body.patientId)
      .execute();
    if (found.length !== attachments.length)
      throw new AppError(400, 'TRANSFER_ATTACHMENT_NOT_FOUND', 'attachments');
  }

  let id: string;
  try {
    id = await db.transaction().execute(async (tx) => {
      const pending = await tx
        .selectFrom('transfers')
        .select('id')
        .where('patient_id', '=', body.patientId)
        .where('from_doctor_id', '=', party.doctorId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw new AppError(409, 'TRANSFER_ALREADY_PENDING', 'patientId');
      const values = {
        patient_id: body.patientId,
        from_doctor_id: party.doctorId,
        target_doctor_id: body.targetDoctorId,
        target_hospital_id: body.targetHospitalId,
        required_specialty: body.requiredSpecialty,
        reason: body.reason,
        urgency: body.urgency,
        medical_summary: body.medicalSummary,
        expected_transfer_date: body.expectedTransferDate,
        estimated_duration: body.estimatedDuration,
        notes: body.notes,
        attachment_ids: attachments,
        created_at: now,
        updated_at: now,
      };
      const row = await tx
        .insertInto('transfers')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(tx, {
        actor: { id: caller.userId, role: caller.role },
        action: 'create',
        subjectType: 'transfer',
        subjectId: row.id,
        patientId: body.patientId,
        ip: who.ip,
        details: { new: { ...body, attachments } },
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'TRANSFER_ALREADY_PENDING', 'patientId');
    throw error;
  }
  const row = await findRow(db, party, id);
  announce(who.realtime, row, 'transferCreated', 'pending');
  return readTransfer(db, party, id, now);
}

/** Whether the party is the receiving side: the target doctor or the target hospital. */
const receives = (party: Party, r: Row) =>
  (party.kind === 'doctor' && party.doctorId === r.target_doctor_id) ||
  (party.kind === 'hospital' && party.hospitalId === r.target_hospital_id);

/**
 * 001 §4: the receiving side accepts (the patient becomes the target doctor's) or rejects
 * ("Cannot accommodate" by default) a pending transfer; either side marks an accepted one
 * complete, at the server's time, and the sender's care ends (ADR 0040). Audited with the
 * old and new status; the patient is told on accept and completion.
 */
export async function answerTransfer(
  db: Db,
  id: string,
  body: AnswerBody,
  who: Who,
): Promise<Transfer> {
  const { caller, now } = who;
  const party = await partyOf(db, caller);
  const row = await findRow(db, party, id);
  const from: TransferStatus = body.status === 'completed' ? 'accepted' : 'pending';
  if (body.status !== 'completed' && !receives(party, row))
    throw new AppError(403, 'TRANSFER_ANSWER_FORBIDDEN');
  if (row.status !== from)
    throw new AppError(409, from === 'pending' ? 'TRANSFER_NOT_PENDING' : 'TRANSFER_NOT_ACCEPTED');
  const responseMessage =
    body.status === 'rejected'
      ? body.message || DEFAULT_REJECTION_MESSAGE
      : body.status === 'accepted'
        ? body.message || null
        : row.response_message;

  const notice = await db.transaction().execute(async (tx) => {
    const changed = await tx
      .updateTable('transfers')
      .set({
        status: body.status,
        response_message: responseMessage,
        actual_transfer_date: body.status === 'completed' ? now : null,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    if (!changed)
      throw new AppError(
        409,
        from === 'pending' ? 'TRANSFER_NOT_PENDING' : 'TRANSFER_NOT_ACCEPTED',
      );
    const link = { patientId: row.patient_id, sourceId: row.id, now };
    if (body.status === 'accepted')
      await grantCare(tx, { doctorId: row.target_doctor_id, source: 'transfer', ...link });
    if (body.status === 'completed')
      await endCare(tx, { doctorId: row.from_doctor_id, reason: 'transferred', ...link });
    await audit(tx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'transfer',
      subjectId: row.id,
      patientId: row.patient_id,
      ip: who.ip,
      details: {
        old: { status: row.status, responseMessage: row.response_message },
        new: {
          status: body.status,
          responseMessage,
          ...(body.status === 'completed' ? { actualTransferDate: now.toISOString() } : {}),
        },
      },
    });
    if (body.status === 'rejected') return null;
    return notify(tx, {
      userId: row.patient_id,
      event: body.status === 'accepted' ? 'transfer_accepted' : 'transfer_completed',
      params: {
        transferId: row.id,
        doctor: row.target_doctor_name,
        hospital: row.target_hospital_name,
        fromDoctor: row.from_doctor_name,
      },
    });
  });
  if (notice) deliver(who.realtime, row.patient_id, notice);
  announce(who.realtime, row, 'transferStatusChanged', body.status);
  // The sender whose care just ended still reads the transfer itself: it stays theirs.
  return readTransfer(db, party, row.id, now);
}

/** The Transfer Details modal's read: audited, as it shows the patient's medical summary. */
export async function readTransferAudited(
  db: Db,
  caller: SignedIn,
  id: string,
  who: Omit<Who, 'caller' | 'realtime'>,
) {
  const party = await partyOf(db, caller);
  const transfer = await readTransfer(db, party, id, who.now);
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'read',
    subjectType: 'transfer',
    subjectId: transfer.id,
    patientId: transfer.patientId,
    ip: who.ip,
  });
  return transfer;
}
