import useSWRMutation from 'swr/mutation';
import type { RegisterRequest } from '@contract/auth';
import type { CheckDuplicateInput } from '@lib/api';
import { useApiClient } from '@lib/session';

// The registration calls in the kit's mutation shape (`trigger` rejects with the ApiError,
// `isMutating`, `error`), on the client of the enclosing SessionProvider.

/** Health check first (000 §7), then the registration itself. */
export function useRegister() {
  const client = useApiClient();
  return useSWRMutation(
    ['mutation', 'register'] as const,
    async (_key, { arg }: { arg: RegisterRequest }) => {
      await client.healthCheck();
      return client.register(arg);
    },
    { throwOnError: true },
  );
}

/** Resolves when the email or phone is free; a 409 names the taken `field`. */
export function useCheckDuplicate() {
  const client = useApiClient();
  return useSWRMutation(
    ['mutation', 'checkDuplicate'] as const,
    (_key, { arg }: { arg: CheckDuplicateInput }) => client.checkDuplicate(arg),
    { throwOnError: true },
  );
}
