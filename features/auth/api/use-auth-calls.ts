import { useMemo } from 'react';
import type { RegisterRequest } from '@contract/auth';
import type { CheckDuplicateInput } from '@lib/api';
import { useApiClient } from '@lib/session';

/**
 * The registration calls, on the client of the enclosing SessionProvider, so a story
 * or test that provides its own client (a short time-out, memory storage) drives them.
 */
export function useRegistrationCalls() {
  const client = useApiClient();
  return useMemo(
    () => ({
      /** Resolves when the email or phone is free; a 409 names the taken `field`. */
      checkDuplicate: (input: CheckDuplicateInput) => client.checkDuplicate(input),
      /** Health check first (000 §7), then the registration itself. */
      register: async (payload: RegisterRequest) => {
        await client.healthCheck();
        return client.register(payload);
      },
    }),
    [client],
  );
}
