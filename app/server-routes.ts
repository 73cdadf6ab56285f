import type { CataloguePart } from '@lib/i18n';

/**
 * The pages the server makes (ADR 0048): the public ones, which people reach from a search
 * engine or a shared link. Portals, booking and everything behind a sign-in stay the app's
 * shell, drawn in the browser.
 */
export const drawnPages: ReadonlySet<string> = new Set([
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

/**
 * The pages among them whose text is in the catalogue's `pages` part (their routes load it
 * with their code, app/routes.tsx): a Nepali page taken over needs it before, or its text
 * would change under React while it hydrates.
 */
const withPagesPart = new Set([
  '/about',
  '/contact',
  '/help-center',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/legal-policy',
  '/auth/register',
]);

export function cataloguePartsOf(pathname: string): CataloguePart[] {
  return withPagesPart.has(pathname) ? ['pages'] : [];
}

export function rendersOnServer(pathname: string): boolean {
  return drawnPages.has(pathname) || profiles.test(pathname);
}

/** The page module of each path drawn here: its code is what hydrating the page waits for. */
const pageModules: [RegExp, string][] = [
  [/^\/(about|contact|help-center|faq|privacy|terms|cookies|legal-policy)$/, '$1-page'],
  [/^\/auth\/(login|register)$/, '$1-page'],
  [/^\/(forgot-password|health-feed|search|doctors-near-me|ambulance-search)$/, '$1-page'],
  [/^\/(labs|pharmacies|hospitals)-near-me$/, 'coming-soon-page'],
  [/^\/(doctor|doctor-profile)\/[^/]+$/, 'doctor-profile-page'],
  [/^\/hospital\/[^/]+$/, 'hospital-page'],
];

/**
 * The source of the page a drawn path shows (its key in the build's manifest), so that the
 * server can name the page's code beside the app's own (server/http/app-pages.ts); null for
 * the landing page, which is part of the app's first load.
 */
export function pageModuleOf(pathname: string): string | null {
  if (!rendersOnServer(pathname)) return null;
  for (const [pattern, module] of pageModules)
    if (pattern.test(pathname)) return `app/pages/${pathname.replace(pattern, module)}.tsx`;
  return null;
}
