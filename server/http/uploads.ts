import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import {
  type documentTypes,
  MAX_BOOKING_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
} from '@contract/appointments';
import { endpoints, type EndpointName } from '@contract/endpoints';
import type { ErrorCode } from '@contract/errors';
import {
  MAX_MEDIA_BYTES,
  MAX_POST_MEDIA,
  type MediaFileType,
  postBooleanFields,
  postJsonFields,
} from '@contract/feed';
import type { RecordFileType } from '@contract/records';
import type { PrescriptionUploadType } from '@contract/prescriptions';
import type { DonationQrType } from '@contract/system';
import type { ProfileImageType } from '@contract/doctor-profile';
import type { IdentityImageType, VerificationDocumentType } from '@contract/verification';
import type { z } from 'zod';
import { cutText } from '../domain/text';
import type { Db } from '../db/database';
import { getSetting } from '../domain/settings';
import { verificationMultipart } from '../domain/verification/files';
import { donationQrMultipart } from '../domain/donation-qr';
import { recordMultipart } from '../domain/records/files';
import { historyPaperMultipart } from '../domain/history-paper';
import { prescriptionUploadMultipart } from '../domain/prescriptions/files';
import { profileImageRules } from '../domain/profile-images';
import {
  profileDocumentMultipart,
  type SniffedDocumentType,
} from '../domain/doctor-profile/documents';
import { patientProfileMultipart } from '../domain/patient-profile/files';
import type { PatientDocumentType } from '@contract/patient-profile';
import { AppError, fromZodError } from './errors';

/**
 * Uploaded files (ARCHITECTURE.md): read whole (they are small), their kind decided by
 * their first bytes, never by the name or the browser's word, then stored under the
 * data directory with a random name (stored-files.ts). They are served only through
 * authorised routes.
 */

export type DocumentType = (typeof documentTypes)[number];

/** What a document really is, from its bytes; null for anything not allowed. */
export async function documentTypeOf(bytes: Buffer): Promise<DocumentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
      return 'jpg';
    case 'png':
      return 'png';
    case 'docx':
      return 'docx';
    // Word 97–2003 documents are OLE compound files.
    case 'cfb':
      return 'doc';
    default:
      return null;
  }
}

/** What a post's image or video really is, from its bytes; null for anything else. */
export async function mediaTypeOf(bytes: Buffer): Promise<MediaFileType | null> {
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case 'jpg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'mp4':
    case 'mov':
    case 'webm':
      return found.ext;
    // An .m4v is an MP4 video.
    case 'm4v':
      return 'mp4';
    default:
      return null;
  }
}

/** The files one multipart field may carry: how many, how large, and of what kind. */
export type FileRules<T extends string> = {
  maxFiles: number;
  maxBytes: number;
  typeOf: (bytes: Buffer) => Promise<T | null>;
  /** The code for a file of a kind not allowed (415). */
  typeError: ErrorCode;
  /** The code for a file too large (413); FILE_TOO_LARGE unless a kind has its own. */
  sizeError?: ErrorCode;
};

export const bookingDocuments: FileRules<DocumentType> = {
  maxFiles: MAX_BOOKING_DOCUMENTS,
  maxBytes: MAX_DOCUMENT_BYTES,
  typeOf: documentTypeOf,
  typeError: 'FILE_TYPE_NOT_ALLOWED',
};

export const postMediaFiles: FileRules<MediaFileType> = {
  maxFiles: MAX_POST_MEDIA,
  maxBytes: MAX_MEDIA_BYTES,
  typeOf: mediaTypeOf,
  typeError: 'MEDIA_TYPE_NOT_ALLOWED',
};

export type Upload<T extends string = DocumentType> = {
  name: string;
  type: T;
  size: number;
  bytes: Buffer;
};

/** The endpoints whose body is multipart, by their contract entry. */
export type MultipartName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { multipart: object } ? N : never;
}[EndpointName];

type MultipartOf<N extends MultipartName> = (typeof endpoints)[N]['multipart'];

/**
 * How the server reads one multipart endpoint's body: the rules of its files, which
 * text fields carry JSON and which booleans, and a check on the raw fields that must
 * come before the schema's (a code of its own). The field schema and the file field's
 * name are the contract's.
 */
type MultipartRules<T extends string> = {
  files: FileRules<T>;
  json: readonly string[];
  booleans: readonly string[];
  check?: (raw: Record<string, string>) => void;
};

const postRules = {
  files: postMediaFiles,
  json: postJsonFields,
  booleans: postBooleanFields,
} satisfies MultipartRules<MediaFileType>;

/** The kind of file each multipart endpoint takes. */
type FileTypes = {
  book: DocumentType;
  createPost: MediaFileType;
  updatePost: MediaFileType;
  applyDoctorVerification: VerificationDocumentType;
  applyPatientVerification: IdentityImageType;
  applyProviderVerification: VerificationDocumentType;
  uploadDonationQr: DonationQrType;
  fileUpload: RecordFileType;
  uploadPrescription: PrescriptionUploadType;
  updateDoctorProfilePicture: ProfileImageType;
  submitHistoryPaper: RecordFileType;
  uploadProfilePicture: ProfileImageType;
  uploadPatientDocument: PatientDocumentType;
  uploadDoctorProfileDocument: SniffedDocumentType;
};
type FileTypeOf<N extends MultipartName> = FileTypes[N];

