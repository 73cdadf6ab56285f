/**
 * Every page says where you are (issue 21): each route and portal tab has its own title in
 * the reader's language, a navigation announces it, and focus lands on the new page's main
 * heading. The built app and the real server, in Chromium.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DOCTOR_ID } from '../server/domain/seed-directory';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
let hospitalId: string;
beforeAll(async () => {
  e2e = await startE2E();
  const res = await fetch(`${e2e.baseUrl}/api/hospitals?limit=1`);
  const body = (await res.json()) as { data: { providers: { _id: string }[] } };
  hospitalId = body.data.providers[0]!._id;
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const brand = { en: 'Ujyalo Health', ne: 'उज्यालो हेल्थ' } as const;
type Language = keyof typeof brand;

/** A client-side navigation, as a link or the back button makes: no page load. */
async function navigate(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

type Arrival = { title: string; focused: string; heading: string; announced: string };

/** Waits until the page at `path` has named itself, then reads, at that moment, where focus went. */
async function arrive(page: Page, path: string, before: string): Promise<Arrival> {
  await navigate(page, path);
  // Arrived means settled: a page that shows a loading title first (a doctor's profile before
  // its answer) has not arrived until nothing is busy and its title has held for 300 ms.
  const arrived = await page.waitForFunction(
    ([previous]) => {
      const w = window as unknown as { settling?: { title: string; since: number } };
      const announced = document.querySelector('[data-testid="page-announcement"]')?.textContent;
      const focused = document.activeElement;
      const busy = document.querySelector('[aria-busy="true"]');
      if (document.title === previous || focused?.tagName !== 'H1' || busy) return false;
      if (announced !== document.title) return false;
      if (w.settling?.title !== document.title) {
        w.settling = { title: document.title, since: performance.now() };
        return false;
      }
      if (performance.now() - w.settling.since < 300) return false;
      return {
        title: document.title,
        focused: focused.tagName,
        heading: focused.textContent?.trim() ?? '',
        announced,
      };
    },
    [before],
    { timeout: 15_000, polling: 50 },
  );
  return (await arrived.jsonValue()) as Arrival;
}

async function openIn(page: Page, language: Language, path: string) {
  await page.goto(`${e2e.baseUrl}/`);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto(`${e2e.baseUrl}${path}`);
  await page.waitForFunction((name) => document.title.endsWith(name), brand[language]);
}

const publicRoutes = () => [
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
  '/search?q=cardio',
  '/doctors-near-me',
  `/doctor/${DEMO_DOCTOR_ID}`,
  `/hospital/${hospitalId}`,
  `/book-appointment/${DEMO_DOCTOR_ID}`,
  '/labs-near-me',
  '/no-such-page',
];

describe('every page says where you are', () => {
  for (const language of ['en', 'ne'] as const) {
    test(`public pages in ${language}: a title of their own, announced, focus on the heading`, async () => {
      const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
      await openIn(page, language, '/');
      const home = await page.title();
      expect(home).toBe(brand[language]);
      const titles = new Set([home]);
      let before = home;
      for (const path of publicRoutes()) {
        const arrival = await arrive(page, path, before);
        expect(arrival.title, path).toMatch(new RegExp(` – ${brand[language]}$`));
        expect(titles.has(arrival.title), `${path} repeats "${arrival.title}"`).toBe(false);
        expect(arrival.focused, path).toBe('H1');
        expect(arrival.heading, path).not.toBe('');
        expect(arrival.announced, path).toBe(arrival.title);
        titles.add(arrival.title);
        before = arrival.title;
      }
      if (language === 'en') {
        expect(titles).toContain('Search results for cardio – Ujyalo Health');
        expect(titles).toContain('Page Not Found – Ujyalo Health');
      } else {
        // Nothing of the English interface leaks into a Nepali title.
        for (const title of titles) expect(title).not.toMatch(/Ujyalo|Search|Page/);
      }
      await page.close();
    }, 180_000);
  }

  test('portal tabs are pages of their own: "Appointments – Doctor portal – Ujyalo Health"', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2e.baseUrl}/auth/login`);
    await page.evaluate(() => localStorage.setItem('consentAccepted', 'true'));
    await page.getByRole('radio', { name: 'Doctor' }).check();
    await page.getByRole('textbox', { name: /^Email address/ }).fill('doctor@demo.np');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await page.waitForURL('**/portal/doctor**', { timeout: 20_000 });
    await page.waitForFunction(() => document.title.includes('Doctor portal'));
    // Arriving from the login page moved focus to the portal's heading.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');

    const sidebar = page.getByRole('navigation', { name: 'Doctor portal' }).first();
    await sidebar.getByRole('link', { name: 'Appointments' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.title === 'Appointments – Doctor portal – Ujyalo Health',
    );
    await page.waitForFunction(() => document.activeElement?.textContent === 'Appointments');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // Arrived by keyboard: the heading shows its focus.
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).toBe('solid');
    await page.close();
  }, 120_000);

  test('Enter on "Book Appointment" takes focus to the booking page\'s heading', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.baseUrl}/doctor/${DEMO_DOCTOR_ID}`);
    const book = page.getByRole('link', { name: 'Book Appointment' }).first();
    await book.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/book-appointment/**');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.title()).toMatch(/^Book an appointment/);
    await page.close();
  }, 60_000);
});
