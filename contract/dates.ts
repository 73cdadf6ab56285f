import { z } from 'zod';

/**
 * One date schema for the whole contract (issue 13 §3): a calendar date written
 * YYYY-MM-DD (AD). The pattern alone lets 2026-11-31 or 2027-02-29 through, which
 * PostgreSQL then refuses; this checks the day against its month and leap years, and
 * refuses year 0 (there is none in AD), so an impossible date is a 400 on its field.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** Whether `value` is a real calendar date, YYYY-MM-DD, of year 1 to 9999. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** A calendar date, YYYY-MM-DD (AD). */
export const isoDate = z.string().regex(DATE).refine(isCalendarDate);
