import type { LetterRecipientType } from '@contract/letters';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';

/** Every cached read of letters: the list and any one letter. */
const lettersKeys = keyOf('letters', 'letter');

/** The doctor's letters, newest first, with how many are drafts and sent (001 §2.9). */
export const useLetters = (status: 'all' | 'draft' | 'sent' = 'all') =>
  useApiQuery('letters', { query: { status } }, { shouldRetryOnError: false });

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

/** Who may receive a letter of this kind: verified doctors or active verified hospitals. */
export const useLetterRecipients = (type: LetterRecipientType) =>
  useApiQuery(
    'careColleagues',
    type === 'patient'
      ? null
      : { query: { category: type === 'doctor' ? 'doctors' : 'hospitals' } },
  );
