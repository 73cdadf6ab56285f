/**
 * Records and prescriptions end to end (issue 15): a new verified patient books the demo
 * doctor and uploads a report with a signature; the doctor is refused it before
 * accepting, accepts, then opens it, and the patient's access history shows that view.
 * The doctor completes the visit and prescribes; the patient downloads the PDF from the
 * Prescriptions tab (a real PDF naming the medicine); an anonymous browser opens the QR's
 * address and sees it genuine with initials only. A second patient gets 404 for the file.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DOCTOR_ID } from '../server/domain/seed-directory';
import { startE2E, type E2E } from './harness';
import { apiOf, json, newPatient, nextDate, signIn } from './steps';

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

describe('records and prescriptions', () => {
  test('report, consent-gated view with access history, prescription PDF and its public check', async () => {
    const patient = await newPatient(e2e, 'Maya Gurung', { prefix: 'rx', verified: true });
    const doctorToken = await tokenOf('doctor@demo.np');

    // Book the demo doctor (Friday afternoon at Norvic) as the wizard does.
    const hospitals = await api('/search/hospitals?q=Norvic');
    const booking = new FormData();
    booking.set('doctorId', DEMO_DOCTOR_ID);
    booking.set('selectedDay', 'Friday');
    booking.set('selectedTimeSlot', json({ startTime: '16:30', endTime: '17:00' }));
    booking.set('selectedHospital', hospitals.body.data.providers[0]._id);
    booking.set(
      'appointmentData',
      json({
        patientName: 'Maya Gurung',
        phone: '9811122233',
        reason: 'Cough for two weeks',
        date: nextDate(5),
      }),
    );
    booking.set('medicalRecordConsent', 'true');
    const booked = await api('/appointments/enhanced', {
      method: 'POST',
      token: patient.token,
      body: booking,
    });
    expect(booked.status, json(booked.body)).toBe(200);
    const appointmentId = booked.body.data.appointment._id as string;

    // The patient uploads a report with a signature.
    const upload = new FormData();
    upload.set('category', 'medical-records');
    upload.set('file', new Blob([REPORT], { type: 'application/pdf' }), 'chest-xray-report.pdf');
    const uploaded = await api('/files/upload', {
      method: 'POST',
      token: patient.token,
      body: upload,
    });
    expect(uploaded.status, json(uploaded.body)).toBe(200);
    const created = await api('/records', {
      method: 'POST',
      token: patient.token,
      body: json({
        type: 'lab-report',
        title: 'Chest X-ray report',
        signature: 'Maya Gurung',
        files: [uploaded.body.data.file._id],
      }),
    });
    expect(created.status, json(created.body)).toBe(200);
    const file = created.body.data.record.files[0] as { url: string };
    const patientId = created.body.data.record.userId as string;

    // Before accepting, the doctor is refused the patient's records.
    const refused = await api(`/patients/${patientId}/records`, { token: doctorToken });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toBe(
      'Medical records are not accessible until patient acceptance.',
    );

    // Accepted, the doctor opens the report; the patient's access history shows it.
    const accepted = await api(`/appointments/${appointmentId}/accept`, {
      method: 'PUT',
      token: doctorToken,
    });
    expect(accepted.status, json(accepted.body)).toBe(200);
    const records = await api(`/patients/${patientId}/records`, { token: doctorToken });
    expect(records.status, json(records.body)).toBe(200);
    const viewed = await fetch(`${e2e.baseUrl}/api${file.url}`, {
      headers: { authorization: `Bearer ${doctorToken}` },
    });
    expect(viewed.status).toBe(200);
    expect(
      Buffer.from(await viewed.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const history = await api('/records/access-history', { token: patient.token });
    expect(json(history.body.data.items)).toContain('Chest X-ray report');

    // The doctor completes the visit and prescribes.
    for (const status of ['in-progress', 'completed'])
      expect(
        (
          await api(`/appointments/${appointmentId}`, {
            method: 'PUT',
            token: doctorToken,
            body: json({ status }),
          })
        ).status,
      ).toBe(200);
    const prescribed = await api(`/appointments/${appointmentId}/prescription`, {
      method: 'POST',
      token: doctorToken,
      body: json({
        diagnosis: 'Acute bronchitis',
        medications: [{ name: 'Azithromycin 500 mg', dosage: '1 tablet', frequency: 'Once a day' }],
      }),
    });
    expect(prescribed.status, json(prescribed.body)).toBe(200);

    // The patient sees that view in the access history of the Records tab.
    const page = await signIn(e2e, {
      as: 'Patient',
      email: patient.email,
      password: patient.password,
      context: { acceptDownloads: true },
    });
    await page.goto(`${e2e.baseUrl}/portal/user?tab=records`);
    await page
      .getByText(
        /^Dr\. Aarati Joshi (viewed|downloaded) chest-xray-report\.pdf of “Chest X-ray report”/,
      )
      .first()
      .waitFor({ timeout: 20_000 });

    // The patient downloads the PDF from the Prescriptions tab.
    await page.goto(`${e2e.baseUrl}/portal/user?tab=prescriptions`);
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download PDF' }).first().click({ timeout: 20_000 });
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain('Azithromycin 500 mg');
    const verifyUrl = text.match(/https?:\/\/\S+\/rx\/[0-9A-Z]{12}/)?.[0];
    expect(verifyUrl, text).toBeDefined();
    await page.context().close();

    // An anonymous browser opens the QR's address: genuine, initials only.
    const anonymous = await e2e.browser.newContext();
    const check = await anonymous.newPage();
    await check.goto(verifyUrl!);
    await check.getByText('Genuine and valid').waitFor({ timeout: 20_000 });
    await check.getByText('Azithromycin 500 mg').waitFor();
    await check.getByText('M. G.').waitFor();
    expect(await check.getByText(/Maya|Gurung/).count()).toBe(0);
    expect(await check.title()).toMatch(/Prescription check/);
    await anonymous.close();

    // A second patient gets 404 for the first patient's file.
    const second = await newPatient(e2e, 'Hari Thapa', { prefix: 'rx', verified: true });
    const stranger = await fetch(`${e2e.baseUrl}/api${file.url}`, {
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(stranger.status).toBe(404);
  });
});
