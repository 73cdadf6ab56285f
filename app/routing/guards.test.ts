import { describe, expect, it } from 'vitest';
import { roles, type Role } from '@contract/roles';
import { destinationFor, type Session } from '@lib/session';
import { decideAccess, loginRedirectFor, portalAccess, type GuardedPath } from './guards';

const signedIn = (role: Role): Session => ({
  status: 'signed-in',
  user: { id: `u-${role}`, name: 'Test User', role },
});

// 000 §6, written out again so a change to the table has to be made twice.
const table: Record<GuardedPath, readonly Role[]> = {
  '/portal/pharmacy': ['pharmacy', 'admin'],
  '/portal/hospital': ['hospital', 'admin'],
  '/portal/doctor': ['doctor', 'admin'],
  '/portal/lab': ['lab', 'admin'],
  '/portal/ambulance': ['ambulance', 'admin'],
  '/portal/user': ['patient', 'public', 'admin'],
  '/portal/admin': ['admin'],
  '/dashboard': roles,
};

describe('portalAccess', () => {
  it('matches the guarded portals table of 000 §6', () => {
    expect(Object.keys(portalAccess).sort()).toEqual(Object.keys(table).sort());
    for (const [path, allowed] of Object.entries(table)) {
      expect([...portalAccess[path as GuardedPath]].sort()).toEqual([...allowed].sort());
    }
  });

  it('lets admin in everywhere', () => {
    for (const allowed of Object.values(portalAccess)) expect(allowed).toContain('admin');
  });
});

describe('decideAccess', () => {
  for (const [path, allowed] of Object.entries(table) as [GuardedPath, readonly Role[]][]) {
    describe(path, () => {
      const location = { pathname: path, search: '?tab=dashboard' };

      it('waits while the session is loading', () => {
        expect(decideAccess({ status: 'loading' }, portalAccess[path], location)).toEqual({
          kind: 'loading',
        });
      });

      it('sends an anonymous visitor to login with a redirect back', () => {
        expect(decideAccess({ status: 'anonymous' }, portalAccess[path], location)).toEqual({
          kind: 'redirect',
          to: `/auth/login?redirect=${encodeURIComponent(`${path}?tab=dashboard`)}`,
        });
      });

      for (const role of roles) {
        if (allowed.includes(role)) {
          it(`allows ${role}`, () => {
            expect(decideAccess(signedIn(role), portalAccess[path], location)).toEqual({
              kind: 'allow',
            });
          });
        } else {
          it(`sends ${role} to their own portal`, () => {
            expect(decideAccess(signedIn(role), portalAccess[path], location)).toEqual({
              kind: 'redirect',
              to: destinationFor(role),
            });
          });
        }
      }
    });
  }

  it('sends a wrong role to the exact post-login destinations of 000 §6', () => {
    const at = { pathname: '/portal/admin' };
    const to = (role: Role) => decideAccess(signedIn(role), portalAccess['/portal/admin'], at);
    expect(to('patient')).toEqual({ kind: 'redirect', to: '/portal/user?tab=dashboard' });
    expect(to('public')).toEqual({ kind: 'redirect', to: '/portal/user?tab=dashboard' });
    expect(to('doctor')).toEqual({ kind: 'redirect', to: '/portal/doctor?tab=dashboard' });
    expect(to('hospital')).toEqual({ kind: 'redirect', to: '/portal/hospital' });
    expect(to('lab')).toEqual({ kind: 'redirect', to: '/portal/lab' });
    expect(to('pharmacy')).toEqual({ kind: 'redirect', to: '/portal/pharmacy' });
    expect(to('ambulance')).toEqual({ kind: 'redirect', to: '/portal/ambulance' });
  });

  it('does not bounce an unknown role away from the user portal it lands on', () => {
    const unknown = { status: 'signed-in', user: { id: 'x', name: 'X', role: 'nurse' } };
    const session = unknown as unknown as Session;
    expect(
      decideAccess(session, portalAccess['/portal/user'], { pathname: '/portal/user' }),
    ).toEqual({ kind: 'allow' });
    expect(
      decideAccess(session, portalAccess['/portal/admin'], { pathname: '/portal/admin' }),
    ).toEqual({ kind: 'redirect', to: '/portal/user?tab=dashboard' });
  });
});

describe('loginRedirectFor', () => {
  it('encodes the path and query into one redirect parameter', () => {
    const to = loginRedirectFor({ pathname: '/portal/doctor', search: '?tab=patients&page=2' });
    expect(to).toBe('/auth/login?redirect=%2Fportal%2Fdoctor%3Ftab%3Dpatients%26page%3D2');
    expect(new URL(to, 'https://x.invalid').searchParams.get('redirect')).toBe(
      '/portal/doctor?tab=patients&page=2',
    );
  });

  it('works without a query and with non-ASCII paths', () => {
    expect(loginRedirectFor({ pathname: '/dashboard' })).toBe('/auth/login?redirect=%2Fdashboard');
    expect(loginRedirectFor({ pathname: '/portal/user', search: '?q=नेपाल' })).toBe(
      `/auth/login?redirect=${encodeURIComponent('/portal/user?q=नेपाल')}`,
    );
  });
});
