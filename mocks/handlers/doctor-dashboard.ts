import { http } from 'msw';
import { endpoints } from '@contract/endpoints';
import * as fixtures from '../fixtures/doctor-dashboard';
import { api, failures, ok, refuse } from '../respond';

const paths = {
  dashboard: endpoints.doctorDashboard.path,
  analytics: endpoints.doctorAnalytics.path,
};

/** GET /doctor/dashboard: the Overview's figures and lists. */
export const doctorDashboard = {
  success: (data = fixtures.dashboard) => http.get(api(paths.dashboard), () => ok(data)),
  /** A doctor who has just joined. */
  empty: () => http.get(api(paths.dashboard), () => ok(fixtures.emptyDashboard)),
  /** Someone who is not a doctor. */
  forbidden: () =>
    http.get(api(paths.dashboard), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.dashboard),
};

/** GET /doctor/analytics: six months, this month against last, rating, posts. */
export const doctorAnalytics = {
  success: (data = fixtures.analytics) => http.get(api(paths.analytics), () => ok(data)),
  ...failures('get', paths.analytics),
};

/** Every doctor-dashboard endpoint's `success`. */
export const doctorDashboardHandlers = () => [doctorDashboard.success(), doctorAnalytics.success()];
