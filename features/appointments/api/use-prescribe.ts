import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  prescriptionResponse,
  type Prescription,
  type PrescriptionRequest,
} from '@contract/appointments';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { isAppointmentsKey, prescriptionsKey, withId, type AppointmentList } from './keys';

/**
 * POST /appointments/{id}/prescription. Resolves with the prescription, after marking the
 * appointment as prescribed in every cached list; rejects with the `ApiError` (a 400
 * names its `field`).
 */
export function usePrescribe() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const prescribe = useCallback(
    async (appointmentId: string, body: PrescriptionRequest): Promise<Prescription> => {
      const { prescription } = await client.post(withId(paths.prescribe, appointmentId), body, {
        schema: prescriptionResponse,
      });
      await mutate<AppointmentList>(
        isAppointmentsKey,
        (list) =>
          list && {
            appointments: list.appointments.map((a) =>
              a._id === appointmentId ? { ...a, hasPrescription: true } : a,
            ),
          },
        { revalidate: false },
      );
      void mutate(isAppointmentsKey);
      void mutate(prescriptionsKey);
      return prescription;
    },
    [client, mutate],
  );
  return { prescribe };
}
