import type { Route } from './routes';

/** The patient portal's callers: patients (a signed-in member of the public is one, 000 §6). */
export const patientRoles = ['patient', 'public'] as const;

/**
 * The routes of the doctor's workspace (issue 16) and the rest of the patient portal
 * (issue 17), in the same shape as `routes.ts`, which spreads them into the one table.
 * Add an area's routes under its line.
 */
export const portalRoutes = {
  // Schedule and hospitals (issue 16)
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  // Doctor dashboard (issue 16)
  // Medicine orders (issue 17)
  // Emergency (issue 17)
  // Patient profile and notifications (issue 17)
  // Patient dashboard, history paper and doctor ratings (issue 17)
} as const satisfies Record<string, Route>;
