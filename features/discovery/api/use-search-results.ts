import type { SearchResults, SearchType } from '@contract/discovery';
import { useApiQuery } from '@lib/data';
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
  const q = criteria.q.trim();
  const location = criteria.location?.trim() || undefined;
  const { type, specialty, rating, availability } = criteria;
  const { data, error, isLoading, mutate } = useApiQuery(
    'search',
    q
      ? {
          query: {
            q,
            type,
            location,
            specialty: specialty || undefined,
            rating: rating || undefined,
            availability: availability ? 'true' : undefined,
            limit: type === 'all' ? 20 : 50,
          },
        }
      : null,
    { ...swrOptions, keepPreviousData: false },
  );
  const asked = q !== '';
  return {
    results: error ? undefined : data,
    isLoading: asked && isLoading,
    failed: asked && error !== undefined,
    idle: !asked,
    retry: () => mutate(),
  };
}
