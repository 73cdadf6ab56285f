/**
 * The approval journey (issue 14), in the built app against the real server: a new doctor
 * registers and applies through the API with an NMC certificate and a citizenship card;
 * the admin signs in, opens Pending approvals, opens the citizenship card, and approves
 * with a remark. The doctor is told (a notification and an email in the outbox), is
 * listed in the doctor search, and a patient can book them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf, demoPng } from '../server/domain/verification/demo-files';
import { startE2E, type E2E } from './harness';
import { apiOf, approve, nextDate, openReview, register, signIn } from './steps';

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

const { api, tokenOf } = apiOf(() => e2e);

/** Registers the doctor and applies for NMC verification with two documents. */
async function registerAndApply() {
  await register(api, {
    name: NAME,
    email: EMAIL,
    phone: '9812345670',
    password: PASSWORD,
    doctor: { gender: 'Female', medicalCollege: 'B.P. Koirala Institute of Health Sciences' },
  });
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

const search = async (q: string) => {
  const res = await fetch(`${e2e.baseUrl}/api/doctors/search?q=${encodeURIComponent(q)}`);
  return JSON.stringify(await res.json());
};

describe('the admin approves a new doctor', () => {
  test('a new doctor applies; once approved they are told, listed in search and can be booked', async () => {
    await registerAndApply();
    expect(await search('Sabitra')).not.toContain('Sabitra');

    const admin = await signIn(e2e, {
      as: 'Admin',
      email: 'admin@demo.np',
      url: '/portal/admin?tab=pending-approvals',
    });
    const dialog = await openReview(admin, 'Sabitra', NAME, 'NMC-52817');
    await dialog.getByRole('button', { name: 'Show citizenship.png' }).click();
    await dialog
      .getByRole('img', { name: 'Document: citizenship.png' })
      .waitFor({ timeout: 15_000 });
    await approve(admin, NAME, 'NMC register and citizenship checked');

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
    const visitor = await admin.context().newPage();
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
    await admin.context().close();
  });
});
