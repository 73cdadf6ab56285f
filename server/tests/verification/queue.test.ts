import { describe, expect, test } from 'vitest';
import { pendingApprovalsResponse } from '@contract/verification';
import { setSetting, defaultSettings } from '../../domain/settings';
import { demoUser, expectFailure, expectSuccess } from '../harness';
import {
  admin,
  applicationOf,
  applyAsDoctor,
  applyAsPatient,
  daysLater,
  get,
  person,
  put,
  setNow,
  t,
} from './setup';

const queue = async (token: string, query: string) =>
  pendingApprovalsResponse.parse({
    success: true,
    data: expectSuccess(await get(`/api/admin/pending-approvals${query}`, token)),
  }).data;

describe("the admin's queue", () => {
  test('an application older than verificationTimeout days is overdue; the setting moves the line', async () => {
    const adminToken = await admin();
    const patient = await person('patient', 'Laxmi Chaudhary');
    const applied = applicationOf(await applyAsPatient(patient));
    const item = async () =>
      (await queue(adminToken, '?search=Chaudhary&type=patient')).items.find(
        (i) => i.id === applied.id,
      );
    expect((await item())?.overdue).toBe(false);
    setNow(daysLater(7.5));
    expect((await item())?.overdue).toBe(true);
    await setSetting(t.db, 'verification', {
      ...defaultSettings.verification,
      verificationTimeout: 10,
    });
    expect((await item())?.overdue).toBe(false);
    // The application itself says so too.
    setNow(daysLater(11));
    const one = applicationOf(await get(`/api/admin/verification/${applied.id}`, adminToken));
    expect(one).toMatchObject({ overdue: true, documentType: 'citizenship' });
    expect(one.files).toHaveLength(1);
    const reads = await t.db
      .selectFrom('audit_log')
      .select(['action', 'patient_id'])
      .where('subject_type', '=', 'verification_application')
      .where('subject_id', '=', applied.id)
      .execute();
    // Opened once: read, and its review started (issue 16), both about this patient.
    expect(reads).toHaveLength(2);
    expect(reads).toEqual(
      expect.arrayContaining([
        { action: 'read', patient_id: patient.id },
        { action: 'update', patient_id: patient.id },
      ]),
    );
  });

  test('pages of 20, oldest first (or newest), with the total; the kind filter keeps to its kind', async () => {
    const adminToken = await admin();
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      setNow(daysLater(i / 100));
      const patient = await person('patient', `Pagetest Sapkota ${String(i).padStart(2, '0')}`);
      ids.push(applicationOf(await applyAsPatient(patient)).id);
    }
    const first = await queue(adminToken, '?search=pagetest');
    expect(first).toMatchObject({ total: 22, page: 1, limit: 20 });
    expect(first.items.map((i) => i.id)).toEqual(ids.slice(0, 20));
    const second = await queue(adminToken, '?search=pagetest&page=2');
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(20));
    expect(second.total).toBe(22);
    expect((await queue(adminToken, '?search=pagetest&page=3')).total).toBe(22);
    expect((await queue(adminToken, '?search=pagetest&type=doctor')).total).toBe(0);
    // The dashboard's card: the five newest, newest first.
    const newest = await queue(adminToken, '?search=pagetest&order=newest&limit=5');
    expect(newest.items.map((i) => i.id)).toEqual(ids.slice(-5).reverse());
    expect(newest.total).toBe(22);
    expectFailure(await get('/api/admin/pending-approvals?type=robot', adminToken), 400, {
      field: 'type',
    });
  });

  test("not for anyone but admins: the queue, one application and the decisions are 403; others' documents 404", async () => {
    const doctor = await person('doctor', 'Dr. Nabin Ghimire');
    const applied = applicationOf(await applyAsDoctor(doctor, '80808'));
    const certificate = applied.files[0]!;
    const someone = await person('patient', 'Sarita KC');
    const demoDoctor = await t.tokens.signIn(await demoUser(t.db, 'doctor'));
    for (const token of [doctor.token, someone.token, demoDoctor]) {
      expectFailure(await get('/api/admin/pending-approvals', token), 403, { code: 'FORBIDDEN' });
      expectFailure(await get(`/api/admin/verification/${applied.id}`, token), 403);
      expectFailure(
        await put(`/api/admin/approve-doctor/${applied.id}`, token, { decision: 'approved' }),
        403,
      );
    }
    expectFailure(await get(`/api/verification/documents/${certificate._id}`, someone.token), 404, {
      code: 'DOCUMENT_NOT_FOUND',
    });
    expectFailure(await get(`/api/verification/documents/${certificate._id}`, demoDoctor), 404);
    // Still pending, and nothing audited as an admin's view.
    expect(
      (await get(`/api/admin/verification/${applied.id}`, await admin())).json().data.application
        .status,
    ).toBe('pending');
    const views = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('subject_id', '=', certificate._id)
      .execute();
    expect(views).toEqual([]);
  });

  test('the demo: one pending application of every kind, the oldest overdue, a rejected one with remarks, documents that open', async () => {
    // The seed dates its applications back from the real time of seeding.
    setNow(new Date());
    const adminToken = await admin();
    const demo = (await queue(adminToken, '?search=apply.demo.np&limit=100')).items;
    expect(new Set(demo.map((i) => i.type))).toEqual(
      new Set(['doctor', 'patient', 'hospital', 'lab', 'pharmacy', 'ambulance']),
    );
    expect(demo.filter((i) => i.overdue).map((i) => i.fullName)).toEqual([
      'Dr. Rajendra Prasad Yadav',
    ]);
    const rejected = await t.db
      .selectFrom('verification_applications')
      .select(['status', 'remarks'])
      .where('status', '=', 'rejected')
      .where('remarks', 'like', '%blurred%')
      .execute();
    expect(rejected).toHaveLength(1);
    const first = applicationOf(await get(`/api/admin/verification/${demo[0]!.id}`, adminToken));
    for (const file of first.files) {
      const opened = await get(`/api/verification/documents/${file._id}`, adminToken);
      expect(opened.statusCode).toBe(200);
      expect(opened.rawPayload.length).toBe(file.size);
      expect(opened.rawPayload.subarray(0, 4).toString('latin1')).toBe(
        file.type === 'pdf' ? '%PDF' : '\x89PNG',
      );
    }
  });

  test('two admins deciding at once: one decision stands, the other is 409', async () => {
    const adminToken = await admin();
    const otherAdmin = await t.tokens.signIn(await demoUser(t.db, 'admin'));
    const doctor = await person('doctor', 'Dr. Deepa Pandey');
    const applied = applicationOf(await applyAsDoctor(doctor, '90909'));
    const answers = await Promise.all([
      put(`/api/admin/approve-doctor/${applied.id}`, adminToken, { decision: 'approved' }),
      put(`/api/admin/approve-doctor/${applied.id}`, otherAdmin, {
        decision: 'rejected',
        remarks: 'Certificate unreadable',
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const decisions = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_type', '=', 'verification_application')
      .where('subject_id', '=', applied.id)
      .execute();
    expect(decisions).toHaveLength(1);
  });
});
