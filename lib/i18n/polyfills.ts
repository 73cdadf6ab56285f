import { loadBikramSambat } from '../format/bikram-sambat';

let nepaliReady: Promise<void> | undefined;

/**
 * Chromium ships no ICU data for `ne`, so Intl silently formats Nepali as English.
 * The formatjs polyfills are loaded only when Nepali is active, each guarded by its
 * should-polyfill check, so English users download none of it.
 */
export function ensureNepaliIntl(): Promise<void> {
  // The Bikram Sambat converter, which only Nepali uses, comes along (lib/format).
  nepaliReady ??= Promise.all([loadNepaliIntl(), loadBikramSambat()]).then(() => undefined);
  return nepaliReady;
}

/**
 * Installs one forced polyfill with its Nepali and English data. The data modules load
 * first: before the polyfill is there they wait in formatjs's global buffer, and the
 * polyfill takes them as it installs. So there is no moment when Intl is replaced but
 * knows no locale, which made an English screen that rendered meanwhile throw
 * "Missing locale data" (the polyfill replaces Intl for every locale, English too).
 */
async function install(polyfill: () => Promise<unknown>, data: (() => Promise<unknown>)[]) {
  await Promise.all(data.map((load) => load()));
  await polyfill();
}

async function loadNepaliIntl(): Promise<void> {
  const [plural, number, date, relative, list] = await Promise.all([
    import('@formatjs/intl-pluralrules/should-polyfill.js'),
    import('@formatjs/intl-numberformat/should-polyfill.js'),
    import('@formatjs/intl-datetimeformat/should-polyfill.js'),
    import('@formatjs/intl-relativetimeformat/should-polyfill.js'),
    import('@formatjs/intl-listformat/should-polyfill.js'),
  ]);

  if (plural.shouldPolyfill('ne'))
    await install(
      () => import('@formatjs/intl-pluralrules/polyfill-force.js'),
      [
        () => import('@formatjs/intl-pluralrules/locale-data/ne.js'),
        () => import('@formatjs/intl-pluralrules/locale-data/en.js'),
      ],
    );
  // NumberFormat depends on PluralRules, so it loads second.
  if (number.shouldPolyfill('ne'))
    await install(
      () => import('@formatjs/intl-numberformat/polyfill-force.js'),
      [
        () => import('@formatjs/intl-numberformat/locale-data/ne.js'),
        () => import('@formatjs/intl-numberformat/locale-data/en.js'),
      ],
    );
  if (date.shouldPolyfill('ne')) {
    // Kathmandu's time-zone data comes only with the polyfill that needs it.
    const tz = import('./tz-kathmandu.generated');
    tz.catch(() => undefined); // awaited below, after the polyfill
    await install(
      () => import('@formatjs/intl-datetimeformat/polyfill-force.js'),
      [
        () => import('@formatjs/intl-datetimeformat/locale-data/ne.js'),
        () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
      ],
    );
    const dtf = Intl.DateTimeFormat as unknown as { __addTZData?: (d: unknown) => void };
    dtf.__addTZData?.((await tz).kathmanduTzData);
  }
  if (relative.shouldPolyfill('ne'))
    await install(
      () => import('@formatjs/intl-relativetimeformat/polyfill-force.js'),
      [
        () => import('@formatjs/intl-relativetimeformat/locale-data/ne.js'),
        () => import('@formatjs/intl-relativetimeformat/locale-data/en.js'),
      ],
    );
  // "आइतबार र मङ्गलबार", not "आइतबार and मङ्गलबार".
  if (list.shouldPolyfill('ne'))
    await install(
      () => import('@formatjs/intl-listformat/polyfill-force.js'),
      [
        () => import('@formatjs/intl-listformat/locale-data/ne.js'),
        () => import('@formatjs/intl-listformat/locale-data/en.js'),
      ],
    );
}
