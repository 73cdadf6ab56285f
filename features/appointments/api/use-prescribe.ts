import { useSWRConfig } from 'swr';
import { useApiMutation } from '@lib/data';
import { isAppointmentsKey, type AppointmentList } from './keys';

/**
 * POST /appointments/{id}/prescription: `trigger({ params: { id }, body })` resolves with
 * `{ prescription }`, after marking the appointment as prescribed in every cached list;
 * the lists and the prescriptions are fetched again. Rejects with the `ApiError` (a 400
 * names its `field`).
 */
export function usePrescribe() {
  const { mutate } = useSWRConfig();
  return useApiMutation('prescribe', {
    revalidates: ['appointments', 'prescriptions'],
    onSuccess: async (_data, { params: { id } }) => {
      await mutate<AppointmentList>(
        isAppointmentsKey,
        (list) =>
          list && {
            appointments: list.appointments.map((a) =>
              a._id === id ? { ...a, hasPrescription: true } : a,
            ),
          },
        { revalidate: false },
      );
    },
  });
}
