/**
 * Booking and appointments end to end (issue 7): a patient books from the profile, the
 * doctor sees it arrive live and accepts, the patient is told live; the doctor completes
 * it and prescribes, and the patient's prescriptions call returns it. The day-before
 * reminder appears once in the outbox and its link cancels. A second patient racing for
 * the same slot is told it is taken.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DOCTOR_ID } from '../server/domain/seed-directory';
import { startE2E, type E2E } from './harness';

/** The server's clock runs this far ahead of the real one (the reminder journey moves it). */
let clockOffsetMs = 0;
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ clock: () => new Date(Date.now() + clockOffsetMs) });
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

const tokenOf = async (identifier: string, password = 'Demo@12345') =>
  (await api('/auth/login', { method: 'POST', body: JSON.stringify({ identifier, password }) }))
    .body.data.token as string;

async function signIn(
  browser: Browser,
  email: string,
  role: 'Patient' | 'Doctor',
  password?: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${e2e.baseUrl}/auth/login`);
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password ?? 'Demo@12345');
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
  await page.waitForURL('**/portal/**', { timeout: 20_000 });
  // A new browser: the consent dialog of 000 §2/§4 comes first.
  await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return page;
}

/** Today's date in Nepal, by the server's clock. */
const nepalToday = (from = new Date(Date.now() + clockOffsetMs)) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(from);

/** The next date (in Nepal) that falls on `weekday`, at least one day ahead. */
function nextDate(weekday: number) {
  const d = new Date(`${nepalToday()}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== weekday);
  return d.toISOString().slice(0, 10);
}

/** Whether the next date on `weekday` is tomorrow in Nepal (a visit the reminder is due for). */
const isTomorrow = (weekday: number) =>
  new Date(`${nextDate(weekday)}T00:00:00Z`).getTime() -
    new Date(`${nepalToday()}T00:00:00Z`).getTime() ===
  86_400_000;

/** Books through the API as the wizard does (multipart). */
async function bookByApi(
  token: string,
  slot: { day: string; weekday: number; start: string; end: string; hospital: string },
) {
  const hospitals = await api(`/search/hospitals?q=${encodeURIComponent(slot.hospital)}`);
  const form = new FormData();
  form.set('doctorId', DEMO_DOCTOR_ID);
  form.set('selectedDay', slot.day);
  form.set('selectedTimeSlot', JSON.stringify({ startTime: slot.start, endTime: slot.end }));
  form.set('selectedHospital', hospitals.body.data.providers[0]._id);
  form.set(
    'appointmentData',
    JSON.stringify({
      patientName: 'Sita Sharma',
      phone: '9800000001',
      reason: 'Follow-up of blood pressure',
      date: nextDate(slot.weekday),
    }),
  );
  form.set('medicalRecordConsent', 'true');
  return api('/appointments/enhanced', { method: 'POST', token, body: form });
}

