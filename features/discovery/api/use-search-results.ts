import useSWR from 'swr';
import { searchResponse, type SearchResults, type SearchType } from '@contract/discovery';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { swrOptions } from './fetch-options';

export type SearchCriteria = {
  q: string;
  type: SearchType;
  location?: string;
  specialty?: string;
  /** Minimum average rating. */
  rating?: number;
  /** Only those with open slots. */
  availability?: boolean;
};

export type SearchState = {
  /** `undefined` while loading or before a search. */
  results: SearchResults | undefined;
  isLoading: boolean;
  failed: boolean;
  /** Nothing is sent while the text is empty after trimming (000 §5). */
  idle: boolean;
  retry: () => Promise<unknown>;
};

/**
 * One GET /search for every type asked for. In "all" mode the server runs the per-type
 * searches in parallel and answers a type that failed as empty, so one call stands for
 * the parallel calls of 000 §7; 20 per type in all mode, 50 for one type (000 §9).
 */
export function useSearchResults(criteria: SearchCriteria): SearchState {
  const client = useApiClient();
  const q = criteria.q.trim();
  const location = criteria.location?.trim() || undefined;
  const key = q
    ? ([
        paths.search,
        q,
        criteria.type,
        location ?? '',
        criteria.specialty ?? '',
        criteria.rating ?? 0,
        criteria.availability ?? false,
      ] as const)
    : null;
  const { data, error, isLoading, mutate } = useSWR(
    key,
    ([path, text, type, place, specialty, rating, availability]) =>
      client.get(path, {
        auth: false,
        schema: searchResponse,
        query: {
          q: text,
          type,
          location: place || undefined,
          specialty: specialty || undefined,
          rating: rating || undefined,
          availability: availability ? 'true' : undefined,
          limit: type === 'all' ? 20 : 50,
        },
      }),
    { ...swrOptions, keepPreviousData: false },
  );
  return {
    results: error ? undefined : data,
    isLoading: key !== null && isLoading,
    failed: key !== null && error !== undefined,
    idle: key === null,
    retry: () => mutate(),
  };
}
