import { useCallback } from 'react';
import useSWR from 'swr';
import {
  commentDeletedResponse,
  commentListResponse,
  commentResponse,
  type Comment,
} from '@contract/feed';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { commentsKey, withId } from './keys';

export type CommentsState = {
  comments: Comment[] | undefined;
  isLoading: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
  /** Adds the caller's comment; resolves with the post's new comment count. */
  add: (content: string) => Promise<number>;
  /** Deletes a comment (the caller's, or any on their own post). */
  remove: (commentId: string) => Promise<number>;
};

/** A post's comments, oldest first (the first 50), loaded when `enabled`. */
export function useComments(postId: string, enabled: boolean): CommentsState {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(
    enabled ? commentsKey(postId) : null,
    ([path, id]) =>
      client.get(withId(path, id), {
        query: { limit: 50 },
        schema: commentListResponse,
        auth: client.getToken() !== null,
      }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const add = useCallback(
    async (content: string) => {
      const { comment, commentsCount } = await client.post(
        withId(paths.postComments, postId),
        { content },
        { schema: commentResponse },
      );
      await mutate(
        (list) => ({
          comments: [...(list?.comments ?? []), comment],
          nextCursor: list?.nextCursor ?? null,
        }),
        { revalidate: false },
      );
      return commentsCount;
    },
    [client, mutate, postId],
  );
  const remove = useCallback(
    async (commentId: string) => {
      const { commentsCount } = await client.delete(withId(paths.postComment, postId, commentId), {
        schema: commentDeletedResponse,
      });
      await mutate(
        (list) => list && { ...list, comments: list.comments.filter((c) => c._id !== commentId) },
        { revalidate: false },
      );
      return commentsCount;
    },
    [client, mutate, postId],
  );
  return {
    comments: data?.comments,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
    add,
    remove,
  };
}
