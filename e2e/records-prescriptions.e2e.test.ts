/**
 * Records and prescriptions end to end (issue 15), on the screens of the built app against
 * the real server, one browser per person: a new patient registers, is verified, books the
 * demo doctor in the wizard and uploads a report in the Records tab with her signature.
 * The doctor's Patients tab says her records are closed until acceptance, and the file's
 * address refuses the doctor; the doctor accepts the visit in the Appointments tab, then
 * previews the report from View Records, and the patient's access history shows that view.
 * The doctor completes the visit and writes the prescription in its form; the patient
 * downloads the PDF from the Prescriptions tab (a real PDF naming the medicine); the QR
 * code read from the PDF opens, in an anonymous browser, a page saying it is genuine with
 * the patient's initials only. A second patient gets 404 for the first patient's file.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DOCTOR_ID } from '../server/domain/seed-directory';
import { startE2E, type E2E } from './harness';
import { readQrOfPdf } from './pdf-qr';
import {
  apiOf,
  bookInWizard,
  choose,
  newPatient,
  openDoctorTab,
  registerOnScreen,
  signIn,
  submitLogin,
  toastSays,
  uniqueContact,
  verifyPatient,
} from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const { api, tokenOf } = apiOf(() => e2e);

/** A one-page PDF report, as a lab hands it over. */
const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const NAME = 'Maya Gurung';
const TITLE = 'Chest X-ray report';
const FILE = 'chest-xray-report.pdf';
const MEDICINE = 'Azithromycin 500 mg';
const REFUSED = 'Medical records are not accessible until patient acceptance.';

/** In the doctor's Patients tab: the patient's card, found by name. */
async function patientCard(doctor: Page, name: string) {
  await openDoctorTab(doctor, 'Patients');
  await doctor.getByRole('searchbox', { name: /^Search patients/ }).fill(name, { timeout: 20_000 });
  return doctor.getByRole('article', { name, exact: true });
}

/** In the patient's Records tab: a report with its file, typed signature and type. */
async function uploadReport(page: Page) {
  await page.getByRole('button', { name: 'Upload record' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Upload medical record' });
  await dialog
    .getByLabel(/^Files/)
    .setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: REPORT });
  await choose(page, dialog, 'Record type', 'Lab report');
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  await dialog.getByRole('textbox', { name: /^Type your full name as signature/ }).fill(NAME);
  await dialog.getByRole('button', { name: 'Upload record' }).click();
  await toastSays(page, `“${TITLE}” was added to your records.`);
  await dialog.waitFor({ state: 'hidden' });
}

