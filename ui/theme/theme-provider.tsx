import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export type ThemeMode = 'light' | 'dark' | 'auto';
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

type ThemeContextValue = { mode: ThemeMode; resolved: ResolvedTheme };
const ThemeContext = createContext<ThemeContextValue>({ mode: 'light', resolved: 'light' });

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribeSystem(listener: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** A page made on the server is drawn light; the browser's own answer follows at once. */
const serverSystem = (): ResolvedTheme => 'light';

export type ThemeProviderProps = {
  mode: ThemeMode;
  children: ReactNode;
  /** The element that carries the `dark` class; the document root by default. */
  target?: () => HTMLElement;
};

/**
 * Applies the theme as a `dark` class so the semantic tokens switch. `auto` follows
 * the operating system and updates live when it changes. Where the choice is stored
 * is the app's business, not the design system's.
 */
export function ThemeProvider({ mode, children, target }: ThemeProviderProps) {
  // `auto` follows the operating system, live.
  const system = useSyncExternalStore(subscribeSystem, systemTheme, serverSystem);

  const resolved: ResolvedTheme = mode === 'auto' ? system : mode;

  useEffect(() => {
    const el = target?.() ?? document.documentElement;
    // Only a change: touching the root's class restyles the whole page, and a page drawn on
    // the server already has it (index.html). The colour scheme goes with the class
    // (tokens.css).
    if (el.classList.contains('dark') !== (resolved === 'dark'))
      el.classList.toggle('dark', resolved === 'dark');
  }, [resolved, target]);

  const value = useMemo(() => ({ mode, resolved }), [mode, resolved]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
