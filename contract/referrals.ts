import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Referrals between doctors and the colleague search (issue 18; 001 §2.5, §3 referral and
 * doctor option, §4 referral status, §5, §7, §9). Who becomes whose patient and when the
 * records open and close is ADR 0039.
 */

// ---- Colleague search (doctors and hospitals; used by referrals, transfers, consultations, letters) ----

/** 001 §9: search limit 10. */
export const COLLEAGUE_SEARCH_LIMIT = 10;
export const colleagueCategories = ['doctors', 'hospitals', 'all'] as const;
export type ColleagueCategory = (typeof colleagueCategories)[number];

export const colleaguesQuery = z.object({
  /** Name, specialty, hospital or city; empty lists the first ones by name. */
  q: z.string().trim().max(100, 'TOO_LONG').default(''),
  category: z.enum(colleagueCategories).default('all'),
  limit: z.coerce.number().int().min(1).max(COLLEAGUE_SEARCH_LIMIT).default(COLLEAGUE_SEARCH_LIMIT),
});
export type ColleaguesQuery = z.input<typeof colleaguesQuery>;

/** 001 §3 doctor option: a verified, listed doctor other than the caller. */
export const colleagueDoctor = z.object({
  /** doctors.id */
  id: z.string().uuid(),
  /** "Unknown Doctor" when the profile has no name. */
  name: z.string(),
  /** "General" when the profile has no specialty. */
  specialty: z.string(),
  /** Where they practise (a hospital of their schedule, else their clinic), or null. */
  hospital: z.string().nullable(),
});
export type ColleagueDoctor = z.infer<typeof colleagueDoctor>;

/** An active, verified hospital. */
export const colleagueHospital = z.object({
  /** providers.id */
  id: z.string().uuid(),
  name: z.string(),
  city: z.string(),
});
export type ColleagueHospital = z.infer<typeof colleagueHospital>;

export const colleaguesResponse = successEnvelope(
  z.object({
    /** Empty when the category is hospitals. */
    doctors: z.array(colleagueDoctor),
    /** Empty when the category is doctors. */
    hospitals: z.array(colleagueHospital),
  }),
);
export type ColleaguesData = z.infer<typeof colleaguesResponse>['data'];

// ---- Referrals ----

/** 001 §5: referral urgency. */
export const referralUrgencies = ['low', 'normal', 'high', 'urgent'] as const;
export type ReferralUrgency = (typeof referralUrgencies)[number];

/**
 * 001 §4: pending, accepted, declined, active; completed is ours (ADR 0039): the receiver
 * closes an active referral when the referred care is done. The patient stays theirs.
 */
export const referralStatuses = ['pending', 'accepted', 'declined', 'active', 'completed'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** 001 §4: reject sends status declined with reason "Not available". */
export const DEFAULT_DECLINE_REASON = 'Not available';
export const REFERRAL_REASON_MAX = 1000;
export const REFERRAL_NOTES_MAX = 2000;
export const REFERRAL_ATTACHMENTS_MAX = 10;

/** The §5 message for a missing doctor or reason, on its field. */
const doctorAndReason = 'REFERRAL_DOCTOR_AND_REASON_REQUIRED';

export const createReferralRequest = z.object({
  patientId: z.string('PATIENT_NOT_FOUND').uuid('PATIENT_NOT_FOUND'),
  /** doctors.id of the receiver. */
  toDoctorId: z.string(doctorAndReason).uuid(doctorAndReason),
  /** From the receiver's specialty; empty means "take it from their profile". */
  referralType: z.string().trim().max(100, 'TOO_LONG').default(''),
  reason: z
    .string(doctorAndReason)
    .trim()
    .min(1, doctorAndReason)
    .max(REFERRAL_REASON_MAX, 'TOO_LONG'),
  urgency: z.enum(referralUrgencies).default('normal'),
  notes: z.string().trim().max(REFERRAL_NOTES_MAX, 'TOO_LONG').default(''),
  /** Ids of the patient's medical records the caller may read. */
  attachments: z
    .array(z.string().uuid('REFERRAL_ATTACHMENT_NOT_FOUND'))
    .max(REFERRAL_ATTACHMENTS_MAX, 'TOO_LONG')
    .default([]),
});
export type CreateReferralRequest = z.input<typeof createReferralRequest>;

export const referralBoxes = ['outgoing', 'incoming', 'pending'] as const;
export type ReferralBox = (typeof referralBoxes)[number];

export const referralsQuery = z.object({
  /** outgoing: the caller sent; incoming: sent to the caller; pending: incoming still pending. */
  box: z.enum(referralBoxes).default('outgoing'),
});
export type ReferralsQuery = z.input<typeof referralsQuery>;

export const referralAttachment = z.object({
  /** medical_records.id */
  id: z.string().uuid(),
  title: z.string(),
});

export const referral = z.object({
  id: z.string().uuid(),
  status: z.enum(referralStatuses),
  /** From the caller's side. */
  direction: z.enum(['outgoing', 'incoming']),
  patientId: z.string().uuid(),
  patientName: z.string(),
  fromDoctorId: z.string().uuid(),
  fromDoctorName: z.string(),
  toDoctorId: z.string().uuid(),
  toDoctorName: z.string(),
  /** The receiver's specialty when referred (001 §3 specialty / referralType). */
  specialty: z.string(),
  reason: z.string(),
  notes: z.string(),
  urgency: z.enum(referralUrgencies),
  /** Why it was declined, once declined. */
  declineReason: z.string().nullable(),
  attachments: z.array(referralAttachment),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Referral = z.infer<typeof referral>;

export const referralCounts = z.object({
  outgoing: z.number().int().min(0),
  incoming: z.number().int().min(0),
  pending: z.number().int().min(0),
});
export type ReferralCounts = z.infer<typeof referralCounts>;

export const referralsResponse = successEnvelope(
  z.object({ items: z.array(referral), counts: referralCounts }),
);
export type ReferralsData = z.infer<typeof referralsResponse>['data'];

export const referralResponse = successEnvelope(z.object({ referral }));

/**
 * The receiver: pending → accepted or declined; accepted → active; active → completed.
 * 001 §7: "status update with new status and optional reason".
 */
export const referralStatusRequest = z.object({
  status: z.enum(['accepted', 'declined', 'active', 'completed'], 'REFERRAL_STATUS_INVALID'),
  /** Only for declined; empty means DEFAULT_DECLINE_REASON. */
  reason: z.string().trim().max(REFERRAL_REASON_MAX, 'TOO_LONG').default(''),
});
export type ReferralStatusRequest = z.input<typeof referralStatusRequest>;

/** Realtime payload of referral_created, referral_updated, referral_status_changed (001 §7). */
export const referralEvent = z.object({
  referralId: z.string().uuid(),
  status: z.enum(referralStatuses),
  updatedAt: z.string(),
});
export type ReferralEvent = z.infer<typeof referralEvent>;
