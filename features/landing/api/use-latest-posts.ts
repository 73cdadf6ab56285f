import type { FeedPost } from '@contract/feed';
import { useApiQuery } from '@lib/data';

export type LatestPosts = {
  /** The newest public posts; `undefined` while loading, empty when none or on failure. */
  posts: FeedPost[] | undefined;
  isLoading: boolean;
  /** The load failed; `posts` is then empty (000 §8: failed list loads show empty lists). */
  failed: boolean;
};

/** The newest `limit` public posts of the health feed, for the landing teaser. */
export function useLatestPosts(limit = 3): LatestPosts {
  const { data, error } = useApiQuery(
    'feed',
    { query: { limit } },
    // A teaser is not worth retries on a paid mobile connection: the empty state stands.
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (error) return { posts: [], isLoading: false, failed: true };
  return { posts: data?.posts.slice(0, limit), isLoading: data === undefined, failed: false };
}
