/**
 * The doctor's workspace end to end (issue 16), in the built app against the real server:
 * a newly registered doctor applies from the Verification tab with a citizenship card and
 * the NMC certificate, and is approved by the admin in Pending approvals (the tab says "in
 * review" once the admin opened it, then verified); the doctor fills the profile with a
 * picture and adds a Thursday slot at Bir Hospital; a visitor sees that time on the public
 * profile and a patient books it; another doctor's change to the slot answers 404.
 *
 * The profile editor and the schedule screens are other helpers' of this round: those two
 * steps go through their API (the same calls those screens make).
 */
import type { Browser, Page } from 'playwright-core';
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

const NAME = 'Dr. Kiran Bhattarai';
const EMAIL = 'kiran.bhattarai@e2e.np';
const PASSWORD = 'Kanchan#2083ok';

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

/** The next date (in Nepal) that falls on `weekday`, at least one day ahead. */
function nextDate(weekday: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== weekday);
  return d.toISOString().slice(0, 10);
}

/** Opens a portal tab, signing in on the way as `role`, and agrees to the terms. */
async function openAs(browser: Browser, url: string, role: 'Doctor' | 'Admin', email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${e2e.baseUrl}${url}`);
  await page.waitForURL('**/auth/login?redirect=*', { timeout: 15_000 });
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page
    .getByRole('textbox', { name: /^Password/ })
    .fill(email === EMAIL ? PASSWORD : 'Demo@12345');
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
  await page.waitForURL(`**${url}`, { timeout: 20_000 });
  await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return page;
}

async function registerDoctor() {
  const registered = await api('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      name: NAME,
      email: EMAIL,
      phone: '9812345671',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'doctor',
      fullName: NAME,
      gender: 'Male',
      medicalCollege: 'Institute of Medicine, Maharajgunj',
      consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
      acceptTerms: true,
    }),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
  return tokenOf(EMAIL, PASSWORD);
}

/** The profile editor's calls (issue 16, H3): the basic section and a picture. */
async function fillProfile(token: string) {
  const basic = await api('/doctor/profile/basic', {
    method: 'PUT',
    token,
    body: JSON.stringify({
      section: 'basic',
      fullName: NAME,
      phoneNumber: '9812345671',
      email: EMAIL,
      age: 38,
      gender: 'Male',
      specialization: 'Cardiology',
      experience: 9,
    }),
  });
  expect(basic.status, JSON.stringify(basic.body)).toBe(200);
  const picture = new FormData();
  picture.append(
    'profilePicture',
    new Blob([new Uint8Array(demoPng(3))], { type: 'image/png' }),
    'kiran.png',
  );
  const saved = await api('/doctor/profile/picture', { method: 'POST', token, body: picture });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The doctor's Verification tab: a citizenship card and the NMC certificate. */
async function applyFromTheTab(page: Page) {
  await page.getByRole('heading', { name: 'Verification', level: 2 }).waitFor({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Citizenship number' }).fill('33-01-72-04417');
  await page.getByLabel(/^Citizenship file/).setInputFiles({
    name: 'citizenship.png',
    mimeType: 'image/png',
    buffer: Buffer.from(demoPng(4)),
  });
  await page.getByRole('textbox', { name: /^NMC number/ }).fill('NMC-61803');
  await page.getByRole('textbox', { name: /^Full name \(as registered\)/ }).fill(NAME);
  await page.getByLabel(/^NMC certificate/).setInputFiles({
    name: 'nmc-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(demoPdf(['NMC registration certificate', 'Reg. No. 61803'])),
  });
  await page.getByRole('button', { name: 'Submit verification' }).click();
  await page.getByText('Verifying NMC number...').waitFor({ timeout: 15_000 });
}

async function approveInTheQueue(admin: Page) {
  await admin
    .getByRole('searchbox', { name: 'Search by name, email, phone or number' })
    .fill('Bhattarai');
  await admin.getByRole('button', { name: `Review ${NAME}` }).click({ timeout: 15_000 });
  const dialog = admin.getByRole('dialog');
  await dialog.getByText('NMC-61803').waitFor({ timeout: 30_000 });
  await dialog.getByLabel('Remarks').fill('NMC register entry and citizenship card match');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await admin.getByText(`${NAME} is approved`, { exact: true }).waitFor({ timeout: 15_000 });
}

describe("the doctor's workspace", () => {
  test('registered, profiled, verified, scheduled on Thursday, booked; another doctor cannot touch the slot', async () => {
    const token = await registerDoctor();

    const doctorPage = await openAs(
      e2e.browser,
      '/portal/doctor?tab=verification',
      'Doctor',
      EMAIL,
    );
    await applyFromTheTab(doctorPage);

    const admin = await openAs(
      e2e.browser,
      '/portal/admin?tab=pending-approvals',
      'Admin',
      'admin@demo.np',
    );
    // The admin opening it puts it in review; the doctor's tab says so once read again.
    await admin
      .getByRole('searchbox', { name: 'Search by name, email, phone or number' })
      .fill('Bhattarai');
    await admin.getByRole('button', { name: `Review ${NAME}` }).click({ timeout: 15_000 });
    await admin.getByRole('dialog').getByText('NMC-61803').waitFor({ timeout: 30_000 });
    await doctorPage.reload();
    await doctorPage
      .getByText(/In review: an admin opened your application/)
      .waitFor({ timeout: 20_000 });
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog').waitFor({ state: 'hidden', timeout: 15_000 });
    await approveInTheQueue(admin);

    await doctorPage.reload();
    await doctorPage.getByText('NMC number verified successfully!').waitFor({ timeout: 20_000 });
    const register = doctorPage.getByRole('link', {
      name: /Check NMC-61803 on the NMC public register/,
    });
    expect(await register.getAttribute('href')).toContain('61803');

    // The profile editor's server answers only a doctor with a listed profile, which the
    // approval creates: the profile (with a picture) is filled once verified.
    await fillProfile(token);

    // The schedule's calls (issue 16, H1): a Thursday morning at Bir Hospital.
    const bir = await api('/search/hospitals?q=Bir%20Hospital');
    const hospitalId = bir.body.data.providers[0]._id as string;
    const added = await api('/doctor/schedule', {
      method: 'POST',
      token,
      body: JSON.stringify({
        day: 'Thursday',
        startTime: '09:00',
        endTime: '12:00',
        hospitalId,
        department: 'Cardiology',
        consultationFee: 900,
        maxPatients: 12,
      }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const slotId = added.body.data.slot?._id ?? added.body.data._id;
    expect(slotId).toBeTruthy();

    // A visitor sees the Thursday hours on the public profile.
    const doctor = await e2e.db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.user_id')
      .select('doctors.id')
      .where('users.email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    const visitor = await (await e2e.browser.newContext()).newPage();
    await visitor.goto(`${e2e.baseUrl}/doctor/${doctor.id}`);
    await visitor
      .getByRole('heading', { name: /Kiran Bhattarai/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await visitor
      .getByText(/Thursday/)
      .first()
      .waitFor({ timeout: 15_000 });

    // A patient books that Thursday.
    const booking = new FormData();
    booking.set('doctorId', doctor.id);
    booking.set('selectedDay', 'Thursday');
    booking.set('selectedTimeSlot', JSON.stringify({ startTime: '09:00', endTime: '09:30' }));
    booking.set('selectedHospital', hospitalId);
    booking.set(
      'appointmentData',
      JSON.stringify({
        patientName: 'Sita Sharma',
        phone: '9800000001',
        reason: 'Chest tightness when climbing stairs',
        date: nextDate(4),
      }),
    );
    booking.set('medicalRecordConsent', 'true');
    const booked = await api('/appointments/enhanced', {
      method: 'POST',
      token: await tokenOf('patient@demo.np'),
      body: booking,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    // Another doctor's change to this slot: not theirs, so not found.
    const other = await api(`/doctor/schedule/${slotId}`, {
      method: 'PUT',
      token: await tokenOf('doctor2@demo.np'),
      body: JSON.stringify({
        startTime: '10:00',
        endTime: '12:00',
        hospitalId,
        department: 'Cardiology',
        consultationFee: 900,
        maxPatients: 12,
      }),
    });
    expect(other.status).toBe(404);
  }, 240_000);
});
