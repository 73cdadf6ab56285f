import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_PROFILE_DOCUMENT_BYTES,
  type ProfileDocument,
  type ProfileDocumentKind,
  type ProfileDocumentType,
  profileAttachmentSlots,
  profileDocumentNamePattern,
  profileDocumentTypesByKind,
} from '@contract/doctor-profile';
import type { ErrorCode } from '@contract/errors';
import type { Db } from '../../db/database';
import type { DoctorProfileDetails } from '../../db/schema-doctor-profile';
import { AppError } from '../../http/errors';
import { removeFiles, withStoredFiles } from '../../http/stored-files';
import type { FileRules, Upload } from '../../http/uploads';
import { audit } from '../audit';
import { demoPdf } from '../verification/demo-files';
import { doctorOf } from './read';

/**
 * The files of the profile's entries (001 §3, §5; ADR 0032). An upload is checked by its
 * bytes and kept as a row of `doctor_profile_documents` with a file of the store; an
 * entry names it by `file` when its section is saved. Only the doctor and admins read
 * them. A file an entry named before a save and no longer names after it is deleted; an
 * upload no entry ever named is deleted by the doctor's next save once a day old.
 */

/** What the bytes are, or `unknown`: the kind's own code refuses it (the kind is a field). */
export type SniffedDocumentType = ProfileDocumentType | 'unknown';

export async function profileDocumentTypeOf(bytes: Buffer): Promise<SniffedDocumentType> {
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case 'pdf':
    case 'jpg':
    case 'png':
    case 'webp':
    case 'docx':
      return found.ext;
    // Word 97–2003 documents are OLE compound files.
    case 'cfb':
      return 'doc';
    default:
      return 'unknown';
  }
}

/** The code refusing a file of the wrong type, per kind (415; and on a save's field, 400). */
export const typeErrorOf: Record<ProfileDocumentKind, ErrorCode> = {
  certificate: 'PROFILE_CERTIFICATE_TYPE',
  document: 'PROFILE_DOCUMENT_FILE_TYPE',
  image: 'PROFILE_IMAGE_TYPE',
};

const documentFiles: FileRules<SniffedDocumentType> = {
  maxFiles: 1,
  maxBytes: MAX_PROFILE_DOCUMENT_BYTES,
  typeOf: profileDocumentTypeOf,
  typeError: 'PROFILE_DOCUMENT_FILE_TYPE',
  sizeError: 'PROFILE_DOCUMENT_TOO_LARGE',
};

/** How server/http/uploads.ts reads the upload's body. */
export const profileDocumentMultipart = {
  uploadDoctorProfileDocument: { files: documentFiles, json: [], booleans: [] },
} as const;

export const documentContentTypes: Record<ProfileDocumentType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

type Caller = { userId: string; role: string };

/** Stores one checked upload of the given kind for the calling doctor; answers its handle. */
export async function uploadDocument(
  { db, filesDir }: { db: Db; filesDir: string },
  caller: Caller,
  kind: ProfileDocumentKind,
  files: Upload<SniffedDocumentType>[],
  ip: string,
): Promise<ProfileDocument> {
  const upload = files[0];
  if (!upload) throw new AppError(400, 'PROFILE_DOCUMENT_REQUIRED', 'file');
  const type = upload.type;
  if (type === 'unknown' || !(profileDocumentTypesByKind[kind] as readonly string[]).includes(type))
    throw new AppError(415, typeErrorOf[kind], 'file');
  const doctor = await doctorOf(db, caller.userId);
  const checked = { ...upload, type };
  return withStoredFiles(filesDir, [checked], async ([stored]) => {
    const file = stored!.storedName;
    await db
      .insertInto('doctor_profile_documents')
      .values({
        doctor_id: doctor.id,
        kind,
        file,
        stored_name: file,
        name: upload.name,
        type,
        size: upload.size,
        seed_lines: null,
      })
      .execute();
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'create',
      subjectType: 'doctor_profile_document',
      subjectId: doctor.id,
      ip,
      details: { kind, file, name: upload.name, type, size: upload.size },
    });
    return { file, name: upload.name, type, size: upload.size };
  });
}

