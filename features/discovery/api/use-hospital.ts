import useSWR from 'swr';
import { hospitalResponse, type HospitalDetail } from '@contract/discovery';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { isNotFound, swrOptions, withId } from './fetch-options';

export type HospitalState = {
  hospital: HospitalDetail | undefined;
  isLoading: boolean;
  notFound: boolean;
  failed: boolean;
  retry: () => Promise<unknown>;
};

/** One hospital with its departments and doctors (GET /hospitals/{id}). */
export function useHospital(id: string): HospitalState {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR(
    id ? ([paths.hospital, id] as const) : null,
    ([path, hospitalId]) =>
      client.get(withId(path, hospitalId), { auth: false, schema: hospitalResponse }),
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
