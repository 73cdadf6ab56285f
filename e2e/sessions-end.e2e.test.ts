/**
 * Sessions that end (issue 13, ADR 0015), in the built app against the real server:
 * the patient signed in in one tab logs out in another tab of the same browser (a
 * second page of one browser context: the tabs share the stored session and the
 * refresh cookie, while each keeps its access token in memory). Within a second the
 * first tab's next call is refused and its socket is closed, so it hears none of the
 * patient's later notifications.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, nepalToday } from '../server/domain/appointments/dates';
import { DEMO_DOCTOR_ID } from '../server/domain/seed-directory';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);
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

const tokenOf = async (identifier: string) =>
  (
    await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ identifier, password: 'Demo@12345' }),
    })
  ).body.data.token as string;

type FreeSlot = { date: string; day: string; startTime: string; endTime: string; hospital: string };

/** Free slots of the demo doctor over the next two weeks, as the booking wizard reads them. */
async function freeSlots(): Promise<FreeSlot[]> {
  const found: FreeSlot[] = [];
  for (let ahead = 1; ahead <= 14 && found.length < 2; ahead += 1) {
    // Days ahead in Nepal, where the server counts them (not UTC: 18:15 UTC is midnight there).
    const date = addDays(nepalToday(new Date()), ahead);
    const { body } = await api(`/doctors/${DEMO_DOCTOR_ID}/slots?date=${date}`);
    for (const slot of body.data.slots as {
      startTime: string;
      endTime: string;
      available: boolean;
      hospital: { _id: string };
    }[]) {
      if (!slot.available) continue;
      found.push({ date, day: body.data.day, ...slot, hospital: slot.hospital._id });
    }
  }
  return found;
}

/** A requested appointment of the demo patient with the demo doctor, booked by the API. */
async function requestedAppointment(patientToken: string, slot: FreeSlot) {
  const form = new FormData();
  form.set('doctorId', DEMO_DOCTOR_ID);
  form.set('selectedDay', slot.day);
  form.set(
    'selectedTimeSlot',
    JSON.stringify({ startTime: slot.startTime, endTime: slot.endTime }),
  );
  form.set('selectedHospital', slot.hospital);
  form.set(
    'appointmentData',
    JSON.stringify({
      patientName: 'Sita Sharma',
      phone: '9800000001',
      reason: 'Sessions journey',
      date: slot.date,
    }),
  );
  form.set('medicalRecordConsent', 'true');
  const booked = await api('/appointments/enhanced', {
    method: 'POST',
    token: patientToken,
    body: form,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.data.appointment._id as string;
}

/**
 * The notifications a page's socket receives, over a websocket or long polling, whether a
 * signed-in socket has been let in (its connect packet carried a token and the server
 * answered it), and whether its websocket has closed.
 */
function watchSocket(page: Page) {
  const state = { notifications: 0, signedIn: false, closed: false };
  let askedWithToken = false;
  // Engine.io puts several packets in one polling answer, apart by the record separator.
  const packets = (text: string) => text.split(String.fromCharCode(30));
  const sent = (text: string) => {
    if (packets(text).some((packet) => packet.startsWith('40{"token"'))) askedWithToken = true;
  };
  const received = (text: string) => {
    state.notifications += text.split('"notification"').length - 1;
    if (askedWithToken && packets(text).some((packet) => packet.startsWith('40{"sid"')))
      state.signedIn = true;
  };
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    socket.on('framesent', ({ payload }) => sent(String(payload)));
    socket.on('framereceived', ({ payload }) => received(String(payload)));
    socket.on('close', () => (state.closed = true));
  });
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/') && request.method() === 'POST')
      sent(request.postData() ?? '');
  });
  page.on('response', (response) => {
    if (response.url().includes('/socket.io/') && response.request().method() === 'GET')
      void response.text().then(received, () => {});
  });
  return state;
}

describe('sessions that end', () => {
  test("a logout in another tab: the first tab's next call is refused and its socket hears nothing more", async () => {
    const patientToken = await tokenOf('patient@demo.np');
    const doctorToken = await tokenOf('doctor@demo.np');
    const [one, two] = await freeSlots();
    const before = await requestedAppointment(patientToken, one!);
    const after = await requestedAppointment(patientToken, two!);

    const context = await e2e.browser.newContext();
    const first = await context.newPage();
    const socket = watchSocket(first);
    await first.goto(`${e2e.baseUrl}/auth/login`);
    await first.getByRole('radio', { name: 'Patient' }).check();
    await first.getByRole('textbox', { name: /^Email address/ }).fill('patient@demo.np');
    await first.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
    await first.getByRole('textbox', { name: /^Password/ }).press('Enter');
    await first.waitForURL('**/portal/user**', { timeout: 20_000 });
    await first.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
    await first.getByRole('dialog').waitFor({ state: 'detached' });

    // Signed in, the first tab hears the patient's notifications live (once its socket is in).
    await expect.poll(() => socket.signedIn, { timeout: 15_000 }).toBe(true);
    expect(
      (await api(`/appointments/${before}/accept`, { method: 'PUT', token: doctorToken })).status,
    ).toBe(200);
    await expect.poll(() => socket.notifications, { timeout: 10_000 }).toBeGreaterThan(0);
    // An appointment for tomorrow also brings its reminder a moment later: let both arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const heard = socket.notifications;

    // The second tab shares the stored session; it logs out.
    const second = await context.newPage();
    await second.goto(`${e2e.baseUrl}/portal/user?tab=dashboard`);
    const loggedOut = second.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await second.getByRole('button', { name: 'Log out' }).first().click();
    expect((await loggedOut).status()).toBe(200);
    const at = Date.now();

    // The first tab's next call (it still holds the old access token in memory) is refused.
    const refused = first.waitForResponse(
      (r) => r.url().includes('/api/') && Boolean(r.request().headers().authorization),
    );
    await first.getByRole('link', { name: 'Appointments', exact: true }).first().click();
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect(answer.request().timing().startTime - at).toBeLessThan(1000);
    // What the person sees: the app signs them out.
    await first.waitForURL('**/auth/login**', { timeout: 10_000 });

    // Its socket was closed by the server, and hears nothing of what happens next.
    await expect.poll(() => socket.closed, { timeout: 1000 }).toBe(true);
    expect(
      (await api(`/appointments/${after}/accept`, { method: 'PUT', token: doctorToken })).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(socket.notifications).toBe(heard);
    await context.close();
  });
});
