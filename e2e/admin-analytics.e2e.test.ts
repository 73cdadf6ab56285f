/**
 * Analytics from real data (issue 14, ADR 0024), in the built app against the real
 * server: the admin signs in on a phone and opens Analytics; the figures are the
 * server's for the default six months, the sign-in itself is counted as a mobile one,
 * and choosing the last 7 days reads that period.
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

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('analytics', () => {
  test('the admin on a phone sees the figures of the data, the own sign-in counted as mobile', async () => {
    const context = await e2e.browser.newContext({
      userAgent: PHONE,
      viewport: { width: 390, height: 844 },
    });
    const admin = await context.newPage();
    await admin.goto(`${e2e.baseUrl}/portal/admin?tab=analytics`);
    await admin.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await admin.getByRole('radio', { name: 'Admin' }).check();
    await admin.getByRole('textbox', { name: /^Email address/ }).fill('admin@demo.np');
    await admin.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    const figures = admin.waitForResponse((r) => r.url().includes('/api/admin/analytics'), {
      timeout: 30_000,
    });
    await admin.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await admin.waitForURL('**/portal/admin?tab=analytics', { timeout: 20_000 });
    const data = ((await (await figures).json()) as { data: AnalyticsData }).data;
    await admin.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    expect(data.period).toBe('6months');
    const mobile = data.devices.find((d) => d.device === 'mobile')!;
    expect(mobile.signIns).toBeGreaterThan(0);

    const overview = admin.getByRole('region', { name: 'Overview' });
    await overview.waitFor({ timeout: 20_000 });
    const revenue = new Intl.NumberFormat('en-US').format(data.overview.revenue);
    await overview.getByText(new RegExp(revenue)).waitFor();
    await admin
      .getByRole('region', { name: 'Device usage' })
      .getByText(new RegExp(`^${new Intl.NumberFormat('en-US').format(mobile.signIns)} ·`))
      .waitFor();

    const week = admin.waitForResponse((r) => r.url().includes('period=7days'));
    await admin.getByRole('combobox', { name: 'Period' }).click();
    await admin.getByRole('option', { name: 'Last 7 days' }).click();
    const weekData = ((await (await week).json()) as { data: AnalyticsData }).data;
    expect(weekData.bucket).toBe('day');
    expect(weekData.revenue).toHaveLength(7);
    await context.close();
  }, 120_000);
});

type AnalyticsData = {
  period: string;
  bucket: string;
  overview: { revenue: number };
  devices: { device: string; signIns: number }[];
  revenue: unknown[];
};
