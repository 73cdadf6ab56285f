import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Upload } from './uploads';

/**
 * Files under the data directory (ARCHITECTURE.md), named at random. A file becomes
 * visible under its stored name only after the row that names it has committed, and
 * what a crash leaves behind is swept when the server starts (issue 13 §5).
 */

/** The data directory's file store; a throw-away one for an in-memory database. */
export function filesDirectory(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return mkdtempSync(path.join(tmpdir(), 'ujyalo-files-'));
  const dir = path.resolve(dataDir, 'files');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A file is written under its stored name plus this until its row has committed. */
export const PENDING = '.part';

/** The names this store gives: 32 hex digits, the type, and PENDING while it waits. */
const storedPattern = /^[0-9a-f]{32}\.[a-z0-9]+$/;

export type StoredFile<T extends string> = {
  name: string;
  type: T;
  size: number;
  storedName: string;
};

/** Writes files under random names, pending; returns them with their final stored names. */
export async function storeFiles<T extends string>(
  dir: string,
  uploads: Upload<T>[],
): Promise<StoredFile<T>[]> {
  const stored = [];
  for (const upload of uploads) {
    const storedName = `${randomBytes(16).toString('hex')}.${upload.type}`;
    await writeFile(path.join(dir, storedName + PENDING), upload.bytes, { flag: 'wx' });
    stored.push({ name: upload.name, type: upload.type, size: upload.size, storedName });
  }
  return stored;
}

/**
 * Stores the files pending, runs `write` (which commits the rows that name them), and
 * only then gives the files their stored names. If `write` fails, none is kept.
 */
export async function withStoredFiles<T extends string, R>(
  dir: string,
  uploads: Upload<T>[],
  write: (stored: StoredFile<T>[]) => Promise<R>,
): Promise<R> {
  const stored = await storeFiles(dir, uploads);
  let result: R;
  try {
    result = await write(stored);
  } catch (error) {
    await removeFiles(
      dir,
      stored.map((f) => f.storedName + PENDING),
    );
    throw error;
  }
  for (const { storedName } of stored)
    await rename(path.join(dir, storedName + PENDING), path.join(dir, storedName));
  return result;
}

/** Removes stored files, e.g. those of a deleted post. */
export async function removeFiles(dir: string, storedNames: string[]) {
  await Promise.all(storedNames.map((name) => rm(path.join(dir, name), { force: true })));
}

/**
 * Sweeps what a crash left in the data directory's files, at start: a stored file no
 * row names is removed; a pending one whose row committed gets its name (the crash
 * came between the commit and the rename); any other pending one is removed once it is
 * `graceMs` old. The grace is for other API processes on the same PostgreSQL and files
 * that may be mid-request there; with PGlite the data directory's lock means no other
 * process, so none is needed. The directory is listed before the rows are read, so a
 * file that got its name during the sweep has its row in what is read.
 */
export async function sweepStoredFiles(
  db: Db,
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string | undefined },
  graceMs = databaseUrl ? 60 * 60 * 1000 : 0,
): Promise<{ removed: number; named: number }> {
  const swept = { removed: 0, named: 0 };
  if (dataDir.startsWith('memory://')) return swept;
  const dir = filesDirectory(dataDir);
  const names = await readdir(dir);
  // Every table with a `stored_name` column names files of this store (appointment and
  // verification documents, post media, and any added later), so none is missed here.
  const { rows: tables } = await sql<{ table_name: string }>`select table_name
    from information_schema.columns
    where column_name = 'stored_name' and table_schema = current_schema()`.execute(db);
  // No such table found is a mistake of ours, not an empty store: remove nothing.
  if (tables.length === 0) return swept;
  const selects = tables.map(
    ({ table_name }) =>
      sql`select stored_name from ${sql.id(table_name)} where stored_name is not null`,
  );
  const { rows } = await sql<{
    stored_name: string;
  }>`${sql.join(selects, sql` union all `)}`.execute(db);
  const known = new Set(rows.map((r) => r.stored_name));
  for (const name of names) {
    const pending = name.endsWith(PENDING);
    const storedName = pending ? name.slice(0, -PENDING.length) : name;
    if (!storedPattern.test(storedName) || (!pending && known.has(storedName))) continue;
    const file = path.join(dir, name);
    if (pending && known.has(storedName)) {
      await rename(file, path.join(dir, storedName));
      swept.named += 1;
      continue;
    }
    if (pending && graceMs > 0) {
      const modified = (await stat(file).catch(() => null))?.mtimeMs;
      if (modified === undefined || Date.now() - modified < graceMs) continue;
    }
    await rm(file, { force: true });
    swept.removed += 1;
  }
  return swept;
}

/**
 * A Content-Disposition that is safe whatever the name: an ASCII fallback of letters,
 * digits, dots, dashes and underscores (no quote, slash, control character or path),
 * and the full name percent-encoded (RFC 6266, RFC 8187). Images are shown inline,
 * anything else is a download.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const base = path.basename(name.replaceAll('\\', '/')).normalize('NFC');
  const extension = path.extname(base);
  const stem =
    base
      .slice(0, base.length - extension.length)
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+|_+$/g, '')
      .slice(0, 100) || 'file';
  const ascii = stem + extension.replace(/[^A-Za-z0-9.]/g, '').slice(0, 10);
  const encoded = encodeURIComponent(base || 'file').replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
