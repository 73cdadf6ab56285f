import { endpoints } from '@contract/endpoints';
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
