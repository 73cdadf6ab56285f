import { useCallback, useState } from 'react';
import type { DoctorPrescriptionsQuery } from '@contract/prescriptions';
import { paths } from '@contract/paths';
import { useApiMutation, useApiQuery } from '@lib/data';
import { useApiClient } from '@lib/session';
import { saveBlob } from '@lib/api';

/** The reads a doctor's change to a prescription makes stale. */
const stale = [
  'doctorPrescriptions',
  'prescriptionDetail',
  'prescriptions',
  'patientPrescriptions',
] as const;

/** One page of the doctor's prescriptions, searched and filtered by the server, with the stats. */
export function useDoctorPrescriptions(query: DoctorPrescriptionsQuery) {
  return useApiQuery(
    'doctorPrescriptions',
    { query },
    { shouldRetryOnError: false, keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** PUT /prescriptions/{id}/status: `trigger({ params: { id }, body: { status } })`. */
export function usePrescriptionStatus() {
  return useApiMutation('setPrescriptionStatus', { revalidates: stale });
}

/** PUT /prescriptions/{id}: the edit; the server keeps the earlier version. */
export function useEditPrescription() {
  return useApiMutation('updatePrescription', { revalidates: stale });
}

/** POST /doctor/prescriptions: "New", for one of the doctor's completed appointments. */
export function useNewPrescription() {
  return useApiMutation('createPrescription', {
    revalidates: [...stale, 'prescribableAppointments', 'appointments'],
  });
}

/** The doctor's completed appointments without a prescription yet (what New can be for). */
export function usePrescribableAppointments(enabled: boolean) {
  return useApiQuery('prescribableAppointments', enabled ? {} : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export type PrescriptionsExportFilters = Pick<DoctorPrescriptionsQuery, 'search' | 'status'>;

/**
 * Export: the filtered list as CSV, fetched with the doctor's token (a bare link would carry
 * none) and saved as `prescriptions-<today>.csv`.
 */
export function usePrescriptionsExport() {
  const client = useApiClient();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>();
  const trigger = useCallback(
    async (filters: PrescriptionsExportFilters) => {
      setMutating(true);
      setError(undefined);
      try {
        const query: Record<string, string> = {};
        for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
        const blob = await client.download(paths.doctorPrescriptionsExport, { query });
        const name = `prescriptions-${new Date().toISOString().slice(0, 10)}.csv`;
        saveBlob(blob, name);
        return name;
      } catch (failure) {
        setError(failure);
        return undefined;
      } finally {
        setMutating(false);
      }
    },
    [client],
  );
  return { trigger, isMutating, error };
}
