import { describe, expect, test } from 'vitest';
import { prescribableResponse } from '@contract/prescriptions';
import { demoPdf, demoPng } from '../../domain/verification/demo-files';
import { defaultSettings, setSetting } from '../../domain/settings';
import { expectFailure, expectSuccess } from '../harness';
import {
  demoToken,
  detailOf,
  doctorList,
  get,
  multipart,
  patientList,
  person,
  postJson,
  put,
  t,
  upload,
} from './setup';

const form = (diagnosis: string) => ({
  diagnosis,
  medications: [
    { name: 'Amlodipine', dosage: '10 mg', frequency: 'Once a day', duration: '30 days' },
  ],
  advice: 'Less salt in food.',
});

const notices = (event: string, prescriptionId: string) =>
  t.db
    .selectFrom('notifications')
    .select('user_id')
    .where('event', '=', event)
    .where(({ ref, eb }) =>
      eb(ref('params', '->>').key('prescriptionId' as never), '=', prescriptionId),
    )
    .execute();

describe('changing a prescription', () => {
  test('an edit by its doctor keeps the earlier version, is audited and told to both sides', async () => {
    const doctor = await demoToken('doctor');
    const sita = await demoToken('patient');
    const target = (await patientList(sita, '?status=expired')).items[0]!;
    const edited = detailOf(
      await put(`/api/prescriptions/${target._id}`, doctor, {
        ...form('Essential hypertension, dose raised'),
        validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      }),
    );
    expect(edited.prescription).toMatchObject({
      version: 2,
      status: 'active',
      diagnosis: 'Essential hypertension, dose raised',
    });
    expect(edited.versions).toHaveLength(1);
    expect(edited.versions[0]).toMatchObject({
      version: 1,
      diagnosis: target.diagnosis,
      validUntil: target.validUntil,
      editedBy: { name: 'Dr. Aarati Joshi' },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', target._id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    const details = (
      typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details
    ) as {
      old: { diagnosis: string };
      new: { diagnosis: string };
    };
    expect(details.old.diagnosis).toBe(target.diagnosis);
    expect(details.new.diagnosis).toBe('Essential hypertension, dose raised');
    expect(await notices('prescription_updated', target._id)).toHaveLength(2);
    // The patient reads the new version.
    const mine = detailOf(await get(`/api/prescriptions/${target._id}`, sita));
    expect(mine.prescription.version).toBe(2);
    // A past valid-until is refused on its field.
    expectFailure(
      await put(`/api/prescriptions/${target._id}`, doctor, {
        ...form('x'),
        validUntil: '2020-01-01',
      }),
      400,
      { code: 'VALID_UNTIL_PAST', field: 'validUntil' },
    );
  });

  test('complete and cancel: its doctor only, once; a cancelled one cannot be edited', async () => {
    const doctor = await demoToken('doctor');
    const sita = await demoToken('patient');
    const [a, b] = (await patientList(sita, '?status=active')).items;
    const other = await person('doctor', 'Dr. Prakash Gautam');
    expectFailure(
      await put(`/api/prescriptions/${a!._id}/status`, other.token, { status: 'completed' }),
      404,
    );
    expectFailure(
      await put(`/api/prescriptions/${a!._id}/status`, sita, { status: 'completed' }),
      403,
    );
    expectFailure(
      await put(`/api/prescriptions/${a!._id}/status`, doctor, { status: 'expired' }),
      400,
      {
        field: 'status',
      },
    );
    const done = detailOf(
      await put(`/api/prescriptions/${a!._id}/status`, doctor, { status: 'completed' }),
    );
    expect(done.prescription.status).toBe('completed');
    expect(await notices('prescription_completed', a!._id)).toHaveLength(2);
    expectFailure(
      await put(`/api/prescriptions/${a!._id}/status`, doctor, { status: 'cancelled' }),
      409,
      {
        code: 'PRESCRIPTION_NOT_ACTIVE',
      },
    );
    detailOf(await put(`/api/prescriptions/${b!._id}/status`, doctor, { status: 'cancelled' }));
    expectFailure(await put(`/api/prescriptions/${b!._id}`, doctor, form('Changed')), 409, {
      code: 'PRESCRIPTION_CANCELLED',
    });
    expectFailure(await put(`/api/prescriptions/${a!._id}`, other.token, form('Changed')), 404);
  });

  test('New: for a completed appointment of theirs without a prescription, once', async () => {
    const doctor = await demoToken('doctor');
    const before = (await doctorList(doctor)).stats;
    const { appointments } = prescribableResponse.parse({
      success: true,
      data: expectSuccess(await get('/api/doctor/prescriptions/prescribable', doctor)),
    }).data;
    expect(appointments.length).toBeGreaterThan(0);
    const target = appointments[0]!;
    const written = detailOf(
      await postJson('/api/doctor/prescriptions', doctor, {
        ...form('Hypertension, follow-up'),
        appointmentId: target.appointmentId,
      }),
    );
    expect(written.prescription).toMatchObject({
      status: 'active',
      patientName: target.patientName,
    });
    const after = (await doctorList(doctor)).stats;
    expect(after.total).toBe(before.total + 1);
    expect(after.thisMonth).toBe(before.thisMonth + 1);
    expectFailure(
      await postJson('/api/doctor/prescriptions', doctor, {
        ...form('Again'),
        appointmentId: target.appointmentId,
      }),
      409,
      { code: 'PRESCRIPTION_EXISTS' },
    );
    const other = await person('doctor', 'Dr. Prakash Gautam');
    expectFailure(
      await postJson('/api/doctor/prescriptions', other.token, {
        ...form('Not mine'),
        appointmentId: target.appointmentId,
      }),
      404,
    );
  });
});

describe("the patient's uploads", () => {
  const signature = `data:image/png;base64,${demoPng(3).toString('base64')}`;
  const fields = {
    doctorName: 'Dr. Ramesh Adhikari',
    hospitalName: 'Bhaktapur Community Clinic',
    diagnosis: 'Allergic rhinitis',
    notes: '',
    signature,
  };
  const pdf = { name: 'parcha.pdf', type: 'application/pdf', bytes: demoPdf(['Cetirizine 10 mg']) };

  test('an image or PDF by its bytes with a drawn signature; each refusal has its code', async () => {
    const patient = await person('patient', 'Kamala Bhattarai');
    const ok = expectSuccess<{ upload: { _id: string; file: { url: string } } }>(
      await upload(patient.token, await multipart(fields, [pdf])),
    );
    const file = await get(ok.upload.file.url, patient.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = expectSuccess<{ uploads: unknown[] }>(
      await get('/api/patient/prescriptions/uploads', patient.token),
    );
    expect(listed.uploads).toHaveLength(1);
    const sita = await demoToken('patient');
    expectFailure(await get(ok.upload.file.url, sita), 404);

    const fake = {
      name: 'parcha.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('not a pdf '.repeat(50)),
    };
    expectFailure(await upload(patient.token, await multipart(fields, [fake])), 415, {
      code: 'PRESCRIPTION_FILE_TYPE',
    });
    expectFailure(await upload(patient.token, await multipart(fields)), 400, {
      code: 'PRESCRIPTION_FILE_REQUIRED',
    });
    expectFailure(
      await upload(patient.token, await multipart({ ...fields, doctorName: ' ' }, [pdf])),
      400,
      { code: 'UPLOAD_DOCTOR_NAME_REQUIRED', field: 'doctorName' },
    );
    expectFailure(
      await upload(patient.token, await multipart({ ...fields, hospitalName: '' }, [pdf])),
      400,
      { code: 'UPLOAD_HOSPITAL_REQUIRED', field: 'hospitalName' },
    );
    expectFailure(
      await upload(patient.token, await multipart({ ...fields, signature: '' }, [pdf])),
      400,
      { code: 'SIGNATURE_REQUIRED', field: 'signature' },
    );
    const jpegSignature = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    expectFailure(
      await upload(patient.token, await multipart({ ...fields, signature: jpegSignature }, [pdf])),
      400,
      { code: 'SIGNATURE_INVALID', field: 'signature' },
    );
    await setSetting(t.db, 'general', { ...defaultSettings.general, maxFileUploadSize: 1 });
    const big = { ...pdf, bytes: Buffer.concat([pdf.bytes, Buffer.alloc(1024 * 1024 + 10)]) };
    expectFailure(await upload(patient.token, await multipart(fields, [big])), 413, {
      code: 'PRESCRIPTION_FILE_TOO_LARGE',
      field: 'prescriptionFile',
    });
    // Nothing refused was kept.
    const count = await t.db
      .selectFrom('uploaded_prescriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('patient_id', '=', patient.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const doctor = await demoToken('doctor');
    expectFailure(await upload(doctor, await multipart(fields, [pdf])), 403);
  });
});
