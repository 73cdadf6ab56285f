import { describe, expect, test } from 'vitest';
import { pendingApprovalsResponse } from '@contract/verification';
import { bearer, createUser, expectFailure, expectSuccess, outboxFor } from '../harness';
import {
  admin,
  applicationOf,
  applyAsDoctor,
  get,
  multipart,
  PDF,
  person,
  put,
  relay,
  send,
  t,
} from './setup';

const queue = async (token: string, query = '') =>
  pendingApprovalsResponse.parse({
    success: true,
    data: expectSuccess(await get(`/api/admin/pending-approvals${query}`, token)),
  }).data;

/** A registered doctor with a (not yet public) profile and a Sunday morning at Bir Hospital. */
async function doctorWithSchedule(name: string) {
  const doctor = await person('doctor', name);
  const [first, ...rest] = name.replace('Dr. ', '').split(' ');
  const row = await t.db
    .insertInto('doctors')
    .values({
      user_id: doctor.id,
      full_name: name,
      first_name: first!,
      last_name: rest.join(' '),
      specialization: 'Dermatology',
      education: '[]',
      experience: '[]',
      city: 'Kathmandu',
      languages: ['Nepali'],
      photo_url: null,
      clinic_name: null,
      address: null,
      lat: null,
      lng: null,
      nmc_number: null,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bir = await t.db
    .selectFrom('providers')
    .select('id')
    .where('name', '=', 'Bir Hospital')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('doctor_schedules')
    .values({
      doctor_id: row.id,
      hospital_id: bir.id,
      day: 'Sunday',
      start_time: '09:00',
      end_time: '12:00',
      consultation_fee: 700,
      department: 'Dermatology',
      created_at: new Date(),
    })
    .execute();
  return { doctor, doctorId: row.id, birId: bir.id };
}

async function book(doctorId: string, hospitalId: string) {
  const patient = await createUser(t.db, { role: 'patient', name: 'Maya Gurung' });
  await t.db.updateTable('users').set({ verified: true }).where('id', '=', patient.id).execute();
  const token = await t.tokens.signIn(patient);
  const body = await multipart(
    {
      doctorId,
      selectedDay: 'Sunday',
      selectedTimeSlot: JSON.stringify({ startTime: '09:00', endTime: '09:30' }),
      selectedHospital: hospitalId,
      appointmentData: JSON.stringify({
        patientName: 'Maya Gurung',
        phone: '9812345678',
        reason: 'Rash on both arms for two weeks',
        date: '2026-11-22',
      }),
      medicalRecordConsent: 'true',
      includeHistoryPaper: 'false',
    },
    'historyDocuments',
  );
  return send('/api/appointments/enhanced', token, body);
}

const searchFor = async (q: string) =>
  (
    expectSuccess(
      await t.app.inject({ method: 'GET', url: `/api/doctors/search?q=${encodeURIComponent(q)}` }),
    ) as { doctors: { _id: string }[] }
  ).doctors.map((d) => d._id);

describe('a doctor applies and an admin approves', () => {
  test('pending with its PDF, found in the queue, the document opened (audited), approved with a remark: told, listed, bookable', async () => {
    const { doctor, doctorId, birId } = await doctorWithSchedule('Dr. Prakash Bhattarai');
    const adminToken = await admin();

    // Before: neither listed nor bookable.
    expect(await searchFor('Bhattarai')).not.toContain(doctorId);
    expectFailure(await book(doctorId, birId), 403, { code: 'DOCTOR_NOT_VERIFIED' });

    const applied = applicationOf(await applyAsDoctor(doctor, '31415'));
    expect(applied).toMatchObject({
      type: 'doctor',
      status: 'pending',
      nmcNumber: 'NMC-31415',
      verificationMethod: 'manual',
      overdue: false,
    });
    expect(applied.files.map((f) => [f.kind, f.type, f.filename])).toEqual([
      ['nmcCertificate', 'pdf', 'nmc-certificate.pdf'],
      ['citizenship', 'png', 'citizenship.png'],
    ]);
    const mine = expectSuccess<{ status: string }>(await get('/api/verification/me', doctor.token));
    expect(mine.status).toBe('pending');

    // The queue: found by name and by NMC number, under doctors, not under patients.
    const byName = await queue(adminToken, '?search=bhattarai');
    expect(byName.items.map((i) => i.id)).toEqual([applied.id]);
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({
      type: 'doctor',
      fullName: 'Dr. Prakash Bhattarai',
      email: doctor.email,
      specialization: 'Dermatology',
      documents: ['nmc-certificate.pdf', 'citizenship.png'],
    });
    expect((await queue(adminToken, '?search=NMC-31415&type=doctor')).total).toBe(1);
    expect((await queue(adminToken, '?search=bhattarai&type=patient')).total).toBe(0);

    // The admin opens the certificate: the PDF's bytes, and an audit row naming the admin.
    const certificate = applied.files[0]!;
    const opened = await get(`/api/verification/documents/${certificate._id}`, adminToken);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(opened.rawPayload, PDF)).toBe(0);
    const audited = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'verification_document')
      .where('subject_id', '=', certificate._id)
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'read', actor_role: 'admin' });
    // The applicant may read their own document too; that is not an admin's view.
    expect(
      (await get(`/api/verification/documents/${certificate._id}`, doctor.token)).statusCode,
    ).toBe(200);

    // Approved with a remark; a second decision is refused.
    const decided = applicationOf(
      await put(`/api/admin/approve-doctor/${applied.id}`, adminToken, {
        decision: 'approved',
        remarks: 'NMC record matches the certificate.',
      }),
    );
    expect(decided).toMatchObject({
      status: 'approved',
      remarks: 'NMC record matches the certificate.',
    });
    expectFailure(
      await put(`/api/admin/approve-doctor/${applied.id}`, adminToken, {
        decision: 'rejected',
        remarks: 'Changed my mind',
      }),
      409,
      { code: 'APPLICATION_DECIDED', message: 'This application has already been decided.' },
    );
    expect((await queue(adminToken, '?search=bhattarai')).total).toBe(0);

    // Told in the app (in Nepali too) and by email.
    const list = expectSuccess<{ notifications: { title: string; message: string }[] }>(
      await get('/api/notifications', doctor.token),
    );
    expect(list.notifications[0]).toMatchObject({
      title: 'Verification approved',
      message:
        'Your doctor (NMC) verification has been approved. NMC record matches the certificate.',
    });
    const ne = expectSuccess<{ notifications: { title: string }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...bearer(doctor.token), 'accept-language': 'ne' },
      }),
    );
    expect(ne.notifications[0]!.title).toBe('प्रमाणीकरण स्वीकृत भयो');
    expect(relay.sent.some((m) => m.userId === doctor.id && m.event === 'notification')).toBe(true);
    const [mail] = await outboxFor(t.db, doctor.email);
    expect(mail?.subject).toContain('Verification approved');
    expect(mail?.body).toContain('NMC record matches the certificate.');

    // Listed in search and bookable at once.
    expect(await searchFor('Bhattarai')).toContain(doctorId);
    expectSuccess(await book(doctorId, birId));
    const standing = expectSuccess<{ status: string }>(
      await get('/api/verification/me', doctor.token),
    );
    expect(standing.status).toBe('verified');
  });

  test('a doctor with no listed profile yet gets one when approved, under the name applied with', async () => {
    const doctor = await person('doctor', 'Dr. Sunita Thapa Magar');
    const adminToken = await admin();
    const applied = applicationOf(await applyAsDoctor(doctor, 'NMC-27182'));
    expect(await searchFor('Thapa Magar')).toEqual([]);
    applicationOf(
      await put(`/api/admin/approve-doctor/${applied.id}`, adminToken, { decision: 'approved' }),
    );
    const listed = await t.db
      .selectFrom('doctors')
      .select(['id', 'nmc_number', 'nmc_verified', 'verification_status'])
      .where('user_id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(listed).toMatchObject({
      nmc_number: 'NMC-27182',
      nmc_verified: true,
      verification_status: 'verified',
    });
    expect(await searchFor('Thapa Magar')).toContain(listed.id);
  });

  test('a manual request with a link needs no certificate; without either it is refused', async () => {
    const doctor = await person('doctor', 'Dr. Ramesh Koirala');
    const refused = await applyAsDoctor(doctor, '16180', {
      files: [{ name: 'passport.pdf', type: 'application/pdf', bytes: PDF }],
      documents: [{ kind: 'passport', number: 'PA0912345' }],
    });
    expectFailure(refused, 400, { code: 'NMC_EVIDENCE_REQUIRED', field: 'documents' });
    const manual = applicationOf(
      await applyAsDoctor(doctor, '16180', {
        files: [{ name: 'passport.pdf', type: 'application/pdf', bytes: PDF }],
        documents: [{ kind: 'passport', number: 'PA0912345' }],
        link: 'https://nmc.org.np/searchPractitioner?nmc=16180',
      }),
    );
    expect(manual).toMatchObject({
      status: 'pending',
      manualVerificationRequested: true,
      verificationLink: 'https://nmc.org.np/searchPractitioner?nmc=16180',
    });
    // One pending application at a time.
    expectFailure(await applyAsDoctor(doctor, '16180'), 409, { code: 'VERIFICATION_PENDING' });
  });
});
