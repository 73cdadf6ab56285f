import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { loadLocale, type Locale, type Messages } from '@lib/i18n';

export type ThemeChoice = 'light' | 'dark';

type Preferences = {
  locale: Locale;
  messages: Messages;
  setLocale: (locale: Locale) => Promise<void>;
  /** The site's default language (the admin's setting), used only while the person has chosen none. */
  offerDefaultLocale: (locale: Locale) => Promise<void>;
  theme: ThemeChoice | 'auto';
  resolvedTheme: ThemeChoice;
  toggleTheme: () => void;
};

const PreferencesContext = createContext<Preferences | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';
const themeListeners = new Set<() => void>();

export function storedTheme(): ThemeChoice | 'auto' {
  try {
    const value = globalThis.localStorage?.getItem('theme');
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

/** The choice and what it resolves to, as one string so that React can compare snapshots. */
type ThemeSnapshot = `${ThemeChoice | 'auto'}:${ThemeChoice}`;
function themeSnapshot(): ThemeSnapshot {
  const choice = storedTheme();
  const system = globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
  return `${choice}:${choice === 'auto' ? system : choice}`;
}
function subscribeTheme(listener: () => void) {
  themeListeners.add(listener);
  const query = globalThis.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => {
    themeListeners.delete(listener);
    query?.removeEventListener('change', listener);
  };
}
/**
 * A page made on the server knows neither: it is drawn light and unchosen, and hydrates so
 * (the colours themselves come from the class index.html's first script sets before paint).
 */
const serverTheme = (): ThemeSnapshot => 'auto:light';

/** The language is also a cookie, so that the server makes a page in it (ADR 0048). */
export function rememberLanguage(locale: Locale) {
  document.cookie = `language=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Language and theme as the person chose them, kept in browser storage (000 §9) and
 * mirrored on `<html lang>`. A new language loads its catalogue before it shows.
 */
export function PreferencesProvider({
  initialLocale,
  initialMessages,
  children,
}: {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
}) {
  const [{ locale, messages }, setLanguage] = useState({
    locale: initialLocale,
    messages: initialMessages,
  });
  const [theme, resolvedTheme] = useSyncExternalStore(
    subscribeTheme,
    themeSnapshot,
    serverTheme,
  ).split(':') as [ThemeChoice | 'auto', ThemeChoice];

  const setLocale = useCallback(async (next: Locale) => {
    const loaded = await loadLocale(next);
    localStorage.setItem('language', next);
    rememberLanguage(next);
    document.documentElement.lang = next;
    setLanguage({ locale: next, messages: loaded });
  }, []);

  // Not stored: a later change of the site's default still reaches a visitor who never chose.
  const offerDefaultLocale = useCallback(async (next: Locale) => {
    if (localStorage.getItem('language')) return;
    const loaded = await loadLocale(next);
    if (localStorage.getItem('language')) return;
    if (document.documentElement.lang !== next) document.documentElement.lang = next;
    setLanguage((current) =>
      current.locale === next ? current : { locale: next, messages: loaded },
    );
  }, []);

  const toggleTheme = useCallback(() => {
    const next: ThemeChoice = resolvedTheme === 'dark' ? 'light' : 'dark';
    localStorage.setItem('theme', next);
    for (const listener of themeListeners) listener();
  }, [resolvedTheme]);

  const value = useMemo(
    () => ({ locale, messages, setLocale, offerDefaultLocale, theme, resolvedTheme, toggleTheme }),
    [locale, messages, setLocale, offerDefaultLocale, theme, resolvedTheme, toggleTheme],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
