import { sql, type Kysely } from 'kysely';

/**
 * Backups (issue 14): each run of a backup, started by an admin or by the autoBackup
 * timer. At most one runs at a time, which the database enforces, so two API processes
 * on one PostgreSQL cannot start two at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table backup_runs (
    id uuid primary key default gen_random_uuid(),
    status text not null default 'running' check (status in ('running','completed','failed')),
    trigger text not null default 'manual' check (trigger in ('manual','automatic')),
    -- No foreign key: a restore empties users, and the record of backups outlives it.
    started_by uuid,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    size_bytes bigint,
    file_name text,
    encrypted boolean not null default false,
    error text,
    check ((status = 'running') = (finished_at is null))
  )`.execute(db);
  await sql`create unique index backup_runs_one_running on backup_runs ((true))
    where status = 'running'`.execute(db);
  await sql`create index backup_runs_recent on backup_runs (started_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists backup_runs`.execute(db);
}
