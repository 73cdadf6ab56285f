/**
 * Discovery on the real server and its demo directory (issue 5): typo-tolerant search,
 * a public profile with its schedule, and nearby doctors by the browser's location.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const KATHMANDU = { latitude: 27.7172, longitude: 85.324 };

/** The doctor cards on the page: list items holding a "View profile of …" link. */
const doctorCards = (page: Page) =>
  page.locator('li').filter({ has: page.getByRole('link', { name: /^View profile of/ }) });

/** The distances the cards show, in order. */
async function distances(page: Page): Promise<number[]> {
  const texts = await doctorCards(page).allTextContents();
  return texts.map((t) => Number(/([\d.,]+)\s*km/.exec(t)?.[1]?.replace(/,/g, '') ?? NaN));
}

const foundCount = async (page: Page) => {
  const text = await page
    .getByText(/\d+ doctors? found/)
    .first()
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
};

describe('discovery', () => {
  test('a visitor searches "cardio pokhra", sees cardiologists in Pokhara and opens a profile with its schedule', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}/search?q=${encodeURIComponent('cardio pokhra')}`);
    await doctorCards(page).first().waitFor({ timeout: 20_000 });
    const first = (await doctorCards(page).first().textContent()) ?? '';
    expect(first).toContain('Cardiology');
    expect(first).toContain('Pokhara');

    await doctorCards(page)
      .first()
      .getByRole('link', { name: /^View profile of/ })
      .click();
    await page.waitForURL('**/doctor-profile/**', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Schedule and Availability' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /^Book this slot/ }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.close();
  });

  test('with location granted, nearby doctors come nearest first', async () => {
    const context = await e2e.browser.newContext({
      geolocation: KATHMANDU,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/doctors-near-me`);
    // The page came with the verified list; the nearby doctors replace it once located.
    await page.getByText('Showing doctors within 10 km of you, nearest first.').waitFor();
    await doctorCards(page).first().waitFor({ timeout: 20_000 });
    const shown = await distances(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.every((d) => Number.isFinite(d) && d <= 10)).toBe(true);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    expect(await foundCount(page)).toBe(shown.length);

    // Twenty come back either way; the radius total narrows with the 5 km filter.
    const inRadius = async (km: number) => {
      const line = page.getByText(new RegExp(`verified doctors within ${km} km`));
      await line.waitFor({ timeout: 15_000 });
      return Number(/(\d+)/.exec((await line.textContent()) ?? '')?.[1]);
    };
    const within10 = await inRadius(10);
    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Within 5 km' }).click();
    const within5 = await inRadius(5);
    expect(within5).toBeGreaterThan(0);
    expect(within5).toBeLessThan(within10);
    expect((await distances(page)).every((d) => d <= 5)).toBe(true);
    await context.close();
  });

  test('with location denied, the verified list appears', async () => {
    const context = await e2e.browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/doctors-near-me`);
    await doctorCards(page).first().waitFor({ timeout: 20_000 });
    // The list has no distances: it is not a nearby answer.
    expect((await distances(page)).every((d) => Number.isNaN(d))).toBe(true);
    expect(await foundCount(page)).toBeGreaterThan(0);
    await context.close();
  });
});
