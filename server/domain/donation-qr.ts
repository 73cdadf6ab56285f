import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  type DonationQrType,
  donationQrNamePattern,
  MAX_DONATION_QR_BYTES,
} from '@contract/system';
import { paths } from '@contract/paths';
import type { Db } from '../db/database';
import type { FileRules, Upload } from '../http/uploads';
import { AppError } from '../http/errors';
import { audit } from './audit';
import { getSetting, setSetting } from './settings';

/**
 * The Buy Me a Coffee QR (002 §5, issue 14): one public image in the data directory's
 * files, named `qr-<32 hex>.<type>` (a name the stored-files sweep leaves alone, since
 * no table row names it: the `buyMeCoffee` setting does). A new upload replaces it and
 * the old file is removed once the setting names the new one.
 */

/** What the uploaded QR really is, from its first bytes: PNG, JPEG or WebP. */
export async function donationQrTypeOf(bytes: Buffer): Promise<DonationQrType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.ext === 'png' || found?.ext === 'jpg' || found?.ext === 'webp' ? found.ext : null;
}

export const donationQrFiles: FileRules<DonationQrType> = {
  maxFiles: 1,
  maxBytes: MAX_DONATION_QR_BYTES,
  typeOf: donationQrTypeOf,
  typeError: 'DONATION_QR_TYPE',
};

/** How server/http/uploads.ts reads the upload's body. */
export const donationQrMultipart = {
  uploadDonationQr: { files: donationQrFiles, json: [], booleans: [] },
} as const;

const storedQrPattern = /^qr-[0-9a-f]{32}\.(png|jpg|webp)$/;
const qrPrefix = `/api${paths.donationQrImage.replace(':file', '')}`;

/** The stored file a `qrUrl` of ours names, or null for none (or a link from elsewhere). */
function storedNameOf(qrUrl: string | null): string | null {
  if (!qrUrl?.startsWith(qrPrefix)) return null;
  const name = qrUrl.slice(qrPrefix.length);
  return storedQrPattern.test(name) ? name : null;
}

export const qrContentTypes: Record<DonationQrType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

type Caller = { userId: string; role: string };

/** Stores the new QR, points the setting at it, removes the old one; audited. */
export async function replaceDonationQr(
  { db, filesDir }: { db: Db; filesDir: string },
  caller: Caller,
  files: Upload<DonationQrType>[],
  ip: string,
): Promise<{ qrUrl: string }> {
  const [file] = files;
  if (!file) throw new AppError(400, 'DONATION_QR_REQUIRED', 'qr');
  // The bytes decided the type; the name must agree it is an image of these kinds too.
  if (!donationQrNamePattern.test(file.name)) throw new AppError(415, 'DONATION_QR_TYPE', 'qr');
  const storedName = `qr-${randomBytes(16).toString('hex')}.${file.type}`;
  await writeFile(path.join(filesDir, storedName), file.bytes, { flag: 'wx' });
  const qrUrl = `${qrPrefix}${storedName}`;
  let old: string | null;
  try {
    const current = await getSetting(db, 'buyMeCoffee');
    old = current.qrUrl;
    await setSetting(db, 'buyMeCoffee', { ...current, qrUrl });
  } catch (error) {
    await rm(path.join(filesDir, storedName), { force: true });
    throw error;
  }
  const oldName = storedNameOf(old);
  if (oldName) await rm(path.join(filesDir, oldName), { force: true });
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'update',
    subjectType: 'setting',
    subjectId: 'buyMeCoffee',
    ip,
    details: {
      old: { qrUrl: old },
      new: { qrUrl },
      file: { name: file.name, type: file.type, size: file.size },
    },
  });
  return { qrUrl };
}

/** The current QR's bytes; anything else (an old one, a made-up name) is not found. */
export async function readDonationQr(db: Db, filesDir: string, name: string) {
  const { qrUrl } = await getSetting(db, 'buyMeCoffee');
  const current = storedNameOf(qrUrl);
  if (!current || current !== name) throw new AppError(404, 'DONATION_QR_NOT_FOUND');
  const bytes = await readFile(path.join(filesDir, current)).catch(() => null);
  if (!bytes) throw new AppError(404, 'DONATION_QR_NOT_FOUND');
  const type = current.slice(current.lastIndexOf('.') + 1) as DonationQrType;
  return { bytes, type };
}
