import { useCallback, useState } from 'react';
import type { RecordFile } from '@contract/records';
import { pathFor } from '@contract/routes';
import { useApiClient } from '@lib/session';
import { saveBlob } from '@lib/api';

/**
 * Download: a patient's record file fetched with the doctor's token through the
 * authorised file route (a bare link would carry none), saved under its own name.
 */
export function useDownloadRecordFile() {
  const client = useApiClient();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>();
  const trigger = useCallback(
    async (patientId: string, file: RecordFile) => {
      setMutating(true);
      setError(undefined);
      try {
        const blob = await client.download(
          pathFor('recordFile', { userId: patientId, file: file.fileName }),
        );
        saveBlob(blob, file.name);
      } catch (failure) {
        setError(failure);
        throw failure;
      } finally {
        setMutating(false);
      }
    },
    [client],
  );
  return { trigger, isMutating, error };
}