const multipartRules: { [N in MultipartName]: MultipartRules<FileTypeOf<N>> } = {
  book: {
    files: bookingDocuments,
    // 002 §3 booking submission.
    json: ['selectedTimeSlot', 'appointmentData', 'historyPaperData'],
    booleans: ['medicalRecordConsent', 'includeHistoryPaper'],
    check: (raw) => {
      if (raw.medicalRecordConsent !== 'true')
        throw new AppError(400, 'CONSENT_REQUIRED', 'medicalRecordConsent');
    },
  },
  createPost: postRules,
  updatePost: postRules,
  // Verification applications (issue 14): documents 10 MB, the identity image 5 MB.
  ...verificationMultipart,
  ...donationQrMultipart,
  ...recordMultipart,
  ...prescriptionUploadMultipart,
  ...historyPaperMultipart,
  updateDoctorProfilePicture: profileImageRules,
  ...profileDocumentMultipart,
  ...patientProfileMultipart,
};

/** A multipart endpoint's body as its handler sees it: fields typed from the contract. */
export type Multipart<N extends MultipartName> = {
  fields: z.output<MultipartOf<N>['fields']>;
  files: Upload<FileTypeOf<N>>[];
};

/**
 * Reads the multipart body of endpoint `name`: its text fields parsed with the
 * contract's field schema, and the files of the contract's file field.
 */
export async function readMultipart<N extends MultipartName>(
  request: FastifyRequest,
  name: N,
): Promise<Multipart<N>> {
  const contract: { fields: z.ZodType; files: string } = endpoints[name].multipart;
  const rules: MultipartRules<FileTypeOf<N>> = multipartRules[name];
  const { fields, files } = await readParts(request, contract.files, rules.files);
  rules.check?.(fields);
  return {
    // The schema is the endpoint's own, which TypeScript cannot follow through `name`.
    fields: parseFields(contract.fields, fields, rules) as Multipart<N>['fields'],
    files,
  };
}

/**
 * Reads a multipart body: text fields (as strings) and the files of one field, refusing
 * a file that is too large, of a kind not allowed, or one too many, with a clear 4xx.
 */
async function readParts<T extends string>(
  request: FastifyRequest,
  fileField: string,
  rules: FileRules<T>,
): Promise<{ fields: Record<string, string>; files: Upload<T>[] }> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: Upload<T>[] = [];
  // The admin's maxFileUploadSize bounds every file; a kind's own lower limit still applies.
  const maxBytes = Math.min(rules.maxBytes, request.fileMaxBytes ?? Infinity);
  const megabytes = maxBytes / 1024 / 1024;
  const maxTotal = request.filesTotalBytes ?? Infinity;
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: maxBytes,
        files: rules.maxFiles + 1,
        fields: 30,
        fieldSize: 64 * 1024,
      },
    })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError(400, 'VALIDATION', part.fieldname);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError(400, 'VALIDATION', part.fieldname);
      }
      if (files.length >= rules.maxFiles)
        throw new AppError(400, 'TOO_MANY_FILES', fileField, { count: rules.maxFiles });
      const bytes = await part.toBuffer();
      if (part.file.truncated)
        throw new AppError(413, rules.sizeError ?? 'FILE_TOO_LARGE', fileField, { megabytes });
      total += bytes.length;
      if (total > maxTotal)
        throw new AppError(413, 'FILES_TOTAL_TOO_LARGE', fileField, {
          megabytes: maxTotal / 1024 / 1024,
        });
      const type = await rules.typeOf(bytes);
      if (!type) throw new AppError(415, rules.typeError, fileField);
      const name = cutText(path.basename(part.filename || 'document'), 200) || 'document';
      files.push({ name, type, size: bytes.length, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, rules.sizeError ?? 'FILE_TOO_LARGE', fileField, { megabytes });
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(400, 'TOO_MANY_FILES', fileField, { count: rules.maxFiles });
    throw new AppError(400, 'VALIDATION');
  }
  return { fields, files };
}

/**
 * A multipart body's text fields in the shape its contract schema reads: the named JSON
 * fields parsed (an unreadable one is a 400 on that field), the named boolean ones true
 * only for "true", then checked by the schema.
 */
function parseFields<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string>,
  { json = [], booleans = [] }: { json?: readonly string[]; booleans?: readonly string[] },
): z.output<S> {
  const value: Record<string, unknown> = { ...raw };
  for (const name of json) {
    if (raw[name] === undefined) continue;
    try {
      value[name] = JSON.parse(raw[name]);
    } catch {
      throw new AppError(400, 'VALIDATION', name);
    }
  }
  for (const name of booleans) if (raw[name] !== undefined) value[name] = raw[name] === 'true';
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's files may total (the `uploads` setting), set for multipart requests. */
    filesTotalBytes?: number;
    /** What one file may weigh (the general maxFileUploadSize setting), for multipart requests. */
    fileMaxBytes?: number;
  }
}

/** Reads the upload settings (per file, per request) for each multipart request, before its handler. */
export function uploadSettings(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart()) return;
    const [{ maxRequestMegabytes }, { maxFileUploadSize }] = await Promise.all([
      getSetting(db, 'uploads'),
      getSetting(db, 'general'),
    ]);
    request.filesTotalBytes = maxRequestMegabytes * 1024 * 1024;
    request.fileMaxBytes = maxFileUploadSize * 1024 * 1024;
  });
}
