import { useApiMutation } from '@lib/data';
import { isAppointmentsKey, usePatchAppointments } from '../../api';

/**
 * POST /appointments/cancel-by-link {token}: the reminder's link cancels without a
 * sign-in (the token is the proof; the endpoint is open to anyone, so no bearer token is
 * sent). `trigger({ body: { token } })` resolves with the cancelled appointment, also put
 * into any cached list; it rejects with the `ApiError`.
 */
export function useCancelByLink() {
  const patch = usePatchAppointments();
  return useApiMutation('cancelByLink', {
    revalidates: isAppointmentsKey,
    onSuccess: async ({ appointment }) => {
      await patch(appointment);
    },
  });
}
