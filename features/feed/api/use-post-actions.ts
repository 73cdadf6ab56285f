import { useMemo } from 'react';
import {
  deletedResponse,
  likeResponse,
  reportResponse,
  shareResponse,
  type reportReasons,
} from '@contract/feed';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { withId } from './keys';

export type PostActions = {
  /** POST /feed/{id}/like; resolves with the count as the server has it. */
  like: (id: string) => Promise<{ likesCount: number; isLiked: boolean }>;
  unlike: (id: string) => Promise<{ likesCount: number; isLiked: boolean }>;
  /** POST /feed/{id}/share: counted once per person and day. */
  share: (id: string) => Promise<{ sharesCount: number }>;
  report: (
    id: string,
    report: { reason: (typeof reportReasons)[number]; details?: string },
  ) => Promise<unknown>;
  /** DELETE /feed/{id}: the author's own post. */
  remove: (id: string) => Promise<unknown>;
};

/** What a reader or an author does to a post. Each rejects with the server's `ApiError`. */
export function usePostActions(): PostActions {
  const client = useApiClient();
  return useMemo(
    () => ({
      like: (id) => client.post(withId(paths.likePost, id), undefined, { schema: likeResponse }),
      unlike: (id) =>
        client.post(withId(paths.unlikePost, id), undefined, { schema: likeResponse }),
      share: (id) => client.post(withId(paths.sharePost, id), undefined, { schema: shareResponse }),
      report: (id, report) =>
        client.post(withId(paths.reportPost, id), report, { schema: reportResponse }),
      remove: (id) => client.delete(withId(paths.post, id), { schema: deletedResponse }),
    }),
    [client],
  );
}
