/**
 * The admin turns registration off (issue 14, 002 §3 allowRegistration), in the built
 * app against the real server: a person halfway through the sign-up form is refused
 * with the catalogue's text when they submit, and the register page opened afresh
 * says registration is closed instead of offering the form.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultSettings, setSetting } from '../server/domain/settings';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const CLOSED = 'Registration is closed. New accounts cannot be created at the moment.';

describe('registration switched off by the admin', () => {
  test('registering in the browser is refused with the text, and the page then says it is closed', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}/auth/register`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();

    await page.getByLabel(/^name/i).fill('Sabina Gurung');
    await page.getByLabel(/^email address/i).fill('sabina.gurung.e2e@example.com.np');
    await page.getByLabel(/^phone number/i).fill('9846012345');
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(0).fill('Phewa#2083');
    await passwords.nth(1).fill('Phewa#2083');
    await page.getByRole('checkbox', { name: /legal case/i }).check();
    await page.getByRole('checkbox', { name: /reported/i }).check();
    await page.getByRole('checkbox', { name: /rate the activity/i }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();

    // The admin closes registration while the form is being filled.
    await setSetting(e2e.db, 'general', { ...defaultSettings.general, allowRegistration: false });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: CLOSED }).count(), { timeout: 15_000 })
      .toBe(1);
    const made = await e2e.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sabina.gurung.e2e@example.com.np')
      .execute();
    expect(made).toHaveLength(0);

    // Opened afresh, the page says so and offers no form.
    await page.reload();
    await expect.poll(() => page.getByText(CLOSED).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    await page.close();
  }, 120_000);
});
