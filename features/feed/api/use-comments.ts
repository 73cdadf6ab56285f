import type { Comment } from '@contract/feed';
import { useApiMutation, useApiQuery } from '@lib/data';
import { useApiClient } from '@lib/session';

/**
 * A post's comments, oldest first (the first 50), loaded when `enabled`; `add` and
 * `remove` are the member's changes (`trigger`, `isMutating`, `error`), each resolving
 * with the post's new comment count and keeping the loaded list in step.
 */
export function useComments(postId: string, enabled: boolean) {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useApiQuery(
    'postComments',
    enabled
      ? {
          params: { id: postId },
          query: { limit: 50 },
          // Public, but a member's own comments say they may delete them.
          auth: client.getToken() !== null,
        }
      : null,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const patch = (change: (comments: Comment[]) => Comment[]) =>
    mutate(
      (list) => ({ comments: change(list?.comments ?? []), nextCursor: list?.nextCursor ?? null }),
      { revalidate: false },
    );
  const add = useApiMutation('addComment', {
    onSuccess: ({ comment }) => void patch((comments) => [...comments, comment]),
  });
  const remove = useApiMutation('deleteComment', {
    onSuccess: (_answer, { params }) =>
      void patch((comments) => comments.filter((c) => c._id !== params.commentId)),
  });
  return {
    comments: data?.comments,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
    add,
    remove,
  };
}

export type CommentsState = ReturnType<typeof useComments>;
