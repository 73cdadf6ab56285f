import { isApiError } from '@lib/api';
import { useApiQuery } from '@lib/data';
import { useApiClient } from '@lib/session';

/** The post a shared link names (`?post={id}`, GET /feed/{id}), when there is one. */
export function useSharedPost(id: string | null) {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useApiQuery(
    'post',
    id
      ? {
          params: { id },
          // Public: a visitor's call carries no token; an author may open their private post.
          auth: client.getToken() !== null,
        }
      : null,
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
