import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { feedPageResponse, FEED_PAGE_DEFAULT, type FeedPage, type FeedPost } from '@contract/feed';
import { useApiClient } from '@lib/session';
import { pageKey, type PostSource } from './keys';

export type PostsState = {
  /** Every loaded post, newest first; undefined while the first page loads. */
  posts: FeedPost[] | undefined;
  isLoading: boolean;
  /** The first page could not be had (server, time-out, network). */
  failed: boolean;
  error: unknown;
  /** There are older posts to load. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Loading the next page failed; `loadMore` tries again. */
  moreFailed: boolean;
  loadMore: () => void;
  /** Fetches every loaded page again (after a write). */
  reload: () => Promise<unknown>;
};

/**
 * A list of posts page by page (cursor pagination, 000 §7 and issue 6): the public feed
 * with its filters, or the author's own posts (GET /feed/my-posts). Changing the filter
 * starts again from the newest.
 */
export function usePosts(source: PostSource, limit = FEED_PAGE_DEFAULT): PostsState {
  const client = useApiClient();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<FeedPage>(
    (index, previous: FeedPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      return pageKey(source, index === 0 ? null : previous!.nextCursor, limit);
    },
    ([path, category, provider, contentType, cursor, count]: ReturnType<typeof pageKey>) =>
      client.get(path, {
        query: {
          category: category || undefined,
          provider: provider || undefined,
          contentType: contentType || undefined,
          cursor: cursor || undefined,
          limit: count,
        },
        schema: feedPageResponse,
        // The public feed is public: a visitor's call carries no token.
        auth: source.kind === 'mine' || client.getToken() !== null,
      }),
    { revalidateFirstPage: false, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const posts = data?.flatMap((page) => page.posts);
  const last = data?.at(-1);
  const isLoadingMore = size > (data?.length ?? 0) && isValidating;
  const moreFailed = error !== undefined && data !== undefined && data.length > 0;
  const loadMore = useCallback(() => {
    void setSize((current) => (moreFailed ? current : current + 1));
    if (moreFailed) void mutate();
  }, [setSize, mutate, moreFailed]);
  return {
    posts,
    isLoading,
    failed: error !== undefined && (data === undefined || data.length === 0),
    error,
    hasMore: Boolean(last?.nextCursor),
    isLoadingMore,
    moreFailed,
    loadMore,
    reload: () => mutate(),
  };
}
