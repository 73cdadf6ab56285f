import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/** Every cached read of letters: the list and any one letter. */
const lettersKeys = keyOf('letters', 'letter');

/**
 * The doctor's letters and the ones sent to them, newest first, with how many are drafts
 * and sent (001 §2.9). Live: `letter_received`, which the server sends to the recipient
 * only, fetches the list again, so a letter sent to this doctor appears without a reload.
 */
export function useLetters(status: 'all' | 'draft' | 'sent' = 'all') {
  const query = useApiQuery('letters', { query: { status } }, { shouldRetryOnError: false });
  useRealtimeEvent('letter_received', () => void query.mutate());
  return query;
}

/** Save as Draft, or Send from the form (`send: true`). */
export const useCreateLetter = () => useApiMutation('createLetter', { revalidates: lettersKeys });
/** Edit a draft (and maybe send it). */
export const useUpdateLetter = () => useApiMutation('updateLetter', { revalidates: lettersKeys });
/** Send a draft from the list. */
export const useSendLetter = () => useApiMutation('sendLetter', { revalidates: lettersKeys });
/** Delete a draft. */
export const useDeleteLetter = () => useApiMutation('deleteLetter', { revalidates: lettersKeys });

/** The doctor's patients the form offers (one page of 50, by name). */
export const useLetterPatients = () =>
  useApiQuery('doctorPatients', { query: { limit: 50, sort: 'name' } });
