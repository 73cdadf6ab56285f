import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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

const systemTheme = (): ThemeChoice =>
  window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

export function storedTheme(): ThemeChoice | 'auto' {
  const value = localStorage.getItem('theme');
  return value === 'light' || value === 'dark' ? value : 'auto';
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
  const [theme, setTheme] = useState(storedTheme);

  const setLocale = useCallback(async (next: Locale) => {
    const loaded = await loadLocale(next);
    localStorage.setItem('language', next);
    document.documentElement.lang = next;
    setLanguage({ locale: next, messages: loaded });
  }, []);

  // Not stored: a later change of the site's default still reaches a visitor who never chose.
  const offerDefaultLocale = useCallback(async (next: Locale) => {
    if (localStorage.getItem('language')) return;
    const loaded = await loadLocale(next);
    if (localStorage.getItem('language')) return;
    document.documentElement.lang = next;
    setLanguage((current) =>
      current.locale === next ? current : { locale: next, messages: loaded },
    );
  }, []);

  const resolvedTheme: ThemeChoice = theme === 'auto' ? systemTheme() : theme;
  const toggleTheme = useCallback(() => {
    const next: ThemeChoice = resolvedTheme === 'dark' ? 'light' : 'dark';
    localStorage.setItem('theme', next);
    setTheme(next);
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
