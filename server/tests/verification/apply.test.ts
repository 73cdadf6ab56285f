import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { errorText } from '@contract/errors';
import { setSetting, defaultSettings } from '../../domain/settings';
import { filesDirectory, sweepStoredFiles } from '../../http/stored-files';
import { createUser, expectFailure, expectSuccess, outboxFor } from '../harness';
import {
  admin,
  applicationOf,
  applyAsDoctor,
  applyAsPatient,
  FAKE_PDF,
  get,
  multipart,
  PDF,
  person,
  PNG,
  put,
  send,
  t,
} from './setup';

/** A booking with the demo doctor at Bir Hospital on Sunday 22 November 2026. */
async function tryToBook(token: string) {
  const doctor = await t.db
    .selectFrom('doctors')
    .select('id')
    .where('nmc_number', '=', 'NMC-12345')
    .executeTakeFirstOrThrow();
  const slots = expectSuccess<{
    slots: { startTime: string; endTime: string; available: boolean; hospital: { _id: string } }[];
  }>(await get(`/api/doctors/${doctor.id}/slots?date=2026-11-22`, token)).slots;
  const slot = slots.find((s) => s.available)!;
  const body = await multipart(
    {
      doctorId: doctor.id,
      selectedDay: 'Sunday',
      selectedTimeSlot: JSON.stringify({ startTime: slot.startTime, endTime: slot.endTime }),
      selectedHospital: slot.hospital._id,
      appointmentData: JSON.stringify({
        patientName: 'Anita Rai',
        phone: '9841234567',
        reason: 'Chest tightness in the mornings',
        date: '2026-11-22',
      }),
      medicalRecordConsent: 'true',
      includeHistoryPaper: 'false',
    },
    'historyDocuments',
  );
  return send('/api/appointments/enhanced', token, body);
}

describe('files are checked by their bytes and their size', () => {
  test('a "PDF" that is text is refused with the catalogue text, in English and Nepali, and nothing is stored', async () => {
    const doctor = await person('doctor', 'Dr. Bishnu Prasad Aryal');
    const fake = [{ name: 'nmc-certificate.pdf', type: 'application/pdf', bytes: FAKE_PDF }];
    const documents = [{ kind: 'nmcCertificate' }];
    expectFailure(await applyAsDoctor(doctor, '24680', { files: fake, documents }), 415, {
      code: 'VERIFICATION_DOCUMENT_TYPE',
      message: 'Please upload a valid document (JPEG, PNG, PDF)',
      field: 'documents',
    });
    expectFailure(
      await applyAsDoctor(doctor, '24680', { files: fake, documents, lang: 'ne' }),
      415,
      { message: errorText('VERIFICATION_DOCUMENT_TYPE', 'ne') },
    );
    const stored = await t.db
      .selectFrom('verification_applications')
      .select('id')
      .where('user_id', '=', doctor.id)
      .execute();
    expect(stored).toEqual([]);
  });

  test('a document over 10 MB is 413 with the limit in the text; one of exactly 10 MB is taken', async () => {
    const doctor = await person('doctor', 'Dr. Kabita Shrestha');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length)]);
    expectFailure(
      await applyAsDoctor(doctor, '35791', {
        files: [{ name: 'nmc.pdf', type: 'application/pdf', bytes: big }],
        documents: [{ kind: 'nmcCertificate' }],
      }),
      413,
      { code: 'FILE_TOO_LARGE', message: 'Each file must be at most 10 MB.', field: 'documents' },
    );
    const exact = big.subarray(0, 10 * 1024 * 1024);
    applicationOf(
      await applyAsDoctor(doctor, '35791', {
        files: [{ name: 'nmc.pdf', type: 'application/pdf', bytes: exact }],
        documents: [{ kind: 'nmcCertificate' }],
      }),
    );
  });

  test("a patient's identity image: a PDF is refused, so is one over 5 MB, with the form's text", async () => {
    const patient = await person('patient', 'Anita Rai');
    expectFailure(
      await applyAsPatient(patient, [{ name: 'id.pdf', type: 'application/pdf', bytes: PDF }]),
      415,
      {
        code: 'IDENTITY_IMAGE_INVALID',
        message: 'Please fill all fields and upload a valid image (JPG, PNG, WEBP, max 5MB).',
        field: 'documentImage',
      },
    );
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    expectFailure(
      await applyAsPatient(patient, [{ name: 'id.png', type: 'image/png', bytes: big }]),
      413,
      { code: 'FILE_TOO_LARGE', message: 'Each file must be at most 5 MB.' },
    );
    expectFailure(await applyAsPatient(patient, []), 400, { code: 'IDENTITY_IMAGE_INVALID' });
  });
});

