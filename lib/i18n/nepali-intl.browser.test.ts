import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelative, formatRupees } from '../format';
import { loadLocale } from './load-locale';

// Runs in the headless Chromium the product targets, which has no ICU data for `ne`.
// English runs after Nepali on purpose: the polyfills, once forced, must not break English.
describe('Nepali formatting in Chromium', () => {
  // First, while nothing is polyfilled yet: an English screen may render at any moment
  // while Nepali loads (the history paper in Nepali on an English app), and must not throw.
  it('keeps English formatting working at every moment while Nepali loads', async () => {
    let loaded = false;
    const loading = loadLocale('ne').then(() => {
      loaded = true;
    });
    const failures: unknown[] = [];
    let checks = 0;
    while (!loaded) {
      try {
        expect(formatRupees(1500, 'en')).toMatch(/1,500/);
        expect(formatDate('2026-11-21T06:00:00Z', 'en')).toMatch(/2026/);
      } catch (error) {
        failures.push(error);
      }
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await loading;
    expect(failures).toEqual([]);
    expect(checks).toBeGreaterThan(1);
  });

  it('formats numbers, rupees and dates in Nepali once the locale is loaded', async () => {
    const messages = await loadLocale('ne');
    expect(Object.keys(messages).length).toBeGreaterThan(0);

    expect(formatNumber(1234567, 'ne')).toBe('१२,३४,५६७');
    expect(formatRupees(1500, 'ne')).toMatch(/^नेरू\s?१,५००$/);
    // 2026-11-21 is 5 Mangsir 2083 in Bikram Sambat.
    const date = formatDate('2026-11-21T06:00:00Z', 'ne');
    expect(date).toContain('५ मंसिर २०८३');
    expect(date).toMatch(/२०२६/);
    expect(formatRelative('2026-11-21T03:00:00Z', 'ne', new Date('2026-11-21T06:00:00Z'))).toMatch(
      /घण्टा/,
    );
    // Lists join with the Nepali conjunction.
    expect(new Intl.ListFormat('ne', { type: 'conjunction' }).format(['आइतबार', 'मङ्गलबार'])).toBe(
      'आइतबार र मङ्गलबार',
    );
  });

  it('keeps English formatting for English', () => {
    // Western digits, whichever grouping the English data uses.
    expect(formatNumber(1234567, 'en')).toMatch(/^1,?2,?34,567$/);
    expect(formatRupees(1500, 'en')).toMatch(/1,500/);
    expect(formatDate('2026-11-21T06:00:00Z', 'en')).toMatch(/^21 Nov 2026$|^Nov 21, 2026$/);
    expect(new Intl.ListFormat('en', { type: 'conjunction' }).format(['Sunday', 'Tuesday'])).toBe(
      'Sunday and Tuesday',
    );
  });
});
