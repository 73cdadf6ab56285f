import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Newspaper } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FeedFilter } from '@contract/feed';
import { useErrorText } from '@lib/errors';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Spinner } from '@ui/spinner';
import { usePosts, type LiveCounts } from '../../api';
import { catalogueMessages } from '../../messages';
import { PostCard } from '../post-card';
import { failureOverrides } from '../post-card/messages';
import { messages } from './messages';
import { PostSkeleton } from './post-skeleton';

/** Start loading the next page this far before the reader reaches the end. */
const AHEAD = '600px 0px';

export type PostListProps = {
  filter: FeedFilter;
  pageSize: number;
  live: LiveCounts;
  onView: (postId: string) => void;
  /** Load the next page as the reader scrolls near the end (the button stays, too). */
  autoLoad: boolean;
  /** Left out of the list: the shared post, shown above it. */
  excludeId?: string | null;
  /** Offered when nothing matches (Clear filters). */
  emptyAction?: ReactNode;
  now?: Date;
};

/**
 * Posts page by page (cursor): placeholders, then the cards; more as the reader scrolls
 * or presses Load more; the end of the feed; an empty state; errors with a retry.
 */
export function PostList({
  filter,
  pageSize,
  live,
  onView,
  autoLoad,
  excludeId,
  emptyAction,
  now,
}: PostListProps) {
  const intl = useIntl();
  const failureText = useErrorText(failureOverrides);
  const state = usePosts({ kind: 'feed', filter }, pageSize);
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const count = state.posts?.length ?? 0;
  const { hasMore, isLoadingMore, moreFailed, loadMore } = state;

  // One request per page, however often the sentinel is seen.
  const requestedAt = useRef(-1);
  const loadNext = useCallback(() => {
    if (isLoadingMore || requestedAt.current === count) return;
    requestedAt.current = count;
    loadMore();
  }, [isLoadingMore, count, loadMore]);

  useEffect(() => {
    const node = sentinelRef.current;
    if (!autoLoad || !hasMore || moreFailed || !node) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, hasMore, moreFailed, loadNext]);

  // After Load more, focus moves to the first new post, so a keyboard reader goes on there.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article')[from]?.focus();
  }, [count]);

  if (state.failed) {
    return (
      <ErrorState
        variant="bordered"
        headingLevel="h2"
        title={intl.formatMessage(messages.loadFailed)}
        description={failureText(state.error)}
        onRetry={state.reload}
      />
    );
  }

  if (state.posts === undefined) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {intl.formatMessage(messages.loading)}
        </p>
        {Array.from({ length: 3 }, (_, i) => (
          <PostSkeleton key={i} />
        ))}
      </div>
    );
  }

  const posts = excludeId ? state.posts.filter((p) => p._id !== excludeId) : state.posts;

  if (posts.length === 0 && !hasMore) {
    return (
      <EmptyState
        variant="bordered"
        headingLevel="h2"
        icon={<Newspaper aria-hidden />}
        title={intl.formatMessage(catalogueMessages.emptyTitle)}
        description={intl.formatMessage(catalogueMessages.emptyDescription)}
        action={emptyAction}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul
        ref={listRef}
        aria-label={intl.formatMessage(messages.posts)}
        className="lazy-items flex flex-col gap-4"
      >
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard
              post={live.current(post)}
              onCountsChange={(counts) => live.apply(post._id, counts)}
              onView={onView}
              now={now}
            />
          </li>
        ))}
      </ul>

      <p role="status" className="sr-only">
        {intl.formatMessage(messages.shown, { count: posts.length })}
      </p>

      {isLoadingMore ? (
        <div className="flex items-center justify-center gap-2 py-4 text-muted-foreground">
          <Spinner size="sm" aria-hidden label="" role="presentation" />
          <span role="status">{intl.formatMessage(messages.loadingMore)}</span>
        </div>
      ) : moreFailed ? (
        <Alert tone="danger" role="alert">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {intl.formatMessage(messages.moreFailed)} {failureText(state.error)}
            </span>
            <Button variant="outline" size="sm" onClick={loadMore}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        </Alert>
      ) : hasMore ? (
        <div ref={sentinelRef} className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => {
              focusFrom.current = posts.length;
              loadNext();
            }}
          >
            {intl.formatMessage(messages.loadMore)}
          </Button>
        </div>
      ) : (
        <p className="py-2 text-center text-sm text-muted-foreground">
          {intl.formatMessage(messages.allCaughtUp)}
        </p>
      )}
    </div>
  );
}
