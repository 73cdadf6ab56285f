import { http } from 'msw';
import { analyticsPeriods, type Analytics, type AnalyticsPeriod } from '@contract/admin-analytics';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/admin-analytics';
import { api, failures, hang, ok, refuse } from '../respond';

const path = api(paths.adminAnalytics);

/** The figures of a period: the week's for 7 days, the six months' otherwise. */
const forPeriod = (request: Request): Analytics | null => {
  const period = new URL(request.url).searchParams.get('period') ?? '6months';
  if (!analyticsPeriods.includes(period as AnalyticsPeriod)) return null;
  return period === '7days'
    ? fixtures.weekAnalytics
    : { ...fixtures.analytics, period: period as AnalyticsPeriod };
};

export const adminAnalytics = {
  success: () =>
    http.get(path, ({ request }) => {
      const data = forPeriod(request);
      return data ? ok(data) : refuse(request, 400, 'ANALYTICS_PERIOD_INVALID', 'period');
    }),
  empty: () => http.get(path, () => ok(fixtures.emptyAnalytics)),
  loading: () => http.get(path, hang),
  forbidden: () => http.get(path, ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  periodInvalid: () =>
    http.get(path, ({ request }) => refuse(request, 400, 'ANALYTICS_PERIOD_INVALID', 'period')),
  ...failures('get', paths.adminAnalytics),
};

export const analyticsHandlers = () => [adminAnalytics.success()];
