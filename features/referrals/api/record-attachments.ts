import { useApiQuery } from '@lib/data';

/** Enough to list every upload a patient is likely to have; the server's page limit is 100. */
const ATTACHABLE_PAGE = 100;

/**
 * The patient's records the caller may read and attach to a referral or a transfer: their
 * own uploads (a booking's documents are the booking's, not records with an id to share).
 * `null` asks nothing (no patient chosen yet). Each read is audited by the server.
 */
export function useAttachableRecords(patientId: string | null) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'patientRecords',
    patientId ? { params: { patientId }, query: { limit: ATTACHABLE_PAGE } } : null,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    records: data ? data.items.filter((r) => r.source === 'upload') : null,
    loading: isLoading && !data,
    failed: !!error && !data,
    retry: () => void mutate(),
  };
}
