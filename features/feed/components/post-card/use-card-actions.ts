import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FeedPost } from '@contract/feed';
import { useSession } from '@lib/session';
import { toast } from '@ui/toast';
import { useLikePost } from '../../api';
import { catalogueMessages } from '../../messages';
import { useSharePost } from '../../use-share-post';
import { loginHref } from './links';

/** The counts a card shows, as the server last said. */
export type PostCounts = Partial<
  Pick<FeedPost, 'likesCount' | 'sharesCount' | 'commentsCount' | 'isLiked'>
>;

/**
 * What a reader does from a card, and the counts it shows: kept by the caller when it
 * passes `onCountsChange` (the feed's live counts), otherwise in the card. A like shows
 * at once and goes back if the server refuses it; a share counts up as soon as it went.
 */
export function useCardActions(post: FeedPost, onCountsChange?: (counts: PostCounts) => void) {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const likePost = useLikePost();
  const sharePost = useSharePost();

  const [ownCounts, setOwnCounts] = useState<PostCounts>({});
  const counts = onCountsChange ? post : { ...post, ...ownCounts };
  const apply = useCallback(
    (next: PostCounts) =>
      onCountsChange ? onCountsChange(next) : setOwnCounts((c) => ({ ...c, ...next })),
    [onCountsChange],
  );
  const [likeShown, setLikeShown] = useState<{ isLiked: boolean; likesCount: number } | null>(null);
  const [shareBump, setShareBump] = useState(0);

  const isLiked = likeShown?.isLiked ?? counts.isLiked;
  const likesCount = likeShown?.likesCount ?? counts.likesCount;

  async function toggleLike() {
    if (session.status === 'loading' || likePost.isMutating) return;
    if (session.status !== 'signed-in') {
      // 000 §6: liking needs an account; back here after signing in.
      void navigate(loginHref(pathname, search));
      return;
    }
    const like = !isLiked;
    // Optimistic: the heart and count change at once, and go back if the call fails.
    setLikeShown({ isLiked: like, likesCount: Math.max(0, likesCount + (like ? 1 : -1)) });
    try {
      const answer = await likePost.toggle(post, like);
      apply({ likesCount: answer.likesCount, isLiked: answer.isLiked });
    } catch {
      toast({ title: intl.formatMessage(catalogueMessages.likeFailed), variant: 'error' });
    } finally {
      setLikeShown(null);
    }
  }

  async function share() {
    // 000 §4: the count goes up at once; the server's count follows.
    const sharesCount = await sharePost(post, { onShared: () => setShareBump(1) });
    if (sharesCount !== null) apply({ sharesCount });
    setShareBump(0);
  }

  return {
    isLiked,
    likesCount,
    /** While the server answers a like, a second tap is not taken. */
    liking: likePost.isMutating,
    commentsCount: counts.commentsCount,
    sharesCount: counts.sharesCount + shareBump,
    toggleLike,
    share,
    apply,
  };
}
