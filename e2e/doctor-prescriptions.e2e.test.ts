/**
 * The doctor's Prescriptions tab (issue 15), in the built app against the real server:
 * Dr. Aarati Joshi sees her prescriptions with the four figures, prints one (her NMC
 * number on the page), and completes an active one after confirming; the figures follow.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe("the doctor's prescriptions", () => {
  test('the list from the server, Print, and Complete after a confirmation', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/portal/doctor?tab=prescriptions`);
    await page.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await page.getByRole('radio', { name: 'Doctor' }).check();
    await page.getByRole('textbox', { name: /^Email address/ }).fill('doctor@demo.np');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await page.waitForURL('**/portal/doctor?tab=prescriptions', { timeout: 20_000 });
    await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const figures = page.getByRole('region', { name: 'Prescription figures' });
    const completedFigure = figures.locator('[data-slot="stat-card"]', { hasText: 'Completed' });
    await completedFigure.waitFor({ timeout: 20_000 });
    const completedBefore = Number(
      (await completedFigure.locator('[data-slot="stat-card-value"]').innerText()).trim(),
    );

    const table = page.getByRole('table', { name: 'Your prescriptions' });
    const active = table
      .getByRole('row')
      .filter({ hasText: /Active/ })
      .first();
    await active.waitFor({ timeout: 20_000 });

    await active.getByRole('button', { name: /^More actions for RX-/ }).click();
    await page.getByRole('menuitem', { name: 'Print' }).click();
    const print = page.getByRole('dialog', { name: 'Print prescription' });
    await print.getByText(/^NMC No\. /).waitFor({ timeout: 15_000 });
    await print.getByRole('button', { name: 'Close' }).first().click();
    await print.waitFor({ state: 'detached' });

    await active.getByRole('button', { name: /^More actions for RX-/ }).click();
    await page.getByRole('menuitem', { name: 'Mark completed' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark completed' }).click();
    await page
      .getByText('Prescription marked as completed', { exact: true })
      .waitFor({ timeout: 15_000 });
    await expect
      .poll(
        async () =>
          Number(
            (await completedFigure.locator('[data-slot="stat-card-value"]').innerText()).trim(),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(completedBefore + 1);
    await context.close();
  }, 120_000);
});
