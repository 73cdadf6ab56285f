import { z } from 'zod';
import { appointment } from './appointments';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';
import { postAnalytics } from './feed';
import { doctorPatient } from './patients';
import { prescriptionDetail } from './prescriptions';

/**
 * The doctor's dashboard (issue 16; 001 §2.1, §9): the Overview's figures and lists and
 * the Analytics tab, all from the database. How each figure is counted is ADR 0033. The
 * lists reuse the items of the Appointments, Patients and Prescriptions tabs, so a row
 * reads the same here as there.
 */

/** 001 §9: the dashboard lists 5 items each. */
export const DASHBOARD_LIST_LIMIT = 5;
/** How many calendar months (Nepal time) the Analytics chart covers, this one included. */
export const ANALYTICS_MONTHS = 6;

const count = z.number().int().min(0);

export const doctorDashboardStats = z.object({
  /** The doctor's appointments that are not cancelled (a declined request is cancelled). */
  totalAppointments: count,
  /** 001 §2.1: appointments with status requested, waiting for the doctor's answer. */
  pendingAppointments: count,
  /** ADR 0030: patients with an appointment with this doctor that is not cancelled. */
  totalPatients: count,
  /** Prescriptions the doctor wrote. */
  prescriptions: count,
  /** 001 §2.1: the doctors' rating average, rounded to one decimal (0 without ratings). */
  rating: z.number().min(0).max(5),
  ratingCount: count,
  /** Active referrals (001 §2.1); 0 until the referrals issue (18) lands. */
  activeConsultations: count,
});
export type DoctorDashboardStats = z.infer<typeof doctorDashboardStats>;

export const doctorDashboard = z.object({
  stats: doctorDashboardStats,
  /** Up to 5 coming appointments (today on), requested, confirmed or in progress, soonest first. */
  upcomingAppointments: z.array(appointment).max(DASHBOARD_LIST_LIMIT),
  /** Up to 5 patients, the most recently seen or booked first. */
  recentPatients: z.array(doctorPatient).max(DASHBOARD_LIST_LIMIT),
  /** Up to 5 prescriptions, newest first. */
  recentPrescriptions: z.array(prescriptionDetail).max(DASHBOARD_LIST_LIMIT),
});
export type DoctorDashboard = z.infer<typeof doctorDashboard>;
export const doctorDashboardResponse = successEnvelope(doctorDashboard);

/** One calendar month (Nepal time) of the chart. */
export const monthFigures = z.object({
  /** The month's first day, YYYY-MM-01 (AD). */
  month: isoDate,
  /** Appointments dated in the month, cancelled ones excluded. */
  appointments: count,
  /** Prescriptions written in the month. */
  prescriptions: count,
});
export type MonthFigures = z.infer<typeof monthFigures>;

/** This month against last: the counts and the change in percent (null when last month is 0). */
export const monthComparison = z.object({
  thisMonth: count,
  lastMonth: count,
  /** round((this - last) / last × 100); null when last month had none. */
  changePercent: z.number().int().nullable(),
});
export type MonthComparison = z.infer<typeof monthComparison>;

export const ratingStars = [1, 2, 3, 4, 5] as const;

export const ratingSummary = z.object({
  /** Rounded to one decimal; 0 without ratings. */
  average: z.number().min(0).max(5),
  count,
  /** How many ratings gave each number of stars, 1 to 5, in that order. */
  distribution: z
    .array(z.object({ stars: z.number().int().min(1).max(5), count }))
    .length(ratingStars.length),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const doctorAnalytics = z.object({
  /** The last ANALYTICS_MONTHS months, oldest first, this month last. */
  months: z.array(monthFigures).length(ANALYTICS_MONTHS),
  appointments: monthComparison,
  prescriptions: monthComparison,
  rating: ratingSummary,
  /** 001 §2.13/§9: the doctor's posts; monthly reach is distinct viewers in 30 days. */
  posts: postAnalytics,
});
export type DoctorAnalytics = z.infer<typeof doctorAnalytics>;
export const doctorAnalyticsResponse = successEnvelope(doctorAnalytics);

/** round((current - previous) / previous × 100), or null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
