import { z } from 'zod';
import { prescription, prescriptionRequest } from './appointments';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * Prescriptions as lists (issue 15; 001 §2.4, §3, §4, §7; 002 §2, §3, §5): the doctor's
 * list with stats, search and a CSV export, one prescription with its versions, edits and
 * status changes by its doctor, the patient's list with validity, and the patient's own
 * uploaded (paper) prescriptions. The write schemas (the full form of 001 §3) stay in
 * `contract/appointments.ts`; ADR 0028 explains validity, expiry, versions and "New".
 */

// ---- Validity (ADR 0028) ----

/** A prescription is valid this many days after it was written unless its doctor says otherwise. */
export const PRESCRIPTION_VALID_DAYS = 30;
/** The furthest valid-until a doctor may set, in days after today (kept with the request's rule). */
export { PRESCRIPTION_MAX_VALID_DAYS } from './prescription-rules';
/** An active prescription whose valid-until is at most this many days away is "expiring soon". */
export const EXPIRING_SOON_DAYS = 7;

/**
 * What the client sees: `expired` is an active prescription whose valid-until is before
 * Nepal's today, computed on read (the stored status stays `active`).
 */
export const prescriptionStatuses = ['active', 'completed', 'cancelled', 'expired'] as const;
export type PrescriptionStatus = (typeof prescriptionStatuses)[number];
/** What a doctor may set: an active (or expired) prescription is completed or cancelled. */
export const prescriptionStatusChanges = ['completed', 'cancelled'] as const;

// ---- One prescription ----

