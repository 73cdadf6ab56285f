import { useCallback } from 'react';
import { appointmentResponse, type Appointment } from '@contract/appointments';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { useRefreshAppointments } from '../../api';

/**
 * POST /appointments/cancel-by-link {token}: the reminder's link cancels without a
 * sign-in (the token is the proof), so no bearer token is sent. Resolves with the
 * cancelled appointment, also put into any cached list; rejects with the `ApiError`.
 */
export function useCancelByLink() {
  const client = useApiClient();
  const refresh = useRefreshAppointments();
  return useCallback(
    async (token: string): Promise<Appointment> => {
      const { appointment } = await client.post(
        paths.cancelByLink,
        { token },
        { auth: false, schema: appointmentResponse },
      );
      void refresh(appointment);
      return appointment;
    },
    [client, refresh],
  );
}
