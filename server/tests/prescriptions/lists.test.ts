import { describe, expect, test } from 'vitest';
import { uploadedPrescriptionsResponse } from '@contract/prescriptions';
import { expectFailure, expectSuccess } from '../harness';
import { daysFromNow, demoToken, detailOf, doctorList, get, patientList, person, t } from './setup';

describe("the patient's prescriptions", () => {
  test('Sita has one in every status, expired computed on read, one expiring soon, with stats', async () => {
    const sita = await demoToken('patient');
    const all = await patientList(sita);
    const statuses = all.items.map((p) => p.status).sort();
    expect(statuses).toEqual(['active', 'active', 'cancelled', 'completed', 'expired']);
    expect(all.items.filter((p) => p.expiringSoon)).toHaveLength(1);
    expect(all.stats).toMatchObject({ active: 2, completed: 1, expired: 1, cancelled: 1 });
    expect(all.stats.expiringSoon).toBe(1);
    expect(all.stats.uploaded).toBe(1);
    const card = all.items[0]!;
    expect(card).toMatchObject({ source: 'prescribed', doctor: { fullName: 'Dr. Aarati Joshi' } });
    expect(card.number).toMatch(/^RX-[0-9A-F]{8}$/);
    expect(card.medications.length).toBeGreaterThan(0);
    // Newest first.
    const dates = all.items.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const expired = await patientList(sita, '?status=expired');
    expect(expired.items.map((p) => p.status)).toEqual(['expired']);
    expect((await patientList(sita, '?status=active')).items).toHaveLength(2);
    expect((await patientList(sita, '?search=amoxicillin')).items).toHaveLength(0);
    expect((await patientList(sita, '?search=propranolol')).items).toHaveLength(1);
    expectFailure(await get('/api/patient/prescriptions?status=lost', sita), 400);
  });

  test("the app's clock decides expiry: a month on, the active ones have expired", async () => {
    const sita = await demoToken('patient');
    const active = (await patientList(sita, '?status=active')).items;
    daysFromNow(60);
    const later = await patientList(sita);
    for (const p of active)
      expect(later.items.find((l) => l._id === p._id)).toMatchObject({
        status: 'expired',
        expiringSoon: false,
      });
    expect(later.stats).toMatchObject({ active: 0, expired: 3 });
    // The stored status is still active: an edit could renew it.
    const row = await t.db
      .selectFrom('prescriptions')
      .select('status')
      .where('id', '=', active[0]!._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  test('her upload is listed apart, its file served to her only', async () => {
    const sita = await demoToken('patient');
    const { uploads } = uploadedPrescriptionsResponse.parse({
      success: true,
      data: expectSuccess(await get('/api/patient/prescriptions/uploads', sita)),
    }).data;
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      source: 'uploaded',
      hospitalName: 'Bhaktapur Community Clinic',
    });
    const file = await get(uploads[0]!.file.url, sita);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const signature = await get(uploads[0]!.signatureUrl, sita);
    expect(signature.headers['content-type']).toBe('image/png');
    const other = await person('patient', 'Kamala Bhattarai');
    expectFailure(await get(uploads[0]!.file.url, other.token), 404);
    const doctor = await demoToken('doctor');
    expectFailure(await get(uploads[0]!.file.url, doctor), 403);
  });

  test('one prescription: its patient and its doctor read it; another patient or doctor gets 404', async () => {
    const sita = await demoToken('patient');
    const [first] = (await patientList(sita)).items;
    const mine = detailOf(await get(`/api/prescriptions/${first!._id}`, sita));
    expect(mine.prescription).toMatchObject({ _id: first!._id, version: 1 });
    expect(mine.versions).toEqual([]);
    const doctor = await demoToken('doctor');
    const seen = detailOf(await get(`/api/prescriptions/${first!._id}`, doctor));
    expect(seen.prescription.patient.name).toBe('Sita Sharma');
    const reads = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_type'])
      .where('subject_id', '=', first!._id)
      .execute();
    expect(reads).toEqual([{ action: 'read', subject_type: 'prescription' }]);
    const other = await person('patient', 'Kamala Bhattarai');
    expectFailure(await get(`/api/prescriptions/${first!._id}`, other.token), 404, {
      code: 'PRESCRIPTION_NOT_FOUND',
    });
    const otherDoctor = await person('doctor', 'Dr. Prakash Gautam');
    expectFailure(await get(`/api/prescriptions/${first!._id}`, otherDoctor.token), 404);
    expectFailure(await get('/api/prescriptions/not-an-id', sita), 404);
  });
});

describe("the doctor's prescriptions", () => {
  test('stats over all, search over patient, diagnosis and medicine, status, pages of 20', async () => {
    const doctor = await demoToken('doctor');
    const all = await doctorList(doctor);
    // Issue 7's 3 and issue 15's 12 (seed-prescriptions-data.ts), and the 21 of her
    // practice two to six months ago (seed-doctor-history-data.ts, for the dashboard).
    expect(all.total).toBe(36);
    expect(all.items).toHaveLength(20);
    const s = all.stats;
    expect(s.total).toBe(36);
    expect(s.active + s.completed + s.cancelled + s.expired).toBe(36);
    expect(s.thisMonth).toBeGreaterThan(0);
    expect(s.thisMonth).toBeLessThan(36);
    expect((await doctorList(doctor, '?search=sita')).total).toBe(5);
    // Gita's two of issue 15 and one from three months ago.
    expect((await doctorList(doctor, '?search=rosuvastatin')).total).toBe(3);
    // Ram's stable angina, new, then with its treadmill test and its cough, and issue 15's.
    expect((await doctorList(doctor, '?search=angina')).total).toBe(4);
    const cancelled = await doctorList(doctor, '?status=cancelled');
    expect(cancelled.total).toBe(s.cancelled);
    expect(cancelled.items.every((p) => p.status === 'cancelled')).toBe(true);
    // The stats stay those of the whole list whatever the filter.
    expect(cancelled.stats).toEqual(s);
    const page2 = await doctorList(doctor, '?limit=10&page=2');
    expect(page2.items.map((p) => p._id)).toEqual(all.items.slice(10).map((p) => p._id));
    const dates = all.items.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Another doctor's list is their own (empty).
    const other = await person('doctor', 'Dr. Prakash Gautam');
    expect((await doctorList(other.token)).total).toBe(0);
  });

  test('the CSV export is the filtered list, and is audited', async () => {
    const doctor = await demoToken('doctor');
    const res = await get('/api/doctor/prescriptions/export?search=sita', doctor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="prescriptions-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('number,date,status,patient,diagnosis,medications,validUntil,hospital');
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).every((l) => l.includes('Sita Sharma'))).toBe(true);
    // The packs the doctor wrote follow the medicine (ADR 0034).
    expect(res.body).toContain('Propranolol 10 mg Twice a day 30 days × 6');
    expectFailure(await get('/api/doctor/prescriptions/export?page=2', doctor), 400);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'export')
      .where('subject_type', '=', 'prescription')
      .execute();
    expect(audited).toHaveLength(1);
  });
});
