import { z } from 'zod';
import { historyPaper } from './appointments';
import { successEnvelope } from './envelope';

/**
 * The patient's dashboard (issue 17; 002 §2 patient portal and dashboard, ADR 0037): the
 * sidebar's four figures counted from real data, and recent activity (up to 2 each of
 * appointments, records and orders, at most 6, newest first). And the history paper tab
 * (002 §2, §3, §7 `POST /history-paper`), stored as one of the patient's medical records.
 */

export const RECENT_PER_KIND = 2;
export const RECENT_MAX = 6;

/** What the sidebar shows (002 §2 stats, no longer the fixed 3, 2, 7, 1). */
export const dashboardFigures = z.object({
  /** Requested or confirmed appointments from today (Nepal) on. */
  upcomingAppointments: z.number().int().min(0),
  /** Prescriptions still active. */
  activePrescriptions: z.number().int().min(0),
  /** The patient's medical records (their uploads and history papers). */
  medicalRecords: z.number().int().min(0),
  /** Medicine orders not yet delivered or cancelled. */
  ordersInProgress: z.number().int().min(0),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const activityKinds = ['appointment', 'record', 'order'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const recentActivity = z.object({
  kind: z.enum(activityKinds),
  id: z.string(),
  /** The doctor's name, the record's title or the pharmacy's name. */
  title: z.string(),
  /** The appointment's, record's or order's status or type, as the server names it. */
  detail: z.string(),
  at: z.iso.datetime(),
});
export type RecentActivity = z.infer<typeof recentActivity>;

export const patientDashboard = z.object({
  figures: dashboardFigures,
  recent: z.array(recentActivity).max(RECENT_MAX),
});
export type PatientDashboard = z.infer<typeof patientDashboard>;
export const patientDashboardResponse = successEnvelope(patientDashboard);

// ---- History paper (002 §3 emergency history) ----

export const MAX_HISTORY_PAPER_FILES = 5;

/**
 * Multipart fields of `POST /history-paper`: the booking wizard's history paper (its
 * `historyPaper` schema, language en, np or hi) as JSON in `historyPaperData`; the
 * attachments come as repeated `attachments` files.
 */
export const historyPaperFields = z.object({
  historyPaperData: historyPaper,
});
export type HistoryPaperFields = z.input<typeof historyPaperFields>;

export const historyPaperResponse = successEnvelope(
  z.object({ recordId: z.string(), title: z.string(), attachments: z.number().int().min(0) }),
);
