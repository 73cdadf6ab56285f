import { sql } from 'kysely';
import {
  prescriptionRequestOn,
  type Prescription,
  type PrescriptionRequest,
  type prescriptionRequest,
} from '@contract/appointments';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, fromZodError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Realtime } from '../../realtime';
import { PRESCRIPTION_VALID_DAYS } from '@contract/prescriptions';
import { findAppointment, nepalToday } from '../appointments';
import { addDays } from '../appointments/dates';
import { deliver, notify } from '../notifications';

/**
 * Prescriptions (issue 7; 001 §3 full form, §5 rules): written by the appointment's
 * doctor once it is completed, one per appointment, kept for the patient. Issue 15 adds
 * validity, lists, edits with versions and status changes (read.ts, edit.ts) and the
 * patient's own uploads (uploads.ts).
 */

type Row = {
  id: string;
  appointment_id: string;
  status: Prescription['status'];
  body: z.output<typeof prescriptionRequest> | string;
  doctor_id: string;
  doctor_name: string;
  patient_id: string;
  patient_name: string;
  hospital_id: string;
  hospital_name: string;
  created_at: Date;
};

const select = sql`select r.id, r.appointment_id, r.status, r.body, r.doctor_id,
    d.full_name as doctor_name, r.patient_id, a.patient_name, a.hospital_id,
    p.name as hospital_name, r.created_at
  from prescriptions r
  join appointments a on a.id = r.appointment_id
  join doctors d on d.id = r.doctor_id
  join providers p on p.id = a.hospital_id`;

function toPrescription(r: Row): Prescription {
  const body = typeof r.body === 'string' ? JSON.parse(r.body) : r.body;
  return {
    ...body,
    _id: r.id,
    appointmentId: r.appointment_id,
    status: r.status,
    doctor: { _id: r.doctor_id, fullName: r.doctor_name },
    patientId: r.patient_id,
    patientName: r.patient_name,
    hospital: { _id: r.hospital_id, name: r.hospital_name },
    createdAt: new Date(r.created_at).toISOString(),
  };
}

type Body = z.output<typeof prescriptionRequest> & PrescriptionRequest;

/**
 * A prescription's body (already read by the endpoint's schema) checked on the server's
 * day, `now`: the contract's rules on today in Nepal (a needed follow-up is not dated in
 * the past; a valid-until is today to a year ahead, unless it is `keptValidUntil`, the one
 * an edited prescription already has). A refusal is a 400 naming its field.
 */
export function checkedOn(now: Date, body: Body, keptValidUntil?: string): Body {
  const checked = prescriptionRequestOn(nepalToday(now), keptValidUntil).safeParse(body);
  if (!checked.success) throw fromZodError(checked.error);
  return body;
}

/** The stored body: the form without validUntil, which is a column of its own. */
export function storedBody(body: Body): string {
  const { validUntil: _validUntil, ...rest } = body;
  return JSON.stringify(rest);
}

/** POST /appointments/{id}/prescription by the appointment's doctor. */
export async function prescribe(
  { db, realtime, now = new Date() }: { db: Db; realtime: Realtime; now?: Date },
  caller: NonNullable<Caller>,
  appointmentId: string,
  body: Body,
): Promise<Prescription> {
  const appointment = await findAppointment(db, caller, appointmentId);
  if (appointment.status !== 'completed') throw new AppError(409, 'NOT_COMPLETED', 'status');
  // ADR 0028: valid for PRESCRIPTION_VALID_DAYS from today unless the doctor says otherwise.
  const validUntil = body.validUntil ?? addDays(nepalToday(now), PRESCRIPTION_VALID_DAYS);
  const { id, notice } = await db.transaction().execute(async (trx) => {
    const inserted = await sql<{ id: string }>`insert into prescriptions
        (appointment_id, patient_id, doctor_id, body, valid_until, created_at, updated_at)
      values (${appointment._id}, ${appointment.patientId}, ${appointment.doctor._id},
        ${storedBody(body)}::jsonb, ${validUntil}::date, ${now}, ${now})
      on conflict (appointment_id) do nothing
      returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (!id) throw new AppError(409, 'PRESCRIPTION_EXISTS');
    const notice = await notify(trx, {
      userId: appointment.patientId,
      event: 'prescription_created',
      params: {
        appointmentId: appointment._id,
        prescriptionId: id,
        doctor: appointment.doctor.fullName,
        date: appointment.date,
      },
    });
    return { id, notice };
  });
  deliver(realtime, appointment.patientId, notice);
  const { rows } = await sql<Row>`${select} where r.id = ${id}`.execute(db);
  return toPrescription(rows[0]!);
}

/** GET /prescriptions: a patient's own, or the ones a doctor wrote; newest first. */
export async function listPrescriptions(
  db: Db,
  caller: NonNullable<Caller>,
): Promise<Prescription[]> {
  const whose =
    caller.role === 'doctor'
      ? sql`d.user_id = ${caller.userId}`
      : sql`r.patient_id = ${caller.userId}`;
  const { rows } = await sql<Row>`${select} where ${whose}
    order by r.created_at desc, r.id desc limit 200`.execute(db);
  return rows.map(toPrescription);
}
