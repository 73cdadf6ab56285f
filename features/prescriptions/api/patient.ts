import { useEffect, useState } from 'react';
import type { PatientPrescriptionsQuery } from '@contract/prescriptions';
import { pathFor } from '@contract/routes';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { useApiClient } from '@lib/session';

const listConfig = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** GET /patient/prescriptions: the patient's written prescriptions by status, with stats. */
export function usePatientPrescriptions(query: PatientPrescriptionsQuery) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'patientPrescriptions',
    { query },
    { ...listConfig, keepPreviousData: true },
  );
  return {
    data,
    error,
    isLoading: isLoading && !data,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}

/** GET /patient/prescriptions/uploads: the patient's own uploaded (paper) prescriptions. */
export function useUploadedPrescriptions() {
  const { data, error, isLoading, mutate } = useApiQuery('uploadedPrescriptions', {}, listConfig);
  return {
    uploads: data?.uploads,
    error,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}

/**
 * POST /prescriptions/upload (multipart: the fields and `prescriptionFile`); both lists
 * are read again, the stats count uploads too.
 */
export const useUploadPrescription = () =>
  useApiMutation('uploadPrescription', {
    revalidates: keyOf('uploadedPrescriptions', 'patientPrescriptions'),
  });

/**
 * An uploaded prescription's file, fetched with the patient's token (an `<img>` or a frame
 * cannot send it), held in memory as an object URL and released when it goes.
 */
export function useUploadedFile(id: string | null) {
  const client = useApiClient();
  const [state, setState] = useState<{ id: string; url?: string; failed?: boolean }>();
  useEffect(() => {
    if (!id) return;
    let objectUrl: string | undefined;
    let live = true;
    client
      .download(pathFor('uploadedPrescriptionFile', { id }))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ id, url: objectUrl });
      })
      .catch(() => {
        if (live) setState({ id, failed: true });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, id]);
  const mine = id && state?.id === id ? state : undefined;
  return { url: mine?.url, failed: mine?.failed ?? false, loading: Boolean(id) && !mine };
}
