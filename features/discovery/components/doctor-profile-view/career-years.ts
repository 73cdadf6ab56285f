import type { IntlShape } from 'react-intl';
import { messages } from './messages';

export type CareerYears = { start: number; end: number | 'present' } | { year: number };

const DEVANAGARI_ZERO = 0x0966;
const YEAR = String.raw`(\d{4})`;
const PRESENT = String.raw`(present|current|now|today|till date|to date|हालसम्म|हाल|अहिलेसम्म)`;
const RANGE = new RegExp(String.raw`^${YEAR}\s*(?:[-–—]|to)\s*(?:${YEAR}|${PRESENT})\.?$`, 'iu');
const SINCE = new RegExp(String.raw`^(?:since|from)\s+${YEAR}$`, 'iu');
const SINGLE = new RegExp(String.raw`^${YEAR}$`, 'u');

/**
 * Reads the years a doctor wrote for a post or a degree ("2020 – present", "2016-2019",
 * "since 2015", "2010", in Latin or Devanagari digits), so the page can show them in the
 * reader's numbering and language. Anything else is the doctor's own words: null.
 */
export function parseCareerYears(text: string): CareerYears | null {
  const latin = text
    .trim()
    .replace(/[\u0966-\u096f]/gu, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
  const single = SINGLE.exec(latin);
  if (single) return { year: Number(single[1]) };
  const since = SINCE.exec(latin);
  if (since) return { start: Number(since[1]), end: 'present' };
  const range = RANGE.exec(latin);
  if (!range) return null;
  return { start: Number(range[1]), end: range[2] ? Number(range[2]) : 'present' };
}

/** The years as the reader reads them ("२०२० – हालसम्म" in Nepali), or the text as written. */
export function formatCareerYears(intl: IntlShape, text: string): string {
  const years = parseCareerYears(text);
  if (!years) return text.trim();
  const year = (value: number) => intl.formatNumber(value, { useGrouping: false });
  if ('year' in years) return year(years.year);
  return intl.formatMessage(messages.yearRange, {
    start: year(years.start),
    end: years.end === 'present' ? intl.formatMessage(messages.present) : year(years.end),
  });
}
