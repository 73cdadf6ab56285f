import { useApiMutation } from '@lib/data';

/**
 * Sends a booking (POST /appointments/enhanced, multipart: `trigger({ body: FormData })`)
 * and resolves with the new appointment; a refusal rejects with the server's `ApiError`.
 * The patient's appointments and the doctor's slots change with it.
 */
export function useBookAppointment() {
  return useApiMutation('book', { revalidates: ['appointments', 'doctorSlots'] });
}
