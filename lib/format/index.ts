import { intlLocale, type Locale } from '../i18n/locales';
import { toBikramSambat } from './bikram-sambat';

export { loadBikramSambat, toBikramSambat } from './bikram-sambat';

const TIME_ZONE = 'Asia/Kathmandu';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
type FormatterClass<F extends Formatter, O> = new (locale: string, options?: O) => F;

/**
 * Intl's formatters, each built once per locale and options: building one takes some
 * 50 µs, and a list page formats a few hundred fees, distances and dates while it hydrates.
 * Kept per constructor, so Nepali's polyfills (lib/i18n/polyfills.ts), which replace
 * Intl's constructors, get formatters of their own.
 */
const built = new WeakMap<object, Map<string, Formatter>>();

function formatter<F extends Formatter, O>(
  Kind: FormatterClass<F, O>,
  locale: string,
  options?: O,
): F {
  let byKey = built.get(Kind);
  if (!byKey) built.set(Kind, (byKey = new Map()));
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let found = byKey.get(key) as F | undefined;
  if (!found) byKey.set(key, (found = new Kind(locale, options)));
  return found;
}

/** Grouped number: lakh grouping and Devanagari digits in Nepali. */
export function formatNumber(value: number, locale: Locale): string {
  return formatter(Intl.NumberFormat, intlLocale[locale]).format(value);
}

/** Amount in Nepalese rupees, whole rupees unless paisa are present. */
export function formatRupees(amount: number, locale: Locale): string {
  return formatter(Intl.NumberFormat, intlLocale[locale], {
    style: 'currency',
    currency: 'NPR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Gregorian (AD) date in Kathmandu time. */
export function formatDateAD(iso: string | Date, locale: Locale): string {
  return formatter(Intl.DateTimeFormat, intlLocale[locale], {
    dateStyle: 'medium',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * A date as a person in Nepal reads it: in Nepali the Bikram Sambat date with the
 * AD date beside it; in English the AD date. Stored dates stay ISO AD.
 */
export function formatDate(iso: string | Date, locale: Locale): string {
  const ad = formatDateAD(iso, locale);
  if (locale !== 'ne') return ad;
  const bs = toBikramSambat(iso, locale);
  return bs ? `${bs} (${ad})` : ad;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago" style text relative to `now`. */
export function formatRelative(iso: string | Date, locale: Locale, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const rtf = formatter(Intl.RelativeTimeFormat, intlLocale[locale], { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return rtf.format(Math.round(seconds / size), unit);
    }
  }
  return rtf.format(0, 'second');
}

/** Today in Nepal, YYYY-MM-DD: the earliest date a form may ask for (the server's too). */
export { nepalToday } from '@contract/calendar';

/**
 * A time of day kept as text ("09:30", from a booking's slot) in the reader's digits:
 * Devanagari in Nepali ("०९:३०", read before "बजे"), as written in English.
 */
export function formatClock(hhmm: string, locale: Locale): string {
  if (locale !== 'ne') return hhmm;
  const digits = formatter(Intl.NumberFormat, intlLocale.ne, { useGrouping: false });
  return hhmm.replace(/\d/g, (d) => digits.format(Number(d)));
}
