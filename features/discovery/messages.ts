import { defineMessages, type IntlShape } from 'react-intl';
import { formatClock as nepaliClock } from '@lib/format';
import { toLocale } from '@lib/i18n';

export const weekdayMessages = defineMessages({
  Sunday: { id: 'discovery.weekday.sunday', defaultMessage: 'Sunday' },
  Monday: { id: 'discovery.weekday.monday', defaultMessage: 'Monday' },
  Tuesday: { id: 'discovery.weekday.tuesday', defaultMessage: 'Tuesday' },
  Wednesday: { id: 'discovery.weekday.wednesday', defaultMessage: 'Wednesday' },
  Thursday: { id: 'discovery.weekday.thursday', defaultMessage: 'Thursday' },
  Friday: { id: 'discovery.weekday.friday', defaultMessage: 'Friday' },
  Saturday: { id: 'discovery.weekday.saturday', defaultMessage: 'Saturday' },
});

/** "10:00" as the reader's clock shows it (Devanagari digits in Nepali). */
export function formatClock(intl: IntlShape, clock: string) {
  // Nepali's 24-hour "09:00" in its own digits, the same on the server as in a browser
  // (their Intl data disagree on the leading zero: ADR 0048).
  if (toLocale(intl.locale.split('-')[0]) === 'ne') return nepaliClock(clock, 'ne');
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return intl.formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

const plain = defineMessages({
  verified: { id: 'discovery.common.verified', defaultMessage: 'NMC verified' },
  goBack: { id: 'discovery.common.goBack', defaultMessage: 'Go Back' },
  findDoctors: { id: 'discovery.common.findDoctors', defaultMessage: 'Find doctors near you' },
  findHospitals: { id: 'discovery.common.findHospitals', defaultMessage: 'Search hospitals' },
  locationNotSpecified: {
    id: 'discovery.common.locationNotSpecified',
    defaultMessage: 'Location not specified',
  },
});

const withValues = defineMessages<{
  timeRange: { start: string; end: string };
  distance: { distance: string };
  years: { years: number };
}>({
  timeRange: { id: 'discovery.common.timeRange', defaultMessage: '{start} - {end}' },
  distance: { id: 'discovery.common.distance', defaultMessage: '{distance} km away' },
  years: {
    id: 'discovery.common.years',
    defaultMessage: '{years, plural, one {# year of experience} other {# years of experience}}',
  },
});

export const commonMessages = { ...plain, ...withValues };
