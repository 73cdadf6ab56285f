import { useState } from 'react';
import { growthMetrics, type Analytics, type GrowthMetric } from '@contract/admin-analytics';
import { Field } from '@ui/field';
import { Select } from '@ui/select';
import { BarChart } from './bar-chart';
import { FigureTable } from './figure-table';
import { messages, valueMessages } from './messages';
import { Section } from './section';
import { useLabels } from './use-labels';

/**
 * The user growth and revenue charts: this module is imported lazily, so only the
 * analytics tab downloads it (ADR 0024).
 */
export default function AnalyticsCharts({ data }: { data: Analytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <GrowthChart data={data} />
      <RevenueChart data={data} />
    </div>
  );
}

function peakOf<T>(points: T[], value: (p: T) => number): T | undefined {
  return points.reduce<T | undefined>(
    (best, p) => (best === undefined || value(p) > value(best) ? p : best),
    undefined,
  );
}

function GrowthChart({ data }: { data: Analytics }) {
  const l = useLabels();
  const [metric, setMetric] = useState<GrowthMetric>('users');
  const name = l.intl.formatMessage(messages[metric]);
  const total = data.growth.reduce((s, p) => s + p[metric], 0);
  const peak = peakOf(data.growth, (p) => p[metric]);
  return (
    <Section
      title={l.intl.formatMessage(messages.growth)}
      action={
        <Field label={l.intl.formatMessage(messages.growthMetric)} className="w-40">
          <Select
            value={metric}
            onValueChange={(v) => setMetric(v as GrowthMetric)}
            options={growthMetrics.map((m) => ({
              value: m,
              label: l.intl.formatMessage(messages[m]),
            }))}
          />
        </Field>
      }
    >
      <p className="text-sm">
        {l.intl.formatMessage(valueMessages.growthSummary, {
          metric: name,
          total: l.number(total),
          peak: peak ? l.bucket(peak.start, data.bucket) : '',
        })}
      </p>
      <BarChart
        bars={data.growth.map((p) => ({
          key: p.start,
          label: l.bucket(p.start, data.bucket),
          value: p[metric],
          shown: l.number(p[metric]),
        }))}
      />
      <FigureTable
        label={l.intl.formatMessage(messages.growth)}
        heads={[l.intl.formatMessage(messages.when), name]}
        rows={data.growth.map((p) => ({
          key: p.start,
          cells: [l.bucket(p.start, data.bucket), l.number(p[metric])],
        }))}
      />
    </Section>
  );
}

function RevenueChart({ data }: { data: Analytics }) {
  const l = useLabels();
  const total = data.revenue.reduce((s, p) => s + p.consultations + p.subscriptions, 0);
  const peak = peakOf(data.revenue, (p) => p.consultations + p.subscriptions);
  return (
    <Section
      title={l.intl.formatMessage(messages.revenueTrend)}
      note={l.intl.formatMessage(messages.revenueNote)}
    >
      <p className="text-sm">
        {l.intl.formatMessage(valueMessages.revenueSummary, {
          total: l.rupees(total),
          peak: peak ? l.bucket(peak.start, data.bucket) : '',
        })}
      </p>
      <BarChart
        bars={data.revenue.map((p) => ({
          key: p.start,
          label: l.bucket(p.start, data.bucket),
          value: p.consultations + p.subscriptions,
          shown: l.rupees(p.consultations + p.subscriptions),
        }))}
      />
      <FigureTable
        label={l.intl.formatMessage(messages.revenueTrend)}
        heads={[
          l.intl.formatMessage(messages.when),
          l.intl.formatMessage(messages.consultations),
          l.intl.formatMessage(messages.subscriptions),
        ]}
        rows={data.revenue.map((p) => ({
          key: p.start,
          cells: [
            l.bucket(p.start, data.bucket),
            l.rupees(p.consultations),
            l.rupees(p.subscriptions),
          ],
        }))}
      />
    </Section>
  );
}
