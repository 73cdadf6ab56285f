import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { FORMAT, FORMAT_VERSION, BackupFormatError, type Dump, type DumpedTable } from './archive';

/**
 * A logical dump of the database and the stored files, and its restore (docs/adr/0023).
 * Plain SQL that PGlite and PostgreSQL both run: rows read as JSON and written back with
 * json_populate_recordset, one statement per table in dependency order, so a table's
 * rows that point at each other (a comment's parent) are checked only once all are in.
 */

/**
 * Not in a backup, and left as they are by a restore: the migrations' own bookkeeping, the
 * backup runs, and `doctor_names`, which a trigger fills from the doctors as they are
 * restored (migration 0040) and which may hold more names than there are doctors.
 */
const NOT_DUMPED = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'backup_runs',
  'doctor_names',
]);

/**
 * The audit log is append-only (the database refuses to change or empty it): a restore
 * keeps it whole and adds the backup's entries it lacks, as into a new, empty database.
 */
const APPEND_ONLY = new Set(['audit_log']);

/** The names the file store gives (server/http/stored-files.ts); pending files are left out. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/;

type Schema = { tables: string[]; columns: Map<string, string[]> };

/** The application's tables, each after the tables its foreign keys point to. */
async function readSchema(db: Db): Promise<Schema> {
  const { rows: tableRows } = await sql<{ name: string }>`select table_name as name
    from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const names = tableRows.map((r) => r.name).filter((n) => !NOT_DUMPED.has(n));
  const { rows: links } = await sql<{ child: string; parent: string }>`select
      c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const { rows: columnRows } = await sql<{ table: string; column: string }>`select
      table_name as table, column_name as column
    from information_schema.columns
    where table_schema = current_schema() and is_generated = 'NEVER'
    order by table_name, ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const { table, column } of columnRows)
    columns.set(table, [...(columns.get(table) ?? []), column]);

  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const { child, parent } of links)
    if (child !== parent && parents.has(child) && parents.has(parent))
      parents.get(child)!.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p)),
    );
    // A cycle between tables would need deferred constraints; there is none, say so if one comes.
    if (ready.length === 0) throw new Error('The tables have a cycle of foreign keys');
    for (const n of ready) {
      ordered.push(n);
      placed.add(n);
    }
  }
  return { tables: ordered, columns };
}

const asRows = (value: unknown): Record<string, unknown>[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];

/** Every application table and stored file, read in one snapshot of the database. */
export async function dumpAll(db: Db, filesDir: string, now: Date): Promise<Dump> {
  const { tables, migrations } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const schema = await readSchema(trx);
      const dumped: DumpedTable[] = [];
      for (const name of schema.tables) {
        const columns = schema.columns.get(name) ?? [];
        const { rows } = await sql<{
          rows: unknown;
        }>`select coalesce(json_agg(t), '[]'::json) as rows
          from (select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(name)}) t`.execute(
          trx,
        );
        dumped.push({ name, columns, rows: asRows(rows[0]?.rows) });
      }
      const { rows: done } = await sql<{ name: string }>`select name from kysely_migration
        order by name`.execute(trx);
      return { tables: dumped, migrations: done.map((m) => m.name) };
    });
  const files: Dump['files'] = [];
  for (const name of (await readdir(filesDir).catch(() => [])).sort()) {
    if (!STORED_NAME.test(name)) continue;
    files.push({ name, data: (await readFile(path.join(filesDir, name))).toString('base64') });
  }
  return {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: now.toISOString(),
    migrations,
    tables,
    files,
  };
}

/**
 * Puts the database and the files back as the dump has them. The database changes in one
 * transaction: every application table emptied (the append-only audit log only added to),
 * then filled. A table that came with a
 * later migration is left empty; a column added later takes its default.
 */
export async function restoreAll(
  db: Db,
  filesDir: string,
  dump: Dump,
): Promise<{ tables: number; rows: number; files: number }> {
  for (const file of dump.files)
    if (!STORED_NAME.test(file.name))
      throw new BackupFormatError(`This backup names a file it may not: ${file.name}`);
  const { rows: applied } = await sql<{ name: string }>`select name
    from kysely_migration`.execute(db);
  const have = new Set(applied.map((m) => m.name));
  const missing = dump.migrations.filter((m) => !have.has(m));
  if (missing.length > 0)
    throw new BackupFormatError(
      `This backup comes from a newer version of Ujyalo Health (migrations ${missing.join(', ')}); ` +
        'restore it with that version.',
    );

  // Files first, so no row names a file that is not there yet; those the backup does not
  // have are removed only once the rows that named them are gone.
  const keep = new Set<string>();
  for (const file of dump.files) {
    keep.add(file.name);
    await writeFile(path.join(filesDir, file.name), Buffer.from(file.data, 'base64'));
  }

  let rowCount = 0;
  await db.transaction().execute(async (trx) => {
    const schema = await readSchema(trx);
    const emptied = schema.tables.filter((t) => !APPEND_ONLY.has(t));
    if (emptied.length > 0)
      await sql`truncate ${sql.join(emptied.map((t) => sql.table(t)))}`.execute(trx);
    for (const table of dump.tables) {
      const current = schema.columns.get(table.name);
      if (!current || table.rows.length === 0) continue;
      const columns = table.columns.filter((c) => current.includes(c));
      const list = sql.join(columns.map((c) => sql.ref(c)));
      await sql`insert into ${sql.table(table.name)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.table(table.name)},
          ${JSON.stringify(table.rows)}::json)
        ${APPEND_ONLY.has(table.name) ? sql`on conflict do nothing` : sql``}`.execute(trx);
      rowCount += table.rows.length;
    }
    // Sequences carry on after the restored rows, not from where they stood.
    const { rows: serials } = await sql<{ table: string; column: string; seq: string }>`select
        table_name as table, column_name as column,
        pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
      from information_schema.columns
      where table_schema = current_schema()
        and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(trx);
    for (const { table, column, seq } of serials) {
      if (!seq || NOT_DUMPED.has(table)) continue;
      await sql`select setval(${seq}, coalesce((select max(${sql.ref(column)})
        from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
    }
  });

  for (const name of await readdir(filesDir).catch(() => [])) {
    if (STORED_NAME.test(name) && !keep.has(name))
      await rm(path.join(filesDir, name), { force: true });
  }
  return { tables: dump.tables.length, rows: rowCount, files: dump.files.length };
}
