import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AccessAction } from '@contract/records';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { canDoctorReadRecords } from './access';
import { demoFileBytes } from './demo-files';
import { recordContentTypes } from './files';
import { logRecordRead } from './history';

/** Stored names: 32 hex digits and the type (server/http/stored-files.ts). */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

type Found = {
  patientId: string;
  name: string;
  type: string;
  storedName: string;
  seedFile: string | null;
  record: { _id: string; title: string; type: string } | null;
  /** A booking's document: the doctor it was sent to; null for an upload. */
  bookingDoctorUserId: string | null;
};

async function findFile(db: Db, storedName: string): Promise<Found | null> {
  const upload = await db
    .selectFrom('medical_record_files as f')
    .leftJoin('medical_records as r', 'r.id', 'f.record_id')
    .select([
      'f.owner_id',
      'f.name',
      'f.type',
      'f.stored_name',
      'f.seed_file',
      'r.id as record_id',
      'r.patient_id',
      'r.title',
      'r.type as record_type',
    ])
    .where('f.stored_name', '=', storedName)
    .executeTakeFirst();
  if (upload)
    return {
      patientId: upload.patient_id ?? upload.owner_id,
      name: upload.name,
      type: upload.type,
      storedName: upload.stored_name,
      seedFile: upload.seed_file,
      record: upload.record_id
        ? { _id: upload.record_id, title: upload.title ?? '', type: upload.record_type ?? '' }
        : null,
      bookingDoctorUserId: null,
    };
  const doc = await db
    .selectFrom('appointment_documents as ad')
    .innerJoin('appointments as a', 'a.id', 'ad.appointment_id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select([
      'ad.name',
      'ad.type',
      'ad.stored_name',
      'a.id',
      'a.patient_id',
      'a.reason',
      'd.user_id',
    ])
    .where('ad.stored_name', '=', storedName)
    .executeTakeFirst();
  if (!doc) return null;
  return {
    patientId: doc.patient_id,
    name: doc.name,
    type: doc.type,
    storedName: doc.stored_name,
    seedFile: null,
    record: { _id: doc.id, title: doc.reason, type: 'booking-document' },
    bookingDoctorUserId: doc.user_id ?? '',
  };
}

/**
 * A record's file for its patient, or for a doctor whose patient they are (a booking's
 * document only for the doctor it was sent to). Anyone else, a wrong `userId`, or an
 * upload not yet in a record of someone else's gets 404, as if there were no such file.
 * A read by anyone but the patient is in the audit log.
 */
export async function readRecordFile(
  db: Db,
  filesDir: string,
  caller: SignedIn,
  { userId, file, inline }: { userId?: string; file: string; inline: boolean },
  ip: string | null,
) {
  if (!STORED_NAME.test(file)) throw new AppError(404, 'RECORD_FILE_NOT_FOUND');
  const found = await findFile(db, file);
  if (!found || (userId !== undefined && userId !== found.patientId))
    throw new AppError(404, 'RECORD_FILE_NOT_FOUND');
  const own = found.patientId === caller.userId;
  if (!own) {
    const allowed =
      caller.role === 'doctor' &&
      found.record !== null &&
      (found.bookingDoctorUserId === null || found.bookingDoctorUserId === caller.userId) &&
      (await canDoctorReadRecords(db, caller.userId, found.patientId));
    if (!allowed) throw new AppError(404, 'RECORD_FILE_NOT_FOUND');
  }
  const bytes =
    (await readFile(path.join(filesDir, found.storedName)).catch(() => null)) ??
    (found.seedFile ? demoFileBytes(found.seedFile) : null);
  if (!bytes) throw new AppError(404, 'RECORD_FILE_NOT_FOUND');
  const shown = inline && ['pdf', 'jpg', 'png', 'webp'].includes(found.type);
  const access: AccessAction = shown ? 'viewed' : 'downloaded';
  if (!own)
    await logRecordRead(db, caller, {
      patientId: found.patientId,
      access,
      record: found.record,
      fileName: found.name,
      ip,
    });
  return {
    bytes,
    name: found.name,
    mime: recordContentTypes[found.type] ?? 'application/octet-stream',
    inline: shown,
  };
}
