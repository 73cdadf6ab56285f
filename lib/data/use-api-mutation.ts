import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { RouteName } from '@contract/routes';
import type { CallArgs, CallResult } from '@lib/api';
import { useApiClient } from '@lib/session';
import { keyOf } from './keys';

export type ApiMutationOptions<N extends RouteName> = {
  /** The reads this change makes stale: endpoint names, or a key filter. Fetched again after success. */
  revalidates?: readonly RouteName[] | ((key: unknown) => boolean);
  /** Puts the answer into the cache before the stale reads are fetched again. */
  onSuccess?: (data: CallResult<N>, args: CallArgs<N>) => void | Promise<void>;
};

/**
 * The one way a screen changes data: `trigger(args)` calls the endpoint (it rejects with
 * the `ApiError`, so a form can place it), `isMutating` while it runs, `error` after a
 * failure, and what it changed is revalidated.
 */
export function useApiMutation<N extends RouteName>(
  name: N,
  { revalidates, onSuccess }: ApiMutationOptions<N> = {},
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['mutation', name] as const,
    async (_key, { arg }: { arg: CallArgs<N> }) => {
      const data = (await (client.call as CallByName)(name, arg)) as CallResult<N>;
      await onSuccess?.(data, arg);
      if (revalidates) {
        const stale = typeof revalidates === 'function' ? revalidates : keyOf(...revalidates);
        void mutate(stale);
      }
      return data;
    },
    { throwOnError: true, revalidate: false },
  );
}

type CallByName = (name: RouteName, args: unknown) => Promise<unknown>;
