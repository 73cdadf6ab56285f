import { sql } from 'kysely';
import {
  reschedulableTypes,
  respondToCareRequestOn,
  type CareRequest,
  type RespondToCareRequest,
  type respondToCareRequest,
} from '@contract/care-requests';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, fromZodError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { nepalToday, weekdayOf } from '../appointments';
import { cut, isFull, sessionsOn } from '../appointments/slots';
import { audit } from '../audit';
import { deliver, notificationPreview, notify } from '../notifications';
import type { CareDeps } from './create';
import { readRequest } from './read';

type Body = z.output<typeof respondToCareRequest> & RespondToCareRequest;
type Tx = Db;

/**
 * ADR 0042: an acceptance books the slot of the doctor's weekly schedule that starts at
 * the chosen time on that date (at its hospital, fee and department); a time outside the
 * schedule is refused (REQUEST_NO_SLOT), a taken one or a full session too
 * (REQUEST_SLOT_TAKEN), so a request never books over someone else.
 */
async function slotAt(db: Tx, doctorId: string, date: string, time: string, except?: string) {
  const day = weekdayOf(date);
  const sessions = await sessionsOn(db, doctorId, day);
  const session = sessions.find((s) => cut(s).some((slot) => slot.startTime === time));
  if (!session) throw new AppError(409, 'REQUEST_NO_SLOT', 'scheduledTime');
  const slot = cut(session).find((s) => s.startTime === time)!;
  const { rows } = await sql<{ start_time: string }>`select start_time from appointments
    where doctor_id = ${doctorId} and date = ${date} and status <> 'cancelled'
      and id <> ${except ?? '00000000-0000-0000-0000-000000000000'}`.execute(db);
  const starts = rows.map((r) => r.start_time);
  if (starts.includes(time) || isFull(session, starts))
    throw new AppError(409, 'REQUEST_SLOT_TAKEN', 'scheduledTime');
  return { session, day, slot };
}

/** A unique-index violation (the slot went to someone else meanwhile) is the same refusal. */
const slotRace = (error: unknown) => {
  if ((error as { code?: string } | null)?.code === '23505')
    throw new AppError(409, 'REQUEST_SLOT_TAKEN', 'scheduledTime');
  throw error;
};

type Current = {
  id: string;
  status: CareRequest['status'];
  type: CareRequest['type'];
  patient_id: string;
  from_appointment_id: string;
  appointment_id: string | null;
  doctor_name: string;
};

/** PUT /doctor/requests/{id}/respond: accept, reject or reschedule one addressed to the doctor. */
export async function respond(
  { db, realtime, now }: CareDeps,
  caller: NonNullable<Caller>,
  doctorId: string,
  id: string,
  body: Body,
): Promise<CareRequest> {
  const today = nepalToday(now);
  const { request: before } = await readRequest(db, id, today, { doctorId });
  const checked = respondToCareRequestOn(today).safeParse(body);
  if (!checked.success) throw fromZodError(checked.error);
  const current = await db
    .selectFrom('care_requests as r')
    .innerJoin('doctors as d', 'd.id', 'r.doctor_id')
    .select([
      'r.id',
      'r.status',
      'r.type',
      'r.patient_id',
      'r.from_appointment_id',
      'r.appointment_id',
      'd.full_name as doctor_name',
    ])
    .where('r.id', '=', before._id)
    .executeTakeFirstOrThrow();

  const note = body.message ? ` “${notificationPreview(body.message)}”` : '';
  const notice = await db
    .transaction()
    .execute(async (trx) => {
      if (body.action === 'reschedule') return reschedule(trx, current, body, now, note);
      if (current.status !== 'pending') throw new AppError(409, 'REQUEST_ALREADY_ANSWERED');
      if (body.action === 'reject') {
        await decide(trx, current, 'rejected', body, now, null);
        return notify(trx, {
          userId: current.patient_id,
          event: 'care_request_rejected',
          params: { requestId: current.id, doctor: current.doctor_name, note },
        });
      }
      return accept(trx, current, doctorId, body, now, note);
    })
    .catch(slotRace);

  const { request: after } = await readRequest(db, id, today, { doctorId });
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: `care_request.${body.action}`,
    subjectType: 'care_request',
    subjectId: after._id,
    patientId: after.patientId,
    details: {
      old: { status: before.status, scheduled: before.scheduledAppointment },
      new: { status: after.status, scheduled: after.scheduledAppointment },
    },
  });
  const event = body.action === 'reschedule' ? 'request_updated' : 'request_status_changed';
  for (const userId of [caller.userId, after.patientId])
    realtime.toUser(userId, event, { requestId: after._id, status: after.status });
  deliver(realtime, after.patientId, notice);
  return after;
}

