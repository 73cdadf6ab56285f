import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_PRESCRIPTION_UPLOAD_BYTES,
  type PrescriptionUploadType,
} from '@contract/prescriptions';
import type { FileRules } from '../../http/uploads';

/** What an uploaded prescription really is, from its first bytes: PDF, JPEG, PNG or WebP. */
export async function prescriptionFileTypeOf(
  bytes: Buffer,
): Promise<PrescriptionUploadType | null> {
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case 'pdf':
    case 'jpg':
    case 'png':
    case 'webp':
      return found.ext;
    default:
      return null;
  }
}

/** One file, at most 10 MB (lower if the admin's maxFileUploadSize is). */
export const prescriptionFiles: FileRules<PrescriptionUploadType> = {
  maxFiles: 1,
  maxBytes: MAX_PRESCRIPTION_UPLOAD_BYTES,
  typeOf: prescriptionFileTypeOf,
  typeError: 'PRESCRIPTION_FILE_TYPE',
  sizeError: 'PRESCRIPTION_FILE_TOO_LARGE',
};

/** How server/http/uploads.ts reads `POST /prescriptions/upload`. */
export const prescriptionUploadMultipart = {
  uploadPrescription: { files: prescriptionFiles, json: [], booleans: [] },
} as const;

/** The Content-Type of each stored kind. */
export const prescriptionContentTypes: Record<PrescriptionUploadType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
