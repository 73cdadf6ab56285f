/** Journeys through the built app against the real server, in headless Chromium. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('sign-in', () => {
  test('a demo patient signs in with the keyboard and lands on the patient dashboard', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}/auth/login`);
    await page.getByRole('textbox', { name: /email/i }).fill('patient@demo.np');
    await page.getByLabel(/^password/i).fill('Demo@12345');
    await page.getByLabel(/^password/i).press('Enter');
    await page.waitForURL('**/portal/user?tab=dashboard', { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/portal/user');
    await page.close();
  });

  test('a wrong password shows the catalogue text and keeps what was typed', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}/auth/login`);
    await page.getByRole('textbox', { name: /email/i }).fill('doctor@demo.np');
    await page.getByLabel(/^password/i).fill('not-the-password');
    await page.getByRole('button', { name: /log ?in|sign in/i }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).count())
      .toBe(1);
    expect(await page.getByRole('textbox', { name: /email/i }).inputValue()).toBe('doctor@demo.np');
    await page.close();
  });

  test('an anonymous visitor of the doctor portal signs in as the doctor and returns there', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}/portal/doctor?tab=patients`);
    await page.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await page.getByRole('radio', { name: /doctor/i }).check();
    await page.getByRole('textbox', { name: /email/i }).fill('doctor@demo.np');
    await page.getByLabel(/^password/i).fill('Demo@12345');
    await page.getByLabel(/^password/i).press('Enter');
    await page.waitForURL('**/portal/doctor?tab=patients', { timeout: 15_000 });
    await page.close();
  });

  test('a patient who opens the admin portal ends on their own dashboard', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}/auth/login`);
    await page.getByRole('textbox', { name: /email/i }).fill('patient@demo.np');
    await page.getByLabel(/^password/i).fill('Demo@12345');
    await page.getByLabel(/^password/i).press('Enter');
    await page.waitForURL('**/portal/user?tab=dashboard', { timeout: 15_000 });
    await page.goto(`${e2e.baseUrl}/portal/admin`);
    await page.waitForURL('**/portal/user?tab=dashboard', { timeout: 15_000 });
    await page.close();
  });

  test('an unknown path shows the not-found page', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}/doctors-list-that-does-not-exist`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(1);
    await page.close();
  });
});
