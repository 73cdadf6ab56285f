import type { Appointment, AppointmentStatus } from '@contract/appointments';
import { paths } from '@contract/paths';

/** Which appointments a list shows (GET /appointments query). */
export type AppointmentQuery = {
  /** upcoming: today on; past: before today; all by default. */
  when?: 'upcoming' | 'past' | 'all';
  status?: AppointmentStatus;
};

export const appointmentsKey = ({ when = 'all', status }: AppointmentQuery = {}) =>
  [paths.appointments, when, status ?? ''] as const;

/** Any appointments list in the SWR cache, whatever its query. */
export const isAppointmentsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === paths.appointments;

export const prescriptionsKey = [paths.prescriptions] as const;

/** A path of the contract with its `:id` filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

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
