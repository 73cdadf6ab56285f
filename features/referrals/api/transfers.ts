import { useSWRConfig } from 'swr';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/** Every cached read of transfers: the list and any one transfer's details. */
export const isTransfersKey = keyOf('transfers', 'transfer');

/**
 * The caller's transfers: outgoing, incoming and pending with counts (001 §2.7, §3). Live:
 * a new transfer or a change of one fetches them again; the server sends these events only
 * to the doctors (and hospital) a transfer concerns.
 */
export function useTransfers() {
  const { mutate } = useSWRConfig();
  const query = useApiQuery('transfers', {}, { shouldRetryOnError: false });
  const refresh = () => void mutate(isTransfersKey);
  useRealtimeEvent('transferCreated', refresh);
  useRealtimeEvent('transferUpdated', refresh);
  useRealtimeEvent('transferStatusChanged', refresh);
  return query;
}

/** One transfer, for the Transfer Details modal. */
export const useTransfer = (id: string | null) =>
  useApiQuery('transfer', id ? { params: { id } } : null, { shouldRetryOnError: false });

/**
 * Transfer a patient (`POST /transfers`). The patient list is fetched again too: nothing
 * changes there until the transfer completes, but a patient card shows what is pending.
 */
export const useCreateTransfer = () =>
  useApiMutation('createTransfer', {
    revalidates: keyOf('transfers', 'transfer', 'doctorPatients'),
  });

/**
 * Accept, reject or complete (`PUT /transfers/{id}/status`). Completing takes the patient
 * off the sender's list, so the patients list is fetched again as well.
 */
export const useAnswerTransfer = () =>
  useApiMutation('updateTransferStatus', {
    revalidates: keyOf('transfers', 'transfer', 'doctorPatients'),
  });
