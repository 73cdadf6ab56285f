import { lazy, Suspense, useState } from 'react';
import { Download } from 'lucide-react';
import {
  analyticsPeriods,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
} from '@contract/admin-analytics';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { ErrorState } from '@ui/error-state';
import { Field } from '@ui/field';
import { Select } from '@ui/select';
import { Skeleton } from '@ui/skeleton';
import { useAnalytics } from '../../api/analytics';
import { exportAnalytics } from './export-data';
import { messages, valueMessages } from './messages';
import { AppointmentStats, OverviewCards } from './overview-cards';
import { Devices, Regions } from './shares';
import { SubscriptionAnalytics, TopPerformers } from './top-performers';
import { useLabels } from './use-labels';

// The charts come with this tab only (ADR 0024).
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const periodLabel = {
  '7days': messages.period7days,
  '30days': messages.period30days,
  '3months': messages.period3months,
  '6months': messages.period6months,
  '1year': messages.period1year,
} as const;

function Busy() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The admin's analytics (002 §2): a period's figures computed by the server from the
 * data, with charts, their tables, and Export Data.
 */
export function AnalyticsPanel() {
  const l = useLabels();
  const failureText = useErrorText();
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const analytics = useAnalytics(period);
  const data = analytics.data;

  return (
    <div className="flex flex-col gap-4" aria-labelledby="admin-analytics-title" role="region">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-analytics-title" className="text-xl font-semibold">
            {l.intl.formatMessage(messages.title)}
          </h2>
          {data ? (
            <p className="text-sm text-muted-foreground">
              {l.intl.formatMessage(valueMessages.range, {
                from: l.day(data.from),
                to: l.day(data.to),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={l.intl.formatMessage(messages.period)} className="w-full sm:w-48">
            <Select
              value={period}
              onValueChange={(v) => setPeriod(v as AnalyticsPeriod)}
              options={analyticsPeriods.map((p) => ({
                value: p,
                label: l.intl.formatMessage(periodLabel[p]),
              }))}
            />
          </Field>
          <Button variant="outline" disabled={!data} onClick={() => data && exportAnalytics(data)}>
            <Download aria-hidden="true" />
            {l.intl.formatMessage(messages.exportData)}
          </Button>
        </div>
      </div>
      {analytics.error && !data ? (
        <ErrorState
          variant="bordered"
          title={l.intl.formatMessage(messages.loadFailed)}
          description={failureText(analytics.error)}
          onRetry={() => analytics.mutate()}
        />
      ) : !data ? (
        <Busy />
      ) : (
        <>
          <OverviewCards data={data} />
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <AnalyticsCharts data={data} />
          </Suspense>
          <AppointmentStats data={data} />
          <TopPerformers data={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <Regions data={data} />
            <Devices data={data} />
          </div>
          <SubscriptionAnalytics data={data} />
        </>
      )}
    </div>
  );
}
