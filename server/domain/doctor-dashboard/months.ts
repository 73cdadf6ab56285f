import { ANALYTICS_MONTHS } from '@contract/doctor-dashboard';

/** The first day (YYYY-MM-01) of `today`'s month and the months before it, oldest first. */
export function monthStarts(today: string, count = ANALYTICS_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

/** The first day of the month after `monthStart`'s. */
export function nextMonth(monthStart: string): string {
  const d = new Date(`${monthStart}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}
