import { describe, expect, test } from 'vitest';
import { myVerificationResponse } from '@contract/verification';
import { expectFailure, expectSuccess } from '../harness';
import {
  admin,
  applicationOf,
  applyAsDoctor,
  applyAsPatient,
  get,
  PDF,
  person,
  put,
  setNow,
  t,
  daysLater,
  type Person,
} from './setup';

/**
 * What the applicant sees of the review (issue 16, ADR 0038): pending until an admin
 * opens the application, then in review, then verified or rejected with the remarks.
 */
const standing = async (who: Person) =>
  myVerificationResponse.parse({
    success: true,
    data: expectSuccess(await get('/api/verification/me', who.token)),
  }).data;

const open = async (id: string, token: string) =>
  applicationOf(await get(`/api/admin/verification/${id}`, token));

describe("the doctor's review", () => {
  test('pending, in review once an admin opens it (recorded once), verified; a verified doctor cannot apply again', async () => {
    const doctor = await person('doctor', 'Dr. Bikash Adhikari');
    const adminToken = await admin();
    expect(await standing(doctor)).toMatchObject({
      status: 'not_submitted',
      application: null,
      reviewStartedAt: null,
    });

    const applied = applicationOf(await applyAsDoctor(doctor, 'NMC-24681'));
    expect(await standing(doctor)).toMatchObject({ status: 'pending', reviewStartedAt: null });
    // Listing the queue is not opening it.
    expectSuccess(await get('/api/admin/pending-approvals', adminToken));
    expect((await standing(doctor)).status).toBe('pending');

    setNow(daysLater(1));
    await open(applied.id, adminToken);
    const inReview = await standing(doctor);
    expect(inReview.status).toBe('in_review');
    expect(inReview.reviewStartedAt).toBe(daysLater(1).toISOString());
    expect(inReview.application).toMatchObject({ nmcNumber: 'NMC-24681', status: 'pending' });

    // A second opening keeps the first time, and the start is recorded once.
    setNow(daysLater(2));
    await open(applied.id, adminToken);
    expect((await standing(doctor)).reviewStartedAt).toBe(daysLater(1).toISOString());
    const started = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', applied.id)
      .where('action', '=', 'update')
      .execute();
    expect(started).toHaveLength(1);
    expect(started[0]!.details).toMatchObject({
      old: { review: 'pending' },
      new: { review: 'in_review' },
    });

    expectSuccess(
      await put(`/api/admin/approve-doctor/${applied.id}`, adminToken, { decision: 'approved' }),
    );
    expect(await standing(doctor)).toMatchObject({
      status: 'verified',
      application: { nmcNumber: 'NMC-24681', status: 'approved' },
    });

    // Verified: the NMC number and its certificate are settled; a new application is refused.
    expectFailure(await applyAsDoctor(doctor, 'NMC-99999'), 409, {
      code: 'ALREADY_VERIFIED',
      message: 'Your account is already verified.',
    });
    expectFailure(await applyAsDoctor(doctor, 'NMC-99999', { lang: 'ne' }), 409, {
      code: 'ALREADY_VERIFIED',
      message: 'तपाईंको खाता पहिले नै प्रमाणित छ।',
    });
    expect((await standing(doctor)).application?.nmcNumber).toBe('NMC-24681');
  });

  test('a manual request (number, name, link) reaches the queue and the admin sees its link', async () => {
    const doctor = await person('doctor', 'Dr. Sunita Karki');
    const adminToken = await admin();
    const link = 'https://nmc.org.np/searchPractitioner?nmc_no=13579';
    const applied = applicationOf(
      await applyAsDoctor(doctor, '13579', {
        files: [{ name: 'citizenship.pdf', type: 'application/pdf', bytes: PDF }],
        documents: [{ kind: 'citizenship', number: '27-01-72-01234' }],
        link,
      }),
    );
    const queue = expectSuccess<{ items: { id: string; verificationMethod: string }[] }>(
      await get('/api/admin/pending-approvals?search=Karki', adminToken),
    );
    expect(queue.items.map((i) => i.id)).toContain(applied.id);
    expect(await open(applied.id, adminToken)).toMatchObject({
      nmcNumber: 'NMC-13579',
      fullName: 'Dr. Sunita Karki',
      manualVerificationRequested: true,
      verificationLink: link,
      files: [{ kind: 'citizenship', number: '27-01-72-01234' }],
    });
    expect((await standing(doctor)).status).toBe('in_review');
  });
});

describe("the patient's identity", () => {
  test('rejected with the remarks, applies again: pending, then in review', async () => {
    const patient = await person('patient', 'Gita Tamang');
    const adminToken = await admin();
    const first = applicationOf(await applyAsPatient(patient));
    await open(first.id, adminToken);
    expect((await standing(patient)).status).toBe('in_review');
    expectSuccess(
      await put(`/api/admin/approve-patient/${first.id}`, adminToken, {
        decision: 'rejected',
        remarks: 'The number does not match the card.',
      }),
    );
    expect(await standing(patient)).toMatchObject({
      status: 'rejected',
      reviewStartedAt: expect.any(String),
      application: { remarks: 'The number does not match the card.' },
    });

    setNow(daysLater(1));
    const again = applicationOf(await applyAsPatient(patient));
    expect(again.id).not.toBe(first.id);
    expect(await standing(patient)).toMatchObject({
      status: 'pending',
      reviewStartedAt: null,
      application: { id: again.id, remarks: null },
    });
    await open(again.id, adminToken);
    expect((await standing(patient)).status).toBe('in_review');
    // Opening a decided application does not put it back in review.
    await open(first.id, adminToken);
    const firstRow = await t.db
      .selectFrom('verification_applications')
      .select(['status'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(firstRow.status).toBe('rejected');
  });
});
