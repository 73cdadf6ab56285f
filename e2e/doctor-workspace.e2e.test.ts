/**
 * The doctor's workspace end to end (issue 16), through the screens of the built app
 * against the real server: a newly registered doctor fills Basic Info with a picture in
 * the Profile tab, applies from the Verification tab with a citizenship card and the NMC
 * certificate, and is approved by the admin in Pending approvals (the tab says "in review"
 * once the admin opened it, then verified); in the Advanced Schedule tab the doctor
 * connects to Bir Hospital and adds a Thursday slot there; a patient sees that time on the
 * public profile and books it through the wizard. Another doctor's change to the slot
 * answers 404 (through the API: no screen offers another doctor's slot).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf, demoPng } from '../server/domain/verification/demo-files';
import { startE2E, type E2E } from './harness';
import { apiOf, approve, openReview, register, signIn } from './steps';

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

const { api, tokenOf } = apiOf(() => e2e);

/** A toast's text (a live region repeats it for screen readers). */
const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });

/** Opens a tab of the portal from its sidebar. */
const openTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Doctor portal' }).getByRole('link', { name }).click();

/** The Profile tab: Basic Info's specialty, experience and age, and a picture. */
async function fillProfile(page: Page) {
  await page.getByRole('tab', { name: 'Basic Info' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel(/^Profile photo/).setInputFiles({
    name: 'kiran.png',
    mimeType: 'image/png',
    buffer: Buffer.from(demoPng(3)),
  });
  await toast(page, 'Profile photo saved');
  await page.getByRole('textbox', { name: /^Specialization/ }).fill('Cardiology');
  await page.getByRole('spinbutton', { name: /^Years of experience/ }).fill('9');
  await page.getByRole('spinbutton', { name: /^Age/ }).fill('38');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Basic Info saved');
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
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

/** Picks `option` in the dialog's select whose label starts with `field`. */
async function choose(page: Page, field: string, option: string) {
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: new RegExp(`^${field}`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Advanced Schedule tab: joins Bir Hospital, then a Thursday morning there. */
async function addThursdaySlot(page: Page) {
  // A new doctor's week is empty.
  await page.getByRole('heading', { name: 'No time slots yet' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Connect to a hospital' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect to a hospital' });
  await connect.getByRole('searchbox', { name: 'Search hospitals by name or city' }).fill('Bir');
  await connect.getByRole('button', { name: 'Connect to Bir Hospital', exact: true }).click();
  await toast(page, 'Connection request sent to hospital successfully!');
  await connect.getByRole('button', { name: 'Close' }).first().click();
  await connect.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Add Time Slot' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Time Slot' });
  await choose(page, 'Day', 'Thursday');
  await dialog.getByLabel(/^Start time/).fill('09:00');
  await dialog.getByLabel(/^End time/).fill('12:00');
  await choose(page, 'Hospital', 'Bir Hospital');
  await choose(page, 'Department', 'Cardiology');
  await dialog.getByLabel(/^Consultation fee/).fill('900');
  await dialog.getByRole('button', { name: 'Save slot' }).click();
  await toast(page, 'Time slot added');
  const thursday = page
    .getByRole('list', { name: 'Weekly schedule' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Thursday' }) });
  await thursday.getByText('09:00–12:00').waitFor();
}

describe("the doctor's workspace", () => {
  test('registered, profiled, verified, scheduled on Thursday, booked; another doctor cannot touch the slot', async () => {
    await register(api, {
      name: NAME,
      email: EMAIL,
      phone: '9812345671',
      password: PASSWORD,
      doctor: { gender: 'Male', medicalCollege: 'Institute of Medicine, Maharajgunj' },
    });
    const doctorPage = await signIn(e2e, {
      as: 'Doctor',
      email: EMAIL,
      password: PASSWORD,
      url: '/portal/doctor?tab=profile',
    });
    await fillProfile(doctorPage);

    await openTab(doctorPage, 'Verification');
    await applyFromTheTab(doctorPage);

    const admin = await signIn(e2e, {
      as: 'Admin',
      email: 'admin@demo.np',
      url: '/portal/admin?tab=pending-approvals',
    });
    // The admin opening it puts it in review; the doctor's tab says so once read again.
    await openReview(admin, 'Bhattarai', NAME, 'NMC-61803');
    await doctorPage.reload();
    await doctorPage
      .getByText(/In review: an admin opened your application/)
      .waitFor({ timeout: 20_000 });
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog').waitFor({ state: 'hidden', timeout: 15_000 });
    await openReview(admin, 'Bhattarai', NAME, 'NMC-61803');
    await approve(admin, NAME, 'NMC register entry and citizenship card match');

    await doctorPage.reload();
    await doctorPage.getByText('NMC number verified successfully!').waitFor({ timeout: 20_000 });
    const registerLink = doctorPage.getByRole('link', {
      name: /Check NMC-61803 on the NMC public register/,
    });
    expect(await registerLink.getAttribute('href')).toContain('61803');

    await openTab(doctorPage, 'Advanced Schedule');
    await addThursdaySlot(doctorPage);

    // A patient finds the Thursday hours on the public profile and books the first.
    const found = await api('/doctors/search?q=Kiran%20Bhattarai');
    const doctorId = found.body.data.doctors[0]._id as string;
    const patient = await signIn(e2e, { as: 'Patient', email: 'patient@demo.np' });
    await patient.goto(`${e2e.baseUrl}/doctor-profile/${doctorId}`);
    await patient
      .getByRole('heading', { name: /Kiran Bhattarai/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await patient
      .getByRole('link', { name: /^Book this slot: Thursday, .* at Bir Hospital$/ })
      .first()
      .click();
    await patient.getByRole('heading', { name: 'Your details' }).waitFor({ timeout: 20_000 });
    await patient.getByRole('textbox', { name: /^Patient name/ }).fill('Sita Sharma');
    await patient.getByRole('textbox', { name: /^Phone number/ }).fill('9800000001');
    await patient
      .getByRole('textbox', { name: /^Reason for visit/ })
      .fill('Chest tightness when climbing stairs');
    await patient.getByRole('button', { name: 'Request appointment' }).click();
    await patient.getByRole('button', { name: 'I agree, send request' }).click();
    await patient
      .getByRole('heading', { name: 'Appointment requested' })
      .waitFor({ timeout: 20_000 });

    // Another doctor's change to this slot: not theirs, so not found.
    const token = await tokenOf(EMAIL, PASSWORD);
    const mine = await api('/doctor/schedule', { token });
    const slot = (mine.body.data.slots as { _id: string; day: string; hospitalId: string }[]).find(
      (s) => s.day === 'Thursday',
    )!;
    const other = await api(`/doctor/schedule/${slot._id}`, {
      method: 'PUT',
      token: await tokenOf('doctor2@demo.np'),
      body: JSON.stringify({
        startTime: '10:00',
        endTime: '12:00',
        hospitalId: slot.hospitalId,
        department: 'Cardiology',
        consultationFee: 900,
        maxPatients: 12,
      }),
    });
    expect(other.status).toBe(404);
  }, 240_000);
});
