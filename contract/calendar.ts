/**
 * Calendar arithmetic shared by the server's rules and the forms that mirror them, without
 * zod (the landing page's bundle formats dates and must not carry the schemas).
 */

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Nepal's offset from UTC: +05:45 all year, since 1986. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/**
 * Today in Nepal, YYYY-MM-DD, for the server's rules and the forms that mirror them.
 * Arithmetic, not Intl: in the browser Nepali's polyfills replace `Intl.DateTimeFormat`
 * with one that knows only `en` and `ne`, so an `en-CA` formatter built after they install
 * writes no ISO date.
 */
export const nepalToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
