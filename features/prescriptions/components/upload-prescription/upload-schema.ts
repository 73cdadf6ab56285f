import { z } from 'zod';
import { prescriptionUploadFields } from '@contract/prescriptions';

/**
 * The upload form: the contract's text fields and the file (002 §3). The file is a form
 * value too, so a server refusal of it (`field: prescriptionFile`) lands under it.
 */
export const uploadForm = prescriptionUploadFields.extend({
  prescriptionFile: z.instanceof(File, { message: 'PRESCRIPTION_FILE_REQUIRED' }),
});
export type UploadFormInput = z.input<typeof uploadForm>;
export type UploadFormValues = z.output<typeof uploadForm>;

/** The multipart body of POST /prescriptions/upload. */
export function buildUploadBody({ prescriptionFile, ...fields }: UploadFormValues): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('prescriptionFile', prescriptionFile, prescriptionFile.name);
  return body;
}
