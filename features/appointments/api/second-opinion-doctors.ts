import { useApiQuery } from '@lib/data';

/** How many verified doctors a search shows (the colleague search's limit too). */
export const OPINION_DOCTORS_LIMIT = 10;

/**
 * Verified doctors by name, specialty or city, for a second opinion (ADR 0042): the
 * public doctor search, the first ten; an empty search lists the best rated.
 */
export function useSecondOpinionDoctors(q: string) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'doctorsSearch',
    { query: { q, limit: OPINION_DOCTORS_LIMIT } },
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    doctors: data?.doctors ?? null,
    loading: isLoading && !data,
    failed: !!error && !data,
    retry: () => void mutate(),
  };
}
