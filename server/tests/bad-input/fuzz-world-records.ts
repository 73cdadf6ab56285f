import { sql } from 'kysely';
import { endpoints } from '@contract/endpoints';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { expectSuccess, validBodies } from '../harness';
import { PNG, multipart } from './forms';
import { t } from './setup';

/** The fuzz world's medical records (issue 15): real ids for the records endpoints. */

/** Uploads a record file as the patient; its handle. */
async function recordUpload(patient: Record<string, string>) {
  const form = multipart([
    { name: 'category', value: 'medical-records' },
    { name: 'file', file: PNG, filename: 'scan.png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${endpoints.fileUpload.path}`,
    payload: form.payload,
    headers: { ...form.headers, ...patient },
  });
  return expectSuccess<{ file: { _id: string } }>(res).file._id;
}

/** The demo patient's seeded record and its file, a spare record to delete, and a handle. */
export async function recordsWorld(patientId: string, patient: Record<string, string>) {
  const seeded = await t.db
    .selectFrom('medical_record_files as f')
    .innerJoin('medical_records as r', 'r.id', 'f.record_id')
    .select(['r.id', 'f.stored_name'])
    .where('r.patient_id', '=', patientId)
    .orderBy('r.title')
    .executeTakeFirstOrThrow();
  const created = await t.app.inject({
    method: 'POST',
    url: `/api${endpoints.createRecord.path}`,
    headers: patient,
    payload: { ...validBodies.createRecord, files: [await recordUpload(patient)] },
  });
  const spare = expectSuccess<{ record: { _id: string } }>(created).record._id;
  return {
    ids: {
      recordsPatient: patientId,
      record: seeded.id,
      recordFile: seeded.stored_name,
      spareRecord: spare,
    },
    handle: await recordUpload(patient),
  };
}

/** The demo patient's active prescription and its code, her upload, and a completed visit still to write one for. */
export async function prescriptionIds(
  patientId: string,
  completed: string,
  first: (query: ReturnType<typeof sql<{ id: string }>>) => Promise<string>,
) {
  const prescriptions = await first(
    sql`select id from prescriptions where patient_id = ${patientId}
      and doctor_id = ${DEMO_DOCTOR_ID} and status = 'active' order by created_at desc, id limit 1`,
  );
  const uploadedPrescription = await first(
    sql`select id from uploaded_prescriptions where patient_id = ${patientId} limit 1`,
  );
  const unwritten = await first(sql`select a.id from appointments a
    where a.doctor_id = ${DEMO_DOCTOR_ID} and a.status = 'completed' and a.id <> ${completed}
      and not exists (select 1 from prescriptions p where p.appointment_id = a.id) limit 1`);
  // rx-verify: that prescription's public verification code.
  const rxCode = await first(
    sql`select verification_code as id from prescriptions where id = ${prescriptions}`,
  );
  return { prescriptions, uploadedPrescription, unwritten, rxCode };
}
