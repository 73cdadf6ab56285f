import type { CreateRecordRequest, MedicalRecord, UploadedFile } from '@contract/records';
import type { createRecordRequest } from '@contract/records';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import type { StoredFile } from '../../http/stored-files';
import { nepalToday } from '../appointments';
import { isUuid } from '../cursor';
import type { RecordFileType } from '@contract/records';
import { findRecord } from './read';

export type { CreateRecordRequest };

/** An uploaded file waits this long for its record; after that its handle is refused. */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** Keeps an uploaded file as the caller's, not yet part of a record; answers its handle. */
export async function saveUpload(
  db: Db,
  caller: SignedIn,
  [file]: StoredFile<RecordFileType>[],
): Promise<UploadedFile> {
  if (!file) throw new AppError(400, 'RECORD_FIELDS_REQUIRED', 'file');
  const row = await db
    .insertInto('medical_record_files')
    .values({
      owner_id: caller.userId,
      name: file.name,
      type: file.type,
      size: file.size,
      stored_name: file.storedName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { _id: row.id, name: file.name, type: file.type, size: file.size };
}

/**
 * Forgets the caller's uploads that never became part of a record and whose handle has
 * expired; answers their stored names for the route to remove.
 */
export async function dropExpiredUploads(db: Db, ownerId: string, now: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom('medical_record_files')
    .where('owner_id', '=', ownerId)
    .where('record_id', 'is', null)
    .where('created_at', '<=', new Date(now.getTime() - UNATTACHED_FILE_TTL_MS))
    .returning('stored_name')
    .execute();
  return rows.map((r) => r.stored_name);
}

/**
 * The caller's record from files they uploaded and have not used yet (002 §5: type,
 * title, at least one file and a signature). A handle not theirs, used, or expired is
 * refused on `files`, as if it did not exist.
 */
export async function createRecord(
  db: Db,
  caller: SignedIn,
  body: z.output<typeof createRecordRequest>,
  now: Date,
): Promise<MedicalRecord> {
  const handles = [...new Set(body.files)];
  if (!handles.every(isUuid)) throw new AppError(400, 'RECORD_FILE_EXPIRED', 'files');
  const id = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('medical_record_files')
      .select(['id'])
      .where('id', 'in', handles)
      .where('owner_id', '=', caller.userId)
      .where('record_id', 'is', null)
      .where('created_at', '>', new Date(now.getTime() - UNATTACHED_FILE_TTL_MS))
      .forUpdate()
      .execute();
    if (files.length !== handles.length) throw new AppError(400, 'RECORD_FILE_EXPIRED', 'files');
    const record = await trx
      .insertInto('medical_records')
      .values({
        patient_id: caller.userId,
        type: body.type,
        title: body.title,
        description: body.description,
        tags: JSON.stringify(body.tags),
        record_date: body.date ?? nepalToday(now),
        signature: body.signature,
        uploaded_by: caller.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, handle] of handles.entries())
      await trx
        .updateTable('medical_record_files')
        .set({ record_id: record.id, position })
        .where('id', '=', handle)
        .execute();
    return record.id;
  });
  const record = await findRecord(db, id);
  if (!record) throw new AppError(404, 'RECORD_NOT_FOUND');
  return record;
}

/**
 * Deletes the caller's own uploaded record; answers the stored names of its files for
 * the route to remove. A booking's entry is refused (it belongs to the appointment);
 * anyone else's record is 404.
 */
export async function deleteRecord(db: Db, caller: SignedIn, id: string): Promise<string[]> {
  if (!isUuid(id)) throw new AppError(404, 'RECORD_NOT_FOUND');
  const row = await db
    .selectFrom('medical_records')
    .select(['id'])
    .where('id', '=', id)
    .where('patient_id', '=', caller.userId)
    .executeTakeFirst();
  if (!row) {
    const booking = await db
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', id)
      .where('patient_id', '=', caller.userId)
      .executeTakeFirst();
    if (booking) throw new AppError(409, 'BOOKING_RECORD_READ_ONLY');
    throw new AppError(404, 'RECORD_NOT_FOUND');
  }
  return db.transaction().execute(async (trx) => {
    const files = await trx
      .deleteFrom('medical_record_files')
      .where('record_id', '=', id)
      .returning('stored_name')
      .execute();
    await trx.deleteFrom('medical_records').where('id', '=', id).execute();
    return files.map((f) => f.stored_name);
  });
}
