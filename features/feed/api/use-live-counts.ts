import { useCallback, useState } from 'react';
import type { FeedPost, PostCommentedEvent, PostLikedEvent, PostSharedEvent } from '@contract/feed';
import { FEED_ROOM } from '@contract/feed-values';
import { useRealtimeEvent, useWatchRoom } from '@lib/realtime';

type Counts = Partial<Pick<FeedPost, 'likesCount' | 'sharesCount' | 'commentsCount' | 'isLiked'>>;

export type LiveCounts = {
  /** The post with its newest counts: what the server or the user's own action said last. */
  current: (post: FeedPost) => FeedPost;
  /** Records what the server answered to this user's own like, share or comment. */
  apply: (postId: string, counts: Counts) => void;
};

/**
 * Counts that stay current without a reload (000 §4): the screen watches the feed room
 * and takes `post_liked`, `post_unliked`, `post_shared` and `post_commented` as they
 * come, on top of the loaded pages.
 */
export function useLiveCounts(): LiveCounts {
  const [counts, setCounts] = useState<ReadonlyMap<string, Counts>>(new Map());
  const apply = useCallback((postId: string, next: Counts) => {
    setCounts((map) => new Map(map).set(postId, { ...map.get(postId), ...next }));
  }, []);
  useWatchRoom(FEED_ROOM);
  useRealtimeEvent<PostLikedEvent>('post_liked', (e) =>
    apply(e.postId, { likesCount: e.likesCount }),
  );
  useRealtimeEvent<PostLikedEvent>('post_unliked', (e) =>
    apply(e.postId, { likesCount: e.likesCount }),
  );
  useRealtimeEvent<PostSharedEvent>('post_shared', (e) =>
    apply(e.postId, { sharesCount: e.sharesCount }),
  );
  useRealtimeEvent<PostCommentedEvent>('post_commented', (e) =>
    apply(e.postId, { commentsCount: e.commentsCount }),
  );
  const current = useCallback(
    (post: FeedPost) => {
      const live = counts.get(post._id);
      return live ? { ...post, ...live } : post;
    },
    [counts],
  );
  return { current, apply };
}
