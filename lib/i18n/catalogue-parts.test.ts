import { afterEach, describe, expect, it, vi } from 'vitest';
import ne from './locales/ne.json';
import { cataloguePartOf } from './catalogue-parts';

describe('the Nepali catalogue parts', () => {
  it('keeps what the landing page and public screens show in the public part', () => {
    expect(cataloguePartOf('landing.hero.title')).toBe('public');
    expect(cataloguePartOf('siteShell.header.login')).toBe('public');
    expect(cataloguePartOf('legal.consentDialog.accept')).toBe('public');
    expect(cataloguePartOf('someNewFeature.title')).toBe('public');
  });

  it('puts the policies, the portals, the care tabs and the admin console in their own parts', () => {
    expect(cataloguePartOf('legal.privacyPolicy.title')).toBe('pages');
    expect(cataloguePartOf('prescriptions.list.title')).toBe('portal');
    expect(cataloguePartOf('referrals.letters.title')).toBe('care');
    expect(cataloguePartOf('admin.users.title')).toBe('admin');
  });

  it('gives every message of the catalogue one part, each part some messages', () => {
    const counts = new Map<string, number>();
    for (const id of Object.keys(ne)) {
      const part = cataloguePartOf(id);
      counts.set(part, (counts.get(part) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['admin', 'care', 'pages', 'portal', 'public']);
  });
});

describe('loading Nepali parts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('needs no download for English, and a later part reaches the provider', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'ne' } });
    vi.doMock('./polyfills', () => ({ ensureNepaliIntl: () => Promise.resolve() }));
    const { loadLocale, requireCatalogue } = await import('./load-locale');
    expect(await loadLocale('en')).toEqual({});
    const first = await loadLocale('ne');
    expect(first['landing.hero.title']).toBe((ne as Record<string, string>)['landing.hero.title']);
    await requireCatalogue('portal', 'care');
    // A change of language now loads the parts this visit has needed, too.
    const again = await loadLocale('ne');
    expect(Object.keys(again).length).toBeGreaterThanOrEqual(Object.keys(first).length);
  });
});
