import { describe, expect, it } from 'vitest';
import { weekdays } from '@contract/entities';
import { nextDateFor, weekdayOf } from './next-date';

/** Sunday 1 March 2026, 11:45 in Kathmandu. */
const sundayMorning = new Date('2026-03-01T06:00:00Z');

describe('nextDateFor', () => {
  it('gives the same weekday a week later, never today', () => {
    expect(nextDateFor('Sunday', sundayMorning)).toBe('2026-03-08');
  });

  it('gives tomorrow for the next weekday', () => {
    expect(nextDateFor('Monday', sundayMorning)).toBe('2026-03-02');
  });

  it('counts forward through the week', () => {
    expect(weekdays.map((day) => nextDateFor(day, sundayMorning))).toEqual([
      '2026-03-08',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });

  it('always lands on the asked weekday, one to seven days ahead', () => {
    for (const day of weekdays) {
      const date = nextDateFor(day, sundayMorning);
      expect(weekdayOf(date)).toBe(day);
      const days = (Date.parse(date) - Date.parse('2026-03-01')) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(7);
    }
  });

  it("reads the day in Kathmandu, not in UTC or the browser's zone", () => {
    // 20:00 UTC on Sunday is already 01:45 on Monday in Kathmandu.
    const lateSundayUtc = new Date('2026-03-01T20:00:00Z');
    expect(nextDateFor('Monday', lateSundayUtc)).toBe('2026-03-09');
    expect(nextDateFor('Tuesday', lateSundayUtc)).toBe('2026-03-03');
    // 18:14 UTC is 23:59 in Kathmandu: still Sunday there.
    const lastMinute = new Date('2026-03-01T18:14:00Z');
    expect(nextDateFor('Monday', lastMinute)).toBe('2026-03-02');
  });

  it('crosses months, years and leap days', () => {
    // Wednesday 31 December 2025.
    expect(nextDateFor('Thursday', new Date('2025-12-31T04:00:00Z'))).toBe('2026-01-01');
    // Monday 28 February 2028 (a leap year).
    expect(nextDateFor('Tuesday', new Date('2028-02-28T04:00:00Z'))).toBe('2028-02-29');
    expect(nextDateFor('Wednesday', new Date('2028-02-28T04:00:00Z'))).toBe('2028-03-01');
  });
});

describe('weekdayOf', () => {
  it('names the weekday of a calendar date', () => {
    expect(weekdayOf('2026-03-01')).toBe('Sunday');
    expect(weekdayOf('2026-03-07')).toBe('Saturday');
    expect(weekdayOf('2028-02-29')).toBe('Tuesday');
  });
});
