import type { Locale } from './locales';
import { ensureNepaliIntl } from './polyfills';

export type Messages = Record<string, string>;

/**
 * English is the source language: components carry their English text as
 * `defaultMessage`, so English needs no catalogue download. Nepali loads its
 * catalogue and, where the browser lacks `ne` data, the Intl polyfills.
 */
export async function loadLocale(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  const [messages] = await Promise.all([
    import('./locales/ne.json').then((m) => m.default as Messages),
    ensureNepaliIntl(),
  ]);
  return messages;
}
