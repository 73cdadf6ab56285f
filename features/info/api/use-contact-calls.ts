import { useApiMutation } from '@lib/data';

/**
 * The contact form's call (POST /api/contact), on the client of the enclosing
 * SessionProvider, so a story or test that provides its own client drives it:
 * `trigger({ body })` resolves with the stored message's id.
 */
export function useSendContact() {
  return useApiMutation('sendContact');
}
