import type { ReportsQuery } from '@contract/admin-moderation';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';

/** Admin reads change under other admins' hands: fetch on focus, no retry storms. */
const swrOptions = { shouldRetryOnError: false, keepPreviousData: true } as const;

/** One page of the moderation queue (002 §2 Reported posts), oldest report first. */
export function useReportedPosts(query: ReportsQuery) {
  return useApiQuery('adminReports', { query }, swrOptions);
}

/** Every page of the queue in the cache, whatever its query. */
const isReportsKey = keyOf('adminReports');

/** Hides, restores or dismisses a reported post; the queue is fetched again. */
export const useModeratePost = () => useApiMutation('moderatePost', { revalidates: isReportsKey });
