import type { HospitalDetail } from '@contract/discovery';
import { useApiQuery } from '@lib/data';
import { isNotFound, swrOptions } from './fetch-options';

export type HospitalState = {
  hospital: HospitalDetail | undefined;
  isLoading: boolean;
  notFound: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
};

/** One hospital with its departments and doctors (GET /hospitals/{id}). */
export function useHospital(id: string): HospitalState {
  const { data, error, isLoading, mutate } = useApiQuery(
    'hospital',
    id ? { params: { id } } : null,
    swrOptions,
  );
  const notFound = !id || isNotFound(error);
  return {
    hospital: data?.hospital,
    isLoading: Boolean(id) && isLoading,
    notFound,
    failed: error !== undefined && !notFound,
    retry: () => mutate(),
  };
}
