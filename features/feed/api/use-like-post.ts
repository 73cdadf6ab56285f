import type { FeedPost } from '@contract/feed';
import { useApiMutation } from '@lib/data';

/**
 * Likes a post, or takes the like back (POST /feed/{id}/like, /unlike): `toggle` resolves
 * with the count as the server has it and rejects with the `ApiError`; `isMutating`
 * while either is under way, so a second tap is not taken.
 */
export function useLikePost() {
  const like = useApiMutation('likePost');
  const unlike = useApiMutation('unlikePost');
  return {
    toggle: (post: Pick<FeedPost, '_id' | 'isLiked'>, liked = !post.isLiked) =>
      liked
        ? like.trigger({ params: { id: post._id } })
        : unlike.trigger({ params: { id: post._id } }),
    isMutating: like.isMutating || unlike.isMutating,
  };
}
