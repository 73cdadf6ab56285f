/**
 * The pages the server makes (ADR 0048): the public ones, which people reach from a search
 * engine or a shared link. Portals, booking and everything behind a sign-in stay the app's
 * shell, drawn in the browser.
 */
const pages = new Set([
  '/',
  '/about',
  '/contact',
  '/help-center',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/legal-policy',
  '/auth/login',
  '/auth/register',
  '/forgot-password',
  '/health-feed',
  '/search',
  '/doctors-near-me',
  '/labs-near-me',
  '/pharmacies-near-me',
  '/hospitals-near-me',
  '/ambulance-search',
]);
const profiles = /^\/(doctor|doctor-profile|hospital)\/[^/]+$/;

export function rendersOnServer(pathname: string): boolean {
  return pages.has(pathname) || profiles.test(pathname);
}
