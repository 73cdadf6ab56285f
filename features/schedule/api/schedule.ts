import { useApiMutation, useApiQuery } from '@lib/data';

/**
 * The doctor's weekly slots and hospitals (issue 16, ADR 0031). Every change is saved on
 * its own; the slots and the hospitals are fetched again after it, and the public doctor
 * pages read the same schedule.
 */
export function useScheduleSlots() {
  const { data, error, mutate } = useApiQuery('scheduleSlots', {});
  return { data, error, failed: !!error && !data, reload: () => mutate() };
}

export function useDoctorHospitals() {
  const { data, error, mutate } = useApiQuery('doctorHospitals', {});
  return { data, error, failed: !!error && !data, retry: () => void mutate() };
}

const afterSlot = ['scheduleSlots', 'doctorHospitals'] as const;
export const useCreateSlot = () => useApiMutation('createScheduleSlot', { revalidates: afterSlot });
export const useUpdateSlot = () => useApiMutation('updateScheduleSlot', { revalidates: afterSlot });
export const useDeleteSlot = () => useApiMutation('deleteScheduleSlot', { revalidates: afterSlot });
export const useAddHospital = () =>
  useApiMutation('addHospital', { revalidates: ['doctorHospitals'] });
export const useConnectHospital = () =>
  useApiMutation('connectHospital', { revalidates: ['doctorHospitals'] });
