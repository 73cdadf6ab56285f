import { z } from 'zod';
import { weekdays } from './entities';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';
import {
  appointmentDetailMax,
  documentTypes,
  historyPaperLanguages,
  symptoms,
} from './booking-rules';
import { checkValidUntil, medicationQuantity } from './prescription-rules';

/**
 * Booking and appointments (issue 7; 002 §2–§5, 001 §3–§5). What the seeds leave out is
 * chosen here and recorded in ADR 0011: a doctor's weekly schedule entry is a session
 * cut into `SLOT_MINUTES` slots, a booking is for one slot on one date, and a slot is
 * taken by a live appointment (requested, confirmed, in progress or completed).
 */

export {
  BOOKING_HORIZON_DAYS,
  MAX_BOOKING_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
  SLOT_MINUTES,
  appointmentDetailMax,
  documentAccept,
  documentTypes,
  historyPaperLanguages,
  symptoms,
  type Symptom,
} from './booking-rules';

const text = (max: number) => z.string().trim().max(max);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A calendar date, YYYY-MM-DD (AD), in Nepal: the contract's one date schema. */
export { isoDate } from './dates';
const uuid = z.string().uuid();

// ---- Statuses (001 §4) ----

export const appointmentStatuses = [
  'requested',
  'confirmed',
  'in-progress',
  'completed',
  'cancelled',
] as const;
export const appointmentStatus = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof appointmentStatus>;

/**
 * What the doctor may do from each status with `PUT /appointments/{id}` (accept has its
 * own call): decline a request, start, complete or cancel a confirmed one, complete or
 * cancel one in progress.
 */
export const doctorTransitions: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  requested: ['cancelled'],
  confirmed: ['in-progress', 'completed', 'cancelled'],
  'in-progress': ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
/** A patient may cancel their own requested or confirmed appointment. */
export const patientCancellable: readonly AppointmentStatus[] = ['requested', 'confirmed'];

/** Why an appointment ended cancelled. */
export const cancelReasons = ['declined', 'doctor', 'patient', 'reminder-link'] as const;

// ---- History paper (002 §3) ----

const yesNoWithText = z.object({ present: z.boolean(), text: text(1000).default('') });

export const historyPaper = z.object({
  language: z.enum(historyPaperLanguages).default('en'),
  /** Symptoms present, with for how many days (002 §5: numeric, minimum 0). */
  symptoms: z
    .array(z.object({ symptom: z.enum(symptoms), days: z.number().int().min(0).max(3650) }))
    .max(symptoms.length)
    .default([]),
  otherSymptoms: text(1000).default(''),
  pastHistory: z.boolean().default(false),
  pastHistoryDetails: text(2000).default(''),
  familyHistory: yesNoWithText.default({ present: false, text: '' }),
  knownDiseases: yesNoWithText.default({ present: false, text: '' }),
  allergies: yesNoWithText.default({ present: false, text: '' }),
});
export type HistoryPaper = z.infer<typeof historyPaper>;

// ---- Booking (002 §3 booking submission, multipart) ----

/** The Details step (002 §5: name, phone and reason required). */
export const appointmentData = z.object({
  patientName: text(appointmentDetailMax.patientName).min(1, 'REQUIRED'),
  /** Missing is REQUIRED (the form's "fill in all required fields"); malformed, PHONE_INVALID. */
  phone: text(appointmentDetailMax.phone)
    .min(1, 'REQUIRED')
    .regex(/^\+?[0-9][0-9 -]{5,18}$/, 'PHONE_INVALID'),
  reason: text(appointmentDetailMax.reason).min(1, 'REQUIRED'),
  /** The date of the chosen day (the next occurrence, at least one day ahead). */
  date: isoDate,
});
export type AppointmentData = z.infer<typeof appointmentData>;

export const timeSlot = z.object({ startTime: clock, endTime: clock });
export type TimeSlot = z.infer<typeof timeSlot>;

