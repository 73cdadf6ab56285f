import { useApiQuery } from '@lib/data';

/**
 * GET /prescriptions/{id}: a prescription's earlier versions, newest first (its doctor and
 * its patient may read them). Asked only for one that was edited (`version` above 1).
 */
export function usePrescriptionVersions(id: string, edited: boolean) {
  const { data, error, isLoading, mutate } = useApiQuery(
    'prescriptionDetail',
    edited ? { params: { id } } : null,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    versions: data?.versions,
    isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => mutate(),
  };
}
