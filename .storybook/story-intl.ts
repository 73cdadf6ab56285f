/**
 * Story runs share one window from file to file (isolate: false in vitest.config.ts), and
 * Nepali installs the formatjs polyfills for every locale once it is first needed
 * (lib/i18n/polyfills.ts). An English story would then format dates with the polyfill or
 * with Chromium's own Intl depending on which story file ran before it in that window: a
 * picture that depends on the order of files. So each story gets the Intl of its language:
 * Chromium's own for English, as English visitors have, and the polyfilled one for Nepali.
 */
import { ensureNepaliIntl } from '@lib/i18n';

type Snapshot = [target: object, key: string, descriptor: PropertyDescriptor | undefined][];

const PLACES: [object, string[]][] = [
  [Intl, ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']],
  [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
  [Number.prototype, ['toLocaleString']],
  [BigInt.prototype, ['toLocaleString']],
];

const snapshot = (): Snapshot =>
  PLACES.flatMap(([target, keys]) =>
    keys.map((key): Snapshot[number] => [
      target,
      key,
      Object.getOwnPropertyDescriptor(target, key),
    ]),
  );

const apply = (saved: Snapshot) => {
  for (const [target, key, descriptor] of saved)
    if (descriptor) Object.defineProperty(target, key, descriptor);
};

type Saved = { native: Snapshot; nepali: Snapshot };
const store = globalThis as { __storyIntlSaved?: Saved };

/**
 * Takes both snapshots the first time (before any story has run, Intl is Chromium's own),
 * and leaves the window on Chromium's Intl. Later files of the same window reuse them.
 */
export async function prepareStoryIntl(): Promise<(locale: 'en' | 'ne') => void> {
  if (!store.__storyIntlSaved) {
    const native = snapshot();
    await ensureNepaliIntl();
    const nepali = snapshot();
    apply(native);
    store.__storyIntlSaved = { native, nepali };
  }
  const saved = store.__storyIntlSaved;
  return (locale) => apply(locale === 'ne' ? saved.nepali : saved.native);
}
