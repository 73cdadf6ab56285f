import '../ui/styles/globals.css';
import { StrictMode, Suspense, lazy, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { loadLocale, toLocale } from '@lib/i18n';
import { PreferencesProvider } from './preferences';
import { AppProviders } from './providers';
import { RequireRole, comingSoonTitles, portalAccess, type GuardedPath } from './routing';

// Every route is its own chunk (ARCHITECTURE.md, Performance).
const HomePage = lazy(() => import('./pages/home-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const RegisterPage = lazy(() => import('./pages/register-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page'));
const PortalPlaceholderPage = lazy(() => import('./pages/portal-placeholder-page'));

const guarded = (path: GuardedPath, page: ReactNode) => (
  <Route path={path} element={<RequireRole roles={portalAccess[path]}>{page}</RequireRole>} />
);

function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense>
            <Outlet />
          </Suspense>
        }
      >
        <Route path="/" element={<HomePage />} />
        <Route path="/services" element={<Navigate to="/#services" replace />} />
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route
          path="/labs-near-me"
          element={<ComingSoonPage title={comingSoonTitles.labsNearMe} />}
        />
        <Route
          path="/pharmacies-near-me"
          element={<ComingSoonPage title={comingSoonTitles.pharmaciesNearMe} />}
        />
        <Route
          path="/hospitals-near-me"
          element={<ComingSoonPage title={comingSoonTitles.hospitalsNearMe} />}
        />
        <Route
          path="/ambulance-search"
          element={<ComingSoonPage title={comingSoonTitles.ambulanceSearch} />}
        />
        {guarded('/portal/user', <PortalPlaceholderPage />)}
        {guarded('/portal/doctor', <PortalPlaceholderPage />)}
        {guarded('/portal/admin', <PortalPlaceholderPage />)}
        {guarded('/dashboard', <PortalPlaceholderPage />)}
        {guarded('/portal/hospital', <ComingSoonPage title={comingSoonTitles.hospitalPortal} />)}
        {guarded('/portal/lab', <ComingSoonPage title={comingSoonTitles.labPortal} />)}
        {guarded('/portal/pharmacy', <ComingSoonPage title={comingSoonTitles.pharmacyPortal} />)}
        {guarded('/portal/ambulance', <ComingSoonPage title={comingSoonTitles.ambulancePortal} />)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

async function start() {
  if (import.meta.env.MODE === 'mock') await (await import('./main.mock')).startMockWorker();
  const locale = toLocale(localStorage.getItem('language'));
  document.documentElement.lang = locale;
  const messages = await loadLocale(locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <PreferencesProvider initialLocale={locale} initialMessages={messages}>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </PreferencesProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
