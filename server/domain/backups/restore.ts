import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/database';
import { audit } from '../audit';
import { decodeArchive } from './archive';
import { restoreAll } from './dump';

/**
 * Restores one archive into a database whose server is stopped (`npm run restore`),
 * and records that it did in the restored audit log.
 */
export async function restoreFromFile(
  db: Db,
  { file, filesDir, key }: { file: string; filesDir: string; key: string | undefined },
) {
  const dump = decodeArchive(await readFile(file), key);
  const restored = await restoreAll(db, filesDir, dump);
  await audit(db, {
    action: 'restore',
    subjectType: 'backup',
    details: { file, createdAt: dump.createdAt, ...restored },
  });
  return { ...restored, createdAt: dump.createdAt };
}
