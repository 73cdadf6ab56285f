import type { AnalyticsBucket, AnalyticsPeriod } from '@contract/admin-analytics';
import { addDays, nepalToday } from '../appointments/dates';

export type PeriodRange = {
  bucket: AnalyticsBucket;
  /** First and last day (Nepal, YYYY-MM-DD), inclusive. */
  from: string;
  to: string;
  /** Every bucket's first day, oldest first. */
  starts: string[];
};

const DAYS: Partial<Record<AnalyticsPeriod, number>> = { '7days': 7, '30days': 30 };
const MONTHS: Partial<Record<AnalyticsPeriod, number>> = {
  '3months': 3,
  '6months': 6,
  '1year': 12,
};

function monthStart(date: string, back: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) - back;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The days a period covers, ending today in Nepal: the last 7 or 30 days by day, or the
 * current calendar month and the months before it (3, 6 or 12 in all) by month.
 */
export function periodRange(period: AnalyticsPeriod, now: Date): PeriodRange {
  const to = nepalToday(now);
  const days = DAYS[period];
  if (days) {
    const starts = Array.from({ length: days }, (_, i) => addDays(to, i - days + 1));
    return { bucket: 'day', from: starts[0]!, to, starts };
  }
  const months = MONTHS[period]!;
  const starts = Array.from({ length: months }, (_, i) => monthStart(to, months - 1 - i));
  return { bucket: 'month', from: starts[0]!, to, starts };
}
