import { http } from 'msw';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/patient-dashboard';
import { api, failures, ok } from '../respond';

/** The patient's dashboard (issue 17): figures and recent activity. */
export const patientDashboard = {
  success: (data = fixtures.dashboard) => http.get(api(paths.patientDashboard), () => ok(data)),
  empty: () => http.get(api(paths.patientDashboard), () => ok(fixtures.emptyDashboard)),
  ...failures('get', paths.patientDashboard),
};

export const patientDashboardHandlers = () => [patientDashboard.success()];
