import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { demoDocument } from './demo-files';

export const contentTypes = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/**
 * A verification document's bytes, for an admin or the applicant; anyone else gets 404,
 * as if it did not exist. Every admin's view is written to the audit log (whose
 * documents were read, by whom, from where).
 */
export async function readDocument(
  db: Db,
  filesDir: string,
  caller: SignedIn,
  id: string,
  ip: string | null,
) {
  if (!isUuid(id)) throw new AppError(404, 'DOCUMENT_NOT_FOUND');
  const doc = await db
    .selectFrom('verification_documents as d')
    .innerJoin('verification_applications as a', 'a.id', 'd.application_id')
    .select([
      'd.id',
      'd.kind',
      'd.number',
      'd.name',
      'd.type',
      'd.stored_name',
      'a.id as application_id',
      'a.user_id',
      'a.kind as applicant_kind',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
  const isAdmin = caller.role === 'admin';
  if (!doc || (!isAdmin && doc.user_id !== caller.userId))
    throw new AppError(404, 'DOCUMENT_NOT_FOUND');
  const bytes = doc.stored_name
    ? await readFile(path.join(filesDir, doc.stored_name)).catch(() => null)
    : demoDocument(doc);
  if (!bytes) throw new AppError(404, 'DOCUMENT_NOT_FOUND');
  if (isAdmin)
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'read',
      subjectType: 'verification_document',
      subjectId: doc.id,
      patientId: doc.applicant_kind === 'patient' ? doc.user_id : null,
      ip,
      details: { applicationId: doc.application_id, userId: doc.user_id, kind: doc.kind },
    });
  return { bytes, type: doc.type, name: doc.name };
}