describe('booking', () => {
  test('book from the profile; the doctor accepts live, completes and prescribes; the patient is told live', async () => {
    const doctor = await signIn(e2e.browser, 'doctor@demo.np', 'Doctor');
    await doctor.goto(`${e2e.baseUrl}/portal/doctor?tab=appointments`);
    await doctor.getByRole('heading', { name: 'Appointments', level: 1 }).waitFor();

    const patient = await signIn(e2e.browser, 'patient@demo.np', 'Patient');
    await patient.goto(`${e2e.baseUrl}/doctor-profile/${DEMO_DOCTOR_ID}`);
    // Tuesday 09:00 at Bir Hospital: "Book this slot" starts the wizard at the details.
    await patient.locator('a[href*="day=Tuesday"]').first().click();
    await patient.getByRole('heading', { name: 'Your details' }).waitFor({ timeout: 20_000 });
    await patient.getByRole('textbox', { name: /^Patient name/ }).fill('Sita Sharma');
    await patient.getByRole('textbox', { name: /^Phone number/ }).fill('9800000001');
    await patient
      .getByRole('textbox', { name: /^Reason for visit/ })
      .fill('Chest pain on the stairs');
    await patient.getByRole('button', { name: 'Request appointment' }).click();
    await patient.getByRole('button', { name: 'I agree, send request' }).click();
    await patient
      .getByRole('heading', { name: 'Appointment requested' })
      .waitFor({ timeout: 20_000 });

    // The doctor's list shows the request without a reload.
    const card = doctor.getByRole('article').filter({ hasText: 'Chest pain on the stairs' });
    await card.waitFor({ timeout: 10_000 });

    await patient.goto(`${e2e.baseUrl}/portal/user?tab=appointments`);
    // The demo patient has other visits with Dr. Joshi (the demo data): this one by its reason.
    const mine = patient
      .getByRole('article')
      .filter({ hasText: 'Dr. Aarati Joshi' })
      .filter({ hasText: 'Chest pain on the stairs' });
    await mine.waitFor();
    await expect.poll(() => mine.textContent()).toMatch(/Requested/);

    // The demo leaves her some unread notifications (a letter from Dr. Joshi): one more comes.
    const bell = patient.getByRole('button', { name: /^Notifications, \d+ unread/ }).first();
    await bell.waitFor();
    const unreadBefore = Number(
      /(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')![1],
    );
    await card.getByRole('button', { name: 'Accept' }).click();
    // The patient sees it confirmed and the bell count, both live. Booked on a Monday in
    // Nepal, Tuesday is tomorrow: the day-before reminder comes with the confirmation.
    await expect.poll(() => mine.textContent(), { timeout: 10_000 }).toMatch(/Confirmed/);
    const unreadAfter = unreadBefore + (isTomorrow(2) ? 2 : 1);
    await patient
      .getByRole('button', { name: new RegExp(`^Notifications, ${unreadAfter} unread`) })
      .first()
      .waitFor({ timeout: 10_000 });

    await card.getByRole('button', { name: 'Start' }).click();
    await card.getByRole('button', { name: 'Complete' }).click();
    await card.getByRole('button', { name: 'Prescribe' }).click();
    const form = doctor.getByRole('dialog');
    await form.getByRole('textbox', { name: /^Diagnosis/ }).fill('Stable angina');
    await form
      .getByRole('textbox', { name: /^Medicine name/ })
      .first()
      .fill('Aspirin');
    await form
      .getByRole('textbox', { name: /^Dosage/ })
      .first()
      .fill('75 mg');
    await form
      .getByRole('textbox', { name: /^How often/ })
      .first()
      .fill('Once a day');
    await form.getByRole('button', { name: /Save prescription|Create prescription/ }).click();
    await doctor
      .getByText('Prescription created successfully')
      .first()
      .waitFor({ timeout: 10_000 });

    const prescriptions = await api('/prescriptions', { token: await tokenOf('patient@demo.np') });
    expect(prescriptions.status).toBe(200);
    expect(prescriptions.body.data.prescriptions[0]).toMatchObject({
      diagnosis: 'Stable angina',
      doctor: { fullName: 'Dr. Aarati Joshi' },
      medications: [{ name: 'Aspirin', dosage: '75 mg', frequency: 'Once a day' }],
    });
    await doctor.context().close();
    await patient.context().close();
  });

  test('the day-before reminder comes once, and its link cancels the appointment', async () => {
    const patientToken = await tokenOf('patient@demo.np');
    const doctorToken = await tokenOf('doctor@demo.np');
    const booked = await bookByApi(patientToken, {
      day: 'Friday',
      weekday: 5,
      start: '16:00',
      end: '16:30',
      hospital: 'Norvic International Hospital',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const { _id: id, date } = booked.body.data.appointment as { _id: string; date: string };
    expect(
      (await api(`/appointments/${id}/accept`, { method: 'PUT', token: doctorToken })).status,
    ).toBe(200);

    // Move the server's clock to noon in Nepal on the day before.
    const dayBefore = new Date(`${date}T06:15:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    clockOffsetMs = dayBefore.getTime() - Date.now();
    const reminders = async () =>
      (
        (await api('/dev/outbox')).body.data.messages as {
          recipient: string;
          subject: string;
          body: string;
        }[]
      ).filter(
        // Hers only: the demo may have other visits that day (a practice patient's follow-up).
        (m) =>
          m.recipient === 'patient@demo.np' &&
          m.subject.startsWith('Appointment tomorrow') &&
          m.body.includes(date),
      );
    await expect.poll(async () => (await reminders()).length, { timeout: 10_000 }).toBe(1);
    // The scheduler runs every second: still one a few runs later.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const [reminder] = await reminders();
    expect(await reminders()).toHaveLength(1);
    clockOffsetMs = 0;

    const link = /https?:\/\/\S+\/appointments\/cancel\?token=[\w-]+/.exec(reminder!.body)![0];
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByText(/is cancelled/).waitFor({ timeout: 10_000 });
    const after = await api(`/appointments/${id}`, { token: patientToken });
    expect(after.body.data.appointment).toMatchObject({
      status: 'cancelled',
      cancelReason: 'reminder-link',
    });
    await page.close();
  });

  test('a second patient racing for the same slot is told it is taken', async () => {
    // A second verified patient: registered, then verified (no verification screen yet).
    const email = `second.${Date.now().toString(36)}@e2e.np`;
    const registered = await api('/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Hari Thapa',
        email,
        phone: `98${String(Date.now()).slice(-8)}`,
        password: 'Himal#2083ok',
        confirmPassword: 'Himal#2083ok',
        role: 'patient',
        consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
        acceptTerms: true,
      }),
    });
    expect(registered.status).toBeLessThan(300);
    await e2e.db.updateTable('users').set({ verified: true }).where('email', '=', email).execute();

    const second = await signIn(e2e.browser, email, 'Patient', 'Himal#2083ok');
    await second.goto(
      `${e2e.baseUrl}/book-appointment/${DEMO_DOCTOR_ID}?day=Sunday&start=11%3A00&hospital=Bir+Hospital`,
    );
    await second.getByRole('heading', { name: 'Your details' }).waitFor({ timeout: 20_000 });
    await second.getByRole('textbox', { name: /^Patient name/ }).fill('Hari Thapa');
    await second.getByRole('textbox', { name: /^Phone number/ }).fill('9811111111');
    await second.getByRole('textbox', { name: /^Reason for visit/ }).fill('Palpitations');

    // Meanwhile the first patient takes it.
    const first = await bookByApi(await tokenOf('patient@demo.np'), {
      day: 'Sunday',
      weekday: 0,
      start: '11:00',
      end: '11:30',
      hospital: 'Bir Hospital',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    await second.getByRole('button', { name: 'Request appointment' }).click();
    await second.getByRole('button', { name: 'I agree, send request' }).click();
    await second
      .getByText(/no longer free|just been taken/)
      .first()
      .waitFor({ timeout: 10_000 });
    await second.context().close();
  });
});
