import './zod-jitless';
import '../ui/styles/globals.css';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { apiClient } from '@lib/api';
import { loadLocale, requireCatalogue, toLocale } from '@lib/i18n';
import { primePublicSettings } from '@lib/settings';
import { PreferencesProvider, rememberLanguage } from './preferences';
import { AppProviders } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { AppRoutes } from './routes';
import { cataloguePartsOf } from './server-routes';
import { readServerState } from './server-state';

/** A stored session: the server drew the page for a visitor, so this person's is drawn here. */
const hasStoredSession = () => localStorage.getItem('token') !== null;

async function start() {
  if (import.meta.env.MODE === 'mock') await (await import('./main.mock')).startMockWorker();
  const container = document.getElementById('root')!;
  const server = readServerState();
  const stored = localStorage.getItem('language');
  const locale = stored ? toLocale(stored) : (server?.locale ?? 'en');
  // The server draws a page in the language its cookie names (ADR 0048).
  if (stored) rememberLanguage(locale);
  // Only a change: a new value on the root restyles the whole page.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  // The server's page is taken over as it is only when it is this visitor's page.
  const hydrate =
    server !== null && container.hasChildNodes() && server.locale === locale && !hasStoredSession();
  const [messages, answers] = await Promise.all([
    loadLocale(locale),
    hydrate ? import('./server-answers') : undefined,
    hydrate ? requireCatalogue(...cataloguePartsOf(window.location.pathname)) : undefined,
  ]);
  const page = (routes: ReactNode) => (
    <StrictMode>
      <BrowserRouter>
        <PreferencesProvider initialLocale={locale} initialMessages={messages}>
          <AppProviders>{routes}</AppProviders>
        </PreferencesProvider>
      </BrowserRouter>
    </StrictMode>
  );
  if (hydrate && answers) {
    primePublicSettings(apiClient, server.settings);
    const { ServerAnswers } = answers;
    // As a transition, hydration runs in slices too, yielding to the browser (and to the
    // first tap) every few milliseconds.
    startTransition(() => {
      hydrateRoot(
        container,
        page(
          <ServerAnswers state={server}>
            <AppRoutes />
          </ServerAnswers>,
        ),
        // A part that differs (a time that turned a minute) is drawn again by React: quietly,
        // but a developer hears of it.
        { onRecoverableError: import.meta.env.DEV ? console.warn : () => {} },
      );
    });
  } else {
    container.replaceChildren();
    delete document.documentElement.dataset.drawn;
    const root = createRoot(container);
    // A transition renders in slices, yielding to the browser every few milliseconds, so a
    // mid-range phone is not frozen while the first page is built.
    startTransition(() => root.render(page(<AppRoutes />)));
  }
  // After the page's own loading: the service worker precaches the app (ADR 0046).
  void registerServiceWorker();
}

void start();
