import { useIntl } from 'react-intl';
import type { DoctorAnalytics, MonthComparison } from '@contract/doctor-dashboard';
import { formatNumber } from '@lib/format';
import { intlLocale, toLocale } from '@lib/i18n';
import { StatCard } from '@ui/stat-card';
import { MonthChart } from './month-chart';
import { PostsEngagement } from './posts-engagement';
import { RatingSpread } from './rating-spread';
import { analyticsMessages as m } from './messages';

const box =
  'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground sm:p-5';

/**
 * The Analytics tab (001 §2.1, issue 16): six months of appointments and prescriptions,
 * this month against last as real counts and change, the rating and its spread, and the
 * posts' engagement (ADR 0033).
 */
export function Analytics({ data }: { data: DoctorAnalytics }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const month = (iso: string, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      month: style,
      ...(style === 'long' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const n = (value: number) => formatNumber(value, locale);

  const comparison = (what: string, c: MonthComparison) => (
    <StatCard
      label={intl.formatMessage(m.comparison, {
        what,
        current: n(c.thisMonth),
        previous: n(c.lastMonth),
      })}
      value={n(c.thisMonth)}
      tone="info"
      trend={
        c.changePercent === null
          ? { value: intl.formatMessage(m.noComparison), direction: 'flat' }
          : {
              value: c.changePercent / 100,
              format: { style: 'percent' },
              label: intl.formatMessage(m.vsLastMonth),
            }
      }
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="doctor-analytics-months" className={box}>
        <h2 id="doctor-analytics-months" className="text-lg font-semibold">
          {intl.formatMessage(m.activity)}
        </h2>
        <p className="text-sm text-muted-foreground">{intl.formatMessage(m.chartSummary)}</p>
        <MonthChart months={data.months} labels={data.months.map((x) => month(x.month, 'short'))} />
        <div className="flex flex-wrap gap-4 text-sm" aria-hidden>
          <span className="flex items-center gap-2">
            <span className="size-3 rounded-sm bg-primary" />
            {intl.formatMessage(m.appointments)}
          </span>
          <span className="flex items-center gap-2">
            <span className="size-3 rounded-sm bg-success" />
            {intl.formatMessage(m.prescriptions)}
          </span>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-4">
                  {intl.formatMessage(m.month)}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {intl.formatMessage(m.appointments)}
                </th>
                <th scope="col" className="py-2 text-right">
                  {intl.formatMessage(m.prescriptions)}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((x) => (
                <tr key={x.month} className="border-b border-border last:border-b-0">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {month(x.month, 'long')}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{n(x.appointments)}</td>
                  <td className="py-2 text-right tabular-nums">{n(x.prescriptions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section
        aria-label={intl.formatMessage(m.thisMonth)}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      >
        {comparison(intl.formatMessage(m.appointments), data.appointments)}
        {comparison(intl.formatMessage(m.prescriptions), data.prescriptions)}
      </section>
      <RatingSpread rating={data.rating} className={box} />
      <PostsEngagement posts={data.posts} />
    </div>
  );
}
