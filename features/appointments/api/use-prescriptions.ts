import type { Prescription } from '@contract/appointments';
import { useApiQuery } from '@lib/data';

export type PrescriptionsState = {
  prescriptions: Prescription[] | undefined;
  isLoading: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
};

/** GET /prescriptions: a patient's prescriptions, or those the doctor wrote. */
export function usePrescriptions(): PrescriptionsState {
  const { data, error, isLoading, mutate } = useApiQuery(
    'prescriptions',
    {},
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    prescriptions: data?.prescriptions,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}
