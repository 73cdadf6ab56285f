/**
 * Installable and offline (issue 19, ADR 0046), in the built app with its service worker:
 * Sita opens her prescriptions, the browser goes offline, and a reload still shows them
 * under the offline banner, and an active one's PDF still downloads. After logout
 * (online), offline again, a reload shows nothing private and the caches hold none of it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';
import { signIn } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const DIAGNOSIS = 'Sinus tachycardia, anxiety related';

describe('offline', () => {
  test("a patient's prescriptions open offline; after logout nothing private is kept", async () => {
    const page = await signIn(e2e, {
      as: 'Patient',
      email: 'patient@demo.np',
      context: { acceptDownloads: true },
    });
    const context = page.context();

    // The app is installable: a manifest, and a service worker that takes the page.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ name: 'Ujyalo Health', display: 'standalone' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });

    // Read online once: the answer is kept for reading offline.
    await page.goto(`${e2e.baseUrl}/portal/user?tab=prescriptions`);
    await page.getByText(DIAGNOSIS).first().waitFor({ timeout: 20_000 });
    // The active prescriptions' PDFs are fetched and kept in the background.
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open('ujyalo-private')).keys()).some((r) =>
              r.url.includes('/pdf?lang=en'),
            ),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(DIAGNOSIS).first().waitFor({ timeout: 20_000 });
    await page
      .getByRole('status')
      .filter({ hasText: /^You are offline\. Showing data last updated .+\.$/ })
      .waitFor({ timeout: 10_000 });
    // Its PDF opens offline too.
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await page
      .getByRole('article')
      .filter({ hasText: DIAGNOSIS })
      .getByRole('button', { name: 'Download PDF' })
      .click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Logout online clears every private thing kept.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL('**/auth/login', { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('ujyalo-private');

    // Offline again: the shell opens, but nothing of Sita's.
    await context.setOffline(true);
    await page.goto(`${e2e.baseUrl}/portal/user?tab=prescriptions`);
    await page.waitForURL('**/auth/login**', { timeout: 15_000 });
    await page.getByRole('textbox', { name: /^Email address/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(DIAGNOSIS).count()).toBe(0);
    expect(await page.getByText('Sita Sharma').count()).toBe(0);
    await context.close();
  }, 60_000);
});
