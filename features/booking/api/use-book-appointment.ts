import { useCallback } from 'react';
import { appointmentResponse, type Appointment } from '@contract/appointments';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { buildBookingForm, type BookingRequest } from './build-booking-form';

/**
 * Sends a booking (POST /appointments/enhanced, multipart) and resolves with the new
 * appointment; a refusal rejects with the server's `ApiError` (code and localized text).
 */
export function useBookAppointment(): (request: BookingRequest) => Promise<Appointment> {
  const client = useApiClient();
  return useCallback(
    async (request) => {
      const { appointment } = await client.post(paths.book, buildBookingForm(request), {
        schema: appointmentResponse,
      });
      return appointment;
    },
    [client],
  );
}
