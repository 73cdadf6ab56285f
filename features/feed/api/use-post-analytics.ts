import type { PostAnalytics } from '@contract/feed';
import { useApiQuery } from '@lib/data';

/** The author's totals, engagement rate and monthly reach (GET /feed/my-posts/analytics). */
export function usePostAnalytics(): {
  analytics: PostAnalytics | undefined;
  isLoading: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
} {
  const { data, error, isLoading, mutate } = useApiQuery(
    'postAnalytics',
    {},
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    analytics: data,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}
