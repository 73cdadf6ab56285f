import { fileTypeFromBuffer } from 'file-type';
import { MAX_RECORD_FILE_BYTES, type RecordFileType } from '@contract/records';
import type { FileRules } from '../../http/uploads';

/** What a record's file really is, from its first bytes: PDF, JPEG, PNG or WebP (002 §5). */
export async function recordFileTypeOf(bytes: Buffer): Promise<RecordFileType | null> {
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

/** One file per upload call, at most 10 MB (lower if the admin's maxFileUploadSize is). */
export const recordFiles: FileRules<RecordFileType> = {
  maxFiles: 1,
  maxBytes: MAX_RECORD_FILE_BYTES,
  typeOf: recordFileTypeOf,
  typeError: 'RECORD_FILE_TYPE',
};

/** How server/http/uploads.ts reads `POST /files/upload`. */
export const recordMultipart = {
  fileUpload: { files: recordFiles, json: [], booleans: [] },
} as const;

/** The Content-Type of each stored kind, booking documents' included. */
export const recordContentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
