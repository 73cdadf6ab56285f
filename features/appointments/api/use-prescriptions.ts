import useSWR from 'swr';
import { prescriptionListResponse, type Prescription } from '@contract/appointments';
import { useApiClient } from '@lib/session';
import { prescriptionsKey } from './keys';

export type PrescriptionsState = {
  prescriptions: Prescription[] | undefined;
  isLoading: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
};

/** GET /prescriptions: a patient's prescriptions, or those the doctor wrote. */
export function usePrescriptions(): PrescriptionsState {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(
    prescriptionsKey,
    ([path]) => client.get(path, { schema: prescriptionListResponse }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    prescriptions: data?.prescriptions,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}
