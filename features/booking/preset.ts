import { weekdays } from '@contract/weekdays';
import type { BookingPreset } from './components/booking-wizard';
import type { Weekday } from './next-date';

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
const isWeekday = (value: string | null): value is Weekday =>
  (weekdays as readonly (string | null)[]).includes(value);

/**
 * The slot a /book-appointment/{id} link names, as the profile's "Book this slot" writes
 * it: `?day=Sunday&start=10:00&hospital=Bir Hospital` (`end` and `hospitalId` may narrow
 * it further). Anything missing or malformed gives no preset: the wizard starts at step 1.
 */
export function bookingPresetFrom(search: URLSearchParams): BookingPreset | undefined {
  const day = search.get('day');
  const startTime = search.get('start') ?? '';
  if (!isWeekday(day) || !clock.test(startTime)) return undefined;
  const endTime = search.get('end') ?? '';
  const hospitalId = search.get('hospitalId')?.trim();
  const hospitalName = search.get('hospital')?.trim();
  return {
    day,
    startTime,
    ...(clock.test(endTime) ? { endTime } : {}),
    ...(hospitalId ? { hospitalId } : {}),
    ...(hospitalName ? { hospitalName } : {}),
  };
}
