import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Appointment } from '@contract/appointments';
import type { CallArgs } from '@lib/api';
import { useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';
import { isAppointmentsKey, withAppointment, type AppointmentList } from './keys';

/** Which appointments a list shows: the contract's query of `GET /appointments`. */
export type AppointmentQuery = NonNullable<CallArgs<'appointments'>['query']>;

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

/** Puts a changed appointment into every cached appointments list, without fetching. */
export function usePatchAppointments() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (changed: Appointment) =>
      mutate<AppointmentList>(isAppointmentsKey, (list) => withAppointment(list, changed), {
        revalidate: false,
      }),
    [mutate],
  );
}

/**
 * Keeps every appointments list in the cache current: a changed appointment is put in
 * place (the promise settles then), and the lists are fetched again (a new booking
 * belongs in some of them, and the server knows which).
 */
export function useRefreshAppointments() {
  const { mutate } = useSWRConfig();
  const patch = usePatchAppointments();
  return useCallback(
    async (changed?: Appointment) => {
      if (changed) await patch(changed);
      // Not awaited: the change is on screen already; a failed fetch keeps the lists.
      void mutate(isAppointmentsKey);
    },
    [mutate, patch],
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
  const { data, error, isLoading, mutate } = useApiQuery('appointments', { query }, swrOptions);
  useLiveAppointments(live);
  return {
    appointments: data?.appointments,
    isLoading,
    failed: error !== undefined && data === undefined,
    error,
    retry: () => mutate(),
  };
}
