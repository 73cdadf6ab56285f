import { useApiQuery } from '@lib/data';

/**
 * The patient's sidebar figures and recent activity (`GET /api/patient/dashboard`); the
 * sidebar and the dashboard share one request. `enabled` false (another portal) skips it.
 */
export const usePatientDashboard = (enabled = true) =>
  useApiQuery('patientDashboard', enabled ? {} : null);
