import { useMemo } from 'react';
import {
  appointmentResponse,
  type Appointment,
  type AppointmentStatus,
} from '@contract/appointments';
import { paths } from '@contract/paths';
import { isApiError } from '@lib/api';
import { useApiClient } from '@lib/session';
import { withId } from './keys';
import { useRefreshAppointments } from './use-appointments';

export type AppointmentActions = {
  /** PUT /appointments/{id}/accept: requested to confirmed. */
  accept: (id: string) => Promise<Appointment>;
  /** PUT /appointments/{id} {status}. */
  changeStatus: (id: string, status: AppointmentStatus) => Promise<Appointment>;
  /** The doctor declines a request (it becomes cancelled). */
  decline: (id: string) => Promise<Appointment>;
  start: (id: string) => Promise<Appointment>;
  complete: (id: string) => Promise<Appointment>;
  /** The doctor, or a patient, cancels. */
  cancel: (id: string) => Promise<Appointment>;
};

/**
 * The decisions on an appointment. Each resolves with the appointment as the server now
 * has it, already put into every cached list, or rejects with the `ApiError`. A 404 or
 * 409 means the list on screen is out of date (someone else acted first), so the lists
 * are fetched again.
 */
export function useAppointmentActions(): AppointmentActions {
  const client = useApiClient();
  const refresh = useRefreshAppointments();
  return useMemo(() => {
    const settle = async (call: Promise<{ appointment: Appointment }>) => {
      try {
        const { appointment } = await call;
        await refresh(appointment);
        return appointment;
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 409)) void refresh();
        throw error;
      }
    };
    const changeStatus = (id: string, status: AppointmentStatus) =>
      settle(
        client.put(withId(paths.appointment, id), { status }, { schema: appointmentResponse }),
      );
    return {
      accept: (id) =>
        settle(
          client.put(withId(paths.acceptAppointment, id), undefined, {
            schema: appointmentResponse,
          }),
        ),
      changeStatus,
      decline: (id) => changeStatus(id, 'cancelled'),
      start: (id) => changeStatus(id, 'in-progress'),
      complete: (id) => changeStatus(id, 'completed'),
      cancel: (id) => changeStatus(id, 'cancelled'),
    };
  }, [client, refresh]);
}
