import useSWR from 'swr';
import { postResponse } from '@contract/feed';
import { paths } from '@contract/paths';
import { isApiError } from '@lib/api';
import { useApiClient } from '@lib/session';
import { withId } from '../../api';

/** The post a shared link names (`?post={id}`, GET /feed/{id}), when there is one. */
export function useSharedPost(id: string | null) {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(
    id ? ([paths.post, id] as const) : null,
    ([path, postId]) =>
      client.get(withId(path, postId), {
        schema: postResponse,
        // Public: a visitor's call carries no token; an author may open their private post.
        auth: client.getToken() !== null,
      }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const gone = isApiError(error) && error.status === 404;
  return {
    post: data?.post,
    isLoading,
    /** Deleted, made private, or never there. */
    gone,
    failed: error !== undefined && !gone,
    retry: () => mutate(),
  };
}
