import { z } from 'zod';
import { historyPaper } from './appointments';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * Medical records (issue 15; 001 §2.3, §3, §7; 002 §2, §3, §5, §7): the patient uploads
 * files, then describes them as a record (type, title, date, tags, signature). A doctor
 * reads a patient's records only once the patient is theirs (an accepted appointment);
 * every read by someone other than the patient is in the audit log, and the patient sees
 * those reads as their access history.
 */

// ---- Limits (002 §5: documents JPEG, PNG or PDF, at most 10 MB) ----

export const MAX_RECORD_FILE_BYTES = 10 * 1024 * 1024;
/** What a record's file may be, decided by its bytes. */
export const recordFileTypes = ['pdf', 'jpg', 'png', 'webp'] as const;
export type RecordFileType = (typeof recordFileTypes)[number];
export const recordFileAccept = '.pdf,.jpg,.jpeg,.png,.webp';
/** How many files one record may hold. */
export const MAX_RECORD_FILES = 10;
export const RECORD_TITLE_MAX = 200;
export const RECORD_DESCRIPTION_MAX = 2000;
export const RECORD_SIGNATURE_MAX = 200;
export const MAX_RECORD_TAGS = 10;
export const RECORD_TAG_MAX = 40;
export const RECORDS_PAGE_SIZE = 20;

// ---- Kinds ----

/** What a patient may upload. */
export const recordTypes = [
  'lab-report',
  'imaging',
  'prescription',
  'discharge-summary',
  'vaccination',
  'consultation-note',
  'other',
] as const;
export type RecordType = (typeof recordTypes)[number];
/**
 * What a list shows: the uploads, and what the patient attached to a booking (its
 * history paper and documents, one entry per booking), which is read-only here.
 */
export const listedRecordTypes = [
  ...recordTypes,
  // A history paper submitted from the portal (issue 17), read-only like a booking's.
  'emergency-history',
  'booking-document',
] as const;
export type ListedRecordType = (typeof listedRecordTypes)[number];
export const recordTypeFilters = ['all', ...listedRecordTypes] as const;

/** The category the upload endpoint takes (002 §7: `POST /files/upload`, category medical-records). */
export const uploadCategories = ['medical-records'] as const;

// ---- Uploading (two steps: the files, then the record naming them) ----

/** Multipart fields of `POST /files/upload`; the file comes as `file`. */
export const fileUploadFields = z.object({
  category: z.enum(uploadCategories, 'VALIDATION'),
});

/** An uploaded file not yet part of a record: its handle is `_id`. */
export const uploadedFile = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(recordFileTypes),
  size: z.number().int().min(0),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const fileUploadResponse = successEnvelope(z.object({ file: uploadedFile }));

/** 002 §5: type, title, at least one file and signature text are required. */
const REQUIRED = 'RECORD_FIELDS_REQUIRED';
const required = (max: number) => z.string(REQUIRED).trim().min(1, REQUIRED).max(max, 'TOO_LONG');

export const createRecordRequest = z.object({
  type: z.enum(recordTypes, REQUIRED),
  title: required(RECORD_TITLE_MAX),
  description: z.string().trim().max(RECORD_DESCRIPTION_MAX, 'TOO_LONG').default(''),
  /** Trimmed, empty ones dropped, duplicates (any case) once. */
  tags: z
    .array(z.string().trim().max(RECORD_TAG_MAX, 'TOO_LONG'))
    .max(MAX_RECORD_TAGS, 'TOO_MANY_TAGS')
    .default([])
    .transform((tags) =>
      tags
        .filter((t) => t !== '')
        .filter((t, i, all) => all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i),
    ),
  /** The day the record is of (a test's day, a scan's day); today when not given. */
  date: isoDate.optional(),
  signature: required(RECORD_SIGNATURE_MAX),
  /** Handles of files uploaded by the caller through `POST /files/upload`. */
  files: z
    .array(z.string().max(100), REQUIRED)
    .min(1, REQUIRED)
    .max(MAX_RECORD_FILES, 'TOO_MANY_FILES'),
});
export type CreateRecordRequest = z.input<typeof createRecordRequest>;

