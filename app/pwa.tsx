import { useEffect } from 'react';
import { OfflineBanner, UpdatePrompt } from '@features/offline';
import { useOnline } from '@lib/offline';
import { keepPrescriptionPdfs } from '@lib/offline/keep-prescription-pdfs';
import { useApiClient, useCurrentUser } from '@lib/session';
import { usePreferences } from './preferences';

/** The browser bar's colour in each theme: the light theme's brand, the dark background. */
const themeColor = { light: '#b45309', dark: '#16120e' } as const;

/**
 * What makes the app installable and usable offline, beside every page (ADR 0046): the
 * offline banner, the update notice, the manifest in the reader's language and the
 * browser bar in the chosen theme.
 */
export default function Pwa() {
  const { locale, theme, resolvedTheme } = usePreferences();
  const client = useApiClient();
  const online = useOnline();
  const patient = useCurrentUser()?.role === 'patient';

  // A patient's active prescriptions' PDFs are kept for reading offline (ADR 0046).
  useEffect(() => {
    if (!patient || !online) return;
    // Nothing to tell: a PDF not kept now is fetched the next time.
    keepPrescriptionPdfs(client, locale).catch(() => undefined);
  }, [patient, online, client, locale]);

  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = locale === 'ne' ? '/manifest.ne.webmanifest' : '/manifest.webmanifest';
  }, [locale]);

  useEffect(() => {
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      const own = meta.media.includes('dark') ? 'dark' : 'light';
      meta.content = themeColor[theme === 'auto' ? own : resolvedTheme];
    }
  }, [theme, resolvedTheme]);

  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
