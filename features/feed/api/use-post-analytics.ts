import useSWR from 'swr';
import { postAnalyticsResponse, type PostAnalytics } from '@contract/feed';
import { useApiClient } from '@lib/session';
import { analyticsKey } from './keys';

/** The author's totals, engagement rate and monthly reach (GET /feed/my-posts/analytics). */
export function usePostAnalytics(): {
  analytics: PostAnalytics | undefined;
  isLoading: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
} {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(
    analyticsKey,
    ([path]) => client.get(path, { schema: postAnalyticsResponse }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    analytics: data,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}
