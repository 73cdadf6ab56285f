import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Appointment, AppointmentStatus } from '@contract/appointments';
import { isApiError } from '@lib/api';
import { keyOf, useApiMutation } from '@lib/data';
import { isAppointmentsKey } from './keys';
import { usePatchAppointments } from './use-appointments';

/** The doctor's decisions on an appointment, and the patient's cancel. */
export type AppointmentAction = 'accept' | 'decline' | 'start' | 'complete' | 'cancel';

/** The status each action moves an appointment to with `PUT /appointments/{id}`. */
const statusOf: Record<Exclude<AppointmentAction, 'accept'>, AppointmentStatus> = {
  decline: 'cancelled',
  start: 'in-progress',
  complete: 'completed',
  cancel: 'cancelled',
};

export type AppointmentMutation = {
  /** Resolves with the appointment as the server now has it; rejects with the `ApiError`. */
  trigger: (id: string) => Promise<Appointment>;
  isMutating: boolean;
  error: unknown;
};

/**
 * What a decision changes besides the appointment lists: the doctor's patient list (a
 * requested patient becomes theirs, or leaves it) and that patient's records for the doctor.
 * Revalidated here too, so the Patients tab opened right after an Accept does not show the
 * answer it read a moment before (SWR would not ask again within its 2 s).
 */
const afterDecision = keyOf('appointments', 'appointment', 'doctorPatients', 'patientRecords');

/**
 * One decision on an appointment: accept (`PUT /appointments/{id}/accept`), or decline,
 * start, complete or cancel (`PUT /appointments/{id}` with the status). The answer is put
 * into every cached list, and the lists are fetched again. A 404 or 409 means the list on
 * screen is out of date (someone else acted first), so the lists are fetched then too.
 */
export function useAppointmentAction(action: AppointmentAction): AppointmentMutation {
  const { mutate } = useSWRConfig();
  const patch = usePatchAppointments();
  const accepting = action === 'accept';
  const { trigger, isMutating, error } = useApiMutation(
    accepting ? 'acceptAppointment' : 'changeAppointmentStatus',
    {
      revalidates: afterDecision,
      onSuccess: async ({ appointment }) => {
        await patch(appointment);
      },
    },
  );
  const run = useCallback(
    async (id: string) => {
      try {
        const args = accepting
          ? { params: { id } }
          : { params: { id }, body: { status: statusOf[action as keyof typeof statusOf] } };
        const { appointment } = await trigger(args as Parameters<typeof trigger>[0]);
        return appointment;
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 409))
          void mutate(isAppointmentsKey);
        throw error;
      }
    },
    [accepting, action, mutate, trigger],
  );
  return { trigger: run, isMutating, error };
}

export type AppointmentActions = Record<AppointmentAction, AppointmentMutation>;

/** Every decision a doctor's card offers, each with its own `isMutating`. */
export function useAppointmentActions(): AppointmentActions {
  return {
    accept: useAppointmentAction('accept'),
    decline: useAppointmentAction('decline'),
    start: useAppointmentAction('start'),
    complete: useAppointmentAction('complete'),
    cancel: useAppointmentAction('cancel'),
  };
}
