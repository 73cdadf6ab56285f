import { weekdays } from '@contract/weekdays';
import { nepalToday } from '@lib/format';

export type Weekday = (typeof weekdays)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The date a booking for `day` is for (002 §2): the next occurrence of that weekday in
 * Kathmandu (today there is `nepalToday`), at least one day ahead, so today itself is never
 * offered; the same weekday as today gives the one a week later. YYYY-MM-DD.
 */
export function nextDateFor(day: Weekday, now: Date = new Date()): string {
  const today = nepalToday(now);
  const ahead = (weekdays.indexOf(day) - weekdays.indexOf(weekdayOf(today)) + 7) % 7 || 7;
  return new Date(Date.parse(`${today}T00:00:00Z`) + ahead * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(isoDate: string): Weekday {
  const [year = 0, month = 1, date = 1] = isoDate.split('-').map(Number);
  return weekdays[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
}
