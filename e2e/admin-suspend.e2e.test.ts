/**
 * Suspension (issue 14, ADR 0025), in the built app against the real server: the demo
 * patient is signed in in one browser; the admin, in another, suspends them from the
 * Users tab. The patient's next call is refused, the app signs them out, and signing in
 * again tells them the account is suspended.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorText } from '../contract/errors';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function signIn(page: Page, role: 'Patient' | 'Admin', email: string) {
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
}

describe('an admin suspends a signed-in patient', () => {
  test("the patient's next call is refused, they land signed out, and cannot sign in again", async () => {
    const patientContext = await e2e.browser.newContext();
    const patient = await patientContext.newPage();
    await patient.goto(`${e2e.baseUrl}/auth/login`);
    await signIn(patient, 'Patient', 'patient@demo.np');
    await patient.waitForURL('**/portal/user**', { timeout: 20_000 });
    await patient.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await patient.getByRole('dialog').waitFor({ state: 'detached' });

    // The admin, in a browser of their own, opens the Users tab and suspends Sita Sharma.
    const adminContext = await e2e.browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto(`${e2e.baseUrl}/portal/admin?tab=users`);
    await admin.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await signIn(admin, 'Admin', 'admin@demo.np');
    await admin.waitForURL('**/portal/admin?tab=users', { timeout: 20_000 });
    await admin.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await admin
      .getByRole('searchbox', { name: 'Search by name, email or phone' })
      .fill('patient@demo.np');
    const users = admin.getByRole('table', { name: 'Users' });
    await users.getByRole('cell', { name: 'patient@demo.np' }).waitFor({ timeout: 15_000 });
    await users.getByRole('button', { name: 'Edit Sita Sharma' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByRole('combobox', { name: /^Status/ }).click();
    await admin.getByRole('option', { name: 'Suspended' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Suspend Sita Sharma?' });
    const saved = admin.waitForResponse(
      (r) => r.url().includes('/api/admin/users/') && r.request().method() === 'PUT',
    );
    await confirm.getByRole('button', { name: 'Suspend account' }).click();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => users.getByRole('row').filter({ hasText: 'Suspended' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);

    // The patient's next call (with the access token still in memory) is refused.
    const refused = patient.waitForResponse(
      (r) => r.url().includes('/api/') && Boolean(r.request().headers().authorization),
    );
    await patient.getByRole('link', { name: 'Appointments', exact: true }).first().click();
    expect((await refused).status()).toBe(401);
    await patient.waitForURL('**/auth/login**', { timeout: 15_000 });

    // Signing in again is refused with the catalogue's text.
    await signIn(patient, 'Patient', 'patient@demo.np');
    await expect
      .poll(
        () =>
          patient
            .getByRole('alert')
            .filter({ hasText: errorText('ACCOUNT_SUSPENDED', 'en') })
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(patient.url()).toContain('/auth/login');
    await patientContext.close();
    await adminContext.close();
  });
});
