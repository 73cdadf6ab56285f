import { describe, expect, it } from 'vitest';
import { formatDate, loadBikramSambat, toBikramSambat } from '.';

describe('Bikram Sambat dates', () => {
  it('until the converter has loaded, a Nepali date is the AD date alone; then BS with AD beside it', async () => {
    // 2026-11-21 is 5 Mangsir 2083.
    expect(toBikramSambat('2026-11-21T06:00:00Z', 'ne')).toBeUndefined();
    const before = formatDate('2026-11-21T06:00:00Z', 'ne');
    expect(before).not.toContain('(');

    await loadBikramSambat();
    expect(toBikramSambat('2026-11-21T06:00:00Z', 'en')).toBe('5 Mangsir 2083');
    expect(toBikramSambat('2026-11-21T06:00:00Z', 'ne')).toBe('५ मंसिर २०८३');
    expect(formatDate('2026-11-21T06:00:00Z', 'ne')).toBe(`५ मंसिर २०८३ (${before})`);
    // English readers see the AD date only.
    expect(formatDate('2026-11-21T06:00:00Z', 'en')).not.toContain('2083');
  });

  it('a date outside the converter’s range (BS 2000 to 2099) has no BS date', async () => {
    await loadBikramSambat();
    expect(toBikramSambat('1900-01-01T00:00:00Z', 'en')).toBeUndefined();
  });
});
