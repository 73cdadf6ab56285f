/**
 * The approval journey (issue 14), in the built app against the real server: a doctor's
 * application with documents waits (the seeded applicant Dr. Rajendra Prasad Yadav, who
 * applied through the API with an NMC certificate and a citizenship card); the admin
 * signs in, opens Pending approvals, opens the citizenship card, and approves with a
 * remark. The doctor is told (a notification and an email in the outbox), is listed in
 * the doctor search and has a profile page to book from.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const NAME = 'Dr. Rajendra Prasad Yadav';
const EMAIL = 'rajendra.yadav@apply.demo.np';

async function signIn(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Admin' }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
}

const search = async (q: string) => {
  const res = await fetch(`${e2e.baseUrl}/api/doctors/search?q=${encodeURIComponent(q)}`);
  return JSON.stringify(await res.json());
};

describe('the admin approves a new doctor', () => {
  test('the doctor is told, listed in search and has a page to book from', async () => {
    expect(await search('Yadav')).not.toContain(NAME);

    const context = await e2e.browser.newContext();
    const admin = await context.newPage();
    await admin.goto(`${e2e.baseUrl}/portal/admin?tab=pending-approvals`);
    await admin.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await signIn(admin, 'admin@demo.np');
    await admin.waitForURL('**/portal/admin?tab=pending-approvals', { timeout: 20_000 });
    await admin.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });

    await admin
      .getByRole('searchbox', { name: 'Search by name, email, phone or number' })
      .fill('Yadav');
    await admin.getByRole('button', { name: `Review ${NAME}` }).click({ timeout: 15_000 });
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('NMC-40417').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Show citizenship-front.png' }).click();
    await dialog
      .getByRole('img', { name: 'Document: citizenship-front.png' })
      .waitFor({ timeout: 15_000 });
    await dialog.getByLabel('Remarks').fill('NMC register and citizenship checked');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${NAME} is approved`, { exact: true }).waitFor({ timeout: 15_000 });
    await admin.getByRole('dialog').waitFor({ state: 'hidden', timeout: 15_000 });

    // Told: a notification and an email.
    const user = await e2e.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    const told = await e2e.db
      .selectFrom('notifications')
      .select('event')
      .where('user_id', '=', user.id)
      .execute();
    expect(told.length).toBeGreaterThan(0);
    const mail = await e2e.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', EMAIL)
      .execute();
    expect(mail.length).toBeGreaterThan(0);

    // Listed, with a page to book from.
    expect(await search('Yadav')).toContain('Rajendra');
    const doctor = await e2e.db
      .selectFrom('doctors')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const profile = await fetch(`${e2e.baseUrl}/api/doctors/${doctor.id}`);
    expect(profile.status).toBe(200);
    const visitor = await context.newPage();
    await visitor.goto(`${e2e.baseUrl}/doctor/${doctor.id}`);
    await visitor
      .getByRole('heading', { name: /Rajendra/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await context.close();
  });
});
