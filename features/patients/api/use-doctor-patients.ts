import type { DoctorPatientsQuery } from '@contract/patients';
import type { RecordListQuery } from '@contract/records';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/**
 * The doctor's patients (001 §2.3): stats and one page, as the toolbar asks. A booking or
 * a decision elsewhere (001 §7 realtime events) fetches the page again, so a new request
 * appears as a pending patient without a reload; so do a referral or transfer changing state,
 * so a patient referred in appears and one transferred away leaves the open list.
 */
export function useDoctorPatients(query: DoctorPatientsQuery) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'doctorPatients',
    { query },
    { keepPreviousData: true },
  );
  useRealtimeEvent('appointment_booked', () => void mutate());
  useRealtimeEvent('appointment_updated', () => void mutate());
  useRealtimeEvent('referral_status_changed', () => void mutate());
  useRealtimeEvent('transferStatusChanged', () => void mutate());
  return { data, error, isLoading, failed: !!error && !data, retry: () => void mutate() };
}

/** Marks or unmarks a patient as critical; the list and its stats are fetched again. */
export const useMarkCritical = () =>
  useApiMutation('doctorPatientCritical', { revalidates: ['doctorPatients'] });

/** Everything a decision on a patient's request changes: this list and the appointments. */
const afterDecision = keyOf('doctorPatients', 'appointments', 'appointment', 'patientRecords');

/** Accept: the pending patient's requested appointment is confirmed, their records open. */
export const useAcceptPatient = () =>
  useApiMutation('acceptAppointment', { revalidates: afterDecision });

/** Reject: the requested appointment is declined, and the patient leaves the list. */
export const useRejectPatient = () =>
  useApiMutation('changeAppointmentStatus', { revalidates: afterDecision });

/** A patient's records for this doctor (403 RECORDS_NOT_ACCESSIBLE before acceptance). */
export function usePatientRecords(patientId: string | null, query: RecordListQuery = {}) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'patientRecords',
    patientId ? { params: { patientId }, query } : null,
  );
  return { data, error, isLoading, retry: () => void mutate() };
}
