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
});
