import { sql, type Kysely } from 'kysely';

/**
 * Sessions that end (issue 13, ADR 0015): one row per sign-in, named by every access
 * token (`sid`) and shared with its refresh-token family. Ending a session sets
 * `revoked_at`; the database announces every ended session on SESSION_ENDED_CHANNEL
 * at commit, whichever code or statement ended it, so each API process can drop it
 * from memory and disconnect its sockets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index sessions_user_live on sessions (user_id) where revoked_at is null`.execute(
    db,
  );

  // Sessions already under way (their refresh families) carry on after the upgrade.
  await sql`insert into sessions (id, user_id, created_at, revoked_at)
    select family_id, user_id, min(created_at),
      case when bool_and(revoked_at is not null) then now() end
    from refresh_tokens group by family_id, user_id
    on conflict (id) do nothing`.execute(db);

  await sql`create function sessions_announce_end() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('ujyalo_session_ended', old.id::text || ' ' || old.user_id::text);
      elsif old.revoked_at is null and new.revoked_at is not null then
        perform pg_notify('ujyalo_session_ended', new.id::text || ' ' || new.user_id::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_end after update of revoked_at or delete on sessions
    for each row execute function sessions_announce_end()`.execute(db);

  // A new role, or a new status (the admin issue's active/inactive/suspended, read
  // through jsonb so this trigger holds before that column exists), ends every session.
  await sql`create function users_end_sessions() returns trigger language plpgsql as $$
    begin
      if new.role is distinct from old.role
        or to_jsonb(new) -> 'status' is distinct from to_jsonb(old) -> 'status' then
        update sessions set revoked_at = now() where user_id = new.id and revoked_at is null;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_end_sessions after update on users
    for each row execute function users_end_sessions()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_end_sessions on users`.execute(db);
  await sql`drop function if exists users_end_sessions`.execute(db);
  await sql`drop table if exists sessions`.execute(db);
  await sql`drop function if exists sessions_announce_end`.execute(db);
}
