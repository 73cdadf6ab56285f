import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_PATIENT_DOCUMENTS,
  type PatientDocument,
  type PatientDocumentFields,
  type PatientDocumentType,
} from '@contract/patient-profile';
import { pathFor } from '@contract/routes';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { StoredFile } from '../../http/stored-files';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { patientDocumentContentTypes } from './files';
import { patientDemoFileBytes } from './demo-files';

/**
 * The patient's profile documents (ADR 0036): identification, medical records and
 * insurance, each a file of the store, listed, read and deleted by its owner only;
 * anyone else's id answers 404.
 */

type Caller = { userId: string; role: string };

type Row = {
  id: string;
  category: PatientDocument['category'];
  description: string;
  name: string;
  type: PatientDocumentType;
  size: number;
  created_at: Date;
};

const columns = ['id', 'category', 'description', 'name', 'type', 'size', 'created_at'] as const;

function toDocument(row: Row): PatientDocument {
  return {
    _id: row.id,
    category: row.category,
    description: row.description,
    filename: row.name,
    type: row.type,
    size: row.size,
    uploadedAt: new Date(row.created_at).toISOString(),
    url: pathFor('patientDocumentFile', { id: row.id }),
  };
}

export async function listDocuments(db: Db, userId: string) {
  const rows = await db
    .selectFrom('patient_documents')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { documents: rows.map(toDocument) };
}

/** Keeps one uploaded file as a document (in the transaction that names it). */
export async function saveDocument(
  db: Db,
  caller: Caller,
  fields: Required<PatientDocumentFields>,
  stored: StoredFile<PatientDocumentType>,
) {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('patient_documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_PATIENT_DOCUMENTS) throw new AppError(409, 'TOO_MANY_DOCUMENTS');
    const row = await trx
      .insertInto('patient_documents')
      .values({
        user_id: caller.userId,
        category: fields.category,
        description: fields.description,
        name: stored.name,
        type: stored.type,
        size: stored.size,
        stored_name: stored.storedName,
        created_at: new Date(),
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'create',
      subjectType: 'patient_document',
      subjectId: row.id,
      patientId: caller.userId,
      details: { category: row.category, name: row.name },
    });
    return { document: toDocument(row) };
  });
}

/** Deletes one of the caller's documents; answers the stored name to remove. */
export async function deleteDocument(db: Db, caller: Caller, id: string): Promise<string> {
  if (!isUuid(id)) throw new AppError(404, 'PATIENT_DOCUMENT_NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('patient_documents')
      .where('id', '=', id)
      .where('user_id', '=', caller.userId)
      .returning(['stored_name', 'category', 'name'])
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'PATIENT_DOCUMENT_NOT_FOUND');
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'delete',
      subjectType: 'patient_document',
      subjectId: id,
      patientId: caller.userId,
      details: { old: { category: row.category, name: row.name } },
    });
    return row.stored_name;
  });
}

/** A document's bytes for its owner; anyone else, or a missing file, is 404. */
export async function readDocumentFile(db: Db, filesDir: string, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'PATIENT_DOCUMENT_NOT_FOUND');
  const row = await db
    .selectFrom('patient_documents')
    .select(['name', 'type', 'stored_name', 'seed_file'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'PATIENT_DOCUMENT_NOT_FOUND');
  const bytes =
    (await readFile(path.join(filesDir, row.stored_name)).catch(() => null)) ??
    (row.seed_file ? patientDemoFileBytes(row.seed_file) : null);
  if (!bytes) throw new AppError(404, 'PATIENT_DOCUMENT_NOT_FOUND');
  return { bytes, name: row.name, mime: patientDocumentContentTypes[row.type] };
}
