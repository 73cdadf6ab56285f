import { z } from 'zod';
import {
  MAX_RECORD_FILES,
  MAX_RECORD_TAGS,
  RECORD_TAG_MAX,
  createRecordRequest,
} from '@contract/records';

/**
 * The upload form: the contract's record, with the chosen files themselves (they are
 * uploaded first, then named by handle) and the tags as one comma-separated line.
 */
export const uploadRecordForm = createRecordRequest.omit({ files: true, tags: true }).extend({
  /** Empty: the server takes today (in Nepal). */
  date: createRecordRequest.shape.date.or(z.literal('')),
  tags: z
    .string()
    .max(MAX_RECORD_TAGS * (RECORD_TAG_MAX + 2), 'TOO_LONG')
    .default(''),
  files: z
    .array(z.instanceof(File), 'RECORD_FIELDS_REQUIRED')
    .min(1, 'RECORD_FIELDS_REQUIRED')
    .max(MAX_RECORD_FILES, 'TOO_MANY_FILES'),
});
export type UploadRecordForm = z.input<typeof uploadRecordForm>;

export const splitTags = (line: string) =>
  line
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Where the server's field errors show: a file's upload error on the file drop. */
export const fieldOf = (serverField: string) =>
  (serverField === 'file' ? 'files' : serverField) as keyof UploadRecordForm;
