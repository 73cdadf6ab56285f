import useSWR from 'swr';
import { doctorResponse } from '@contract/discovery';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { swrOptions, withId } from './fetch-options';

/**
 * The doctor's name for the wizard's heading and consent text (GET /doctors/{id}).
 * Nothing depends on it: while loading or after a failure it is `undefined`.
 */
export function useDoctorName(doctorId: string): string | undefined {
  const client = useApiClient();
  const { data } = useSWR(
    doctorId ? ([paths.doctor, doctorId] as const) : null,
    ([path, id]) => client.get(withId(path, id), { auth: false, schema: doctorResponse }),
    swrOptions,
  );
  return data ? data.doctor.fullName || data.doctor.name : undefined;
}
