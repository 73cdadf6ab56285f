import { roles, type Role } from '@contract/role-names';
import { destinationFor, type Session } from '@lib/session';

/** Who may open each guarded route (000 §6). Keys are the routes' paths. */
export const portalAccess = {
  '/portal/pharmacy': ['pharmacy', 'admin'],
  '/portal/hospital': ['hospital', 'admin'],
  '/portal/doctor': ['doctor', 'admin'],
  '/portal/lab': ['lab', 'admin'],
  '/portal/ambulance': ['ambulance', 'admin'],
  '/portal/user': ['patient', 'public', 'admin'],
  '/portal/admin': ['admin'],
  '/dashboard': roles,
} as const satisfies Record<string, readonly Role[]>;

export type GuardedPath = keyof typeof portalAccess;

export type AccessDecision =
  { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'allow' };

/** The part of a router location the guard reads. */
export type GuardLocation = { pathname: string; search?: string };

/** The login address that brings the user back to `location` afterwards (000 §4). */
export function loginRedirectFor(location: GuardLocation): string {
  const here = `${location.pathname}${location.search ?? ''}`;
  return `/auth/login?redirect=${encodeURIComponent(here)}`;
}

/**
 * The route guard of 000 §4: loading, then unauthenticated (to login with a redirect
 * parameter), wrong role (to the user's own portal dashboard, 000 §6), or allowed.
 * This only shapes navigation; the API checks roles on every call.
 */
export function decideAccess(
  session: Session,
  allowedRoles: readonly Role[],
  location: GuardLocation,
): AccessDecision {
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'anonymous') return { kind: 'redirect', to: loginRedirectFor(location) };
  const { role } = session.user;
  if (allowedRoles.includes(role)) return { kind: 'allow' };
  const home = destinationFor(role);
  // A role the table does not know lands on the user portal (000 §6); sending it away
  // from its own landing page again would loop forever.
  if (new URL(home, 'https://ujyalo.invalid').pathname === location.pathname) {
    return { kind: 'allow' };
  }
  return { kind: 'redirect', to: home };
}
