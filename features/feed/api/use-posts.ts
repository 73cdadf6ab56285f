import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { FeedFilter, FeedPage, FeedPost } from '@contract/feed';
import { FEED_PAGE_DEFAULT } from '@contract/feed-values';
import type { CallArgs } from '@lib/api';
import { apiKey } from '@lib/data';
import { useApiClient } from '@lib/session';

/** Which list of posts: the public feed (with its filters) or the author's own. */
export type PostSource = { kind: 'feed'; filter?: FeedFilter } | { kind: 'mine' };

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

type PageKey = readonly ['feed', CallArgs<'feed'>] | readonly ['myPosts', CallArgs<'myPosts'>];

/**
 * A list of posts page by page (cursor pagination, 000 §7 and issue 6): the public feed
 * with its filters, or the author's own posts (GET /feed/my-posts). Changing the filter
 * starts again from the newest.
 */
export function usePosts(source: PostSource, limit = FEED_PAGE_DEFAULT): PostsState {
  const client = useApiClient();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<FeedPage>(
    (index, previous: FeedPage | null): PageKey | null => {
      if (index > 0 && !previous?.nextCursor) return null;
      const cursor = index === 0 ? undefined : (previous?.nextCursor ?? undefined);
      if (source.kind === 'mine') return apiKey('myPosts', { query: { cursor, limit } });
      return apiKey('feed', {
        query: { ...source.filter, cursor, limit },
        // The public feed is public: a visitor's call carries no token.
        auth: client.getToken() !== null,
      });
    },
    (key: PageKey) =>
      key[0] === 'feed' ? client.call(key[0], key[1]) : client.call(key[0], key[1]),
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
