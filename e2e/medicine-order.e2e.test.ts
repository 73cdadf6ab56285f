/**
 * Ordering medicines (issue 17, ADR 0034), in the built app against the real server: Sita
 * Sharma orders the medicines of her active prescription from Sajha Pharmacy; the pharmacy
 * (its demo account, through the API: its portal is still under construction) marks the
 * order shipped, and her open Medicines tab shows it without a reload (realtime). Another
 * patient, with their own token, gets 404 for her order: neither reads nor cancels it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';
import { newPatient } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

type Answer = { status: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read by a test, checked by its assertions
const api = async (path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> => {
  const { token, ...rest } = init;
  const res = await fetch(`${e2e.baseUrl}/api${path}`, {
    ...rest,
    headers: {
      ...(typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};

describe('medicine order', () => {
  test('Sita orders from her active prescription; the pharmacy ships it and she sees it live', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/auth/login`);
    await page.getByRole('radio', { name: 'Patient' }).check();
    await page.getByRole('textbox', { name: /^Email address/ }).fill('patient@demo.np');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await page.waitForURL('**/portal/**', { timeout: 20_000 });
    await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto(`${e2e.baseUrl}/portal/user?tab=medicines`);
    await page.getByRole('heading', { name: 'Order medicines' }).waitFor({ timeout: 20_000 });
    const orders = page.getByRole('list', { name: 'Your orders' });
    await orders.waitFor();
    const before = await orders.getByRole('article').count();

    await page.getByRole('button', { name: 'New order' }).click();
    await page.getByRole('combobox', { name: /Prescription/ }).click();
    await page.getByRole('option', { name: /Essential hypertension/ }).click();
    // The demo account's Sajha Pharmacy, not the directory's branches ('Sajha Pharmacy Butwal').
    await page.getByRole('radio', { name: /^Sajha Pharmacy( Verified)?$/ }).click();
    await page
      .getByRole('textbox', { name: /Delivery address/ })
      .fill('House 14, Tokha Road, Kathmandu');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('9800000001');
    // Her prescription's medicines, priced by Sajha's list, with its delivery fee of Rs 50.
    const estimate = page.getByRole('region', { name: 'Estimated total' });
    await expect.poll(() => estimate.innerText()).toContain('Amlodipine × 1');
    expect(await estimate.innerText()).toMatch(/NPR\s50\n/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Order placed successfully!').first().waitFor();
    await expect.poll(() => orders.getByRole('article').count()).toBe(before + 1);
    const newest = orders.getByRole('article').first();
    await expect.poll(() => newest.innerText()).toContain('Processing');
    await expect.poll(() => newest.innerText()).toContain('Amlodipine');

    // The pharmacy moves it on through the API.
    const login = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ identifier: 'pharmacy@demo.np', password: 'Demo@12345' }),
    });
    const token = login.body.data.token as string;
    const theirs = await api('/pharmacy/orders', { token });
    expect(theirs.status).toBe(200);
    const placed = theirs.body.data.orders[0] as {
      id: string;
      status: string;
      patientName: string;
    };
    expect(placed).toMatchObject({ status: 'processing', patientName: 'Sita Sharma' });

    // Another patient gets 404 for her order, reading or cancelling, while it still could be.
    const other = await newPatient(e2e, 'Hari Karki', { prefix: 'order-other' });
    const read = await api(`/orders/${placed.id}`, { token: other.token });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Order not found');
    const cancel = await api(`/orders/${placed.id}/cancel`, { method: 'PUT', token: other.token });
    expect(cancel.status).toBe(404);
    expect(cancel.body.message).toBe('Order not found');
    const theirList = await api('/orders', { token: other.token });
    expect(theirList.body.data.orders).toEqual([]);
    await expect.poll(() => newest.innerText()).toContain('Processing');
    const shipped = await api(`/pharmacy/orders/${placed.id}/status`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(shipped.status).toBe(200);

    // Her open tab shows it without a reload, and she can no longer cancel it.
    await expect.poll(() => newest.innerText(), { timeout: 10_000 }).toContain('Shipped');
    expect(await newest.getByRole('button', { name: /^Cancel order/ }).count()).toBe(0);
    await context.close();
  });
});
