import { useApiQuery } from '@lib/data';
import { swrOptions } from './fetch-options';

/**
 * The doctor's name for the wizard's heading and consent text (GET /doctors/{id}).
 * Nothing depends on it: while loading or after a failure it is `undefined`.
 */
export function useDoctorName(doctorId: string): string | undefined {
  const { data } = useApiQuery(
    'doctor',
    doctorId ? { params: { id: doctorId } } : null,
    swrOptions,
  );
  return data ? data.doctor.fullName || data.doctor.name : undefined;
}
