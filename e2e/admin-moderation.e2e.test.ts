/**
 * The moderation journey (issue 14), in the built app against the real server: the admin
 * opens the Moderation tab, sees the demo reports grouped per post with the overdue one
 * flagged, hides it with a note, and the queue shows it hidden with Restore; the server
 * agrees.
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

const HEART = 'Free heart check-up camp this Saturday';

const adminToken = async () => {
  const res = await fetch(`${e2e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin@demo.np', password: 'Demo@12345' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
};

describe('the admin moderates a reported post', () => {
  test('the overdue post is flagged; hidden with a note, it stays in the queue to be restored', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/portal/admin?tab=moderation`);
    await page.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await page.getByRole('radio', { name: 'Admin' }).check();
    await page.getByRole('textbox', { name: /^Email address/ }).fill('admin@demo.np');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await page.waitForURL('**/portal/admin?tab=moderation', { timeout: 20_000 });
    await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });

    await expect
      .poll(() => page.getByText('Review moderation typically 24-48 hours').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const table = page.getByRole('table', { name: 'Reported posts' });
    const row = table.getByRole('row').filter({ hasText: HEART });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.getByText('Overdue').isVisible()).toBe(true);
    await expect.poll(() => row.getByText('2 reports').isVisible()).toBe(true);

    await row.getByRole('button', { name: `Hide ${HEART}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Hide “${HEART}”?` });
    await dialog
      .getByRole('textbox', { name: /Note/ })
      .fill('शिविरको मिति सच्याएर फेरि पोस्ट गर्नुहोस्।');
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect
      .poll(() => row.getByRole('button', { name: `Restore ${HEART}` }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => row.getByText('Hidden').isVisible()).toBe(true);

    const res = await fetch(`${e2e.baseUrl}/api/admin/reports`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const body = (await res.json()) as {
      data: { posts: { title: string; hidden: boolean; overdue: boolean }[] };
    };
    const post = body.data.posts.find((p) => p.title === HEART);
    expect(post).toMatchObject({ hidden: true, overdue: false });
    await context.close();
  }, 120_000);
});
