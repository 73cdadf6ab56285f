import { sql } from 'kysely';
import { createCareRequestOn, type CreateCareRequest } from '@contract/care-requests';
import type { z } from 'zod';
import type { createCareRequest } from '@contract/care-requests';
import type { Db } from '../../db/database';
import { AppError, fromZodError } from '../../http/errors';
import type { Realtime } from '../../realtime';
import { nepalToday } from '../appointments';
import { publicDoctor } from '../appointments/slots';
import { isUuid } from '../cursor';
import { deliver, notify } from '../notifications';
import { readRequest } from './read';

/**
 * The doctor a second opinion names: unknown (404 DOCTOR_NOT_FOUND) or not verified (403
 * DOCTOR_NOT_VERIFIED) is the doctor field's fault, so the dialog shows it under its picker.
 */
async function chosenDoctor(db: Db, doctorId: string) {
  try {
    return await publicDoctor(db, doctorId);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.status, error.code, 'doctorId');
    throw error;
  }
}

export type CareDeps = { db: Db; realtime: Realtime; now: Date };
type Body = z.output<typeof createCareRequest> & CreateCareRequest;

/**
 * POST /appointments/{id}/requests: the patient asks, from one of their own completed
 * appointments, for a follow-up with that doctor or a second opinion (from that doctor,
 * or another verified one it names). Someone else's appointment, or none, is 404.
 */
export async function createRequest(
  { db, realtime, now }: CareDeps,
  patientId: string,
  appointmentId: string,
  body: Body,
) {
  if (!isUuid(appointmentId)) throw new AppError(404, 'APPOINTMENT_NOT_FOUND');
  const today = nepalToday(now);
  const checked = createCareRequestOn(today).safeParse(body);
  if (!checked.success) throw fromZodError(checked.error);
  const past = await db
    .selectFrom('appointments')
    .select(['id', 'status', 'doctor_id', 'patient_name'])
    .where('id', '=', appointmentId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  if (!past) throw new AppError(404, 'APPOINTMENT_NOT_FOUND');
  if (past.status !== 'completed') throw new AppError(409, 'REQUEST_NOT_COMPLETED');

  // A follow-up is always with the doctor who saw the patient; a second opinion may go elsewhere.
  const asked =
    body.type === 'second-opinion' && body.doctorId && body.doctorId !== past.doctor_id
      ? await chosenDoctor(db, body.doctorId)
      : await db
          .selectFrom('doctors')
          .select(['id', 'user_id'])
          .where('id', '=', past.doctor_id)
          .executeTakeFirstOrThrow();

  const { id, notice } = await db.transaction().execute(async (trx) => {
    const inserted = await sql<{ id: string }>`insert into care_requests
        (patient_id, doctor_id, from_appointment_id, type, urgency, preferred_date,
         preferred_time, description, created_at, updated_at)
      values (${patientId}, ${asked.id}, ${past.id}, ${body.type}, ${body.urgency},
        ${body.preferredDate}, ${body.preferredTime}, ${body.description}, ${now}, ${now})
      on conflict (from_appointment_id, doctor_id, type) where status = 'pending' do nothing
      returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (!id) throw new AppError(409, 'REQUEST_ALREADY_PENDING');
    const notice = asked.user_id
      ? await notify(trx, {
          userId: asked.user_id,
          event: body.type === 'follow-up' ? 'follow_up_requested' : 'second_opinion_requested',
          params: {
            requestId: id,
            patient: past.patient_name,
            date: body.preferredDate,
            time: body.preferredTime,
          },
        })
      : null;
    return { id, notice };
  });

  const { request } = await readRequest(db, id, today, { patientId });
  if (asked.user_id) {
    realtime.toUser(asked.user_id, 'request_created', { requestId: id, status: request.status });
    if (notice) deliver(realtime, asked.user_id, notice);
  }
  return request;
}
