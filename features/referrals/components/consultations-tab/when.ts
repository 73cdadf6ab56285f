import type { IntlShape } from 'react-intl';
import { formatDate, formatRupees } from '@lib/format';
import { toLocale } from '@lib/i18n';

/** A time of day in Nepal, in the reader's language (Devanagari digits in Nepali). */
export const timeOf = (intl: IntlShape, iso: string) =>
  intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kathmandu' });

export const dateOf = (intl: IntlShape, iso: string) =>
  formatDate(iso, toLocale(intl.locale.split('-')[0]));
export const feeOf = (intl: IntlShape, rupees: number) =>
  formatRupees(rupees, toLocale(intl.locale.split('-')[0]));
