import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Medical letters (issue 18; 001 §2.9, §3 letter, §4 letter, §5; ADR 0043). A doctor writes
 * a letter about one of their patients to a doctor, a hospital or the patient; it is a
 * Draft (editable, deletable) until sent, and Sent is final. A sent letter reaches its
 * recipient as a notification of type `letter` whose relatedData carries `letterId`.
 */

// ---- Lists (001 §4, §5) ----

export const letterTypes = ['transfer', 'discharge', 'referral', 'status'] as const;
export type LetterType = (typeof letterTypes)[number];
export const letterStatuses = ['draft', 'sent'] as const;
export type LetterStatus = (typeof letterStatuses)[number];
export const letterUrgencies = ['normal', 'urgent', 'emergency'] as const;
export type LetterUrgency = (typeof letterUrgencies)[number];
export const letterRecipientTypes = ['doctor', 'patient', 'hospital'] as const;
export type LetterRecipientType = (typeof letterRecipientTypes)[number];

export const LETTER_SUBJECT_MAX = 200;
export const LETTER_CONTENT_MAX = 10_000;
export const LETTERS_PAGE_SIZE = 20;

// ---- Writing ----

const id = (required: string) =>
  z.string(required).trim().min(1, required).uuid(required.replace('REQUIRED', 'NOT_FOUND'));

/**
 * What the letter form sends. `recipientId` is a doctor's id (`doctors.id`, from the
 * colleague search), an active verified hospital's id, or, for `patient`, ignored: the
 * letter's own patient is its recipient. `send: true` sends it at once; else a Draft.
 */
export const letterRequest = z
  .object({
    type: z.enum(letterTypes, 'LETTER_TYPE_INVALID'),
    patientId: id('LETTER_PATIENT_REQUIRED'),
    recipientType: z.enum(letterRecipientTypes, 'LETTER_RECIPIENT_TYPE_INVALID'),
    recipientId: z.string().trim().max(100, 'LETTER_RECIPIENT_NOT_FOUND').default(''),
    subject: z
      .string('LETTER_SUBJECT_REQUIRED')
      .trim()
      .min(1, 'LETTER_SUBJECT_REQUIRED')
      .max(LETTER_SUBJECT_MAX, 'TOO_LONG'),
    content: z
      .string('LETTER_CONTENT_REQUIRED')
      .trim()
      .min(1, 'LETTER_CONTENT_REQUIRED')
      .max(LETTER_CONTENT_MAX, 'LETTER_CONTENT_TOO_LONG'),
    urgency: z.enum(letterUrgencies, 'LETTER_URGENCY_INVALID').default('normal'),
    send: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.recipientType === 'patient') return;
    if (!v.recipientId)
      ctx.addIssue({ code: 'custom', message: 'LETTER_RECIPIENT_REQUIRED', path: ['recipientId'] });
    else if (!z.uuid().safeParse(v.recipientId).success)
      ctx.addIssue({
        code: 'custom',
        message: 'LETTER_RECIPIENT_NOT_FOUND',
        path: ['recipientId'],
      });
  });
export type LetterRequest = z.input<typeof letterRequest>;
export type LetterFields = z.infer<typeof letterRequest>;

export const letterListQuery = z.object({
  status: z.enum(['all', ...letterStatuses]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(LETTERS_PAGE_SIZE),
});
export type LetterListQuery = z.input<typeof letterListQuery>;
export type LetterListParams = z.infer<typeof letterListQuery>;

// ---- Reading ----

const party = z.object({ _id: z.string(), name: z.string() });

/** 001 §3's letter, as its author or its recipient reads it. */
export const letter = z.object({
  _id: z.string().uuid(),
  type: z.enum(letterTypes),
  status: z.enum(letterStatuses),
  urgency: z.enum(letterUrgencies),
  subject: z.string(),
  content: z.string(),
  patient: party,
  recipientType: z.enum(letterRecipientTypes),
  /** The doctor's, hospital's or patient's id and name. */
  recipient: party,
  /** The writing doctor (`doctors.id`) and their name. */
  author: party.extend({ specialization: z.string().nullable() }),
  /** The caller wrote it (may edit a draft, send, delete). */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was sent; null for a draft. */
  sentAt: z.string().nullable(),
});
export type Letter = z.infer<typeof letter>;

export const letterResponse = successEnvelope(z.object({ letter }));
export type LetterResponse = z.infer<typeof letterResponse>;
export const letterListResponse = successEnvelope(
  z.object({
    letters: z.array(letter),
    total: z.number().int().min(0),
    drafts: z.number().int().min(0),
    sent: z.number().int().min(0),
  }),
);
export type LetterListResponse = z.infer<typeof letterListResponse>;
export type LetterList = LetterListResponse['data'];
export const letterDeleteResponse = successEnvelope(z.object({ deleted: z.string() }));
