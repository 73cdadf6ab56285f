import { useSWRConfig } from 'swr';
import type { CareRequestStatus } from '@contract/care-requests';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/** Every cached read of requests, the doctor's and the patient's. */
export const isRequestsKey = keyOf('doctorRequests', 'myRequests');

/**
 * The doctor's incoming requests with their counts (001 §2.8). Live: a new request, a
 * change or an appointment request fetches them again (001 §4), and only the events the
 * server sends to this doctor arrive.
 */
export function useDoctorRequests(status?: CareRequestStatus) {
  const { mutate } = useSWRConfig();
  const query = useApiQuery(
    'doctorRequests',
    { query: status ? { status } : {} },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const refresh = () => void mutate(isRequestsKey);
  useRealtimeEvent('request_created', refresh);
  useRealtimeEvent('request_updated', refresh);
  useRealtimeEvent('request_status_changed', refresh);
  useRealtimeEvent('appointment_request', refresh);
  return query;
}

/** Accept, reject or reschedule (`PUT /doctor/requests/{id}/respond`). */
export const useRespondToRequest = () =>
  useApiMutation('respondToRequest', { revalidates: isRequestsKey });
