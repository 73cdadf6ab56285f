import { sql } from 'kysely';
import type { z } from 'zod';
import type { prescriptionRequest, PrescriptionRequest } from '@contract/appointments';
import type { NewPrescriptionRequest } from '@contract/prescriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Realtime } from '../../realtime';
import { audit } from '../audit';
import { deliver, notify, type NotificationEvent } from '../notifications';
import { checkedOn, prescribe, storedBody } from './index';
import {
  type DetailRow,
  prescriptionNumber,
  prescriptionWithVersions,
  readPrescription,
} from './read';

/**
 * Changing a prescription (issue 15, ADR 0028): its doctor edits it (the body it replaces
 * is kept as a version) or completes or cancels it; the patient and the doctor are told,
 * and the change is audited with its old and new values. "New" writes one for a
 * completed appointment of the doctor's that has none yet.
 */

type Deps = { db: Db; realtime: Realtime; now: Date; ip?: string };
type Body = z.output<typeof prescriptionRequest> & PrescriptionRequest;

const parse = (body: DetailRow['body']) =>
  (typeof body === 'string' ? JSON.parse(body) : body) as Record<string, unknown>;

/** Tells the patient and the doctor (when the doctor has an account) what changed. */
async function tell(db: Db, realtime: Realtime, row: DetailRow, event: NotificationEvent) {
  const params = {
    prescriptionId: row.id,
    appointmentId: row.appointment_id,
    number: prescriptionNumber(row.id),
    doctor: row.doctor_name,
    patient: row.patient_name,
  };
  const to = [row.patient_id, row.doctor_user_id].filter((u): u is string => Boolean(u));
  const notices = await Promise.all(
    to.map(async (userId) => ({
      userId,
      notice: await notify(db, { userId, event, params }),
    })),
  );
  for (const { userId, notice } of notices) deliver(realtime, userId, notice);
}

/** The fields that differ between two bodies, as { old, new } for the audit log. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const old: Record<string, unknown> = {};
  const next: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    old[key] = before[key] ?? null;
    next[key] = after[key] ?? null;
  }
  return { old, new: next };
}

/** PUT /prescriptions/:id by its doctor: the earlier body becomes a version. */
export async function editPrescription(
  { db, realtime, now, ip }: Deps,
  caller: NonNullable<Caller>,
  id: string,
  body: Body,
) {
  const row = await readPrescription(db, caller, id);
  if (row.status === 'cancelled') throw new AppError(409, 'PRESCRIPTION_CANCELLED', 'status');
  // An unchanged valid-until may already be past (an expired one is edited to renew it).
  checkedOn(now, body, row.valid_until);
  const validUntil = body.validUntil ?? row.valid_until;
  const next = storedBody(body);
  await db.transaction().execute(async (trx) => {
    const kept = await sql`insert into prescription_versions
        (prescription_id, version, body, valid_until, edited_by, saved_at)
      values (${row.id}, ${row.version}, ${JSON.stringify(parse(row.body))}::jsonb,
        ${row.valid_until}::date, ${caller.userId}, ${now})
      on conflict (prescription_id, version) do nothing`.execute(trx);
    // Someone else's edit came first: this one was made on a body that is gone.
    if (Number(kept.numAffectedRows ?? 0) === 0) throw new AppError(409, 'PRESCRIPTION_CHANGED');
    await sql`update prescriptions set body = ${next}::jsonb, valid_until = ${validUntil}::date,
        version = version + 1, updated_at = ${now}
      where id = ${row.id}`.execute(trx);
  });
  const diff = changes(
    { ...parse(row.body), validUntil: row.valid_until },
    { ...(JSON.parse(next) as Record<string, unknown>), validUntil },
  );
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'update',
    subjectType: 'prescription',
    subjectId: row.id,
    patientId: row.patient_id,
    ip: ip ?? null,
    details: { version: row.version + 1, ...diff },
  });
  const updated = await readPrescription(db, caller, id);
  await tell(db, realtime, updated, 'prescription_updated');
  return prescriptionWithVersions(db, caller, updated, now);
}

/** PUT /prescriptions/:id/status by its doctor: an active (or expired) one is completed or cancelled. */
export async function setPrescriptionStatus(
  { db, realtime, now, ip }: Deps,
  caller: NonNullable<Caller>,
  id: string,
  status: 'completed' | 'cancelled',
) {
  const row = await readPrescription(db, caller, id);
  if (row.status !== 'active') throw new AppError(409, 'PRESCRIPTION_NOT_ACTIVE', 'status');
  const { rows } = await sql<{ id: string }>`update prescriptions
    set status = ${status}, updated_at = ${now}
    where id = ${row.id} and status = 'active' returning id`.execute(db);
  if (!rows[0]) throw new AppError(409, 'PRESCRIPTION_NOT_ACTIVE', 'status');
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'update',
    subjectType: 'prescription',
    subjectId: row.id,
    patientId: row.patient_id,
    ip: ip ?? null,
    details: { old: { status: row.status }, new: { status } },
  });
  const updated = await readPrescription(db, caller, id);
  await tell(
    db,
    realtime,
    updated,
    status === 'completed' ? 'prescription_completed' : 'prescription_cancelled',
  );
  return prescriptionWithVersions(db, caller, updated, now);
}

/** POST /doctor/prescriptions: "New" for one of the doctor's completed appointments without one. */
export async function createPrescription(
  { db, realtime, now, ip }: Deps,
  caller: NonNullable<Caller>,
  body: NewPrescriptionRequest & Body & { appointmentId: string },
) {
  const { appointmentId, ...form } = body;
  const written = await prescribe(
    { db, realtime, now },
    caller,
    appointmentId,
    checkedOn(now, form),
  );
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'create',
    subjectType: 'prescription',
    subjectId: written._id,
    patientId: written.patientId,
    ip: ip ?? null,
    details: { appointmentId },
  });
  return prescriptionWithVersions(db, caller, await readPrescription(db, caller, written._id), now);
}

/** GET /doctor/prescriptions/prescribable: completed appointments without a prescription. */
export async function prescribableAppointments(db: Db, caller: NonNullable<Caller>) {
  const { rows } = await sql<{
    appointmentId: string;
    patientId: string;
    patientName: string;
    date: string;
    reason: string;
  }>`select a.id as "appointmentId", a.patient_id as "patientId",
      a.patient_name as "patientName", a.date::text as date, a.reason
    from appointments a join doctors d on d.id = a.doctor_id
    where d.user_id = ${caller.userId} and a.status = 'completed'
      and not exists (select 1 from prescriptions r where r.appointment_id = a.id)
    order by a.date desc, a.start_time desc, a.id desc limit 100`.execute(db);
  return { appointments: rows };
}
