import { useSWRConfig } from 'swr';
import {
  CONSULTATION_CREATED_EVENT,
  CONSULTATION_MESSAGE_EVENT,
  CONSULTATION_STATUS_EVENT,
  CONSULTATION_UPDATED_EVENT,
  type ConsultationMessageEvent,
  type ConsultationTab,
} from '@contract/consultations';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/** Every cached read of consultations: the tabs, one consultation and its chat. */
export const isConsultationsKey = keyOf('consultations', 'consultation');
const isChatKey = keyOf('consultationMessages');

/**
 * One tab of the doctor's consultations with every tab's count (001 §2.6). Live: a new
 * one or a change fetches them again; the server sends only this doctor's.
 */
export function useConsultations(tab: ConsultationTab) {
  const { mutate } = useSWRConfig();
  const query = useApiQuery(
    'consultations',
    { query: { tab } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const refresh = () => void mutate(isConsultationsKey);
  useRealtimeEvent(CONSULTATION_CREATED_EVENT, refresh);
  useRealtimeEvent(CONSULTATION_UPDATED_EVENT, refresh);
  useRealtimeEvent(CONSULTATION_STATUS_EVENT, refresh);
  return query;
}

/**
 * A consultation's chat, oldest first. A message from the other doctor arrives live
 * (`consultation_message`) and is fetched with the rest, so a reload shows the same.
 */
export function useConsultationMessages(consultationId: string | null) {
  const query = useApiQuery(
    'consultationMessages',
    consultationId ? { params: { id: consultationId }, query: {} } : null,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const { mutate } = query;
  useRealtimeEvent(CONSULTATION_MESSAGE_EVENT, (payload) => {
    const event = payload as ConsultationMessageEvent;
    if (event?.consultationId === consultationId) void mutate();
  });
  return query;
}

const changes = { revalidates: isConsultationsKey };

export const useCreateConsultation = () => useApiMutation('createConsultation', changes);
/** Accept (scheduled) or cancel (cancelled) a pending one. */
export const useUpdateConsultationStatus = () =>
  useApiMutation('updateConsultationStatus', changes);
export const useStartConsultation = () => useApiMutation('startConsultation', changes);
export const useEndConsultation = () => useApiMutation('endConsultation', changes);
export const useSendConsultationMessage = () =>
  useApiMutation('sendConsultationMessage', {
    revalidates: (key) => isChatKey(key) || isConsultationsKey(key),
  });
