import '../ui/styles/globals.css';
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@ui/theme';
import { AppIntlProvider, loadLocale, toLocale } from '@lib/i18n';

const HomePage = lazy(() => import('./pages/home-page'));

async function start() {
  if (import.meta.env.MODE === 'mock') await (await import('./main.mock')).startMockWorker();
  const locale = toLocale(localStorage.getItem('language'));
  document.documentElement.lang = locale;
  const messages = await loadLocale(locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider mode="auto">
        <AppIntlProvider locale={locale} messages={messages}>
          <BrowserRouter>
            <Suspense>
              <Routes>
                <Route path="*" element={<HomePage />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </AppIntlProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
