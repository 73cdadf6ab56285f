import { weekdays } from '@contract/entities';

export type Weekday = (typeof weekdays)[number];

/**
 * Nepal Standard Time is UTC+05:45 all year (no daylight saving since 1986), so a fixed
 * offset gives Kathmandu's calendar date without asking the browser's time-zone data,
 * which older phones may lack for Asia/Kathmandu.
 */
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` as Kathmandu's wall clock: read its fields with the getUTC* methods. */
const inKathmandu = (now: Date) => new Date(now.getTime() + KATHMANDU_OFFSET_MS);

/** Today's date in Kathmandu, YYYY-MM-DD. */
export function kathmanduToday(now: Date = new Date()): string {
  return inKathmandu(now).toISOString().slice(0, 10);
}

/**
 * The date a booking for `day` is for (002 §2): the next occurrence of that weekday in
 * Kathmandu, at least one day ahead, so today itself is never offered; the same weekday
 * as today gives the one a week later. YYYY-MM-DD.
 */
export function nextDateFor(day: Weekday, now: Date = new Date()): string {
  const local = inKathmandu(now);
  const today = local.getUTCDay();
  const target = weekdays.indexOf(day);
  const ahead = (target - today + 7) % 7 || 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight + ahead * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(isoDate: string): Weekday {
  const [year = 0, month = 1, date = 1] = isoDate.split('-').map(Number);
  return weekdays[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
}
