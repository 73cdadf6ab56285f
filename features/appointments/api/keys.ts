import type { Appointment } from '@contract/appointments';
import { keyOf } from '@lib/data';

/** Any appointments list in the SWR cache, whatever its query. */
export const isAppointmentsKey = keyOf('appointments');

export type AppointmentList = { appointments: Appointment[] };

/**
 * The list with one appointment replaced by its newer version. One the list does not hold
 * is left to the list's next fetch, which knows the list's query.
 */
export function withAppointment(
  list: AppointmentList | undefined,
  appointment: Appointment,
): AppointmentList | undefined {
  if (!list?.appointments.some((a) => a._id === appointment._id)) return list;
  return {
    appointments: list.appointments.map((a) => (a._id === appointment._id ? appointment : a)),
  };
}
