import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Verification (issue 14; 001 §3, §4, §5, §7; 002 §3, §5, §7): a doctor, a patient or a
 * hospital, lab, pharmacy or ambulance account applies with documents; an admin approves
 * or rejects the application with remarks, and the account changes at once.
 */

// ---- Limits (001 §5, 002 §5) ----

/** Verification documents: JPEG, PNG or PDF, at most 10 MB each (002 §5). */
export const MAX_VERIFICATION_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const verificationDocumentTypes = ['pdf', 'jpg', 'png'] as const;
export type VerificationDocumentType = (typeof verificationDocumentTypes)[number];
/** How many documents one application may carry (four identity kinds and a certificate). */
export const MAX_VERIFICATION_DOCUMENTS = 5;

/** The patient's identity image: JPEG, PNG or WebP, at most 5 MB (001 §5, 002 §5). */
export const MAX_IDENTITY_IMAGE_BYTES = 5 * 1024 * 1024;
export const identityImageTypes = ['jpg', 'png', 'webp'] as const;
export type IdentityImageType = (typeof identityImageTypes)[number];

/** What the identity image's file picker offers (001 §5, 002 §5). */
export const identityImageAccept = '.jpg,.jpeg,.png,.webp';
/** What the doctor's document pickers offer: PDF, JPG, JPEG or PNG (001 §2.11). */
export const verificationDocumentAccept = '.pdf,.jpg,.jpeg,.png';

/** Every file kind an application may store. */
export const storedDocumentTypes = ['pdf', 'jpg', 'png', 'webp'] as const;

/** Remarks of a decision, in characters. */
export const REMARKS_MAX = 1000;

// ---- Who applies, and how it stands ----

export const providerKinds = ['hospital', 'lab', 'pharmacy', 'ambulance'] as const;
export type ProviderKind = (typeof providerKinds)[number];
export const applicantKinds = ['doctor', 'patient', ...providerKinds] as const;
export type ApplicantKind = (typeof applicantKinds)[number];

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** `manual`: an admin decided (the default); `automatic`: the kind's autoVerify setting did. */
export const verificationMethods = ['manual', 'automatic'] as const;

/** The doctor's documents (001 §4): four identity kinds and the NMC certificate. */
export const doctorDocumentKinds = [
  'nationalId',
  'passport',
  'drivingLicense',
  'citizenship',
  'nmcCertificate',
] as const;
/** The patient's identity document (002 §3 identity verification). */
export const identityDocumentTypes = ['national_id', 'passport', 'citizenship', 'license'] as const;
/** What a provider sends: its registration, its operating licence, its PAN, anything else. */
export const providerDocumentKinds = [
  'registrationCertificate',
  'operatingLicense',
  'panCertificate',
  'other',
] as const;
export const documentKinds = [
  ...doctorDocumentKinds,
  ...identityDocumentTypes,
  ...providerDocumentKinds,
] as const;

// ---- Applying (multipart: these fields, files as named in endpoints.ts) ----

const text = (max: number, required = 'REQUIRED') =>
  z.string(required).trim().min(1, required).max(max, 'TOO_LONG');
const optionalText = (max: number) => z.string().trim().max(max, 'TOO_LONG').default('');
/** A document's number as written on it: letters, digits, '-', '/', '.' and spaces. */
const documentNumber = z
  .string('DOCUMENT_NUMBER_REQUIRED')
  .trim()
  .min(1, 'DOCUMENT_NUMBER_REQUIRED')
  .max(40, 'TOO_LONG')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\s./-]*$/u, 'DOCUMENT_NUMBER_INVALID');
/** An NMC registration number, as `12345` or `NMC-12345`. */
export const nmcNumber = z
  .string('NMC_NUMBER_REQUIRED')
  .trim()
  .min(1, 'NMC_NUMBER_REQUIRED')
  .regex(/^(NMC-?)?\d{1,8}$/i, 'NMC_NUMBER_INVALID')
  .transform((v) => `NMC-${v.replace(/^NMC-?/i, '')}`);
const link = z
  .string()
  .trim()
  .max(2000, 'TOO_LONG')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'URL_INVALID')
  .default('');

/**
 * The doctor's application (001 §4, §7): NMC number and name, identity documents and the
 * NMC certificate as files, described in `documents` in the order of the files; or, with
 * no certificate, a manual request with a link to the NMC register's entry.
 */
export const doctorApplicationFields = z.object({
  nmcNumber,
  fullName: text(120, 'NAME_REQUIRED'),
  specialization: optionalText(100),
  verificationLink: link,
  documents: z
    .array(z.object({ kind: z.enum(doctorDocumentKinds), number: documentNumber.optional() }))
    .max(MAX_VERIFICATION_DOCUMENTS, 'TOO_MANY_FILES')
    .default([]),
});
export type DoctorApplicationFields = z.input<typeof doctorApplicationFields>;

