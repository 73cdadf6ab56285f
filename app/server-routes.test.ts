import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModuleOf, rendersOnServer } from './server-routes';

const root = path.resolve(import.meta.dirname, '..');

describe('the page module of a path drawn on the server', () => {
  it('names the file each public page is drawn from', () => {
    expect(pageModuleOf('/search')).toBe('app/pages/search-page.tsx');
    expect(pageModuleOf('/auth/login')).toBe('app/pages/login-page.tsx');
    expect(pageModuleOf('/doctor/5e1d0c7a')).toBe('app/pages/doctor-profile-page.tsx');
    expect(pageModuleOf('/doctor-profile/5e1d0c7a')).toBe('app/pages/doctor-profile-page.tsx');
    expect(pageModuleOf('/hospital/468aabba')).toBe('app/pages/hospital-page.tsx');
    expect(pageModuleOf('/labs-near-me')).toBe('app/pages/coming-soon-page.tsx');
    expect(pageModuleOf('/terms')).toBe('app/pages/terms-page.tsx');
  });

  it('names an existing file for every path drawn, and none for the landing page or the rest', () => {
    const drawn = [
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
      '/doctor/x',
      '/hospital/x',
    ];
    for (const pathname of drawn) {
      expect(rendersOnServer(pathname)).toBe(true);
      const file = pageModuleOf(pathname);
      expect(file, pathname).not.toBeNull();
      expect(existsSync(path.join(root, file!)), file!).toBe(true);
    }
    expect(pageModuleOf('/')).toBeNull();
    expect(pageModuleOf('/patient/appointments')).toBeNull();
    expect(pageModuleOf('/book-appointment/x')).toBeNull();
  });
});
