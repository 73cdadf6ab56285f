import { useEffect } from 'react';
import { OfflineBanner, UpdatePrompt } from '@features/offline';
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
