import useSWR, { type SWRConfiguration } from 'swr';
import type { RouteName } from '@contract/routes';
import type { CallArgs, CallResult } from '@lib/api';
import { useApiClient } from '@lib/session';
import { apiKey } from './keys';

/**
 * A read of a contract endpoint by name, cached under `apiKey(name, args)`; `null`
 * args wait (nothing to ask yet). The answer is parsed by the endpoint's schema.
 */
export function useApiQuery<N extends RouteName>(
  name: N,
  args: CallArgs<N> | null,
  config?: SWRConfiguration<CallResult<N>>,
) {
  const client = useApiClient();
  return useSWR(
    args === null ? null : apiKey(name, args),
    ([endpoint, input]) => (client.call as CallByName)(endpoint, input) as Promise<CallResult<N>>,
    config,
  );
}

/** `call` seen through a name only known at run time. */
type CallByName = (name: RouteName, args: unknown) => Promise<unknown>;
