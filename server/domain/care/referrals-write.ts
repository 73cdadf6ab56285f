import {
  DEFAULT_DECLINE_REASON,
  type createReferralRequest,
  type Referral,
  type ReferralStatus,
  type referralStatusRequest,
} from '@contract/referrals';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import type { Realtime } from '../../realtime';
import { audit } from '../audit';
import { deliver, notify, notificationPreview } from '../notifications';
import { doctorIdOf } from '../patients/list';
import { canDoctorReadRecords } from '../records/access';
import { grantCare } from './links';
import { findReferral, toReferral, type ReferralRow } from './referrals-read';

type Who = { caller: SignedIn; ip: string | null; now: Date; realtime: Realtime };
type CreateBody = z.output<typeof createReferralRequest>;
type StatusBody = z.output<typeof referralStatusRequest>;

/** 001 §7: referral_created, referral_status_changed (referralId, status, updatedAt). */
function announce(realtime: Realtime, r: ReferralRow, event: string, to: (string | null)[]) {
  const payload = {
    referralId: r.id,
    status: r.status,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
  for (const userId of new Set(to)) if (userId) realtime.toUser(userId, event, payload);
}

/**
 * A doctor refers one of their patients (their records open to the caller, else 404) to a
 * verified colleague with an account, not themselves. The specialty is the receiver's
 * unless given; attachments must be the patient's records. One pending referral per
 * patient, sender and receiver. The patient and the receiver are told; audited.
 */
export async function createReferral(db: Db, body: CreateBody, who: Who): Promise<Referral> {
  const { caller, now } = who;
  const me = await doctorIdOf(db, caller.userId);
  if (!me || !(await canDoctorReadRecords(db, caller.userId, body.patientId)))
    throw new AppError(404, 'PATIENT_NOT_FOUND', 'patientId');
  if (body.toDoctorId === me) throw new AppError(400, 'REFERRAL_SELF', 'toDoctorId');
  const receiver = await db
    .selectFrom('doctors')
    .select(['id', 'user_id', 'specialization'])
    .where('id', '=', body.toDoctorId)
    .where('verification_status', '=', 'verified')
    .where('user_id', 'is not', null)
    .executeTakeFirst();
  if (!receiver) throw new AppError(404, 'REFERRAL_DOCTOR_NOT_FOUND', 'toDoctorId');
  const attachments = [...new Set(body.attachments)];
  if (attachments.length > 0) {
    const found = await db
      .selectFrom('medical_records')
      .select('id')
      .where('id', 'in', attachments)
      .where('patient_id', '=', body.patientId)
      .execute();
    if (found.length !== attachments.length)
      throw new AppError(400, 'REFERRAL_ATTACHMENT_NOT_FOUND', 'attachments');
  }
  const specialty = body.referralType || receiver.specialization.trim() || 'General';

  const { row, notices } = await db
    .transaction()
    .execute(async (tx) => {
      const pending = await tx
        .selectFrom('referrals')
        .select('id')
        .where('patient_id', '=', body.patientId)
        .where('from_doctor_id', '=', me)
        .where('to_doctor_id', '=', receiver.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw new AppError(409, 'REFERRAL_ALREADY_PENDING', 'toDoctorId');
      const inserted = await tx
        .insertInto('referrals')
        .values({
          patient_id: body.patientId,
          from_doctor_id: me,
          to_doctor_id: receiver.id,
          specialty,
          reason: body.reason,
          notes: body.notes,
          urgency: body.urgency,
          attachment_ids: attachments,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(tx, {
        actor: { id: caller.userId, role: caller.role },
        action: 'create',
        subjectType: 'referral',
        subjectId: inserted.id,
        patientId: body.patientId,
        ip: who.ip,
        details: { new: { ...body, referralType: specialty, attachments } },
      });
      const r = await findReferral(tx, me, inserted.id);
      const params = {
        fromDoctor: r.from_name,
        toDoctor: r.to_name,
        patient: r.patient_name,
        specialty,
        reason: notificationPreview(body.reason),
      };
      const toPatient = await notify(tx, {
        userId: body.patientId,
        event: 'referral_created',
        params,
      });
      const toReceiver = await notify(tx, {
        userId: receiver.user_id!,
        event: 'referral_received',
        params,
      });
      return {
        row: r,
        notices: [
          [body.patientId, toPatient],
          [receiver.user_id!, toReceiver],
        ] as const,
      };
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === '23505')
        throw new AppError(409, 'REFERRAL_ALREADY_PENDING', 'toDoctorId');
      throw error;
    });
  for (const [userId, notice] of notices) deliver(who.realtime, userId, notice);
  announce(who.realtime, row, 'referral_created', [row.to_user_id]);
  announce(who.realtime, row, 'referral_updated', [row.from_user_id]);
  return toReferral(row, me);
}

/** 001 §4 and ADR 0039: which status each answer needs first. Only the receiver answers. */
const needs: Record<StatusBody['status'], ReferralStatus> = {
  accepted: 'pending',
  declined: 'pending',
  active: 'accepted',
  completed: 'active',
};

/**
 * The receiver accepts (the patient becomes theirs: listed, records open), declines with a
 * reason ("Not available" by default), marks an accepted referral active while seeing the
 * patient, and an active one completed. The sender may only read it (403); anyone else 404.
 * Audited with old and new status; the patient hears of accept and decline.
 */
export async function changeReferralStatus(
  db: Db,
  id: string,
  body: StatusBody,
  who: Who,
): Promise<Referral> {
  const { caller, now } = who;
  const me = await doctorIdOf(db, caller.userId);
  const before = await findReferral(db, me, id);
  if (before.to_doctor_id !== me) throw new AppError(403, 'FORBIDDEN');
  const from = needs[body.status];
  if (before.status !== from) throw new AppError(409, 'REFERRAL_STATUS_INVALID', 'status');
  const declineReason =
    body.status === 'declined' ? body.reason || DEFAULT_DECLINE_REASON : before.decline_reason;

  const { row, notice } = await db.transaction().execute(async (tx) => {
    const changed = await tx
      .updateTable('referrals')
      .set({ status: body.status, decline_reason: declineReason, updated_at: now })
      .where('id', '=', before.id)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw new AppError(409, 'REFERRAL_STATUS_INVALID', 'status');
    if (body.status === 'accepted')
      await grantCare(tx, {
        doctorId: before.to_doctor_id,
        patientId: before.patient_id,
        source: 'referral',
        sourceId: before.id,
        now,
      });
    await audit(tx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'referral',
      subjectId: before.id,
      patientId: before.patient_id,
      ip: who.ip,
      details: {
        old: { status: before.status, declineReason: before.decline_reason },
        new: { status: body.status, declineReason },
        ...(body.status === 'accepted' ? { recordsOpenedTo: before.to_doctor_id } : {}),
      },
    });
    const params = {
      fromDoctor: before.from_name,
      toDoctor: before.to_name,
      patient: before.patient_name,
      specialty: before.specialty,
      reason: notificationPreview(declineReason ?? ''),
    };
    const told =
      body.status === 'accepted' || body.status === 'declined'
        ? await notify(tx, {
            userId: before.patient_id,
            event: body.status === 'accepted' ? 'referral_accepted' : 'referral_declined',
            params,
          })
        : null;
    return { row: await findReferral(tx, me, before.id), notice: told };
  });
  if (notice) deliver(who.realtime, before.patient_id, notice);
  announce(who.realtime, row, 'referral_status_changed', [row.from_user_id, row.to_user_id]);
  return toReferral(row, me!);
}
