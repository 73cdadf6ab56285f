import {
  doctorTransitions,
  patientCancellable,
  type Appointment,
  type AppointmentStatus,
} from '@contract/appointments';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { audit } from '../audit';
import { deliver, notify, type NotificationEvent } from '../notifications';
import { type BookingDeps } from './booking';
import { historyPaperFor } from './history-paper';
import { findAppointment, isDoctor, rowFor } from './read';

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
      ? notify(trx, {
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

  // Each side gets its own view: the doctor's follows the records rule (and is audited once).
  const stored = await findAppointment(db, caller, current.id);
  const [patientView] = await historyPaperFor(db, { userId: current.patient_id, role: 'patient' }, [
    stored,
  ]);
  const doctorView = current.doctor_user_id
    ? (await historyPaperFor(db, { userId: current.doctor_user_id, role: 'doctor' }, [stored]))[0]!
    : null;
  realtime.toUser(current.patient_id, 'appointment_updated', { appointment: patientView });
  if (current.doctor_user_id && doctorView)
    realtime.toUser(current.doctor_user_id, 'appointment_updated', { appointment: doctorView });
  if (recipient && notice) deliver(realtime, recipient, notice);
  return (byDoctor ? doctorView : patientView)!;
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
