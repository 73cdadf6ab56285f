import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The admin's dashboard (issue 14; 002 §2 Dashboard, §7 "Admin stats response"): how many
 * accounts and services there are, and how many applications wait, by kind. Read from the
 * live tables on every call.
 */

const count = z.number().int().min(0);

export const adminOverview = z.object({
  totalUsers: count,
  totalDoctors: count,
  totalHospitals: count,
  totalPharmacies: count,
  totalLabs: count,
  totalAmbulances: count,
});
export type AdminOverview = z.infer<typeof adminOverview>;

/** Pending applications by the applicant's kind, and all of them. */
export const pendingByKind = z.object({
  doctors: count,
  patients: count,
  hospitals: count,
  labs: count,
  pharmacies: count,
  ambulances: count,
  total: count,
});
export type PendingByKind = z.infer<typeof pendingByKind>;

export const adminDashboard = z.object({
  overview: adminOverview,
  pendingApprovals: pendingByKind,
});
export type AdminDashboardData = z.infer<typeof adminDashboard>;

export const adminDashboardResponse = successEnvelope(adminDashboard);

/** How many of the newest pending applications the dashboard's card shows (002 §7). */
export const DASHBOARD_PENDING_LIMIT = 5;
