import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock, nepalToday } from '.';

describe('nepalToday', () => {
  it('turns the day at midnight in Kathmandu (UTC+5:45), not at midnight UTC', () => {
    expect(nepalToday(new Date('2026-03-01T18:14:00Z'))).toBe('2026-03-01');
    expect(nepalToday(new Date('2026-03-01T18:15:00Z'))).toBe('2026-03-02');
    // 20:00 UTC on Sunday is already 01:45 on Monday there.
    expect(nepalToday(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });

  afterEach(() => vi.unstubAllGlobals());

  it('still writes an ISO date once a polyfill has replaced Intl.DateTimeFormat', () => {
    // Nepali's polyfill knows only en and ne: an en-CA formatter would write "11/29/2026".
    const polyfilled = function () {
      return { format: () => '11/29/2026' };
    } as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: polyfilled });
    expect(nepalToday(new Date('2026-11-29T06:15:00Z'))).toBe('2026-11-29');
  });
});

describe('formatClock', () => {
  it('writes a slot time in Devanagari digits in Nepali and as is in English', () => {
    expect(formatClock('09:30', 'ne')).toBe('०९:३०');
    expect(formatClock('14:05', 'ne')).toBe('१४:०५');
    expect(formatClock('09:30', 'en')).toBe('09:30');
  });
});
