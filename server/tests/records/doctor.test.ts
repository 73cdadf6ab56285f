import { describe, expect, test } from 'vitest';
import { auditLogResponse } from '@contract/admin-audit';
import { seedRecords } from '../../domain/seed-records';
import { accessToken, expectFailure, expectSuccess } from '../harness';
import { demo, get, history, list, patientList, t } from './setup';

async function account(email: string) {
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { ...user, token: await accessToken(t.tokens, user) };
}

const NOT_ACCESSIBLE = 'Medical records are not accessible until patient acceptance.';

describe("a doctor's view of a patient's records", () => {
  test("the demo doctor reads Sita's records (accepted); the seeded history shows her view", async () => {
    const aarati = await demo('doctor');
    const sita = await demo('patient');
    const own = await list(sita.token);
    expect(own.items.map((r) => r.type)).toEqual(
      expect.arrayContaining(['lab-report', 'imaging', 'prescription']),
    );
    const res = await get(`/api/patients/${sita.id}/records`, aarati.token);
    const seen = patientList(res);
    expect(seen.patient).toEqual({ _id: sita.id, name: 'Sita Sharma' });
    const lab = seen.items.find((r) => r.type === 'lab-report')!;
    expect(lab.files[0]).toMatchObject({ type: 'pdf', mime: 'application/pdf' });

    // The demo lab report is a real PDF, the X-ray a real PNG.
    const pdf = await get(`/api${lab.fileUrl}?inline=1`, aarati.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xray = seen.items.find((r) => r.type === 'imaging')!;
    const png = await get(`/api${xray.fileUrl}`, aarati.token);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^attachment;/);

    const { items } = await history(sita.token);
    expect(items[0]).toMatchObject({
      action: 'downloaded',
      actor: { _id: aarati.id, name: 'Dr. Aarati Joshi', role: 'doctor' },
      record: { _id: xray._id, type: 'imaging' },
    });
    expect(items[1]).toMatchObject({
      action: 'viewed',
      record: { _id: lab._id },
      fileName: lab.files[0]!.name,
    });
    expect(items[2]).toMatchObject({ action: 'listed', record: null });
    // The seeded entries (she opened the lab report days ago) come after, oldest last.
    expect(items.filter((i) => i.record?._id === lab._id).length).toBeGreaterThanOrEqual(3);
    const times = items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);

    // The admin's audit viewer lists the same reads.
    const admin = await demo('admin');
    const audit = auditLogResponse.parse(
      (await get(`/api/admin/audit-log?subjectType=record&person=Sita`, admin.token)).json(),
    ).data;
    expect(audit.items[0]).toMatchObject({
      action: 'read',
      subjectType: 'record',
      actor: { id: aarati.id },
      patient: { id: sita.id, name: 'Sita Sharma' },
    });
  });

  test('refused before the doctor accepts (403 with the catalogue text, Nepali too), open after', async () => {
    const aarati = await demo('doctor');
    const bikash = await account('patient2@demo.np');
    const url = `/api/patients/${bikash.id}/records`;
    expectFailure(await get(url, aarati.token), 403, {
      code: 'RECORDS_NOT_ACCESSIBLE',
      message: NOT_ACCESSIBLE,
    });
    expectFailure(await get(url, aarati.token, 'ne'), 403, {
      message: 'बिरामी स्वीकार नगरेसम्म मेडिकल रेकर्डहरू हेर्न सकिँदैन।',
    });
    // His booking (history paper) is his record; its single read is refused the same way.
    const booking = (await list(bikash.token, '?type=booking-document')).items.find(
      (r) => r.appointment?.doctorName === 'Dr. Aarati Joshi',
    )!;
    expect(booking.historyPaper?.familyHistory.present).toBe(true);
    expectFailure(await get(`/api/records/${booking._id}`, aarati.token), 403, {
      code: 'RECORDS_NOT_ACCESSIBLE',
    });

    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${booking._id}/accept`,
      headers: { authorization: `Bearer ${aarati.token}` },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const seen = patientList(await get(url, aarati.token));
    expect(seen.items.map((r) => r._id)).toContain(booking._id);
    // Bikash's booking with another doctor is not shown to this one.
    expect(seen.items.every((r) => r.appointment?.doctorName !== 'Dr. Sabina Adhikari')).toBe(true);
    const one = expectSuccess<{ record: { _id: string } }>(
      await get(`/api/records/${booking._id}`, aarati.token),
    );
    expect(one.record._id).toBe(booking._id);
    const { items } = await history(bikash.token);
    // Newest first: the record opened, the list, and the acceptance's answer, which
    // carried his booking's history paper to her (ADR 0027): three reads, each logged.
    expect(items.map((i) => i.action)).toEqual(['viewed', 'listed', 'viewed']);
    expect(items.every((i) => i.actor?._id === aarati.id)).toBe(true);
    expect(items[2]!.record?._id).toBe(booking._id);

    // Another doctor, with no appointment, is still refused.
    const other = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'doctor2@demo.np')
      .executeTakeFirstOrThrow();
    const sita = await demo('patient');
    expectFailure(
      await get(`/api/patients/${sita.id}/records`, await accessToken(t.tokens, other)),
      403,
      {
        code: 'RECORDS_NOT_ACCESSIBLE',
      },
    );
  });

  test('a patient cannot read the doctor view, and an unknown patient is 404', async () => {
    const sita = await demo('patient');
    const aarati = await demo('doctor');
    expectFailure(await get(`/api/patients/${sita.id}/records`, sita.token), 403, {
      code: 'FORBIDDEN',
    });
    expectFailure(
      await get('/api/patients/00000000-0000-4000-8000-000000000000/records', aarati.token),
      404,
    );
    expectFailure(await get(`/api/patients/${aarati.id}/records`, aarati.token), 404);
  });

  test('seeding the records again changes nothing', async () => {
    const count = async () => {
      const [records, files, reads] = await Promise.all([
        t.db
          .selectFrom('medical_records')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
        t.db
          .selectFrom('medical_record_files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
        t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('subject_type', '=', 'record')
          .executeTakeFirstOrThrow(),
      ]);
      return [records.n, files.n, reads.n].map(Number);
    };
    const before = await count();
    await seedRecords(t.db, new Date());
    expect(await count()).toEqual(before);
  });
});
