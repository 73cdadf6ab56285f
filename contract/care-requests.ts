import { z } from 'zod';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * Requests (issue 18; 001 §2.8, §3, §4, §7; ADR 0042): something a patient asks a doctor
 * for that is not a booked slot. Today a patient creates a follow-up or a second opinion
 * from one of their completed appointments; the doctor accepts it with a date and time
 * (which books a confirmed appointment), rejects it with a message, or moves an accepted
 * one. Booking requests stay in Appointments; referrals, transfers and consultations
 * have their own tabs, so nothing is listed twice.
 */

// ---- Kinds and states (001 §4) ----

/** 001 §4's request types, as the contract spells them. */
export const careRequestTypes = [
  'appointment',
  'consultation',
  'referral',
  'transfer',
  'second-opinion',
  'emergency',
  'follow-up',
] as const;
export type CareRequestType = (typeof careRequestTypes)[number];
/** What a patient can ask for now (ADR 0042); the others are listed if they ever arrive. */
export const patientRequestTypes = ['follow-up', 'second-opinion'] as const;
/** Which accepted requests may be moved to another date and time (001 §4). */
export const reschedulableTypes: readonly CareRequestType[] = ['appointment', 'follow-up'];

export const careRequestStatuses = ['pending', 'accepted', 'rejected'] as const;
export type CareRequestStatus = (typeof careRequestStatuses)[number];

/** 001 §5: urgency of requests and transfers. */
export const careRequestUrgencies = ['low', 'normal', 'high', 'critical'] as const;
export type CareRequestUrgency = (typeof careRequestUrgencies)[number];

export const respondActions = ['accept', 'reject', 'reschedule'] as const;
export type RespondAction = (typeof respondActions)[number];

export const DESCRIPTION_MAX = 1000;
export const RESPONSE_MESSAGE_MAX = 1000;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'REQUEST_TIME_INVALID');
const uuid = z.string().uuid();

// ---- The patient asks (POST /appointments/{id}/requests) ----

const createFields = z.object({
  type: z.enum(patientRequestTypes),
  /** Second opinion only: another doctor (doctors' `_id`); left out, the appointment's doctor. */
  doctorId: uuid.optional(),
  preferredDate: isoDate,
  preferredTime: clock,
  description: z
    .string('REQUEST_DESCRIPTION_REQUIRED')
    .trim()
    .min(1, 'REQUEST_DESCRIPTION_REQUIRED')
    .max(DESCRIPTION_MAX, 'TOO_LONG'),
  urgency: z.enum(careRequestUrgencies).default('normal'),
});

const notBefore =
  (today: string | undefined, field: string) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const date = value[field];
    if (today && typeof date === 'string' && date < today)
      ctx.addIssue({ code: 'custom', message: 'REQUEST_DATE_PAST', path: [field] });
  };

/** The body as anyone can check it without a clock. */
export const createCareRequest = createFields.superRefine(notBefore(undefined, 'preferredDate'));
export type CreateCareRequest = z.input<typeof createCareRequest>;
/** The same on `today` (Nepal's date, YYYY-MM-DD): a preferred date before it is refused. */
export const createCareRequestOn = (today: string) =>
  createFields.superRefine(notBefore(today, 'preferredDate'));

// ---- The doctor answers (PUT /doctor/requests/{id}/respond) ----

const respondFields = z.object({
  action: z.enum(respondActions),
  /** To the patient: why a rejection, or a word with an acceptance. */
  message: z.string().trim().max(RESPONSE_MESSAGE_MAX, 'TOO_LONG').default(''),
  /** Accept and reschedule: the appointment's date and start time. */
  scheduledDate: isoDate.optional(),
  scheduledTime: clock.optional(),
  /** The doctor's own note, kept on the request. */
  notes: z.string().trim().max(RESPONSE_MESSAGE_MAX, 'TOO_LONG').default(''),
});

const respondRules =
  (today?: string) => (value: z.output<typeof respondFields>, ctx: z.RefinementCtx) => {
    if (value.action === 'reject') return;
    if (!value.scheduledDate)
      ctx.addIssue({ code: 'custom', message: 'REQUEST_DATE_REQUIRED', path: ['scheduledDate'] });
    else if (today && value.scheduledDate < today)
      ctx.addIssue({ code: 'custom', message: 'REQUEST_DATE_PAST', path: ['scheduledDate'] });
    if (!value.scheduledTime)
      ctx.addIssue({ code: 'custom', message: 'REQUEST_TIME_INVALID', path: ['scheduledTime'] });
  };

export const respondToCareRequest = respondFields.superRefine(respondRules());
export type RespondToCareRequest = z.input<typeof respondToCareRequest>;
export const respondToCareRequestOn = (today: string) =>
  respondFields.superRefine(respondRules(today));

// ---- Answers ----

export const careRequest = z.object({
  _id: z.string(),
  /** A short reference shown on the card, e.g. REQ-2026-0042. */
  requestId: z.string(),
  type: z.enum(careRequestTypes),
  title: z.string(),
  status: z.enum(careRequestStatuses),
  urgency: z.enum(careRequestUrgencies),
  requesterName: z.string(),
  /** The doctor it is addressed to (doctors' `_id`) and their name. */
  doctorId: z.string(),
  doctorName: z.string(),
  patientId: z.string(),
  patientInfo: z.object({
    name: z.string(),
    /** Whole years, or null when the patient has not given a date of birth. */
    age: z.number().int().min(0).nullable(),
    gender: z.string(),
    /** The past appointment's reason, or its prescription's diagnosis when there is one. */
    condition: z.string(),
  }),
  /** The completed appointment it comes from. */
  fromAppointment: z.object({
    _id: z.string(),
    date: isoDate,
    doctorName: z.string(),
  }),
  preferredDate: isoDate,
  preferredTime: z.string(),
  description: z.string(),
  /** The past appointment's documents, as context. */
  attachments: z.array(z.object({ _id: z.string(), name: z.string() })),
  responseMessage: z.string(),
  responseDate: z.string().nullable(),
  /** The appointment an acceptance booked (moved by a reschedule). */
  scheduledAppointment: z
    .object({
      _id: z.string(),
      date: isoDate,
      startTime: z.string(),
      endTime: z.string(),
      hospital: z.object({ _id: z.string(), name: z.string() }),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CareRequest = z.infer<typeof careRequest>;

export const careRequestCounts = z.object({
  pending: z.number().int().min(0),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
});
export type CareRequestCounts = z.infer<typeof careRequestCounts>;

export const careRequestListQuery = z.object({
  status: z.enum(careRequestStatuses).optional(),
});
export const careRequestListResponse = successEnvelope(
  z.object({ requests: z.array(careRequest), counts: careRequestCounts }),
);
export const careRequestResponse = successEnvelope(z.object({ request: careRequest }));

/** The patient's own requests, newest first (to show their status on the appointment). */
export const myCareRequestsQuery = z.object({ appointmentId: uuid.optional() });
export const myCareRequestsResponse = successEnvelope(z.object({ requests: z.array(careRequest) }));
