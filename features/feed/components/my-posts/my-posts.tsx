import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Newspaper, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { FeedPost } from '@contract/feed';
import { isApiError } from '@lib/api';
import { keyOf, useApiMutation } from '@lib/data';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@ui/dialog';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton, SkeletonText } from '@ui/skeleton';
import { toast } from '@ui/toast';
import { useLiveCounts, usePosts } from '../../api';
import { useSharePost } from '../../use-share-post';
import { PostForm } from '../post-form';
import { messages } from './messages';
import { MyPostCard } from './my-post-card';

export type MyPostsProps = {
  /** "Create Your First Post" in the empty state calls it (the workspace opens its form). */
  onCreate?: () => void;
  /**
   * Changed by the workspace after a post is written elsewhere: the list loads again,
   * so the new post comes first.
   */
  reloadToken?: number;
  /** Posts per page. */
  pageSize?: number;
};

function LoadingGrid() {
  const intl = useIntl();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
      <div aria-hidden className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <div
            key={n}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5"
          >
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-6 w-3/4" />
            <SkeletonText lines={3} />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The author's own posts (001 §2.13 My Posts), public and private, newest first, page
 * by page. Each can be edited, deleted, liked and shared; the counts stay live.
 */
export function MyPosts({ onCreate, reloadToken = 0, pageSize = 12 }: MyPostsProps) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const state = usePosts({ kind: 'mine' }, pageSize);
  const deletion = useApiMutation('deletePost');
  const sharePost = useSharePost();
  const live = useLiveCounts();
  /** What this screen changed: an edited post as saved, or null once deleted. */
  const [changed, setChanged] = useState<ReadonlyMap<string, FeedPost | null>>(new Map());
  const [editing, setEditing] = useState<FeedPost | null>(null);
  const [deleting, setDeleting] = useState<FeedPost | null>(null);
  // Already gone (another tab, another device) is no failure: the list catches up.
  const deleteFailed = deletion.error !== undefined && !isGone(deletion.error);
  const returnFocus = useRef<HTMLElement | null>(null);

  const reload = useEffectEvent(() => void state.reload());
  useEffect(() => {
    if (reloadToken > 0) reload();
  }, [reloadToken]);

  const refreshAnalytics = () => void mutate(keyOf('postAnalytics'));
  const change = (id: string, post: FeedPost | null) =>
    setChanged((map) => new Map(map).set(id, post));

  const share = async (post: FeedPost) => {
    const sharesCount = await sharePost(post);
    if (sharesCount === null) return;
    live.apply(post._id, { sharesCount });
    refreshAnalytics();
  };

  const remove = async (post: FeedPost) => {
    deletion.reset();
    try {
      await deletion.trigger({ params: { id: post._id } });
    } catch (error) {
      // Said in the question, which stays open: a toast behind it would go unheard.
      if (!isGone(error)) throw error;
    }
    change(post._id, null);
    refreshAnalytics();
    toast({ title: intl.formatMessage(messages.deleted), variant: 'success' });
  };

  const openEdit = (post: FeedPost) => {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(post);
  };

  if (state.failed)
    return (
      <ErrorState
        variant="bordered"
        headingLevel="h2"
        title={intl.formatMessage(messages.failed)}
        description={intl.formatMessage(messages.failedDescription)}
        onRetry={state.reload}
      />
    );
  if (state.posts === undefined) return <LoadingGrid />;

  const posts = state.posts
    .map((post) => (changed.has(post._id) ? changed.get(post._id)! : post))
    .filter((post): post is FeedPost => post !== null)
    .map(live.current);

  if (posts.length === 0)
    return (
      <EmptyState
        variant="bordered"
        headingLevel="h2"
        icon={<Newspaper />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
        action={
          onCreate ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              {intl.formatMessage(messages.createFirst)}
            </Button>
          ) : undefined
        }
      />
    );

  return (
    <div className="flex flex-col gap-6">
      <ul
        aria-label={intl.formatMessage(messages.list)}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {posts.map((post) => (
          <MyPostCard
            key={post._id}
            post={post}
            onLiked={(counts) => {
              live.apply(post._id, counts);
              refreshAnalytics();
            }}
            onShare={() => void share(post)}
            onEdit={() => openEdit(post)}
            onDelete={() => setDeleting(post)}
          />
        ))}
      </ul>

      {state.moreFailed ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 text-center text-sm text-muted-foreground"
        >
          <p>{intl.formatMessage(messages.moreFailed)}</p>
          <Button variant="outline" onClick={state.loadMore}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        </div>
      ) : state.hasMore ? (
        <Button
          variant="outline"
          className="self-center"
          loading={state.isLoadingMore}
          onClick={state.loadMore}
        >
          {intl.formatMessage(messages.loadMore)}
        </Button>
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent
          size="lg"
          aria-describedby={undefined}
          // A tap beside a long form must not throw the edit away: Cancel, Close or Escape do.
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // Back to the Edit button that opened it (there is no dialog trigger).
            if (returnFocus.current?.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>{intl.formatMessage(messages.editTitle)}</DialogTitle>
          </DialogHeader>
          {editing ? (
            <PostForm
              key={editing._id}
              post={editing}
              onCancel={() => setEditing(null)}
              onSaved={(saved) => {
                change(saved._id, saved);
                // The save itself refreshes the analytics.
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDeleting(null);
          deletion.reset();
        }}
        tone="danger"
        title={intl.formatMessage(messages.deleteQuestion)}
        description={intl.formatMessage(messages.deleteDescription)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      >
        <div role="alert">
          {deleteFailed ? (
            <Alert tone="danger">{intl.formatMessage(messages.deleteFailed)}</Alert>
          ) : null}
        </div>
      </ConfirmDialog>
    </div>
  );
}

const isGone = (error: unknown) => isApiError(error) && error.status === 404;