describe('a patient', () => {
  test('rejected with remarks: told why, and still cannot book; approved: may book', async () => {
    const patient = await person('patient', 'Anita Rai');
    const adminToken = await admin();
    expectFailure(await tryToBook(patient.token), 403, { code: 'PATIENT_NOT_VERIFIED' });

    const applied = applicationOf(await applyAsPatient(patient));
    expect(applied).toMatchObject({
      type: 'patient',
      documentType: 'citizenship',
      documentNumber: '05-02-73-11842',
    });
    expectFailure(
      await put(`/api/admin/approve-patient/${applied.id}`, adminToken, { decision: 'rejected' }),
      400,
      { code: 'REMARKS_REQUIRED', field: 'remarks' },
    );
    // A patient's application is not a doctor's: 404 on the doctor's path.
    expectFailure(
      await put(`/api/admin/approve-doctor/${applied.id}`, adminToken, { decision: 'approved' }),
      404,
      { code: 'APPLICATION_NOT_FOUND' },
    );
    const rejected = applicationOf(
      await put(`/api/admin/approve-patient/${applied.id}`, adminToken, {
        decision: 'rejected',
        remarks: 'The photo of the citizenship card is blurred.',
      }),
    );
    expect(rejected.status).toBe('rejected');
    expectFailure(await tryToBook(patient.token), 403, { code: 'PATIENT_NOT_VERIFIED' });
    const [mail] = await outboxFor(t.db, patient.email);
    expect(mail?.body).toContain('The photo of the citizenship card is blurred.');
    expect(
      expectSuccess<{ status: string }>(await get('/api/verification/me', patient.token)).status,
    ).toBe('rejected');

    // A new application, approved: the patient may book.
    const again = applicationOf(await applyAsPatient(patient));
    applicationOf(
      await put(`/api/admin/approve-patient/${again.id}`, adminToken, { decision: 'approved' }),
    );
    expectSuccess(await tryToBook(patient.token));
    expectFailure(await applyAsPatient(patient), 409, { code: 'ALREADY_VERIFIED' });
  });
});

describe('providers', () => {
  test('a lab applies with its registration; approved, it appears in the directory', async () => {
    const lab = await person('lab', 'Pokhara Valley Diagnostics');
    const adminToken = await admin();
    const body = await multipart(
      {
        registrationNumber: 'DoHS-LAB-0871',
        city: 'Pokhara',
        address: 'Newroad, Pokhara-8',
        documents: JSON.stringify([
          { kind: 'registrationCertificate' },
          { kind: 'panCertificate' },
        ]),
      },
      'documents',
      [
        { name: 'registration.pdf', type: 'application/pdf', bytes: PDF },
        { name: 'pan.png', type: 'image/png', bytes: PNG },
      ],
    );
    const applied = applicationOf(await send('/api/verification/provider', lab.token, body));
    expect(applied).toMatchObject({ type: 'lab', city: 'Pokhara', status: 'pending' });
    const search = () =>
      t.app.inject({ method: 'GET', url: '/api/search/labs?q=Pokhara%20Valley%20Diagnostics' });
    const before = expectSuccess<{ providers?: { name: string }[] }>(await search());
    expect(JSON.stringify(before)).not.toContain('Pokhara Valley Diagnostics');
    applicationOf(
      await put(`/api/admin/approve-provider/${applied.id}`, adminToken, {
        decision: 'approved',
        remarks: 'Registration checked with DoHS.',
      }),
    );
    expect(JSON.stringify(expectSuccess(await search()))).toContain('Pokhara Valley Diagnostics');
  });

  test('an unknown city and a missing document are refused', async () => {
    const pharmacy = await person('pharmacy', 'Janakpur Aushadhi Pasal');
    const noFiles = await multipart(
      { registrationNumber: 'PH-3321', city: 'Janakpur' },
      'documents',
    );
    expectFailure(await send('/api/verification/provider', pharmacy.token, noFiles), 400, {
      code: 'DOCUMENTS_REQUIRED',
    });
    const unknown = await multipart(
      { registrationNumber: 'PH-3321', city: 'Atlantis' },
      'documents',
      [{ name: 'licence.pdf', type: 'application/pdf', bytes: PDF }],
    );
    expectFailure(await send('/api/verification/provider', pharmacy.token, unknown), 400, {
      code: 'CITY_UNKNOWN',
      field: 'city',
    });
  });
});

describe('autoVerify', () => {
  test('on for doctors: approved on submission, recorded as automatic, listed at once; patients still wait', async () => {
    await setSetting(t.db, 'verification', {
      ...defaultSettings.verification,
      autoVerify: { ...defaultSettings.verification.autoVerify, doctor: true },
    });
    const doctor = await person('doctor', 'Dr. Hari Bahadur Tamang');
    const applied = applicationOf(await applyAsDoctor(doctor, '55555'));
    expect(applied).toMatchObject({ status: 'approved', verificationMethod: 'automatic' });
    const row = await t.db
      .selectFrom('doctors')
      .select(['nmc_verified', 'verification_status'])
      .where('user_id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ nmc_verified: true, verification_status: 'verified' });
    const patient = await createUser(t.db, { role: 'patient', name: 'Gita Thapa' });
    const token = await t.tokens.signIn(patient);
    const pending = applicationOf(await applyAsPatient({ ...patient, token }));
    expect(pending.status).toBe('pending');
  });
});

describe('stored documents', () => {
  test("the start-up sweep keeps an application's files and removes a file no row names", async () => {
    const doctor = await person('doctor', 'Dr. Sweep Karki');
    const applied = applicationOf(await applyAsDoctor(doctor, '42424'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-sweep-'));
    const dir = filesDirectory(dataDir);
    const name = () => `${randomBytes(16).toString('hex')}.pdf`;
    const kept = name();
    const orphan = name();
    writeFileSync(path.join(dir, kept), PDF);
    writeFileSync(path.join(dir, orphan), PDF);
    await t.db
      .updateTable('verification_documents')
      .set({ stored_name: kept })
      .where('id', '=', applied.files[0]!._id)
      .execute();
    await sweepStoredFiles(t.db, { dataDir });
    expect(existsSync(path.join(dir, kept))).toBe(true);
    expect(existsSync(path.join(dir, orphan))).toBe(false);
  });
});
