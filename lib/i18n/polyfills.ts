import { kathmanduTzData } from './tz-kathmandu.generated';

let nepaliReady: Promise<void> | undefined;

/**
 * Chromium ships no ICU data for `ne`, so Intl silently formats Nepali as English.
 * The formatjs polyfills are loaded only when Nepali is active, each guarded by its
 * should-polyfill check, so English users download none of it.
 */
export function ensureNepaliIntl(): Promise<void> {
  nepaliReady ??= loadNepaliIntl();
  return nepaliReady;
}

async function loadNepaliIntl(): Promise<void> {
  const [plural, number, date, relative, list] = await Promise.all([
    import('@formatjs/intl-pluralrules/should-polyfill.js'),
    import('@formatjs/intl-numberformat/should-polyfill.js'),
    import('@formatjs/intl-datetimeformat/should-polyfill.js'),
    import('@formatjs/intl-relativetimeformat/should-polyfill.js'),
    import('@formatjs/intl-listformat/should-polyfill.js'),
  ]);

  if (plural.shouldPolyfill('ne')) {
    await import('@formatjs/intl-pluralrules/polyfill-force.js');
    // The forced polyfill replaces Intl for every locale, so English needs its data too.
    await Promise.all([
      import('@formatjs/intl-pluralrules/locale-data/ne.js'),
      import('@formatjs/intl-pluralrules/locale-data/en.js'),
    ]);
  }
  // NumberFormat depends on PluralRules, so it loads second.
  if (number.shouldPolyfill('ne')) {
    await import('@formatjs/intl-numberformat/polyfill-force.js');
    // The forced polyfill replaces Intl for every locale, so English needs its data too.
    await Promise.all([
      import('@formatjs/intl-numberformat/locale-data/ne.js'),
      import('@formatjs/intl-numberformat/locale-data/en.js'),
    ]);
  }
  if (date.shouldPolyfill('ne')) {
    await import('@formatjs/intl-datetimeformat/polyfill-force.js');
    // The forced polyfill replaces Intl for every locale, so English needs its data too.
    await Promise.all([
      import('@formatjs/intl-datetimeformat/locale-data/ne.js'),
      import('@formatjs/intl-datetimeformat/locale-data/en.js'),
    ]);
    const dtf = Intl.DateTimeFormat as unknown as { __addTZData?: (d: unknown) => void };
    dtf.__addTZData?.(kathmanduTzData);
  }
  if (relative.shouldPolyfill('ne')) {
    await import('@formatjs/intl-relativetimeformat/polyfill-force.js');
    // The forced polyfill replaces Intl for every locale, so English needs its data too.
    await Promise.all([
      import('@formatjs/intl-relativetimeformat/locale-data/ne.js'),
      import('@formatjs/intl-relativetimeformat/locale-data/en.js'),
    ]);
  }
  // "आइतबार र मङ्गलबार", not "आइतबार and मङ्गलबार".
  if (list.shouldPolyfill('ne')) {
    await import('@formatjs/intl-listformat/polyfill-force.js');
    // The forced polyfill replaces Intl for every locale, so English needs its data too.
    await Promise.all([
      import('@formatjs/intl-listformat/locale-data/ne.js'),
      import('@formatjs/intl-listformat/locale-data/en.js'),
    ]);
  }
}
