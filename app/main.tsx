import '../ui/styles/globals.css';
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadLocale, toLocale } from '@lib/i18n';
import { AppProviders } from './providers';

// Every route is its own chunk (ARCHITECTURE.md, Performance).
const HomePage = lazy(() => import('./pages/home-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const RegisterPage = lazy(() => import('./pages/register-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));

async function start() {
  if (import.meta.env.MODE === 'mock') await (await import('./main.mock')).startMockWorker();
  const locale = toLocale(localStorage.getItem('language'));
  document.documentElement.lang = locale;
  const messages = await loadLocale(locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders locale={locale} messages={messages}>
          <Suspense>
            <Routes>
              <Route path="/auth/login" element={<LoginPage />} />
              <Route path="/auth/register" element={<RegisterPage />} />
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="*" element={<HomePage />} />
            </Routes>
          </Suspense>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