/**
 * The multipart text fields of `POST /appointments/enhanced`, as the server reads them
 * (JSON fields already parsed). Files come as `historyDocuments`.
 */
export const bookingFields = z.object({
  doctorId: uuid,
  selectedDay: z.enum(weekdays),
  selectedTimeSlot: timeSlot,
  /** The hospital's id. */
  selectedHospital: uuid,
  appointmentData,
  /** The consent dialog (002 §5) must have been accepted. */
  medicalRecordConsent: z.literal(true),
  includeHistoryPaper: z.boolean().default(false),
  historyPaperData: historyPaper.optional(),
});
export type BookingFields = z.infer<typeof bookingFields>;

// ---- Answers ----

export const slot = z.object({
  startTime: clock,
  endTime: clock,
  hospital: z.object({ _id: z.string(), name: z.string() }),
  department: z.string(),
  consultationFee: z.number().min(0),
  available: z.boolean(),
});
export type Slot = z.infer<typeof slot>;

export const slotsQuery = z.object({ date: isoDate });
export const slotsResponse = successEnvelope(
  z.object({ date: isoDate, day: z.enum(weekdays), slots: z.array(slot) }),
);

export const appointmentDocument = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(documentTypes),
  size: z.number().int().min(0),
});

export const appointment = z.object({
  _id: z.string(),
  status: appointmentStatus,
  cancelReason: z.enum(cancelReasons).nullable(),
  date: isoDate,
  day: z.enum(weekdays),
  timeSlot,
  hospital: z.object({ _id: z.string(), name: z.string() }),
  department: z.string(),
  consultationFee: z.number().min(0),
  doctor: z.object({ _id: z.string(), fullName: z.string(), specialization: z.string() }),
  patientId: z.string(),
  patientName: z.string(),
  patientPhone: z.string(),
  reason: z.string(),
  medicalRecordConsent: z.boolean(),
  historyPaper: historyPaper.nullable(),
  /**
   * True when the booking has a history paper its doctor may not read yet (before they
   * accept it: RECORDS_NOT_ACCESSIBLE, ADR 0027); `historyPaper` is then null.
   */
  historyPaperWithheld: z.boolean().optional(),
  documents: z.array(appointmentDocument),
  hasPrescription: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

export const appointmentResponse = successEnvelope(z.object({ appointment }));
export const appointmentListQuery = z.object({
  /** upcoming: today on; past: before today. */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  status: appointmentStatus.optional(),
});
export const appointmentListResponse = successEnvelope(
  z.object({ appointments: z.array(appointment) }),
);

export const statusChangeRequest = z.object({ status: appointmentStatus });
export const cancelByLinkRequest = z.object({ token: z.string().min(10).max(500) });

// ---- Prescriptions (001 §3 full form, §5 rules) ----

export const medicationTimings = [
  'after meals',
  'before meals',
  'with meals',
  'empty stomach',
  'bedtime',
  'as needed',
  'other',
] as const;
export const testUrgencies = ['routine', 'urgent', 'stat'] as const;

export const medication = z.object({
  name: text(200).min(1, 'MEDICATION_NAME_REQUIRED'),
  dosage: text(100).min(1, 'MEDICATION_DOSAGE_REQUIRED'),
  frequency: text(100).min(1, 'MEDICATION_FREQUENCY_REQUIRED'),
  duration: text(100).default(''),
  quantity: medicationQuantity,
  instructions: text(500).default(''),
  timing: z.enum(medicationTimings).default('after meals'),
});

/** A prescription's fields (001 §3), before the rules across them. */
const prescriptionFields = z.object({
  diagnosis: text(2000).min(1, 'DIAGNOSIS_REQUIRED'),
  medications: z.array(medication).min(1, 'MEDICATION_REQUIRED').max(30),
  tests: z
    .array(
      z.object({
        name: text(200).min(1),
        instructions: text(500).default(''),
        urgency: z.enum(testUrgencies).default('routine'),
      }),
    )
    .max(30)
    .default([]),
  advice: text(4000).default(''),
  followUp: z
    .object({
      required: z.boolean().default(false),
      date: isoDate.optional(),
      notes: text(1000).default(''),
    })
    .default({ required: false, notes: '' }),
  allergies: z.array(text(100).min(1)).max(30).default([]),
  vitalSigns: z
    .object({
      bloodPressure: text(20).default(''),
      heartRate: text(20).default(''),
      temperature: text(20).default(''),
      respiratoryRate: text(20).default(''),
      oxygenSaturation: text(20).default(''),
      weight: text(20).default(''),
      height: text(20).default(''),
      bmi: text(20).default(''),
    })
    .partial()
    .default({}),
  /** The last day it may be used (issue 15, ADR 0028); left out, the server sets the default. */
  validUntil: isoDate.optional(),
});

/**
 * 001 §5's follow-up rules: a follow-up that is needed has a date and, on `today` (a date
 * in Nepal, YYYY-MM-DD), not one before it; on `today`, ADR 0028's valid-until rule too.
 */
const followUpRules =
  (today?: string, keptValidUntil?: string) =>
  ({ followUp, validUntil }: z.output<typeof prescriptionFields>, ctx: z.RefinementCtx) => {
    if (today) checkValidUntil(ctx, today, validUntil, keptValidUntil);
    if (!followUp.required) return;
    const path = ['followUp', 'date'];
    if (!followUp.date) ctx.addIssue({ code: 'custom', message: 'FOLLOW_UP_DATE_REQUIRED', path });
    else if (today && followUp.date < today)
      ctx.addIssue({ code: 'custom', message: 'FOLLOW_UP_DATE_PAST', path });
  };

/** POST /appointments/{id}/prescription's body, as anyone can check it without a clock. */
export const prescriptionRequest = prescriptionFields.superRefine(followUpRules());
export type PrescriptionRequest = z.input<typeof prescriptionRequest>;

/**
 * The same body on `today` (YYYY-MM-DD, Nepal's date): the server checks it on its own
 * day, the form on the day it shows; an edit passes its stored valid-until as kept.
 */
export const prescriptionRequestOn = (today: string, keptValidUntil?: string) =>
  prescriptionFields.superRefine(followUpRules(today, keptValidUntil));

// A stored prescription is read as written: its follow-up date may be past by now.
export const prescription = prescriptionFields.extend({
  _id: z.string(),
  appointmentId: z.string(),
  status: z.enum(['active', 'completed', 'cancelled']),
  doctor: z.object({ _id: z.string(), fullName: z.string() }),
  patientId: z.string(),
  patientName: z.string(),
  hospital: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type Prescription = z.infer<typeof prescription>;

export const prescriptionResponse = successEnvelope(z.object({ prescription }));
export const prescriptionListResponse = successEnvelope(
  z.object({ prescriptions: z.array(prescription) }),
);

// ---- Notifications (002 §3, 001 §3) ----

export const notificationTypes = [
  'appointment',
  'prescription',
  'medicalRecord',
  'letter',
  'emergency',
  'system',
  'general',
  'like',
  'comment',
] as const;

export const notification = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** What it is about, e.g. { appointmentId }. */
  relatedData: z.record(z.string(), z.string()),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.object({
  filter: z
    .enum(['all', 'unread', 'appointment', 'letter', 'prescription', 'medicalRecord'])
    .default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The page of `limit` rows, from 1 (issue 17). */
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const notificationListResponse = successEnvelope(
  z.object({
    notifications: z.array(notification),
    unreadCount: z.number().int().min(0),
    /** How many match the filter, over all pages (issue 17). */
    total: z.number().int().min(0).default(0),
  }),
);
export const notificationReadResponse = successEnvelope(
  z.object({ unreadCount: z.number().int().min(0) }),
);
