import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { apiClient } from '@lib/api';
import { AppIntlProvider, type Locale, type Messages } from '@lib/i18n';
import { RealtimeProvider } from '@lib/realtime';
import { SessionProvider } from '@lib/session';
import { ThemeProvider, type ThemeMode } from '@ui/theme';

// Toasts appear only after an action, so their code loads after the first page.
const Toaster = lazy(() => import('@ui/toast').then((m) => ({ default: m.Toaster })));

const storedTheme = (): ThemeMode => {
  const value = localStorage.getItem('theme');
  return value === 'light' || value === 'dark' ? value : 'auto';
};

/** Sends the browser to login when the session cannot be renewed (000 §4). */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      apiClient.onSessionExpired(() => {
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(`/auth/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      }),
    [navigate],
  );
  return null;
}

/** Everything a page needs around it: theme, language, data cache, session, realtime. */
export function AppProviders({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [theme] = useState(storedTheme);
  return (
    <ThemeProvider mode={theme}>
      <AppIntlProvider locale={locale} messages={messages}>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <SessionProvider>
            <SessionExpiryRedirect />
            <RealtimeProvider>
              {children}
              <Suspense>
                <Toaster />
              </Suspense>
            </RealtimeProvider>
          </SessionProvider>
        </SWRConfig>
      </AppIntlProvider>
    </ThemeProvider>
  );
}
