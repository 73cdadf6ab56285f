import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anilKoiralaProfile, birHospital } from '@mocks/fixtures/discovery';
import { getDoctor } from '@mocks/handlers/discovery';
import { server } from '@mocks/node';
import { render, rendersOnServer } from './entry-server';
import type { ServerState } from './server-state';

/**
 * The server's drawing of a public page (ADR 0048), with the app's real routes and screens,
 * its reads answered by the mock API: what a phone paints before any script arrives, and
 * the answers the browser hydrates with.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const draw = async (url: string, language?: string) => {
  const page = await render({ url, language, fetch: globalThis.fetch });
  return { ...page, state: JSON.parse(page.stateJson) as ServerState };
};

// The first drawing loads every route's modules, which takes seconds on a busy CI machine.
describe('a public page drawn on the server', { timeout: 20_000 }, () => {
  it("a doctor's profile comes with the doctor in it, and the answers the browser starts from", async () => {
    const { html, state, locale } = await draw(`/doctor/${anilKoiralaProfile._id}`);
    expect(locale).toBe('en');
    expect(html).toMatch(/<h1[^>]*>Dr\. Anil Koirala<\/h1>/);
    // The doctor and the availability reads, keyed as the hooks key them in the browser.
    const keys = Object.keys(state.answers);
    expect(keys.some((key) => key.startsWith('@"doctor",'))).toBe(true);
    expect(keys.some((key) => key.startsWith('@"doctorAvailability",'))).toBe(true);
    expect(state.settings).toMatchObject({ maintenanceMode: false });
    // One piece: nothing is swapped in by a script, which the CSP would block.
    expect(html).not.toContain('<script');
  });

  it("a hospital's page names the hospital", async () => {
    const { html } = await draw(`/hospital/${birHospital._id}`);
    expect(html).toContain(birHospital.name);
  });

  it('the feed comes with its first page of posts, as the page-by-page list keeps it', async () => {
    const { html, state } = await draw('/health-feed');
    expect(html.match(/<article/g)?.length).toBeGreaterThan(0);
    expect(Object.keys(state.answers).some((key) => key.startsWith('$inf$@"feed",'))).toBe(true);
  });

  it('a read that fails is left to the browser: the page is drawn loading, with no answer', async () => {
    server.use(getDoctor.notFound());
    const { html, state } = await draw(`/doctor/${anilKoiralaProfile._id}`);
    expect(html).toContain('aria-busy="true"');
    expect(Object.keys(state.answers).some((key) => key.startsWith('@"doctor",'))).toBe(false);
  });

  it('sign-in is drawn with its form, and the visitor is a visitor', async () => {
    const { html } = await draw('/auth/login');
    expect(html).toMatch(/<h1[^>]*>Log in<\/h1>/);
    expect(html).toContain('type="password"');
    expect(html).toContain('href="/auth/login"');
  });

  it("in the language of the visitor's cookie, with its whole catalogue", async () => {
    const login = await draw('/auth/login', 'ne');
    expect(login.locale).toBe('ne');
    expect(login.state.locale).toBe('ne');
    expect(login.html).toMatch(/<h1[^>]*>लगइन गर्नुहोस्<\/h1>/);
    // A page whose text is in a later part of the catalogue (the information pages).
    const about = await draw('/about', 'ne');
    expect(about.html).toMatch(/<h1[^>]*>उज्यालो हेल्थको बारेमा<\/h1>/);
    // Anything else is not a language: the site's default (English here).
    expect((await draw('/auth/login', 'fr')).locale).toBe('en');
  });

  it('only public pages are drawn on the server', () => {
    for (const path of ['/', '/search', '/doctors-near-me', '/doctor/x', '/hospital/y', '/faq'])
      expect(rendersOnServer(path), path).toBe(true);
    for (const path of ['/portal/user', '/dashboard', '/book-appointment/x', '/rx/abc', '/nope'])
      expect(rendersOnServer(path), path).toBe(false);
  });
});
