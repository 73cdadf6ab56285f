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
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => update(true)),
  });
}
