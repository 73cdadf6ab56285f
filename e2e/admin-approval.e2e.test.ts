/**
 * The approval journey (issue 14), in the built app against the real server: a new doctor
 * registers and applies through the API with an NMC certificate and a citizenship card;
 * the admin signs in, opens Pending approvals, opens the citizenship card, and approves
 * with a remark. The doctor is told (a notification and an email in the outbox), is
 * listed in the doctor search, and a patient can book them.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf, demoPng } from '../server/domain/verification/demo-files';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const NAME = 'Dr. Sabitra Gurung';
const EMAIL = 'sabitra.gurung@e2e.np';
const PASSWORD = 'Himal#2083ok';

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

/** Registers the doctor and applies for NMC verification with two documents. */
async function registerAndApply() {
  const registered = await api('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      name: NAME,
      email: EMAIL,
      phone: '9812345670',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'doctor',
      fullName: NAME,
      gender: 'Female',
      medicalCollege: 'B.P. Koirala Institute of Health Sciences',
      consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
      acceptTerms: true,
    }),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
  const token = await tokenOf(EMAIL, PASSWORD);
  const form = new FormData();
  form.set('nmcNumber', 'NMC-52817');
  form.set('fullName', NAME);
  form.set('specialization', 'Dermatology');
  form.set('verificationLink', '');
  form.set(
    'documents',
    JSON.stringify([{ kind: 'nmcCertificate' }, { kind: 'citizenship', number: '41-02-75-06613' }]),
  );
  const pdf = demoPdf(['NMC registration certificate', 'Reg. No. 52817']);
  const png = demoPng(2);
  form.append('documents', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'nmc.pdf');
  form.append(
    'documents',
    new Blob([new Uint8Array(png)], { type: 'image/png' }),
    'citizenship.png',
  );
  const applied = await api('/verification/doctor', { method: 'POST', token, body: form });
  expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300);
}

/** The next date (in Nepal) that falls on `weekday`, at least one day ahead. */
function nextDate(weekday: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== weekday);
  return d.toISOString().slice(0, 10);
}

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
  test('a new doctor applies; once approved they are told, listed in search and can be booked', async () => {
    await registerAndApply();
    expect(await search('Sabitra')).not.toContain('Sabitra');

    const context = await e2e.browser.newContext();
    const admin = await context.newPage();
    await admin.goto(`${e2e.baseUrl}/portal/admin?tab=pending-approvals`);
    await admin.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
    await signIn(admin, 'admin@demo.np');
    await admin.waitForURL('**/portal/admin?tab=pending-approvals', { timeout: 20_000 });
    await admin.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });

    await admin
      .getByRole('searchbox', { name: 'Search by name, email, phone or number' })
      .fill('Sabitra');
    await admin.getByRole('button', { name: `Review ${NAME}` }).click({ timeout: 15_000 });
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('NMC-52817').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Show citizenship.png' }).click();
    await dialog
      .getByRole('img', { name: 'Document: citizenship.png' })
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
    expect(await search('Sabitra')).toContain('Sabitra');
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
      .getByRole('heading', { name: /Sabitra/ })
      .first()
      .waitFor({ timeout: 20_000 });

    // Bookable: with a weekly hour at a hospital (the doctor's schedule screen is issue 16's,
    // so the journey writes the row), a verified patient's request is accepted.
    const hospitals = await api('/search/hospitals?q=Bir%20Hospital');
    const hospitalId = hospitals.body.data.providers[0]._id as string;
    await e2e.db
      .insertInto('doctor_schedules')
      .values({
        doctor_id: doctor.id,
        hospital_id: hospitalId,
        day: 'Sunday',
        start_time: '10:00',
        end_time: '12:00',
        consultation_fee: 800,
        department: 'Dermatology',
      })
      .execute();
    const booking = new FormData();
    booking.set('doctorId', doctor.id);
    booking.set('selectedDay', 'Sunday');
    booking.set('selectedTimeSlot', JSON.stringify({ startTime: '10:00', endTime: '10:30' }));
    booking.set('selectedHospital', hospitalId);
    booking.set(
      'appointmentData',
      JSON.stringify({
        patientName: 'Sita Sharma',
        phone: '9800000001',
        reason: 'Itchy rash on both arms',
        date: nextDate(0),
      }),
    );
    booking.set('medicalRecordConsent', 'true');
    const booked = await api('/appointments/enhanced', {
      method: 'POST',
      token: await tokenOf('patient@demo.np'),
      body: booking,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await context.close();
  });
});
