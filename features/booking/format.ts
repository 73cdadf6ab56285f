import type { IntlShape } from 'react-intl';
import { toLocale, type Locale } from '@lib/i18n';
import { timeMessages } from './messages';

/** The app's language from react-intl's locale tag ("ne-NP" → "ne"). */
export const localeOf = (intl: IntlShape): Locale => toLocale(intl.locale.split('-')[0]);

/** "10:00" as the reader's clock shows it (Devanagari digits in Nepali). */
export function formatClock(intl: IntlShape, clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return intl.formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** "10:00 AM – 10:30 AM". */
export const formatTimeRange = (intl: IntlShape, start: string, end: string) =>
  intl.formatMessage(timeMessages.range, {
    start: formatClock(intl, start),
    end: formatClock(intl, end),
  });
