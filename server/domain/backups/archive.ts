import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The backup archive (docs/adr/0023): one file holding a logical dump of every
 * application table and every stored file, gzipped, and encrypted with AES-256-GCM when
 * the backup settings ask for it. The same bytes restore on PGlite and on PostgreSQL.
 *
 * Plain:     "UJBK1P\n" + gzip(json)
 * Encrypted: "UJBK1E\n" + salt(16) + iv(12) + tag(16) + AES-256-GCM(gzip(json)),
 *            the key derived from BACKUP_KEY with scrypt and the salt.
 */

export const FORMAT = 'ujyalo-backup';
export const FORMAT_VERSION = 1;

const PLAIN = Buffer.from('UJBK1P\n');
const ENCRYPTED = Buffer.from('UJBK1E\n');

export type DumpedTable = {
  name: string;
  /** The columns dumped (generated ones are left out: the database computes them). */
  columns: string[];
  rows: Record<string, unknown>[];
};

export type Dump = {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  /** The migrations the database had: a restore needs a schema that has all of them. */
  migrations: string[];
  /** In dependency order: a table comes after those its foreign keys point to. */
  tables: DumpedTable[];
  /** The data directory's stored files, by stored name. */
  files: { name: string; data: string }[];
};

/** A backup that cannot be read: damaged, not ours, or the wrong key. */
export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

const keyOf = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

export function encodeArchive(dump: Dump, key?: string): Buffer {
  const packed = gzipSync(Buffer.from(JSON.stringify(dump)));
  if (key === undefined) return Buffer.concat([PLAIN, packed]);
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key, salt), iv);
  const body = Buffer.concat([cipher.update(packed), cipher.final()]);
  return Buffer.concat([ENCRYPTED, salt, iv, cipher.getAuthTag(), body]);
}

export const isEncrypted = (bytes: Buffer) => bytes.subarray(0, ENCRYPTED.length).equals(ENCRYPTED);

export function decodeArchive(bytes: Buffer, key?: string): Dump {
  let packed: Buffer;
  if (bytes.subarray(0, PLAIN.length).equals(PLAIN)) packed = bytes.subarray(PLAIN.length);
  else if (isEncrypted(bytes)) {
    if (!key) throw new BackupFormatError('This backup is encrypted: set BACKUP_KEY to its key.');
    let at = ENCRYPTED.length;
    const salt = bytes.subarray(at, (at += 16));
    const iv = bytes.subarray(at, (at += 12));
    const tag = bytes.subarray(at, (at += 16));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key, salt), iv);
    decipher.setAuthTag(tag);
    try {
      packed = Buffer.concat([decipher.update(bytes.subarray(at)), decipher.final()]);
    } catch {
      throw new BackupFormatError(
        'This backup could not be decrypted: BACKUP_KEY is not its key, or the file is damaged.',
      );
    }
  } else throw new BackupFormatError('This file is not a Ujyalo Health backup.');
  let dump: Dump;
  try {
    dump = JSON.parse(gunzipSync(packed).toString('utf8')) as Dump;
  } catch {
    throw new BackupFormatError('This backup is damaged and cannot be read.');
  }
  if (dump.format !== FORMAT || dump.version !== FORMAT_VERSION || !Array.isArray(dump.tables))
    throw new BackupFormatError('This backup was written in a format this server does not know.');
  return dump;
}
