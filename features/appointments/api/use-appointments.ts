import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { appointmentListResponse, type Appointment } from '@contract/appointments';
import { useRealtimeEvent } from '@lib/realtime';
import { useApiClient } from '@lib/session';
import {
  appointmentsKey,
  isAppointmentsKey,
  withAppointment,
  type AppointmentList,
  type AppointmentQuery,
} from './keys';

/** Appointments change under the user's eyes through realtime events, not focus. */
const swrOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export type AppointmentsState = {
  appointments: Appointment[] | undefined;
  isLoading: boolean;
  /** The list could not be had (server, time-out, network). */
  failed: boolean;
  error: unknown;
  retry: () => Promise<unknown>;
};

/** The realtime events' payload: `{ appointment }` (issue 7). */
type AppointmentEvent = { appointment?: Appointment } | undefined;

/**
 * Keeps every appointments list in the cache current: a changed appointment is put in
 * place (the promise settles then), and the lists are fetched again (a new booking
 * belongs in some of them, and the server knows which).
 */
export function useRefreshAppointments() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (changed?: Appointment) => {
      if (changed)
        await mutate<AppointmentList>(isAppointmentsKey, (list) => withAppointment(list, changed), {
          revalidate: false,
        });
      // Not awaited: the change is on screen already; a failed fetch keeps the lists.
      void mutate(isAppointmentsKey);
    },
    [mutate],
  );
}

/**
 * Live lists: `appointment_booked` (to the doctor) and `appointment_updated` (to both
 * parties) refresh them, so a new request appears without a reload.
 */
export function useLiveAppointments(enabled = true) {
  const refresh = useRefreshAppointments();
  const onEvent = (payload: AppointmentEvent) => {
    if (enabled) void refresh(payload?.appointment);
  };
  useRealtimeEvent<AppointmentEvent>('appointment_booked', onEvent);
  useRealtimeEvent<AppointmentEvent>('appointment_updated', onEvent);
}

/**
 * The caller's appointments (GET /appointments): a doctor's with their patients, a
 * patient's own. Live by default (see `useLiveAppointments`).
 */
export function useAppointments(
  query: AppointmentQuery = {},
  { live = true }: { live?: boolean } = {},
): AppointmentsState {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(
    appointmentsKey(query),
    ([path, when, status]) =>
      client.get(path, {
        query: { when, status: status || undefined },
        schema: appointmentListResponse,
      }),
    swrOptions,
  );
  useLiveAppointments(live);
  return {
    appointments: data?.appointments,
    isLoading,
    failed: error !== undefined && data === undefined,
    error,
    retry: () => mutate(),
  };
}
