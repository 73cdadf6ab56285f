import { z } from 'zod';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * The doctor's Patients tab (issue 15; 001 §2.3, §3 patient list item, §4 patient status,
 * §9). Who counts as the doctor's patient and what pending, recent, new and critical mean
 * is ADR 0030: a patient with an appointment with this doctor that is not cancelled;
 * pending until the doctor has accepted one of them.
 */

/** 001 §9: a visit within this many days is recent. */
export const RECENT_VISIT_DAYS = 7;
/** 001 §9: a patient with at most this many visits is new. */
export const NEW_PATIENT_MAX_VISITS = 1;
export const PATIENTS_PAGE_SIZE = 12;

export const patientSorts = ['name', 'lastVisit', 'totalVisits', 'age'] as const;
export type PatientSort = (typeof patientSorts)[number];
export const patientFilters = ['all', 'recent', 'critical', 'new'] as const;
export type PatientFilter = (typeof patientFilters)[number];

/**
 * 001 §4: my-patient ("My Patient") once accepted, pending-acceptance ("Pending") before,
 * referred ("Referred") once a colleague accepted this doctor's referral (ADR 0039).
 */
export const patientStatuses = ['my-patient', 'pending-acceptance', 'referred'] as const;
export type PatientStatus = (typeof patientStatuses)[number];

export const doctorPatientsQuery = z.object({
  /** Name, phone, email or condition (the last prescription's diagnosis). */
  search: z.string().trim().max(100, 'TOO_LONG').default(''),
  sort: z.enum(patientSorts).default('name'),
  filter: z.enum(patientFilters).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PATIENTS_PAGE_SIZE),
});
export type DoctorPatientsQuery = z.input<typeof doctorPatientsQuery>;

/** 001 §3's patient list item, as this doctor sees them. */
export const doctorPatient = z.object({
  id: z.string().uuid(),
  name: z.string(),
  age: z.number().int().min(0).nullable(),
  gender: z.enum(['Male', 'Female', 'Other']).nullable(),
  phone: z.string(),
  email: z.string(),
  bloodGroup: z.string().nullable(),
  status: z.enum(patientStatuses),
  /** The last day the patient was seen (an appointment in progress or completed), or null. */
  lastVisit: isoDate.nullable(),
  totalVisits: z.number().int().min(0),
  /** The diagnosis of this doctor's last prescription for the patient. */
  condition: z.string().nullable(),
  /** How many medical records the doctor may open; null while they are closed (pending). */
  recordsCount: z.number().int().min(0).nullable(),
  /** 001 §3 criticalCondition: the doctor's own flag, kept per doctor and patient. */
  critical: z.boolean(),
  /** The oldest requested appointment waiting for this doctor's answer (Accept, Reject). */
  pendingAppointmentId: z.string().uuid().nullable(),
  /** The latest completed appointment without a prescription (Prescribe), if any. */
  prescribableAppointmentId: z.string().uuid().nullable(),
  /**
   * 001 §2.3's referral block (issue 18): the latest referral between this doctor and a
   * colleague about the patient, sent (to) or accepted from a colleague (from); else null.
   */
  referral: z
    .object({
      direction: z.enum(['from', 'to']),
      doctorName: z.string(),
      reason: z.string(),
      date: z.string(),
    })
    .nullable(),
});
export type DoctorPatient = z.infer<typeof doctorPatient>;

export const doctorPatientStats = z.object({
  totalPatients: z.number().int().min(0),
  /** Patients seen within RECENT_VISIT_DAYS. */
  recentVisits: z.number().int().min(0),
  /** Requested appointments waiting for this doctor's answer. */
  pendingActions: z.number().int().min(0),
  criticalCases: z.number().int().min(0),
});
export type DoctorPatientStats = z.infer<typeof doctorPatientStats>;

export const doctorPatientsResponse = successEnvelope(
  z.object({
    stats: doctorPatientStats,
    items: z.array(doctorPatient),
    /** How many match the search and filter. */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);
export type DoctorPatientsData = z.infer<typeof doctorPatientsResponse>['data'];

export const patientCriticalRequest = z.object({ critical: z.boolean('REQUIRED') });
export const patientCriticalResponse = successEnvelope(z.object({ patient: doctorPatient }));