async function decide(
  trx: Tx,
  current: Current,
  status: 'accepted' | 'rejected',
  body: Body,
  now: Date,
  appointmentId: string | null,
) {
  const updated = await trx
    .updateTable('care_requests')
    .set({
      status,
      response_message: body.message,
      notes: body.notes,
      response_date: now,
      updated_at: now,
      appointment_id: appointmentId,
    })
    .where('id', '=', current.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError(409, 'REQUEST_ALREADY_ANSWERED');
}

async function accept(
  trx: Tx,
  current: Current,
  doctorId: string,
  body: Body,
  now: Date,
  note: string,
) {
  const date = body.scheduledDate!;
  const time = body.scheduledTime!;
  const { session, day, slot } = await slotAt(trx, doctorId, date, time);
  const past = await trx
    .selectFrom('appointments')
    .select(['patient_name', 'patient_phone'])
    .where('id', '=', current.from_appointment_id)
    .executeTakeFirstOrThrow();
  const reason = await trx
    .selectFrom('care_requests')
    .select('description')
    .where('id', '=', current.id)
    .executeTakeFirstOrThrow();
  // The patient asked this doctor with the past visit as context: that is the consent
  // the booking dialog otherwise asks for, so the records open as on any acceptance.
  const inserted = await sql<{ id: string }>`insert into appointments
      (patient_id, doctor_id, hospital_id, date, day, start_time, end_time, department,
       consultation_fee, patient_name, patient_phone, reason, medical_record_consent,
       status, records_shared_at, created_at, updated_at)
    values (${current.patient_id}, ${doctorId}, ${session.hospital_id}, ${date}, ${day},
      ${slot.startTime}, ${slot.endTime}, ${session.department}, ${session.consultation_fee},
      ${past.patient_name}, ${past.patient_phone}, ${reason.description}, true,
      'confirmed', ${now}, ${now}, ${now})
    returning id`.execute(trx);
  const appointmentId = inserted.rows[0]!.id;
  await decide(trx, current, 'accepted', body, now, appointmentId);
  return notify(trx, {
    userId: current.patient_id,
    event: 'care_request_accepted',
    params: {
      requestId: current.id,
      appointmentId,
      doctor: current.doctor_name,
      date,
      time: slot.startTime,
      hospital: session.hospital_name,
      note,
    },
  });
}

async function reschedule(trx: Tx, current: Current, body: Body, now: Date, note: string) {
  const appointment = current.appointment_id
    ? await trx
        .selectFrom('appointments')
        .select(['id', 'doctor_id', 'status'])
        .where('id', '=', current.appointment_id)
        .executeTakeFirst()
    : undefined;
  if (
    current.status !== 'accepted' ||
    !reschedulableTypes.includes(current.type) ||
    !appointment ||
    appointment.status !== 'confirmed'
  )
    throw new AppError(409, 'REQUEST_NOT_RESCHEDULABLE');
  const date = body.scheduledDate!;
  const time = body.scheduledTime!;
  const { session, day, slot } = await slotAt(
    trx,
    appointment.doctor_id,
    date,
    time,
    appointment.id,
  );
  await trx
    .updateTable('appointments')
    .set({
      date,
      day,
      start_time: slot.startTime,
      end_time: slot.endTime,
      hospital_id: session.hospital_id,
      department: session.department,
      consultation_fee: session.consultation_fee,
      reminder_sent_at: null,
      updated_at: now,
    })
    .where('id', '=', appointment.id)
    .execute();
  await trx
    .updateTable('care_requests')
    .set({
      updated_at: now,
      ...(body.message ? { response_message: body.message } : {}),
      ...(body.notes ? { notes: body.notes } : {}),
    })
    .where('id', '=', current.id)
    .execute();
  return notify(trx, {
    userId: current.patient_id,
    event: 'care_request_rescheduled',
    params: {
      requestId: current.id,
      appointmentId: appointment.id,
      doctor: current.doctor_name,
      date,
      time: slot.startTime,
      hospital: session.hospital_name,
      note,
    },
  });
}
