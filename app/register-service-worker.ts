/// <reference types="vite-plugin-pwa/vanillajs" />
import { announceUpdate } from '@lib/offline';

/**
 * Registers the built app's service worker (ADR 0046). A new version waits until the
 * person presses Reload in the "Update available" notice (features/offline UpdatePrompt).
 * Not in development or the mock mode, where MSW's worker holds the scope.
 */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'mock') return;
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  // Registered once the page has loaded (not `immediate`): the precache's download must
  // not compete with the first page's own files on a slow connection.
  const update = registerSW({ onNeedRefresh: () => announceUpdate(() => update(true)) });
}