/** The bytes of a profile document: the doctor's own, or any for an admin (audited). */
export async function readDocument(
  { db, filesDir }: { db: Db; filesDir: string },
  caller: Caller,
  file: string,
  ip: string,
) {
  if (!profileDocumentNamePattern.test(file)) throw new AppError(404, 'NOT_FOUND');
  let query = db
    .selectFrom('doctor_profile_documents as d')
    .innerJoin('doctors as doc', 'doc.id', 'd.doctor_id')
    .select(['d.doctor_id', 'd.name', 'd.type', 'd.stored_name', 'd.seed_lines'])
    .where('d.file', '=', file);
  if (caller.role !== 'admin') query = query.where('doc.user_id', '=', caller.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const bytes = row.stored_name
    ? await readFile(path.join(filesDir, row.stored_name)).catch(() => null)
    : demoPdf(parseLines(row.seed_lines));
  if (!bytes) throw new AppError(404, 'NOT_FOUND');
  if (caller.role === 'admin')
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'read',
      subjectType: 'doctor_profile_document',
      subjectId: row.doctor_id,
      ip,
      details: { file, name: row.name },
    });
  return { name: row.name, type: row.type, bytes };
}

function parseLines(value: unknown): string[] {
  const lines: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(lines) ? lines.map(String) : [];
}

type Slot = (typeof profileAttachmentSlots)[number];
type Named = { slot: Slot; index: number | null; doc: ProfileDocument };

/** Every file the details' entries name, with where (for a field error) and its kind. */
function namedFiles(details: Record<string, unknown>, sections?: readonly string[]): Named[] {
  const out: Named[] = [];
  for (const slot of profileAttachmentSlots) {
    if (sections && !sections.includes(slot.section)) continue;
    const value = details[slot.list];
    const items = Array.isArray(value) ? value : value ? [value] : [];
    items.forEach((item: Record<string, unknown>, i) => {
      const doc = item?.[slot.field] as ProfileDocument | null | undefined;
      if (doc?.file) out.push({ slot, index: Array.isArray(value) ? i : null, doc });
    });
  }
  return out;
}

const fieldOf = ({ slot, index }: Named) =>
  index === null ? `${slot.list}.${slot.field}` : `${slot.list}.${index}.${slot.field}`;

/**
 * Checks the files a section's body names: each must be one of the doctor's uploads of
 * the slot's kind (else 400 on that field); name, type and size are taken from the store.
 * Mutates `body` in place so the saved entries carry the stored facts.
 */
export async function attachDocuments(
  db: Db,
  doctorId: string,
  section: string,
  body: Record<string, unknown>,
) {
  const named = namedFiles(body, [section]);
  if (named.length === 0) return;
  const rows = await db
    .selectFrom('doctor_profile_documents')
    .select(['file', 'kind', 'name', 'type', 'size'])
    .where('doctor_id', '=', doctorId)
    .where(
      'file',
      'in',
      named.map((n) => n.doc.file),
    )
    .execute();
  const byFile = new Map(rows.map((r) => [r.file, r]));
  for (const n of named) {
    const row = byFile.get(n.doc.file);
    if (!row) throw new AppError(400, 'PROFILE_DOCUMENT_NOT_FOUND', fieldOf(n));
    if (!(profileDocumentTypesByKind[n.slot.kind] as readonly string[]).includes(row.type))
      throw new AppError(400, typeErrorOf[n.slot.kind], fieldOf(n));
    Object.assign(n.doc, { name: row.name, type: row.type, size: row.size });
  }
}

/** A day: an upload no entry names is kept this long (the editor may not have saved yet). */
const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * After a save: deletes the doctor's files no entry names any more (those named before
 * the save and not after it), and uploads never named that are a day old.
 */
export async function removeUnnamedDocuments(
  { db, filesDir }: { db: Db; filesDir: string },
  doctorId: string,
  before: DoctorProfileDetails,
  after: DoctorProfileDetails,
  now: Date,
) {
  const still = new Set(namedFiles(after).map((n) => n.doc.file));
  const dropped = namedFiles(before)
    .map((n) => n.doc.file)
    .filter((f) => !still.has(f));
  const stale = await db
    .selectFrom('doctor_profile_documents')
    .select(['file', 'created_at'])
    .where('doctor_id', '=', doctorId)
    .where('created_at', '<', new Date(now.getTime() - UNATTACHED_GRACE_MS))
    .execute();
  const gone = [...new Set([...dropped, ...stale.map((r) => r.file).filter((f) => !still.has(f))])];
  if (gone.length === 0) return;
  const removed = await db
    .deleteFrom('doctor_profile_documents')
    .where('doctor_id', '=', doctorId)
    .where('file', 'in', gone)
    .returning('stored_name')
    .execute();
  await removeFiles(
    filesDir,
    removed.flatMap((r) => (r.stored_name ? [r.stored_name] : [])),
  );
}

/** A demo file's handle: stable per doctor and slot, so the seed stays idempotent. */
export function demoDocumentFile(doctorId: string, slot: string, type: ProfileDocumentType) {
  return `${createHash('md5').update(`${doctorId}:${slot}`).digest('hex')}.${type}`;
}
