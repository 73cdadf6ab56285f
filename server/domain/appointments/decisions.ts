import {
  doctorTransitions,
  patientCancellable,
  type Appointment,
  type AppointmentStatus,
} from '@contract/appointments';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { audit } from '../audit';
import { deliver, storeNotification, type NotificationEvent } from '../notifications';
import { type BookingDeps } from './booking';
import { getAppointment, isDoctor, rowFor } from './read';

// ---- Decisions ----

const eventFor = (to: AppointmentStatus, byDoctor: boolean, from: AppointmentStatus) => {
  if (to === 'confirmed') return 'appointment_confirmed';
  if (to === 'in-progress') return 'appointment_started';
  if (to === 'completed') return 'appointment_completed';
  if (!byDoctor) return 'appointment_cancelled_by_patient';
  return from === 'requested' ? 'appointment_declined' : 'appointment_cancelled_by_doctor';
};

/**
 * Moves an appointment from one status to another, if it is still in the status it was
 * read in (a concurrent decision loses with 409), and tells the other side.
 */
async function transition(
  deps: BookingDeps,
  caller: NonNullable<Caller>,
  id: string,
  to: AppointmentStatus,
  extra: { recordsShared?: boolean; cancelReason?: Appointment['cancelReason'] } = {},
): Promise<Appointment> {
  const { db, realtime } = deps;
  const current = await rowFor(db, caller, id);
  const byDoctor = isDoctor(caller);
  const allowed = byDoctor
    ? to === 'confirmed'
      ? current.status === 'requested' && extra.recordsShared === true
      : doctorTransitions[current.status].includes(to)
    : to === 'cancelled' && patientCancellable.includes(current.status);
  if (!allowed)
    throw new AppError(409, 'ILLEGAL_TRANSITION', 'status', { from: current.status, to });

  const cancelReason =
    to === 'cancelled'
      ? (extra.cancelReason ??
        (byDoctor ? (current.status === 'requested' ? 'declined' : 'doctor') : 'patient'))
      : null;
  const event: NotificationEvent = eventFor(to, byDoctor, current.status);
  const recipient = byDoctor ? current.patient_id : current.doctor_user_id;

  const notice = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('appointments')
      .set({
        status: to,
        cancel_reason: cancelReason,
        updated_at: deps.now,
        ...(extra.recordsShared ? { records_shared_at: deps.now } : {}),
      })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .returning('id')
      .executeTakeFirst();
    if (!updated)
      throw new AppError(409, 'ILLEGAL_TRANSITION', 'status', { from: current.status, to });
    if (extra.recordsShared)
      await audit(trx, {
        actor: { id: caller.userId, role: caller.role },
        action: 'records.shared',
        subjectType: 'appointment',
        subjectId: current.id,
        patientId: current.patient_id,
        details: { doctorId: current.doctor_id },
      });
    return recipient
      ? storeNotification(trx, {
          userId: recipient,
          event,
          params: {
            appointmentId: current.id,
            doctor: current.doctor_name,
            patient: current.patient_name,
            date: current.date,
            time: current.start_time,
            hospital: current.hospital_name,
          },
        })
      : null;
  });

  const appointment = await getAppointment(db, caller, current.id);
  for (const userId of [current.patient_id, current.doctor_user_id])
    if (userId) realtime.toUser(userId, 'appointment_updated', { appointment });
  if (recipient && notice) deliver(realtime, recipient, notice);
  return appointment;
}

/** PUT /appointments/{id}/accept: requested → confirmed; the patient's records open to the doctor. */
export const acceptAppointment = (deps: BookingDeps, caller: NonNullable<Caller>, id: string) =>
  transition(deps, caller, id, 'confirmed', { recordsShared: true });

/** PUT /appointments/{id}: the doctor declines, starts, completes or cancels; the patient cancels. */
export const changeAppointmentStatus = (
  deps: BookingDeps,
  caller: NonNullable<Caller>,
  id: string,
  status: AppointmentStatus,
  cancelReason?: Appointment['cancelReason'],
) => transition(deps, caller, id, status, { cancelReason });
