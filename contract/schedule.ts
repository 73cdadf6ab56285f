import { z } from 'zod';
import { weekdays } from './entities';
import { successEnvelope } from './envelope';

/**
 * The doctor's weekly schedule and hospitals (issue 16; 001 §2.10, §3, §4, §5, §7, §8, §9;
 * ADR 0031). A slot is a row of the one weekly schedule that booking and the public doctor
 * pages read, so a change shows to patients at once. Each slot is saved on its own; the
 * screen's "Save Schedule" re-reads what is stored.
 */

// ---- Lists (001 §5, §9) ----

/** The departments a slot may name (001 §9); `Other` takes free text. */
export const departments = [
  'General Medicine',
  'Cardiology',
  'Neurology',
  'Orthopedics',
  'Pediatrics',
  'Gynecology',
  'Dermatology',
  'ENT',
  'Ophthalmology',
  'Psychiatry',
  'Emergency',
  'Other',
] as const;
export type Department = (typeof departments)[number];

/** The kinds of hospital a doctor may add (001 §5). */
export const hospitalKinds = [
  'Government',
  'Private',
  'Community',
  'Specialized',
  'Teaching',
] as const;
export type HospitalKind = (typeof hospitalKinds)[number];

export const connectionStatuses = ['pending', 'approved', 'rejected'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** Limits of a slot. */
export const MAX_FEE = 1_000_000;
export const MAX_PATIENTS = 200;
export const DEPARTMENT_OTHER_MAX = 100;

// ---- A slot ----

const clock = z
  .string('SLOT_FIELDS_REQUIRED')
  .trim()
  .min(1, 'SLOT_FIELDS_REQUIRED')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'SLOT_TIME_INVALID');
const uuid = z
  .string('SLOT_FIELDS_REQUIRED')
  .trim()
  .min(1, 'SLOT_FIELDS_REQUIRED')
  .uuid('HOSPITAL_NOT_FOUND');

/** A fee in rupees, at least 0, in steps of 0.01 (001 §5). */
const fee = z
  .number('FEE_INVALID')
  .min(0, 'FEE_INVALID')
  .max(MAX_FEE, 'FEE_INVALID')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'FEE_INVALID');
const maxPatients = z
  .number('MAX_PATIENTS_INVALID')
  .int('MAX_PATIENTS_INVALID')
  .min(1, 'MAX_PATIENTS_INVALID')
  .max(MAX_PATIENTS, 'MAX_PATIENTS_INVALID');

/** What the slot form sends, without the day (the day is fixed once a slot exists). */
const slotFields = z.object({
  startTime: clock,
  endTime: clock,
  hospitalId: uuid,
  department: z.enum(departments, 'DEPARTMENT_INVALID'),
  /** The department's name when `department` is `Other`. */
  departmentOther: z.string().trim().max(DEPARTMENT_OTHER_MAX, 'TOO_LONG').default(''),
  consultationFee: fee,
  maxPatients,
});

const slotRules = <T extends z.infer<typeof slotFields>>(v: T, ctx: z.RefinementCtx) => {
  if (v.startTime && v.endTime && /^\d\d:\d\d$/.test(v.startTime) && v.startTime >= v.endTime)
    ctx.addIssue({ code: 'custom', message: 'SLOT_END_BEFORE_START', path: ['endTime'] });
  if (v.department === 'Other' && !v.departmentOther)
    ctx.addIssue({
      code: 'custom',
      message: 'DEPARTMENT_OTHER_REQUIRED',
      path: ['departmentOther'],
    });
};

export const createSlotRequest = slotFields
  .extend({ day: z.enum(weekdays, 'SLOT_FIELDS_REQUIRED') })
  .superRefine(slotRules);
export type CreateSlotRequest = z.infer<typeof createSlotRequest>;

/**
 * Editing: the same fields; `day`, if sent, must be the slot's own day (001 §5: the day
 * cannot be changed when editing; a different day is refused with DAY_CHANGE_NOT_ALLOWED).
 */
