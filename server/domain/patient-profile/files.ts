import { fileTypeFromBuffer } from 'file-type';
import { MAX_PATIENT_DOCUMENT_BYTES, type PatientDocumentType } from '@contract/patient-profile';
import type { FileRules } from '../../http/uploads';
import { profileImageRules } from '../profile-images';

/** What a profile document really is, from its first bytes: JPEG, PNG or PDF (002 §5). */
export async function patientDocumentTypeOf(bytes: Buffer): Promise<PatientDocumentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.ext === 'pdf' || found?.ext === 'jpg' || found?.ext === 'png' ? found.ext : null;
}

/** One file per upload, at most 10 MB (lower if the admin's maxFileUploadSize is). */
export const patientDocumentFiles: FileRules<PatientDocumentType> = {
  maxFiles: 1,
  maxBytes: MAX_PATIENT_DOCUMENT_BYTES,
  typeOf: patientDocumentTypeOf,
  typeError: 'PATIENT_DOCUMENT_TYPE',
  sizeError: 'PATIENT_DOCUMENT_TOO_LARGE',
};

/** How server/http/uploads.ts reads the patient's picture and document uploads. */
export const patientProfileMultipart = {
  uploadProfilePicture: profileImageRules,
  uploadPatientDocument: { files: patientDocumentFiles, json: [], booleans: [] },
} as const;

export const patientDocumentContentTypes: Record<PatientDocumentType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};
