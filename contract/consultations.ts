import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Consultations (issue 18; 001 §2.6, §3, §4, §5, §7; ADR 0041): a doctor asks a colleague
 * for a second opinion about one of their own patients. The consulting doctor accepts
 * (pending → scheduled), either doctor starts it (→ in-progress), and ending it saves the
 * notes (→ completed). The requester may cancel while it is pending. Only the two doctors
 * see it and chat in it; the patient is told when it is scheduled and when it is completed.
 */

// ---- Rules (001 §4, §5, §9) ----

export const consultationStatuses = [
  'pending',
  'scheduled',
  'in-progress',
  'completed',
  'cancelled',
] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

export const consultationTypes = ['video', 'audio', 'chat', 'in-person'] as const;
export type ConsultationType = (typeof consultationTypes)[number];

/** 001 §5: the duration options, in minutes; 30 by default (§9). */
export const consultationDurations = [15, 30, 45, 60, 90] as const;
export type ConsultationDuration = (typeof consultationDurations)[number];
export const DEFAULT_CONSULTATION_DURATION = 30;
export const DEFAULT_CONSULTATION_TYPE: ConsultationType = 'video';

/** The tabs of 001 §2.6 and the statuses each lists. */
export const consultationTabs = ['active', 'scheduled', 'requests', 'completed'] as const;
export type ConsultationTab = (typeof consultationTabs)[number];
export const consultationTabStatuses: Record<ConsultationTab, readonly ConsultationStatus[]> = {
  active: ['in-progress'],
  scheduled: ['scheduled'],
  requests: ['pending'],
  completed: ['completed', 'cancelled'],
};

export const CONSULTATION_REASON_MAX = 1000;
export const CONSULTATION_NOTES_MAX = 2000;
export const CONSULTATION_MESSAGE_MAX = 2000;
/** Rupees; a consultation fee above this is a typing slip. */
export const CONSULTATION_FEE_MAX = 100_000;
/** How many messages one page of the chat history holds. */
export const CONSULTATION_MESSAGES_PAGE = 50;
/** How many consultations one tab lists (newest first). */
export const CONSULTATION_LIST_LIMIT = 100;

const id = (required: string) => z.string(required).trim().min(1, required).max(64, required);
const optionalText = (max: number) => z.string().trim().max(max, 'TOO_LONG').default('');

// ---- Changes ----

/**
 * POST /consultations (001 §3 create payload): the caller's patient, the consulting
 * doctor and a reason are required ("Please select a doctor and provide a reason.").
 * `scheduledTime` is an ISO instant not in the past (checked by the server against its
 * clock); `fee` in rupees.
 */
export const createConsultationRequest = z.object({
  patientId: id('CONSULTATION_FIELDS_REQUIRED'),
  doctorId: id('CONSULTATION_FIELDS_REQUIRED'),
  reason: z
    .string('CONSULTATION_FIELDS_REQUIRED')
    .trim()
    .min(1, 'CONSULTATION_FIELDS_REQUIRED')
    .max(CONSULTATION_REASON_MAX, 'TOO_LONG'),
  type: z.enum(consultationTypes, 'VALIDATION').default(DEFAULT_CONSULTATION_TYPE),
  scheduledTime: z.iso.datetime({ offset: true, error: 'CONSULTATION_TIME_INVALID' }),
  duration: z
    .union(
      consultationDurations.map((d) => z.literal(d)),
      'CONSULTATION_DURATION_INVALID',
    )
    .default(DEFAULT_CONSULTATION_DURATION),
  notes: optionalText(CONSULTATION_NOTES_MAX),
  fee: z
    .number('CONSULTATION_FEE_INVALID')
    .min(0, 'CONSULTATION_FEE_INVALID')
    .max(CONSULTATION_FEE_MAX, 'CONSULTATION_FEE_INVALID')
    .default(0),
});
export type CreateConsultationRequest = z.input<typeof createConsultationRequest>;

/**
 * PUT /consultations/:id/status (001 §7 update status): `scheduled` accepts a pending
 * request (the consulting doctor only), `cancelled` withdraws it (the requester only).
 */
