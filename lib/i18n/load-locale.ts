import { useSyncExternalStore } from 'react';
import type { CataloguePart } from './catalogue-parts';
import { toLocale, type Locale } from './locales';
import { ensureNepaliIntl } from './polyfills';

export type Messages = Record<string, string>;

// One source catalogue, cut into parts by the build (scripts/precompile-messages.ts); dev
// servers and tests get the whole catalogue for every part.
const nepali: Record<CataloguePart, () => Promise<{ default: Messages }>> = {
  public: () => import('./parts/ne-public'),
  pages: () => import('./parts/ne-pages'),
  portal: () => import('./parts/ne-portal'),
  care: () => import('./parts/ne-care'),
  admin: () => import('./parts/ne-admin'),
};

/** The parts this visit has needed so far: a change of language loads them all. */
const wanted = new Set<CataloguePart>(['public']);
const loading = new Map<CataloguePart, Promise<Messages>>();

function loadPart(part: CataloguePart): Promise<Messages> {
  let promise = loading.get(part);
  if (!promise) {
    promise = nepali[part]().then((m) => m.default);
    // A failed download (offline) is tried again next time rather than remembered.
    promise.catch(() => loading.delete(part));
    loading.set(part, promise);
  }
  return promise;
}

/**
 * English is the source language: components carry their English text as
 * `defaultMessage`, so English needs no catalogue download. Nepali loads the parts of its
 * catalogue this visit needs (the public part at first) and, where the browser lacks `ne`
 * data, the Intl polyfills.
 */
export async function loadLocale(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  const [parts] = await Promise.all([Promise.all([...wanted].map(loadPart)), ensureNepaliIntl()]);
  return Object.assign({}, ...parts) as Messages;
}

/**
 * Every part of the catalogue at once: the server, which draws public pages in either
 * language (ADR 0048), keeps them all; a browser loads a part when a screen needs it.
 */
export async function loadWholeCatalogue(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  const [parts] = await Promise.all([
    Promise.all(Object.values(nepali).map((load) => load().then((m) => m.default))),
    ensureNepaliIntl(),
  ]);
  return Object.assign({}, ...parts) as Messages;
}

// Parts that arrived after the language was chosen, merged in by `AppIntlProvider`.
let later: Partial<Record<Locale, Messages>> = {};
const listeners = new Set<() => void>();

/**
 * Loads catalogue parts a screen needs (a portal's messages when the portal opens), for
 * the page's current language. Resolves once they are in, so a route that waits for it
 * renders in Nepali from its first frame; a failed download leaves English text in place.
 */
export async function requireCatalogue(...parts: CataloguePart[]): Promise<void> {
  const fresh = parts.filter((part) => !wanted.has(part));
  for (const part of fresh) wanted.add(part);
  // A page drawn on the server is English (ADR 0048): it has no document to ask.
  const locale = toLocale(globalThis.document?.documentElement.lang);
  if (locale === 'en' || !fresh.length) return;
  try {
    const loaded = await Promise.all(fresh.map(loadPart));
    later = { ...later, [locale]: Object.assign({}, later[locale], ...loaded) as Messages };
    for (const listener of listeners) listener();
  } catch {
    for (const part of fresh) wanted.delete(part);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The messages of parts loaded after the language was chosen (see `requireCatalogue`). */
export function useLaterMessages(locale: Locale): Messages | undefined {
  return useSyncExternalStore(
    subscribe,
    () => later[locale],
    () => later[locale],
  );
}
