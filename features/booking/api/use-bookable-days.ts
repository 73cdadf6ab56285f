import type { ScheduleEntry } from '@contract/entities';
import { weekdays } from '@contract/weekdays';
import { useApiQuery } from '@lib/data';
import { nextDateFor, type Weekday } from '../next-date';
import { swrOptions } from './fetch-options';

export type BookableDay = {
  day: Weekday;
  /** The next date of that weekday, at least one day ahead (YYYY-MM-DD). */
  date: string;
  /** The doctor's sessions that day. */
  sessions: ScheduleEntry[];
};

export type BookableDays = {
  /** Soonest first; `undefined` while loading. */
  days: BookableDay[] | undefined;
  failed: boolean;
  retry: () => Promise<unknown>;
};

/**
 * The weekdays the doctor works (GET /doctors/{id}/availability), each with the date a
 * booking for it would be for, soonest first.
 */
export function useBookableDays(doctorId: string, now?: Date): BookableDays {
  // The profile's schedule reads the same endpoint with the same arguments, so opening the
  // wizard there costs no call.
  const { data, error, mutate } = useApiQuery(
    'doctorAvailability',
    doctorId ? { params: { id: doctorId } } : null,
    swrOptions,
  );
  const days = data
    ? weekdays
        .map((day) => ({
          day,
          date: nextDateFor(day, now),
          sessions: data.availability[day] ?? [],
        }))
        .filter((entry) => entry.sessions.length > 0)
        .sort((a, b) => a.date.localeCompare(b.date))
    : undefined;
  return { days: error ? undefined : days, failed: error !== undefined, retry: () => mutate() };
}