// ---- What is read back ----

/** One file of a record, fetched through `recordFile` (userId + fileName) or `recordFileShort`. */
export const recordFile = z.object({
  _id: z.string(),
  name: z.string(),
  /** pdf, jpg, png, webp; a booking's documents may also be doc or docx. */
  type: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  /** The stored name: the `:file` of the file routes. */
  fileName: z.string(),
  /** The path under /api that serves it (`/files/serve-user/:userId/medical-records/:file`). */
  url: z.string(),
});
export type RecordFile = z.infer<typeof recordFile>;

export const personRef = z.object({ _id: z.string(), name: z.string(), role: z.string() });

export const medicalRecord = z.object({
  _id: z.string(),
  /** The patient whose record it is (002 §3 `userId`). */
  userId: z.string(),
  patientName: z.string(),
  type: z.enum(listedRecordTypes),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  date: isoDate,
  signature: z.string().nullable(),
  files: z.array(recordFile),
  /** The first file's path and type, as 001 §3 / 002 §3 name them; null with no file. */
  fileUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  /** `upload`: the patient's own record (may be deleted); `booking`: attached to an appointment. */
  source: z.enum(['upload', 'booking']),
  /** For a booking's entry: the appointment, its doctor and its history paper. */
  appointment: z
    .object({ _id: z.string(), date: isoDate, doctorName: z.string(), reason: z.string() })
    .nullable(),
  historyPaper: historyPaper.nullable(),
  uploadedBy: personRef.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MedicalRecord = z.infer<typeof medicalRecord>;

export const recordListQuery = z.object({
  type: z.enum(recordTypeFilters).default('all'),
  /** Part of the title, description or a tag. */
  search: z.string().trim().max(100, 'TOO_LONG').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(RECORDS_PAGE_SIZE),
});
export type RecordListQuery = z.input<typeof recordListQuery>;

/** Newest first (by the record's date, then when it was added). */
export const recordListResponse = successEnvelope(
  z.object({
    items: z.array(medicalRecord),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);
export type RecordList = z.infer<typeof recordListResponse>['data'];

/** A doctor's view of a patient's records: the same list, and whose they are. */
export const patientRecordsResponse = successEnvelope(
  z.object({
    patient: z.object({ _id: z.string(), name: z.string() }),
    items: z.array(medicalRecord),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);
export type PatientRecords = z.infer<typeof patientRecordsResponse>['data'];

export const recordResponse = successEnvelope(z.object({ record: medicalRecord }));
export const deleteRecordResponse = successEnvelope(z.object({ deleted: z.literal(true) }));

/** `?inline=1` shows an image or a PDF in the page; anything else is a download. */
export const recordFileQuery = z.object({ inline: z.enum(['0', '1']).default('0') });

// ---- Access history (who read the patient's records) ----

export const accessActions = ['listed', 'viewed', 'downloaded'] as const;
export type AccessAction = (typeof accessActions)[number];

export const accessEntry = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  /** Who read: a doctor or an admin (name and role); null if that account is gone. */
  actor: personRef.nullable(),
  /** `listed`: the list of records; `viewed`: a record or a file shown; `downloaded`: a file saved. */
  action: z.enum(accessActions),
  /** Which record; null for the list as a whole or a record since deleted. */
  record: z.object({ _id: z.string(), title: z.string(), type: z.string() }).nullable(),
  /** The file's name, for a file read. */
  fileName: z.string().nullable(),
});
export type AccessEntry = z.infer<typeof accessEntry>;

export const accessHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(RECORDS_PAGE_SIZE),
});
export const accessHistoryResponse = successEnvelope(
  z.object({
    items: z.array(accessEntry),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);
export type AccessHistory = z.infer<typeof accessHistoryResponse>['data'];
