/**
 * Restores one backup into the configured database (DATA_DIR's embedded one, or
 * DATABASE_URL's) and the data directory's files, while the server is stopped:
 *   npm run restore -- .data/backups/ujyalo-backup-2026-11-24T10-00-00-000Z.ujbak
 * An encrypted backup needs BACKUP_KEY. With the embedded database the data directory's
 * lock refuses while a server runs on it; with PostgreSQL, stop every API process first.
 * See docs/adr/0023-backups.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import { DataDirError } from '../db/data-dir-lock';
import { BackupFormatError, restoreFromFile } from '../domain/backups';
import { filesDirectory } from '../http/stored-files';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(
    file
      ? `No backup at ${file}.`
      : 'Name the backup to restore: npm run restore -- <file> (see docs/adr/0023-backups.md).',
  );
  process.exit(2);
}

const config = loadConfig();
let db: Db | undefined;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const done = await restoreFromFile(db, {
    file: path.resolve(file),
    filesDir: filesDirectory(config.dataDir),
    key: process.env.BACKUP_KEY || undefined,
  });
  console.log(
    `Restored the backup of ${done.createdAt}: ${done.rows} rows in ${done.tables} tables, ${done.files} files.`,
  );
} catch (error) {
  if (error instanceof DataDirError || error instanceof BackupFormatError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await db?.destroy();
}
