import type { ColleagueCategory } from '@contract/referrals';
import { useApiQuery } from '@lib/data';

/**
 * The colleague search (001 §2.5, §2.7, §9): verified doctors other than the caller and
 * active verified hospitals matching `q`, at most 10 of each. Shared by referrals,
 * transfers, consultations and letters; `null` asks nothing (a closed panel).
 */
export function useColleagues(
  search: { q: string; category?: ColleagueCategory; limit?: number } | null,
) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'careColleagues',
    search ? { query: { category: 'all', ...search } } : null,
    { keepPreviousData: true },
  );
  return { data, error, isLoading, failed: !!error && !data, retry: () => void mutate() };
}