export const updateSlotRequest = slotFields
  .extend({ day: z.enum(weekdays, 'SLOT_FIELDS_REQUIRED').optional() })
  .superRefine(slotRules);
export type UpdateSlotRequest = z.infer<typeof updateSlotRequest>;

export const scheduleSlot = z.object({
  _id: z.string(),
  day: z.enum(weekdays),
  startTime: z.string(),
  endTime: z.string(),
  hospitalId: z.string(),
  /** Null when the hospital is gone or unlisted (the grid shows "Unknown Hospital"). */
  hospitalName: z.string().nullable(),
  /** `department` as chosen; for `Other`, the free text is in `departmentOther`. */
  department: z.string(),
  departmentOther: z.string(),
  consultationFee: z.number().min(0),
  maxPatients: z.number().int().min(1),
  /** Requested or confirmed appointments on coming dates in this slot. */
  upcomingBookings: z.number().int().min(0),
  updatedAt: z.string(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlot>;

export const scheduleSlotsResponse = successEnvelope(z.object({ slots: z.array(scheduleSlot) }));
export type ScheduleSlotsResponse = z.infer<typeof scheduleSlotsResponse>;
export const scheduleSlotResponse = successEnvelope(z.object({ slot: scheduleSlot }));
export const deleteSlotResponse = successEnvelope(z.object({ deleted: z.string() }));

// ---- Hospitals ----

/** A hospital as the doctor's hospitals section and the slot dialog's picker read it. */
export const doctorHospital = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  type: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  /** Listed and verified: a slot may use it. */
  verified: z.boolean(),
  /** The doctor has slots there. */
  hasSlots: z.boolean(),
  /** The doctor's connection request to it, if any. */
  connectionStatus: z.enum(connectionStatuses).nullable(),
  /** The doctor added it; it waits for an admin's verification while not `verified`. */
  addedByMe: z.boolean(),
});
export type DoctorHospital = z.infer<typeof doctorHospital>;

export const connectionRequest = z.object({
  _id: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  status: z.enum(connectionStatuses),
  requestedAt: z.string(),
});
export type ConnectionRequest = z.infer<typeof connectionRequest>;

export const doctorHospitalsResponse = successEnvelope(
  z.object({
    /** Every hospital the doctor works at, asked to join or added, by name. */
    hospitals: z.array(doctorHospital),
    requests: z.array(connectionRequest),
  }),
);
export type DoctorHospitalsResponse = z.infer<typeof doctorHospitalsResponse>;

/** A landline or mobile number: 7 to 15 digits, optionally with +, spaces or dashes. */
const phone = z
  .string('HOSPITAL_FIELDS_REQUIRED')
  .trim()
  .min(1, 'HOSPITAL_FIELDS_REQUIRED')
  .max(20, 'PHONE_INVALID')
  .regex(/^\+?\d[\d\s-]{5,18}\d$/, 'PHONE_INVALID')
  .refine((v) => v.replace(/\D/g, '').length >= 7, 'PHONE_INVALID');

const text = (max: number, required: string) =>
  z.string(required).trim().min(1, required).max(max, 'TOO_LONG');

/** Add Hospital (001 §5): name, type, city or address and phone required; registration optional. */
export const addHospitalRequest = z.object({
  name: text(150, 'HOSPITAL_FIELDS_REQUIRED'),
  type: z.enum(hospitalKinds, 'HOSPITAL_FIELDS_REQUIRED'),
  city: text(150, 'HOSPITAL_FIELDS_REQUIRED'),
  phone,
  registrationNumber: z.string().trim().max(60, 'TOO_LONG').default(''),
});
export type AddHospitalRequest = z.infer<typeof addHospitalRequest>;
export const addHospitalResponse = successEnvelope(z.object({ hospital: doctorHospital }));

export const connectHospitalResponse = successEnvelope(z.object({ request: connectionRequest }));
