import { useState } from 'react';
import type { CreateRecordRequest, RecordListQuery } from '@contract/records';
import { useApiMutation, useApiQuery } from '@lib/data';

/** The patient's own records and booking documents, by type and search (newest first). */
export function useRecords(query: RecordListQuery) {
  const { data, error, isLoading, mutate } = useApiQuery('records', { query });
  return { data, error, isLoading, retry: () => mutate() };
}

/** Who has read the patient's records, newest first. */
export function useAccessHistory() {
  const { data, error, isLoading, mutate } = useApiQuery('recordAccessHistory', {
    query: { limit: 50 },
  });
  return { data, error, isLoading, retry: () => mutate() };
}

/** Deletes one of the patient's own uploads; the list is read again. */
export const useDeleteRecord = () =>
  useApiMutation('deleteRecord', { revalidates: ['records', 'recordAccessHistory'] });

/**
 * Uploads a record in 002 §7's two steps: each file through `POST /files/upload`
 * (one at a time, so `progress` counts them), then the record naming their handles.
 */
export function useUploadRecord() {
  const upload = useApiMutation('fileUpload');
  const create = useApiMutation('createRecord', { revalidates: ['records'] });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function trigger(record: Omit<CreateRecordRequest, 'files'>, files: readonly File[]) {
    setProgress({ done: 0, total: files.length });
    try {
      const handles: string[] = [];
      for (const file of files) {
        const body = new FormData();
        body.append('category', 'medical-records');
        body.append('file', file);
        const answer = await upload.trigger({ body });
        handles.push(answer.file._id);
        setProgress({ done: handles.length, total: files.length });
      }
      return await create.trigger({ body: { ...record, files: handles } });
    } finally {
      setProgress(null);
    }
  }

  return {
    trigger,
    isMutating: upload.isMutating || create.isMutating,
    error: upload.error ?? create.error,
    progress,
  };
}
