import type { Role } from '@contract/roles';

const portals: Partial<Record<Role, string>> = {
  admin: '/portal/admin',
  doctor: '/portal/doctor?tab=dashboard',
  hospital: '/portal/hospital',
  lab: '/portal/lab',
  pharmacy: '/portal/pharmacy',
  ambulance: '/portal/ambulance',
};

/** The user portal, where patients, the public and any unknown role land. */
const fallback = '/portal/user?tab=dashboard';

// Anything that parses to another origin: never followed after a login.
const PROBE_ORIGIN = 'https://ujyalo.invalid';

/**
 * A redirect parameter only if it stays on this site: a path starting with one '/'.
 * Backslashes and control characters are refused, since browsers read `/\evil.com`
 * and `/\t/evil.com` as `//evil.com`.
 */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(redirect)) return null;
  try {
    const url = new URL(redirect, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Where a user goes after signing in (000 §6); a safe `redirect` parameter wins. */
export function destinationFor(
  role: Role | (string & {}) | null | undefined,
  redirect?: string | null,
): string {
  return safeRedirect(redirect) ?? (role ? portals[role as Role] : undefined) ?? fallback;
}
