import { useSWRConfig } from 'swr';
import { apiKey, useApiMutation, useApiQuery } from '@lib/data';

/** The patient's emergency contacts (at most five). */
export function useEmergencyContacts() {
  const { data, error, isLoading, mutate } = useApiQuery('emergencyContacts', {});
  return { data, error, isLoading, retry: () => mutate() };
}

/** The patient's emergencies, newest first. */
export function useEmergencyHistory() {
  const { data, error, isLoading, mutate } = useApiQuery('emergencyHistory', {});
  return { data, error, isLoading, retry: () => mutate() };
}

/** The active emergency, if any, and the services nearest to it. */
export function useActiveEmergency() {
  const { data, error, isLoading, mutate } = useApiQuery('activeEmergency', {});
  return { data, error, isLoading, retry: () => mutate() };
}

export const useAddContact = () =>
  useApiMutation('addEmergencyContact', { revalidates: ['emergencyContacts'] });
export const useUpdateContact = () =>
  useApiMutation('updateEmergencyContact', { revalidates: ['emergencyContacts'] });
export const useDeleteContact = () =>
  useApiMutation('deleteEmergencyContact', { revalidates: ['emergencyContacts'] });

/** SOS: its answer becomes the active emergency at once; the history is read again. */
export function useTriggerSos() {
  const { mutate } = useSWRConfig();
  return useApiMutation('triggerSos', {
    revalidates: ['emergencyHistory'],
    onSuccess: ({ emergency, nearby }) =>
      void mutate(apiKey('activeEmergency', {}), { emergency, nearby }, { revalidate: false }),
  });
}

/** Cancel: no active emergency and no services any more; the history is read again. */
export function useCancelSos() {
  const { mutate } = useSWRConfig();
  return useApiMutation('cancelSos', {
    revalidates: ['emergencyHistory'],
    onSuccess: () =>
      void mutate(
        apiKey('activeEmergency', {}),
        { emergency: null, nearby: [] },
        {
          revalidate: false,
        },
      ),
  });
}
