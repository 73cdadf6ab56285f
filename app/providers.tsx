import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient, type ApiClient } from '@lib/api';
import { AppIntlProvider } from '@lib/i18n';
import { RealtimeProvider } from '@lib/realtime';
import { SessionProvider } from '@lib/session';
import { whenIdle } from '@ui/lib';
import { ThemeProvider } from '@ui/theme';
// The queue alone, not the barrel: '@ui/toast' would bring Radix's toaster into the first load.
import { useToastRaised } from '@ui/toast/store';
import { usePreferences } from './preferences';

// Toasts appear only after an action, so Radix's toaster loads with the first toast raised;
// until it has mounted, that toast waits in the queue.
const Toaster = lazy(() => import('@ui/toast').then((m) => ({ default: m.Toaster })));

// The offline banner and the update notice (ADR 0046) load once the first page is up.
const Pwa = lazy(() => import('./pwa'));

function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const raised = useToastRaised();
  return (
    <>
      <Suspense>{raised ? <Toaster /> : null}</Suspense>
      <Suspense>{ready ? <Pwa /> : null}</Suspense>
    </>
  );
}

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

/**
 * Everything a page needs around it: theme, language, session, realtime. SWR is not set
 * up here: it loads with the features that use it, keeping it out of the first load.
 */
export function AppProviders({
  client,
  children,
}: {
  /** The API client; the server passes one per page it makes (app/entry-server). */
  client?: ApiClient;
  children: ReactNode;
}) {
  const { locale, messages, theme } = usePreferences();
  return (
    <ThemeProvider mode={theme}>
      <AppIntlProvider locale={locale} messages={messages}>
        <SessionProvider client={client}>
          <SessionExpiryRedirect />
          <RealtimeProvider>
            {children}
            <DeferredToaster />
          </RealtimeProvider>
        </SessionProvider>
      </AppIntlProvider>
    </ThemeProvider>
  );
}
