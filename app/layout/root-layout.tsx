import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SiteFooter, SiteHeader } from '@features/site-shell';
import { useAuthActions, useSession } from '@lib/session';
import { usePublicSettings } from '@lib/settings';
import { ErrorBoundary } from '../pages/error-boundary';
import { usePreferences } from '../preferences';
import { layoutMessages } from './messages';
import { PageArrival } from './page-arrival';

const MaintenancePage = lazy(() => import('../pages/maintenance-page'));
const ConsentGate = lazy(() =>
  import('@features/legal/components/consent-dialog').then(({ ConsentGate }) => ({
    default: ConsentGate,
  })),
);

/**
 * The page is the app's from here on: once the page itself has been taken over (or drawn),
 * a page drawn on the server takes taps and sends its forms (index.html, ADR 0048).
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

/** Where a signed-in person may read before agreeing: the policies themselves. */
const readableBeforeConsent = new Set(['/privacy', '/terms', '/cookies', '/legal-policy']);

/** Where a visitor may still go while maintenance mode is on: an admin must be able to sign in. */
const openDuringMaintenance = new Set(['/auth/login']);

/**
 * The one root layout of 000 §2: header, the page, footer. While maintenance mode is on,
 * everyone but a signed-in admin sees the maintenance page instead of the page.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { signOut } = useAuthActions();
  const { locale, setLocale, offerDefaultLocale, resolvedTheme, toggleTheme } = usePreferences();
  const { settings, refresh } = usePublicSettings();
  // A first visit (no language chosen yet) opens in the admin's default language.
  const siteLanguage = settings?.defaultLanguage;
  useEffect(() => {
    if (siteLanguage) void offerDefaultLocale(siteLanguage);
  }, [siteLanguage, offerDefaultLocale]);

  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const closed =
    settings?.maintenanceMode === true && !isAdmin && !openDuringMaintenance.has(pathname);

  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#content"
        className="sr-only z-50 min-h-11 min-w-11 items-center rounded-md bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:inline-flex focus:px-4 focus:py-3"
      >
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      <SiteHeader
        className="sticky top-0 z-40"
        language={locale}
        onLanguageChange={(next) => void setLocale(next)}
        theme={resolvedTheme}
        onThemeToggle={toggleTheme}
        onLogout={() => {
          void signOut().then(() => navigate('/auth/login'));
        }}
      />
      <div id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <PageArrival>
          <ErrorBoundary resetKey={pathname}>
            <Suspense>
              {closed ? (
                <MaintenancePage onRetry={() => void refresh()} />
              ) : (
                (children ?? <Outlet />)
              )}
              <MarkReady />
            </Suspense>
          </ErrorBoundary>
        </PageArrival>
      </div>
      <SiteFooter />
      {/* The consent dialog of 000 §2/§4, for members using the app (ADR 0009). */}
      {session.status === 'signed-in' && !closed && !readableBeforeConsent.has(pathname) ? (
        <Suspense>
          <ConsentGate />
        </Suspense>
      ) : null}
    </div>
  );
}
