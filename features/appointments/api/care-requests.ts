import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/** Every cached read of the patient's requests. */
const isMyRequestsKey = keyOf('myRequests');

/**
 * The patient's requests from one past appointment (ADR 0042), to show how they stand on
 * its card; the doctor's answer (`request_status_changed`) fetches them again.
 */
export function useMyRequests(appointmentId: string) {
  const query = useApiQuery(
    'myRequests',
    { query: { appointmentId } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  useRealtimeEvent('request_status_changed', () => void query.mutate());
  useRealtimeEvent('request_updated', () => void query.mutate());
  return query;
}

/** The patient's ask: a follow-up or a second opinion from a completed appointment. */
export const useCreateCareRequest = () =>
  useApiMutation('createCareRequest', { revalidates: isMyRequestsKey });