/** The patient's identity verification (002 §3, §5): type, number and one image. */
export const patientApplicationFields = z.object({
  documentType: z.enum(identityDocumentTypes, 'IDENTITY_FIELDS_REQUIRED'),
  documentNumber,
});
export type PatientApplicationFields = z.input<typeof patientApplicationFields>;

/** A hospital, lab, pharmacy or ambulance service applying to be verified (002 §1). */
export const providerApplicationFields = z.object({
  registrationNumber: documentNumber,
  city: text(80, 'CITY_REQUIRED'),
  address: optionalText(200),
  documents: z
    .array(z.object({ kind: z.enum(providerDocumentKinds) }))
    .max(MAX_VERIFICATION_DOCUMENTS, 'TOO_MANY_FILES')
    .default([]),
});
export type ProviderApplicationFields = z.input<typeof providerApplicationFields>;

/** The multipart fields that carry JSON. */
export const verificationJsonFields = ['documents'] as const;

// ---- What is read back ----

export const verificationDocument = z.object({
  _id: z.string(),
  kind: z.enum(documentKinds),
  number: z.string().nullable(),
  /** The file's name as uploaded. */
  filename: z.string(),
  type: z.enum(storedDocumentTypes),
  size: z.number().int().min(0),
});
export type VerificationDocument = z.infer<typeof verificationDocument>;

/** One application as the admin's queue lists it: the fields of 002 §3 "Pending approval". */
export const pendingApproval = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(applicantKinds),
  userId: z.string(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  specialization: z.string().nullable(),
  hospitalName: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  submittedDate: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The documents' file names. */
  documents: z.array(z.string()),
  status: z.enum(applicationStatuses),
  verificationStatus: z.enum(applicationStatuses),
  verificationMethod: z.enum(verificationMethods),
  /** Older than the verificationTimeout setting's days and still pending. */
  overdue: z.boolean(),
});
export type PendingApproval = z.infer<typeof pendingApproval>;

/** One application in full: what was declared, its documents, and the decision. */
export const verificationApplication = pendingApproval.extend({
  nmcNumber: z.string().nullable(),
  manualVerificationRequested: z.boolean(),
  verificationLink: z.string().nullable(),
  documentType: z.enum(identityDocumentTypes).nullable(),
  documentNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  files: z.array(verificationDocument),
  remarks: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type VerificationApplication = z.infer<typeof verificationApplication>;

export const applicationResponse = successEnvelope(
  z.object({ application: verificationApplication }),
);

/**
 * Where the applicant stands (002 §3, 001 §2.11): not submitted, pending (waiting in the
 * queue), in review (an admin has opened it), verified, or rejected with the remarks.
 */
export const myVerificationStatuses = [
  'not_submitted',
  'pending',
  'in_review',
  'verified',
  'rejected',
] as const;
export type MyVerificationStatus = (typeof myVerificationStatuses)[number];

/** The caller's own standing, and since when an admin has been reviewing it. */
export const myVerificationResponse = successEnvelope(
  z.object({
    status: z.enum(myVerificationStatuses),
    application: verificationApplication.nullable(),
    reviewStartedAt: z.iso.datetime().nullable(),
  }),
);
export type MyVerification = z.infer<typeof myVerificationResponse>['data'];

/**
 * The Nepal Medical Council's public register, where anyone can look a number up. Its
 * host is kept here only; the verified mark links to a search for the doctor's number.
 */
export const NMC_REGISTER_HOST = 'https://nmc.org.np';
export const nmcRegisterUrl = (nmcNumber: string) =>
  `${NMC_REGISTER_HOST}/searchPractitioner?nmc_no=${encodeURIComponent(nmcNumber.replace(/^NMC-?/i, ''))}`;

// ---- The admin's queue and decisions ----

export const PENDING_PAGE_SIZE = 20;
export const pendingTypeFilters = ['all', ...applicantKinds] as const;

export const pendingApprovalsQuery = z.object({
  search: z.string().trim().max(100, 'TOO_LONG').default(''),
  type: z.enum(pendingTypeFilters).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PENDING_PAGE_SIZE),
  /** The queue is worked oldest first; the dashboard's card shows the newest. */
  order: z.enum(['oldest', 'newest']).default('oldest'),
});
export type PendingApprovalsQuery = z.input<typeof pendingApprovalsQuery>;

export const pendingApprovalsResponse = successEnvelope(
  z.object({
    items: z.array(pendingApproval),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);

/** 002 §3 approval decision: approved or rejected, with the admin's remarks (required to reject). */
export const approvalDecision = z
  .object({
    decision: z.enum(['approved', 'rejected'], 'DECISION_REQUIRED'),
    remarks: z.string().trim().max(REMARKS_MAX, 'TOO_LONG').default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'rejected' && value.remarks === '')
      ctx.addIssue({ code: 'custom', message: 'REMARKS_REQUIRED', path: ['remarks'] });
  });
export type ApprovalDecision = z.input<typeof approvalDecision>;
