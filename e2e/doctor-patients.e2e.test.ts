/**
 * The doctor's Patients tab (issue 15, ADR 0030), in the built app against the real server:
 * Dr. Aarati Joshi sees her critical patient and Bikash Gurung pending with his records
 * closed; she accepts him, he becomes her patient, and his records open.
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

describe("the doctor's patients", () => {
  test('a pending patient is accepted from the Patients tab and their records open', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/portal/doctor?tab=patients`);
    await page.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await page.getByRole('radio', { name: 'Doctor' }).check();
    await page.getByRole('textbox', { name: /^Email address/ }).fill('doctor@demo.np');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await page.waitForURL('**/portal/doctor?tab=patients', { timeout: 20_000 });
    await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: 'Patient Management' }).waitFor({ timeout: 20_000 });
    const ram = page.getByRole('article', { name: 'Ram Bahadur Thapa' });
    await expect(ram.getByText('Critical', { exact: true }).isVisible()).resolves.toBe(true);

    const bikash = page.getByRole('article', { name: 'Bikash Gurung' });
    await bikash
      .getByText('Medical records are not accessible until patient acceptance.')
      .waitFor();
    await bikash.getByRole('button', { name: 'Accept' }).click();
    await page
      .getByText('Patient accepted successfully!', { exact: true })
      .waitFor({ timeout: 15_000 });
    await bikash.getByText('My Patient').waitFor({ timeout: 15_000 });

    await bikash.getByRole('button', { name: 'View Records' }).click();
    const dialog = page.getByRole('dialog', { name: 'Patient details' });
    await dialog.getByRole('heading', { name: 'Medical Records' }).waitFor();
    // Open now: the table or its empty note, never the refusal.
    await dialog
      .getByRole('columnheader', { name: 'Title' })
      .or(dialog.getByText('No medical records yet.'))
      .first()
      .waitFor({ timeout: 15_000 });
    await expect(
      dialog.getByText('Medical records are not accessible until patient acceptance.').count(),
    ).resolves.toBe(0);
    await context.close();
  }, 120_000);
});