/** A written prescription with everything the lists, cards and details need. */
export const prescriptionDetail = prescription.extend({
  status: z.enum(prescriptionStatuses),
  source: z.literal('prescribed'),
  /** A short number to show and to quote, e.g. "RX-3F2A9C1B". */
  number: z.string(),
  /** The last day it may be used (Nepal's calendar day, AD). */
  validUntil: isoDate,
  /** Active and valid-until within EXPIRING_SOON_DAYS of today. */
  expiringSoon: z.boolean(),
  updatedAt: z.string(),
  /** 1 when never edited; each edit adds one. */
  version: z.number().int().min(1),
  /** The patient's contact as the doctor sees it (empty strings for the patient's own view). */
  patient: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetail>;

/** An earlier version kept by an edit: its body as it was, who replaced it and when. */
export const prescriptionVersion = z.object({
  version: z.number().int().min(1),
  savedAt: z.string(),
  editedBy: z.object({ _id: z.string(), name: z.string() }),
  diagnosis: z.string(),
  medications: prescription.shape.medications,
  advice: z.string(),
  validUntil: isoDate,
});
export type PrescriptionVersion = z.infer<typeof prescriptionVersion>;

/** GET /prescriptions/:id (its doctor and its patient): the prescription and its earlier versions, newest first. */
export const prescriptionDetailResponse = successEnvelope(
  z.object({ prescription: prescriptionDetail, versions: z.array(prescriptionVersion) }),
);

/** PUT /prescriptions/:id/status by its doctor. */
export const prescriptionStatusRequest = z.object({
  status: z.enum(prescriptionStatusChanges, 'STATUS_INVALID'),
});
export type PrescriptionStatusRequest = z.input<typeof prescriptionStatusRequest>;

// The edit body (PUT /prescriptions/:id) is `prescriptionRequest` of contract/appointments.ts,
// the same full form as writing one (validUntil optional: unchanged when left out).

// ---- The doctor's list (001 §2.4) ----

export const DOCTOR_PRESCRIPTIONS_PAGE_SIZE = 20;
const search = z.string().trim().max(100, 'TOO_LONG').default('');
const statusFilter = z.enum(['all', ...prescriptionStatuses]).default('all');

/** Search over patient name, diagnosis and medicine; status; newest first. */
export const doctorPrescriptionsQuery = z.object({
  search,
  status: statusFilter,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(DOCTOR_PRESCRIPTIONS_PAGE_SIZE),
});
export type DoctorPrescriptionsQuery = z.input<typeof doctorPrescriptionsQuery>;

/** The doctor's figures over all their prescriptions (not the filtered page). */
export const doctorPrescriptionStats = z.object({
  total: z.number().int().min(0),
  active: z.number().int().min(0),
  completed: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  expired: z.number().int().min(0),
  /** Written in the current month of Nepal's calendar (AD month, Nepal time). */
  thisMonth: z.number().int().min(0),
});
export type DoctorPrescriptionStats = z.infer<typeof doctorPrescriptionStats>;

export const doctorPrescriptionsResponse = successEnvelope(
  z.object({
    items: z.array(prescriptionDetail),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    stats: doctorPrescriptionStats,
  }),
);

/** The export takes the list's filters (strict: an unknown parameter is a 400). At most 5000 rows. */
export const PRESCRIPTION_EXPORT_MAX = 5000;
export const doctorPrescriptionsExportQuery = z.object({ search, status: statusFilter }).strict();

/**
 * "New" (ADR 0028): a prescription is always written for one of the doctor's completed
 * appointments that has none yet. This lists them, newest first, for the New dialog.
 */
export const prescribableAppointment = z.object({
  appointmentId: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  date: isoDate,
  reason: z.string(),
});
export const prescribableResponse = successEnvelope(
  z.object({ appointments: z.array(prescribableAppointment) }),
);

/** POST /doctor/prescriptions: the appointment it is for, and the full form. */
export const newPrescriptionRequest = prescriptionRequest.safeExtend({
  appointmentId: z.uuid('APPOINTMENT_REQUIRED'),
});
export type NewPrescriptionRequest = z.input<typeof newPrescriptionRequest>;

// ---- The patient's lists (002 §2) ----

/** Search over doctor, hospital, diagnosis and medicine; status as the screen filters it. */
export const patientPrescriptionsQuery = z.object({
  search,
  status: z.enum(['all', 'active', 'completed', 'expired', 'cancelled']).default('all'),
});
export type PatientPrescriptionsQuery = z.input<typeof patientPrescriptionsQuery>;

/** The patient's figures over all their written prescriptions. */
export const patientPrescriptionStats = z.object({
  active: z.number().int().min(0),
  completed: z.number().int().min(0),
  expired: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  expiringSoon: z.number().int().min(0),
  uploaded: z.number().int().min(0),
});
export type PatientPrescriptionStats = z.infer<typeof patientPrescriptionStats>;

export const patientPrescriptionsResponse = successEnvelope(
  z.object({ items: z.array(prescriptionDetail), stats: patientPrescriptionStats }),
);

// ---- The patient's own uploads (002 §3 upload form, §5) ----

/** The prescription file: an image or a PDF (by its bytes), at most 10 MB (002 §5 documents). */
export const MAX_PRESCRIPTION_UPLOAD_BYTES = 10 * 1024 * 1024;
export const prescriptionUploadTypes = ['pdf', 'jpg', 'png', 'webp'] as const;
export type PrescriptionUploadType = (typeof prescriptionUploadTypes)[number];
export const prescriptionUploadAccept =
  'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';
/** The drawn signature: a PNG data URL of at most 200 KB of image. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** The signature pad's size (002 §3): 400×150, line width 2. */
export const SIGNATURE_PAD = { width: 400, height: 150, lineWidth: 2 } as const;

const requiredText = (max: number, code: string) =>
  z.string(code).trim().min(1, code).max(max, 'TOO_LONG');
const optionalText = (max: number) => z.string().trim().max(max, 'TOO_LONG').default('');

/** The upload's text fields (multipart; the file is the part named `prescriptionFile`). */
export const prescriptionUploadFields = z.object({
  doctorName: requiredText(120, 'UPLOAD_DOCTOR_NAME_REQUIRED'),
  hospitalName: requiredText(160, 'UPLOAD_HOSPITAL_REQUIRED'),
  diagnosis: optionalText(2000),
  notes: optionalText(2000),
  /** `data:image/png;base64,...`; the server checks the decoded bytes are a PNG. */
  signature: z
    .string('SIGNATURE_REQUIRED')
    .trim()
    .min(1, 'SIGNATURE_REQUIRED')
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64, 'SIGNATURE_TOO_LARGE')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'SIGNATURE_INVALID'),
});
export type PrescriptionUploadFields = z.input<typeof prescriptionUploadFields>;

/** A prescription the patient uploaded; its file and signature are served to the patient only. */
export const uploadedPrescription = z.object({
  _id: z.string(),
  source: z.literal('uploaded'),
  doctorName: z.string(),
  hospitalName: z.string(),
  diagnosis: z.string(),
  notes: z.string(),
  file: z.object({
    url: z.string(),
    name: z.string(),
    type: z.enum(prescriptionUploadTypes),
    size: z.number().int().min(0),
  }),
  signatureUrl: z.string(),
  createdAt: z.string(),
});
export type UploadedPrescription = z.infer<typeof uploadedPrescription>;

export const uploadedPrescriptionResponse = successEnvelope(
  z.object({ upload: uploadedPrescription }),
);
export const uploadedPrescriptionsResponse = successEnvelope(
  z.object({ uploads: z.array(uploadedPrescription) }),
);
