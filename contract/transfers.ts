import { z } from 'zod';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * Transfers (issue 18; 001 §2.3, §2.7, §3 transfer, §4 transfer, §7 transfers; ADR 0040).
 * A doctor moves one of their patients for good to a doctor at a hospital. The target
 * doctor (or the target hospital's account, through the API) accepts or rejects; an
 * accepted transfer is marked complete by either side, and from then on the patient is
 * no longer the sender's: the sender's list drops them and their record reads answer 404.
 */

// ---- Lists (001 §4, §5) ----

/** Urgency of a transfer (issue 18; create default normal). */
export const transferUrgencies = ['low', 'normal', 'high', 'urgent'] as const;
export type TransferUrgency = (typeof transferUrgencies)[number];

/** 001 §4: pending -> accepted | rejected; accepted -> completed. */
export const transferStatuses = ['pending', 'accepted', 'rejected', 'completed'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** What an answer may set: accept or reject a pending one, complete an accepted one. */
export const transferAnswers = ['accepted', 'rejected', 'completed'] as const;
export type TransferAnswer = (typeof transferAnswers)[number];

/** 001 §4: a rejection without a message says this. */
export const DEFAULT_REJECTION_MESSAGE = 'Cannot accommodate';

/** Limits, in characters (and attachments per transfer). */
export const TRANSFER_REASON_MAX = 1000;
export const TRANSFER_SUMMARY_MAX = 4000;
export const TRANSFER_NOTES_MAX = 2000;
export const TRANSFER_SPECIALTY_MAX = 100;
export const TRANSFER_DURATION_MAX = 100;
export const TRANSFER_MESSAGE_MAX = 500;
export const MAX_TRANSFER_ATTACHMENTS = 10;

// ---- Create (001 §3 form, §5) ----

const requiredId = (code: string) => z.string(code).trim().min(1, code).uuid(code);
const optionalText = (max: number) => z.string().trim().max(max, 'TOO_LONG').default('');

/**
 * The Initiate Transfer form (001 §3). Doctor and reason are required with 001 §5's
 * message; the hospital and the required specialty are required too. The expected date
 * must be today or later in Nepal (checked by the server, which knows today).
 */
export const createTransferRequest = z.object({
  patientId: requiredId('PATIENT_NOT_FOUND'),
  targetHospitalId: requiredId('TRANSFER_HOSPITAL_REQUIRED'),
  targetDoctorId: requiredId('TRANSFER_FIELDS_REQUIRED'),
  requiredSpecialty: z
    .string('TRANSFER_SPECIALTY_REQUIRED')
    .trim()
    .min(1, 'TRANSFER_SPECIALTY_REQUIRED')
    .max(TRANSFER_SPECIALTY_MAX, 'TOO_LONG'),
  reason: z
    .string('TRANSFER_FIELDS_REQUIRED')
    .trim()
    .min(1, 'TRANSFER_FIELDS_REQUIRED')
    .max(TRANSFER_REASON_MAX, 'TOO_LONG'),
  urgency: z.enum(transferUrgencies, 'VALIDATION').default('normal'),
  medicalSummary: optionalText(TRANSFER_SUMMARY_MAX),
  expectedTransferDate: isoDate.nullable().default(null),
  estimatedDuration: optionalText(TRANSFER_DURATION_MAX),
  notes: optionalText(TRANSFER_NOTES_MAX),
  /** Ids of the patient's medical records the caller may open. */
  attachments: z
    .array(z.string().uuid('TRANSFER_ATTACHMENT_NOT_FOUND'))
    .max(MAX_TRANSFER_ATTACHMENTS, 'TOO_MANY_FILES')
    .default([]),
});
export type CreateTransferRequest = z.input<typeof createTransferRequest>;

// ---- Answer (001 §4, §7: id, status, message, optional completion time) ----

/**
 * Accept or reject (the incoming side of a pending transfer), or complete (either side of
 * an accepted one; the completion time is the server's clock). A rejection's message
 * defaults to "Cannot accommodate".
 */
export const updateTransferStatusRequest = z.object({
  status: z.enum(transferAnswers, 'VALIDATION'),
  message: z.string().trim().max(TRANSFER_MESSAGE_MAX, 'TOO_LONG').default(''),
});
export type UpdateTransferStatusRequest = z.input<typeof updateTransferStatusRequest>;

// ---- A transfer, as its parties see it (001 §3) ----

export const transferAttachment = z.object({
  id: z.string().uuid(),
  title: z.string(),
  type: z.string(),
});
export type TransferAttachment = z.infer<typeof transferAttachment>;

/** Which side the caller is on: the sending doctor, or the receiving doctor or hospital. */
export const transferDirections = ['outgoing', 'incoming'] as const;
export type TransferDirection = (typeof transferDirections)[number];

export const transfer = z.object({
  id: z.string().uuid(),
  direction: z.enum(transferDirections),
  patientId: z.string().uuid(),
  patientName: z.string(),
  patientAge: z.number().int().min(0).nullable(),
  patientGender: z.enum(['Male', 'Female', 'Other']).nullable(),
  targetHospitalId: z.string().uuid(),
  targetHospitalName: z.string(),
  targetDoctorId: z.string().uuid(),
  targetDoctorName: z.string(),
  fromDoctorId: z.string().uuid(),
  fromDoctorName: z.string(),
  /** The hospital the sending doctor works at, where known. */
  fromHospitalName: z.string().nullable(),
  requiredSpecialty: z.string(),
  reason: z.string(),
  urgency: z.enum(transferUrgencies),
  medicalSummary: z.string(),
  expectedTransferDate: isoDate.nullable(),
  estimatedDuration: z.string(),
  notes: z.string(),
  status: z.enum(transferStatuses),
  responseMessage: z.string().nullable(),
  /** When it was marked complete (ISO date-time), else null. */
  actualTransferDate: z.string().datetime({ offset: true }).nullable(),
  createdAt: z.string().datetime({ offset: true }),
  updatedAt: z.string().datetime({ offset: true }),
  attachments: z.array(transferAttachment),
});
export type Transfer = z.infer<typeof transfer>;

/**
 * 001 §3: the lists outgoing, incoming and pending (every pending transfer either way),
 * newest first, with their counts.
 */
export const transfersList = z.object({
  outgoing: z.array(transfer),
  incoming: z.array(transfer),
  pending: z.array(transfer),
  counts: z.object({
    outgoing: z.number().int().min(0),
    incoming: z.number().int().min(0),
    pending: z.number().int().min(0),
  }),
});
export type TransfersList = z.infer<typeof transfersList>;

export const transfersResponse = successEnvelope(transfersList);
export const transferResponse = successEnvelope(transfer);

/** The realtime payload of transferCreated, transferUpdated, transferStatusChanged (001 §7). */
export type TransferEvent = { transferId: string; status: TransferStatus };
