/**
 * Rating a doctor after a visit (issue 17, ADR 0037), in the built app against the real
 * server: Sita opens her dashboard, rates her completed visit with Dr. Aarati Joshi from
 * "Doctors you have visited"; the doctor's public profile answers the new average at once;
 * rating that same visit again is refused. Another patient, with their own token, cannot
 * rate her visit: 403 with 002 §8's text, the same answer as for a visit that does not exist.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DOCTOR_ID } from '../server/domain/seed-directory';
import { startE2E, type E2E } from './harness';
import { newPatient } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, ...rest } = init;
  const res = await fetch(`${e2e.baseUrl}/api${path}`, {
    ...rest,
    headers: {
      ...(typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read by a test, checked by its assertions
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

const profile = async () =>
  (await api(`/doctors/${DEMO_DOCTOR_ID}`)).body.data.doctor as { rating: number };

describe('a patient rates the doctor she visited', () => {
  test('from the dashboard; the profile changes; the visit cannot be rated twice', async () => {
    const before = await profile();
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/auth/login`);
    await page.getByRole('radio', { name: 'Patient' }).check();
    await page.getByRole('textbox', { name: /^Email address/ }).fill('patient@demo.np');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await page.waitForURL('**/portal/**', { timeout: 20_000 });
    // The consent dialog a portal opens on arrival.
    await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: 'Doctors you have visited' }).waitFor();
    await page.getByRole('button', { name: 'Rate Dr. Aarati Joshi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('radiogroup', { name: 'Overall rating' })
      .getByRole('radio', { name: '2 stars' })
      .check({ force: true });
    await dialog.getByRole('textbox', { name: 'Additional comments' }).fill('Long wait at Bir.');
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/doctors/${DEMO_DOCTOR_ID}/ratings`) &&
        r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    const rated = (await (await answered).json()) as {
      data: { average: number; count: number; rating: { appointmentId: string } };
    };
    await page.getByText('Thank you, your rating is saved').first().waitFor();
    await page.getByText('You rated 2 of 5').waitFor();

    // The public profile reads the new average at once.
    const after = await profile();
    expect(after.rating).toBeLessThan(before.rating);
    expect(after.rating).toBeCloseTo(rated.data.average, 5);

    // The same visit again: refused with the catalogue's text.
    const login = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ identifier: 'patient@demo.np', password: 'Demo@12345' }),
    });
    const again = await api(`/doctors/${DEMO_DOCTOR_ID}/ratings`, {
      method: 'POST',
      token: login.body.data.token as string,
      body: JSON.stringify({ appointmentId: rated.data.rating.appointmentId, stars: 5 }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already rated this visit.');
    expect((await profile()).rating).toBe(after.rating);

    // Another (verified) patient: her visit is not theirs to rate, nor listed as theirs.
    const other = await newPatient(e2e, 'Hari Karki', { prefix: 'rating-other', verified: true });
    const theirs = await api(`/doctors/${DEMO_DOCTOR_ID}/ratings`, {
      method: 'POST',
      token: other.token,
      body: JSON.stringify({ appointmentId: rated.data.rating.appointmentId, stars: 1 }),
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(
      'You can only rate doctors you have visited or taken an appointment with',
    );
    const visited = await api('/patient/visited-doctors', { token: other.token });
    expect(visited.body.data.doctors).toEqual([]);
    expect((await profile()).rating).toBe(after.rating);
    await context.close();
  }, 120_000);
});