export const updateConsultationStatusRequest = z.object({
  status: z.enum(['scheduled', 'cancelled'], 'VALIDATION'),
});

/** PUT /consultations/:id/end: the notes saved with it (may be empty, 001 §4). */
export const endConsultationRequest = z.object({
  notes: optionalText(CONSULTATION_NOTES_MAX),
});

/** POST /consultations/:id/messages: one chat message. */
export const sendConsultationMessageRequest = z.object({
  body: z
    .string('CONSULTATION_MESSAGE_REQUIRED')
    .trim()
    .min(1, 'CONSULTATION_MESSAGE_REQUIRED')
    .max(CONSULTATION_MESSAGE_MAX, 'CONSULTATION_MESSAGE_TOO_LONG'),
});

// ---- What is read ----

export const consultationListQuery = z.object({
  tab: z.enum(consultationTabs, 'VALIDATION').default('active'),
});

/** GET /consultations/:id/messages: the newest page, or the one before `before` (a message id). */
export const consultationMessagesQuery = z.object({
  before: z.string().uuid('VALIDATION').optional(),
  limit: z.coerce
    .number('VALIDATION')
    .int('VALIDATION')
    .min(1, 'VALIDATION')
    .max(100, 'VALIDATION')
    .default(CONSULTATION_MESSAGES_PAGE),
});

/** One of the two doctors (doctors.id). */
export const consultationDoctor = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
});

export const consultation = z.object({
  id: z.string().uuid(),
  /** Read as a string so an unknown one shows as Unknown. */
  status: z.string(),
  type: z.enum(consultationTypes),
  scheduledTime: z.iso.datetime({ offset: true }),
  duration: z.number().int().min(1),
  /** Rupees. */
  fee: z.number().min(0),
  reason: z.string(),
  /** The requester's notes when asking, then the notes saved when it ended. */
  notes: z.string(),
  endNotes: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  /** The doctor who asked (the patient's doctor). */
  requester: consultationDoctor,
  /** The doctor giving the second opinion. */
  consultant: consultationDoctor,
  /** The caller's side: they asked (outgoing) or were asked (incoming). */
  direction: z.enum(['outgoing', 'incoming']),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Minutes between start and end, once completed. */
  actualDuration: z.number().int().min(0).nullable(),
  messageCount: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Consultation = z.infer<typeof consultation>;

export const consultationCounts = z.object({
  active: z.number().int().min(0),
  scheduled: z.number().int().min(0),
  requests: z.number().int().min(0),
  completed: z.number().int().min(0),
});
export type ConsultationCounts = z.infer<typeof consultationCounts>;

export const consultationMessage = z.object({
  id: z.string().uuid(),
  consultationId: z.string().uuid(),
  /** doctors.id of the sender. */
  senderId: z.string(),
  senderName: z.string(),
  /** Sent by the reader. */
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ConsultationMessage = z.infer<typeof consultationMessage>;

export const consultationListResponse = successEnvelope(
  z.object({ consultations: z.array(consultation), counts: consultationCounts }),
);
export const consultationResponse = successEnvelope(z.object({ consultation }));
export const consultationMessagesResponse = successEnvelope(
  z.object({
    /** Oldest first. */
    messages: z.array(consultationMessage),
    /** Pass as `before` for the page before this one; null at the start. */
    olderCursor: z.string().nullable(),
  }),
);
export const consultationMessageResponse = successEnvelope(
  z.object({ message: consultationMessage }),
);

// ---- Live events (001 §7) ----

export const CONSULTATION_CREATED_EVENT = 'consultation_created';
export const CONSULTATION_UPDATED_EVENT = 'consultation_updated';
export const CONSULTATION_STATUS_EVENT = 'consultation_status_changed';
export const CONSULTATION_MESSAGE_EVENT = 'consultation_message';

/** consultation_created, consultation_updated, consultation_status_changed. */
export const consultationEventPayload = z.object({
  consultationId: z.string(),
  status: z.string(),
});
export const consultationMessageEventPayload = z.object({
  consultationId: z.string(),
  message: consultationMessage,
});
export type ConsultationMessageEvent = z.infer<typeof consultationMessageEventPayload>;