describe('records and prescriptions', () => {
  test('report, consent-gated view with access history, prescription PDF and its public check', async () => {
    const { email, phone } = uniqueContact('rx');
    const password = 'Himal#2083ok';
    const reason = `Cough for two weeks (${Date.now().toString(36)})`;

    // The doctor signs in while the new patient registers, is verified and books.
    const [doctor, patient] = await Promise.all([
      signIn(e2e, { as: 'Doctor', email: 'doctor@demo.np' }),
      (async () => {
        const page = await registerOnScreen(e2e, { name: NAME, email, phone, password });
        await verifyPatient(e2e, email, password);
        await submitLogin(page, { as: 'Patient', email, password });
        await page.waitForURL('**/portal/**', { timeout: 20_000 });
        await bookInWizard(e2e, page, DEMO_DOCTOR_ID, { patientName: NAME, phone, reason });
        await page.goto(`${e2e.baseUrl}/portal/user?tab=records`);
        await uploadReport(page);
        return page;
      })(),
    ]);
    const patientToken = await tokenOf(email, password);
    const doctorToken = await tokenOf('doctor@demo.np');
    const [record] = (await api('/records', { token: patientToken })).body.data.items as {
      files: { url: string }[];
    }[];
    const fileUrl = `${e2e.baseUrl}/api${record!.files[0]!.url}`;
    const fileAs = async (token: string) =>
      (await fetch(fileUrl, { headers: { authorization: `Bearer ${token}` } })).status;

    // Before accepting, the doctor's Patients tab says the records are closed, and the
    // file's address refuses the doctor.
    const pending = await patientCard(doctor, NAME);
    await pending.getByText(REFUSED).waitFor({ timeout: 15_000 });
    expect(await pending.getByRole('button', { name: 'View Records' }).count()).toBe(0);
    expect([403, 404]).toContain(await fileAs(doctorToken));

    // The doctor accepts the visit in the Appointments tab.
    await openDoctorTab(doctor, 'Appointments');
    const visit = doctor.getByRole('article').filter({ hasText: reason });
    await visit.getByRole('button', { name: 'Accept' }).click({ timeout: 20_000 });
    await visit.getByRole('button', { name: 'Start' }).waitFor({ timeout: 15_000 });

    // Now Patients, View Records, View: the report in the preview's frame.
    const card = await patientCard(doctor, NAME);
    await card.getByRole('button', { name: 'View Records' }).click({ timeout: 15_000 });
    const details = doctor.getByRole('dialog', { name: 'Patient details' });
    await details.getByRole('button', { name: `View ${TITLE}` }).click({ timeout: 15_000 });
    const frame = doctor
      .getByRole('dialog', { name: TITLE })
      .locator(`iframe[title="Preview of ${FILE}"]`);
    await frame.waitFor({ timeout: 15_000 });
    // The file as the server sent it to the doctor's session, not an address with a token.
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await doctor.keyboard.press('Escape');
    await doctor.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // The patient's access history shows that view.
    await patient.reload();
    await patient
      .getByText(new RegExp(`^Dr\\. Aarati Joshi viewed ${FILE.replace('.', '\\.')} of “${TITLE}”`))
      .first()
      .waitFor({ timeout: 20_000 });

    // The doctor starts and completes the visit, and prescribes in the form (its defaults
    // for everything but the diagnosis and one medicine).
    await openDoctorTab(doctor, 'Appointments');
    await visit.getByRole('button', { name: 'Start' }).click({ timeout: 20_000 });
    await visit.getByRole('button', { name: 'Complete' }).click({ timeout: 15_000 });
    await visit.getByRole('button', { name: 'Prescribe' }).click({ timeout: 15_000 });
    const form = doctor.getByRole('dialog');
    await form.getByRole('textbox', { name: /^Diagnosis/ }).fill('Acute bronchitis');
    await form
      .getByRole('textbox', { name: /^Medicine name/ })
      .first()
      .fill(MEDICINE);
    await form
      .getByRole('textbox', { name: /^Dosage/ })
      .first()
      .fill('1 tablet');
    await form
      .getByRole('textbox', { name: /^How often/ })
      .first()
      .fill('Once a day');
    await form.getByRole('button', { name: 'Save prescription' }).click();
    await toastSays(doctor, 'Prescription created successfully');
    await doctor.context().close();

    // The patient downloads the PDF from the Prescriptions tab: a PDF naming the medicine.
    await patient.goto(`${e2e.baseUrl}/portal/user?tab=prescriptions`);
    const download = patient.waitForEvent('download', { timeout: 30_000 });
    await patient.getByRole('button', { name: 'Download PDF' }).first().click({ timeout: 20_000 });
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain(MEDICINE);
    await patient.context().close();

    // The QR code on it points to the public check, which an anonymous browser opens:
    // genuine and valid, the medicine, the initials and never the name.
    const verifyUrl = readQrOfPdf(pdf);
    expect(verifyUrl).toMatch(/^https?:\/\/\S+\/rx\/[0-9A-Z]{12}$/);
    expect(text).toContain(verifyUrl);
    const anonymous = await e2e.browser.newContext();
    const check = await anonymous.newPage();
    await check.goto(verifyUrl!);
    await check.getByText('Genuine and valid').waitFor({ timeout: 20_000 });
    await check.getByText(MEDICINE).waitFor();
    await check.getByText('M. G.').waitFor();
    expect(await check.getByText(/Maya|Gurung/).count()).toBe(0);
    expect(await check.title()).toMatch(/Prescription check/);
    await anonymous.close();

    // A second patient gets 404 for the first patient's file.
    const second = await newPatient(e2e, 'Hari Thapa', { prefix: 'rx', verified: true });
    expect(await fileAs(second.token)).toBe(404);
  }, 240_000);
});
