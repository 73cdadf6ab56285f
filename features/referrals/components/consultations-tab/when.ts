import type { IntlShape } from 'react-intl';
import { formatDate, formatRupees } from '@lib/format';
import type { Locale } from '@lib/i18n';

/** A time of day in Nepal, in the reader's language (Devanagari digits in Nepali). */
export const timeOf = (intl: IntlShape, iso: string) =>
  intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kathmandu' });

export const dateOf = (intl: IntlShape, iso: string) => formatDate(iso, intl.locale as Locale);
export const feeOf = (intl: IntlShape, rupees: number) =>
  formatRupees(rupees, intl.locale as Locale);
