import { describe, expect, test } from 'vitest';
import { isoDate } from './appointments';
import { isCalendarDate } from './dates';

describe('the contract’s one date schema', () => {
  test.each(['2026-11-30', '2026-12-31', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    '%s is a calendar date',
    (date) => {
      expect(isCalendarDate(date)).toBe(true);
      expect(isoDate.safeParse(date).success).toBe(true);
    },
  );

  test.each([
    '2026-11-31',
    '2026-04-31',
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '0000-01-01',
    '2026-00-10',
    '2026-13-01',
    '2026-12-00',
    '2026-1-5',
    '+275760-09-13',
    '2026-11-20T00:00:00Z',
    '२०२६-११-२०',
    '',
  ])('%s is refused', (date) => {
    expect(isCalendarDate(date)).toBe(false);
    expect(isoDate.safeParse(date).success).toBe(false);
  });
});
