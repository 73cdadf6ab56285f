import { sql } from 'kysely';
import { BOOKING_HORIZON_DAYS } from '@contract/appointments';
import { addCalendarDays as addDays, nepalToday } from '@contract/calendar';
import type { Weekday } from '../../db/schema';
import { AppError } from '../../http/errors';
import { weekdayNames } from '../discovery-data';

/**
 * Booking and appointments (issue 7, ADR 0011). A doctor's schedule entry is a session
 * cut into SLOT_MINUTES slots; a booking holds one slot on one date. The partial unique
 * index of migration 0005 makes a second live booking of a slot impossible, so the
 * database, not a check before the insert, decides who gets it.
 */

export const PUBLIC = sql`d.nmc_verified and d.verification_status = 'verified'`;

// ---- Dates in Nepal ----

// Today's date in Nepal, and a date moved by calendar days: the contract's, which the
// forms use too.
export { nepalToday, addDays };

export const weekdayOf = (date: string): Weekday =>
  weekdayNames[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** A date may be booked from tomorrow (in Nepal) up to the horizon. */
export function assertBookable(date: string, now: Date) {
  const today = nepalToday(now);
  if (date <= today || date > addDays(today, BOOKING_HORIZON_DAYS))
    throw new AppError(400, 'DATE_NOT_BOOKABLE', 'date', { days: BOOKING_HORIZON_DAYS });
}
