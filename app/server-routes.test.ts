import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnPages, pageModuleOf, rendersOnServer } from './server-routes';

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
    for (const pathname of [...drawnPages, '/doctor/x', '/doctor-profile/x', '/hospital/x']) {
      expect(rendersOnServer(pathname)).toBe(true);
      if (pathname === '/') continue;
      const file = pageModuleOf(pathname);
      expect(file, pathname).not.toBeNull();
      expect(existsSync(path.join(root, file!)), file!).toBe(true);
    }
    expect(pageModuleOf('/')).toBeNull();
    expect(pageModuleOf('/patient/appointments')).toBeNull();
    expect(pageModuleOf('/book-appointment/x')).toBeNull();
  });
});
