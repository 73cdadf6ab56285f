import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { paths } from '@contract/paths';
import {
  MAX_SIGNATURE_BYTES,
  type PrescriptionUploadType,
  type UploadedPrescription,
  type prescriptionUploadFields,
} from '@contract/prescriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { StoredFile } from '../../http/stored-files';
import type { Upload } from '../../http/uploads';
import { isUuid } from '../cursor';
import { demoPdf, demoPng } from '../verification/demo-files';
import { prescriptionContentTypes } from './files';

/**
 * The patient's own uploaded (paper) prescriptions (issue 15; 002 §3, §5): the file (an
 * image or a PDF by its bytes) and the drawn signature are stored files, served to their
 * patient only; anyone else gets a 404.
 */

type Fields = z.output<typeof prescriptionUploadFields>;

/**
 * The signature's PNG bytes from its data URL, as an upload to store beside the file. The
 * schema checked the data URL's form; this checks the bytes really are a PNG and small.
 */
export async function signatureUpload(dataUrl: string): Promise<Upload<PrescriptionUploadType>> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES)
    throw new AppError(413, 'SIGNATURE_TOO_LARGE', 'signature');
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext !== 'png') throw new AppError(400, 'SIGNATURE_INVALID', 'signature');
  return { name: 'signature.png', type: 'png', size: bytes.length, bytes };
}

type Row = {
  id: string;
  doctor_name: string;
  hospital_name: string;
  diagnosis: string;
  notes: string;
  name: string;
  type: PrescriptionUploadType;
  size: number;
  created_at: Date;
};

const urlOf = (template: string, id: string) => `/api${template.replace(':id', id)}`;

const toUpload = (r: Row): UploadedPrescription => ({
  _id: r.id,
  source: 'uploaded',
  doctorName: r.doctor_name,
  hospitalName: r.hospital_name,
  diagnosis: r.diagnosis,
  notes: r.notes,
  file: {
    url: urlOf(paths.uploadedPrescriptionFile, r.id),
    name: r.name,
    type: r.type,
    size: r.size,
  },
  signatureUrl: urlOf(paths.uploadedPrescriptionSignature, r.id),
  createdAt: new Date(r.created_at).toISOString(),
});

const columns = [
  'id',
  'doctor_name',
  'hospital_name',
  'diagnosis',
  'notes',
  'name',
  'type',
  'size',
  'created_at',
] as const;

/**
 * POST /prescriptions/upload: stores the row once the file and the signature are written
 * pending (withStoredFiles names them when this commits). `stored` is [file, signature].
 */
export async function saveUploadedPrescription(
  db: Db,
  caller: NonNullable<Caller>,
  fields: Fields,
  stored: StoredFile<PrescriptionUploadType>[],
  now: Date,
): Promise<UploadedPrescription> {
  const [file, signature] = stored;
  if (!file || !signature)
    throw new AppError(400, 'PRESCRIPTION_FILE_REQUIRED', 'prescriptionFile');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('uploaded_prescriptions')
      .values({
        patient_id: caller.userId,
        doctor_name: fields.doctorName,
        hospital_name: fields.hospitalName,
        diagnosis: fields.diagnosis,
        notes: fields.notes,
        name: file.name,
        type: file.type,
        size: file.size,
        stored_name: file.storedName,
        created_at: now,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('uploaded_prescription_signatures')
      .values({ upload_id: row.id, stored_name: signature.storedName, size: signature.size })
      .execute();
    return toUpload(row as Row);
  });
}

/** GET /patient/prescriptions/uploads: the patient's own, newest first. */
export async function listUploadedPrescriptions(db: Db, caller: NonNullable<Caller>) {
  const rows = await db
    .selectFrom('uploaded_prescriptions')
    .select(columns)
    .where('patient_id', '=', caller.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return { uploads: (rows as Row[]).map(toUpload) };
}

/** The bytes of an uploaded prescription's file or signature, for its patient only. */
export async function readUploadedFile(
  db: Db,
  filesDir: string,
  caller: NonNullable<Caller>,
  id: string,
  which: 'file' | 'signature',
): Promise<{ name: string; type: PrescriptionUploadType; contentType: string; bytes: Buffer }> {
  if (!isUuid(id)) throw new AppError(404, 'PRESCRIPTION_NOT_FOUND');
  const row = await db
    .selectFrom('uploaded_prescriptions as u')
    .leftJoin('uploaded_prescription_signatures as s', 's.upload_id', 'u.id')
    .select([
      'u.name',
      'u.type',
      'u.doctor_name',
      'u.stored_name',
      's.stored_name as signature_stored_name',
    ])
    .where('u.id', '=', id)
    .where('u.patient_id', '=', caller.userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'PRESCRIPTION_NOT_FOUND');
  const storedName = which === 'file' ? row.stored_name : row.signature_stored_name;
  const type = (which === 'file' ? row.type : 'png') as PrescriptionUploadType;
  const name = which === 'file' ? row.name : 'signature.png';
  // The demo's seeded upload has no stored files: its bytes are made here.
  const bytes = storedName
    ? await readFile(path.join(filesDir, storedName)).catch(() => null)
    : type === 'pdf'
      ? demoPdf([
          'Ujyalo Health - demo uploaded prescription',
          `Doctor: ${row.doctor_name}`,
          'Generated for the demo; not a real prescription.',
        ])
      : demoPng(name.length);
  if (!bytes) throw new AppError(404, 'PRESCRIPTION_NOT_FOUND');
  return { name, type, contentType: prescriptionContentTypes[type], bytes };
}
