import { useMemo } from 'react';
import type { ContactMessage } from '@contract/entities';
import { endpoints } from '@contract/endpoints';
import { contactResponse } from '@contract/system';
import { useApiClient } from '@lib/session';

/**
 * The contact form's call, on the client of the enclosing SessionProvider, so a story
 * or test that provides its own client (a short time-out, say) drives it.
 */
export function useContactCalls() {
  const client = useApiClient();
  return useMemo(
    () => ({
      /** POST /api/contact; resolves with the stored message's id. */
      sendContact: (message: ContactMessage) =>
        client.post(endpoints.sendContact.path, message, { schema: contactResponse }),
    }),
    [client],
  );
}
