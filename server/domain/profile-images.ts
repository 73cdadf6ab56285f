import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { paths } from '@contract/paths';
import {
  MAX_PROFILE_IMAGE_BYTES,
  type ProfileImageType,
  profileImageNamePattern,
} from '@contract/doctor-profile';
import { AppError } from '../http/errors';
import type { FileRules, Upload } from '../http/uploads';
import { pngChunk } from './verification/demo-files';

/**
 * Profile pictures (ADR 0032), shared by the doctor's and the patient's profiles: one
 * checked image in the data directory's files, named `pi-<32 hex>.<type>` (a name the
 * stored-files sweep leaves alone: the profile row names it by its URL), served publicly
 * from `/api/files/common/profile-images/{file}` with a default picture for any other
 * name. A new picture gets a new name, so a served one never changes.
 */

/** What an uploaded picture really is, from its first bytes: JPEG, PNG or WebP. */
export async function profileImageTypeOf(bytes: Buffer): Promise<ProfileImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.ext === 'png' || found?.ext === 'jpg' || found?.ext === 'webp' ? found.ext : null;
}

/** The rules of a picture upload (server/http/uploads.ts): one file, 5 MB, by its bytes. */
export const profileImageFiles: FileRules<ProfileImageType> = {
  maxFiles: 1,
  maxBytes: MAX_PROFILE_IMAGE_BYTES,
  typeOf: profileImageTypeOf,
  typeError: 'PROFILE_PICTURE_TYPE',
  sizeError: 'PROFILE_PICTURE_TOO_LARGE',
};

/** How server/http/uploads.ts reads a picture upload's body (add an entry per endpoint). */
export const profileImageRules = { files: profileImageFiles, json: [], booleans: [] } as const;

const urlPrefix = `/api${paths.profileImage.replace(':file', '')}`;

/** The public URL of a stored picture. */
export function profileImageUrl(file: string): string {
  return `${urlPrefix}${file}`;
}

/** The stored picture a URL of ours names, or null (none, or a link from elsewhere). */
export function profileImageFileOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(urlPrefix)) return null;
  const name = url.slice(urlPrefix.length);
  return profileImageNamePattern.test(name) ? name : null;
}

/**
 * Stores a checked picture under a new name and answers its name and public URL. The
 * caller points its row at the URL, then removes the old picture (`removeProfileImage`);
 * if its write fails it removes this one.
 */
export async function storeProfileImage(
  filesDir: string,
  upload: Upload<ProfileImageType> | undefined,
): Promise<{ file: string; url: string }> {
  if (!upload) throw new AppError(400, 'PROFILE_PICTURE_REQUIRED', 'profilePicture');
  const file = `pi-${randomBytes(16).toString('hex')}.${upload.type}`;
  await writeFile(path.join(filesDir, file), upload.bytes, { flag: 'wx' });
  return { file, url: profileImageUrl(file) };
}

/** Removes a stored picture, by its URL or name; anything not ours is left alone. */
export async function removeProfileImage(filesDir: string, urlOrFile: string | null | undefined) {
  const file =
    urlOrFile && profileImageNamePattern.test(urlOrFile)
      ? urlOrFile
      : profileImageFileOf(urlOrFile);
  if (file) await rm(path.join(filesDir, file), { force: true });
}

const contentTypes: Record<ProfileImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** A neutral head-and-shoulders silhouette, for a name that is not (or no longer) stored. */
const defaultPicture = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">' +
    '<rect width="96" height="96" fill="#e2e8f0"/>' +
    '<circle cx="48" cy="38" r="18" fill="#94a3b8"/>' +
    '<path d="M14 96c2-20 16-32 34-32s32 12 34 32z" fill="#94a3b8"/></svg>',
);

/**
 * The demo accounts' pictures (seeds): `pi-000…0N.png` names a generated avatar, drawn
 * when no file is stored under it, so a fresh demo has pictures without shipping any.
 * N picks the colour: 1 the demo doctor, 2 the demo patient, others as seeds need.
 */
export const demoProfilePicture = (n: number) => `pi-${String(n).padStart(32, '0')}.png`;
const demoPicturePattern = /^pi-0{28}\d{4}\.png$/;

/** A 96 × 96 PNG: a coloured disc with a pale head-and-shoulders figure. */
function demoAvatar(n: number): Buffer {
  const size = 96;
  const colours = [
    [14, 116, 144],
    [190, 24, 93],
    [79, 70, 229],
    [21, 128, 61],
  ];
  const bg = colours[n % colours.length]!;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const head = (x - 48) ** 2 + (y - 38) ** 2 < 17 ** 2;
      const body = y > 62 && (x - 48) ** 2 + (y - 100) ** 2 < 36 ** 2;
      const [r, g, b] = head || body ? [241, 245, 249] : bg;
      row.set([r!, g!, b!], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A picture's bytes and type, or the default picture for a name no longer stored (a
 * malformed name is not found);
 * `stored` says which (a stored one never changes, so it may be cached long).
 */
export async function readProfileImage(filesDir: string, file: string) {
  if (profileImageNamePattern.test(file)) {
    const bytes = await readFile(path.join(filesDir, file)).catch(() => null);
    if (bytes) {
      const type = file.slice(file.lastIndexOf('.') + 1) as ProfileImageType;
      return { bytes, contentType: contentTypes[type], stored: true };
    }
    if (demoPicturePattern.test(file))
      return {
        bytes: demoAvatar(Number(file.slice(31, 35))),
        contentType: 'image/png',
        stored: true,
      };
  } else throw new AppError(404, 'NOT_FOUND');
  return { bytes: defaultPicture, contentType: 'image/svg+xml', stored: false };
}
