import { useIntl } from 'react-intl';
import type { AnalyticsBucket } from '@contract/admin-analytics';
import { formatNumber, formatRupees } from '@lib/format';
import { toLocale } from '@lib/i18n';

/** Numbers, rupees and bucket names in the reader's language (Devanagari digits in Nepali). */
export function useLabels() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  return {
    intl,
    number: (n: number) => formatNumber(n, locale),
    rupees: (n: number) => formatRupees(Math.round(n), locale),
    percent: (n: number) => `${formatNumber(n, locale)}%`,
    /** A bucket's first day: "Nov 2026" for a month, "21 Nov" for a day. */
    bucket: (start: string, bucket: AnalyticsBucket) =>
      intl.formatDate(`${start}T00:00:00Z`, {
        timeZone: 'UTC',
        ...(bucket === 'month'
          ? { month: 'short', year: 'numeric' }
          : { day: 'numeric', month: 'short' }),
      }),
    day: (date: string) =>
      intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' }),
  };
}
