/**
 * System settings take effect (issue 14, ADR 0026), in the built app against the real
 * server: the admin sets the upload limit to 1 MB in the Settings screen; a doctor's
 * 2 MB verification document is then refused with the text naming the limit.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorText } from '../contract/errors';
import { demoPdf } from '../server/domain/verification/demo-files';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function signIn(page: Page, role: 'Admin', email: string) {
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
}

/** A doctor's application carrying one PDF of `megabytes`, as the browser's form sends it. */
async function applyWithDocument(megabytes: number) {
  const login = await fetch(`${e2e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'doctor@demo.np', password: 'Demo@12345' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const pdf = demoPdf(['NMC registration certificate', 'Reg. No. 31415']);
  const bytes = Buffer.concat([pdf, Buffer.alloc(megabytes * 1024 * 1024 - pdf.length, 0x20)]);
  const form = new FormData();
  form.set('nmcNumber', '31415');
  form.set('fullName', 'Dr. Rajendra Bhattarai');
  form.set('specialization', 'Cardiology');
  form.set('verificationLink', '');
  form.set('documents', JSON.stringify([{ kind: 'nmcCertificate' }]));
  form.append('documents', new Blob([bytes], { type: 'application/pdf' }), 'nmc-certificate.pdf');
  const res = await fetch(`${e2e.baseUrl}/api/verification/doctor`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { message: string; code: string } };
}

describe('the admin lowers the upload limit', () => {
  test('a 2 MB document is then refused with the limit in the text', async () => {
    const context = await e2e.browser.newContext();
    const admin = await context.newPage();
    await admin.goto(`${e2e.baseUrl}/portal/admin?tab=settings`);
    await admin.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await signIn(admin, 'Admin', 'admin@demo.np');
    await admin.waitForURL('**/portal/admin?tab=settings', { timeout: 20_000 });
    await admin.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await admin.getByRole('dialog').waitFor({ state: 'detached' });

    const size = admin.getByRole('spinbutton', { name: /^Max file upload size \(MB\)/ });
    await size.waitFor({ timeout: 15_000 });
    await expect.poll(() => size.inputValue()).toBe('10');
    // Before: a 2 MB document is within the limit (refused only because the doctor is verified).
    expect((await applyWithDocument(2)).status).not.toBe(413);

    await size.fill('1');
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PUT',
    );
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);
    await admin.getByText('Settings saved successfully!').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => admin.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    const refused = await applyWithDocument(2);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: errorText('FILE_TOO_LARGE', 'en', { megabytes: 1 }),
    });
    await context.close();
  });
});
