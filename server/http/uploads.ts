import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import {
  type documentTypes,
  MAX_BOOKING_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
} from '@contract/appointments';
import { AppError } from './errors';

/**
 * Uploaded files (ARCHITECTURE.md): read whole (they are small), their kind decided by
 * their first bytes, never by the name or the browser's word, then stored under the
 * data directory with a random name. They are served only through authorised routes.
 */

export type DocumentType = (typeof documentTypes)[number];

/** The data directory's file store; a throw-away one for an in-memory database. */
export function filesDirectory(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return mkdtempSync(path.join(tmpdir(), 'ujyalo-files-'));
  const dir = path.resolve(dataDir, 'files');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** What a document really is, from its bytes; null for anything not allowed. */
export async function documentTypeOf(bytes: Buffer): Promise<DocumentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
      return 'jpg';
    case 'png':
      return 'png';
    case 'docx':
      return 'docx';
    // Word 97–2003 documents are OLE compound files.
    case 'cfb':
      return 'doc';
    default:
      return null;
  }
}

export type Upload = { name: string; type: DocumentType; size: number; bytes: Buffer };

/**
 * Reads a multipart body: text fields (as strings) and the files of one field, refusing
 * a file that is too large, of a kind not allowed, or one too many, with a clear 4xx.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; files: Upload[] }> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: MAX_DOCUMENT_BYTES,
        files: MAX_BOOKING_DOCUMENTS + 1,
        fields: 30,
        fieldSize: 64 * 1024,
      },
    })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError(400, 'VALIDATION', part.fieldname);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError(400, 'VALIDATION', part.fieldname);
      }
      if (files.length >= MAX_BOOKING_DOCUMENTS)
        throw new AppError(400, 'TOO_MANY_FILES', fileField, { count: MAX_BOOKING_DOCUMENTS });
      const bytes = await part.toBuffer();
      if (part.file.truncated)
        throw new AppError(413, 'FILE_TOO_LARGE', fileField, {
          megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024,
        });
      const type = await documentTypeOf(bytes);
      if (!type) throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', fileField);
      const name = path.basename(part.filename || 'document').slice(0, 200) || 'document';
      files.push({ name, type, size: bytes.length, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'FILE_TOO_LARGE', fileField, {
        megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024,
      });
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(400, 'TOO_MANY_FILES', fileField, { count: MAX_BOOKING_DOCUMENTS });
    throw new AppError(400, 'VALIDATION');
  }
  return { fields, files };
}

/** Writes files under random names; returns them with their stored names. */
export async function storeFiles(dir: string, uploads: Upload[]) {
  const stored = [];
  for (const upload of uploads) {
    const storedName = `${randomBytes(16).toString('hex')}.${upload.type}`;
    await writeFile(path.join(dir, storedName), upload.bytes, { flag: 'wx' });
    stored.push({ name: upload.name, type: upload.type, size: upload.size, storedName });
  }
  return stored;
}

/** Removes stored files, e.g. when the booking they came with was refused. */
export async function removeFiles(dir: string, storedNames: string[]) {
  await Promise.all(storedNames.map((name) => rm(path.join(dir, name), { force: true })));
}
