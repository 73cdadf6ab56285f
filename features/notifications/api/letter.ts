import { useApiQuery } from '@lib/data';

/** A letter a notification points at (`relatedData.letterId`), for its recipient to read. */
export const useLetter = (id: string | null) =>
  useApiQuery('letter', id ? { params: { id } } : null, { shouldRetryOnError: false });
