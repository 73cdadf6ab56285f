import type pg from 'pg';

/** How many statements each connection keeps prepared, the least recently used let go first. */
export const PREPARED_PER_CONNECTION = 100;

type Query = (text: unknown, values?: unknown, ...rest: unknown[]) => Promise<unknown>;
/** pg's record of the statements a connection has prepared (pg/lib/connection.js). */
type Parsed = { parsedStatements?: Record<string, string> };

/**
 * Named prepared statements on PostgreSQL (ADR 0051, amendment of 2026-11-29). Kysely's pg
 * driver sends each statement unnamed, so PostgreSQL parses and plans it on every call;
 * nearby's statement cost more to plan than to run. Here every statement with parameters
 * is given a name on its connection, so pg sends its text once per connection and then
 * only binds the values, and PostgreSQL plans it once it finds a generic plan no costlier
 * than its custom ones (plan_cache_mode auto). Statements without parameters (transaction
 * control, the migrations' scripts, which may hold several statements) pass unnamed as
 * before, and so does a call with a callback (pg's own `pool.query`). Each connection keeps
 * at most `limit` statements, in order of last use; the least recently used is deallocated
 * before another is prepared, so a process that builds many different texts does not grow
 * PostgreSQL's memory without bound.
 */
export function prepareStatements(pool: pg.Pool, limit = PREPARED_PER_CONNECTION) {
  let nextName = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    /** Statement text → its name on this connection, least recently used first. */
    const named = new Map<string, string>();
    const parsed = (client as unknown as { connection?: Parsed }).connection?.parsedStatements;
    if (!parsed) return; // not the pg this was written for: every statement stays unnamed
    (client as unknown as { query: Query }).query = (text, values, ...rest) => {
      // A callback, a query object, or no values: as pg would have it.
      if (rest.length > 0 || typeof text !== 'string' || !Array.isArray(values) || !values.length)
        return query(text, values, ...rest);
      let name = named.get(text);
      if (name !== undefined) {
        named.delete(text);
        named.set(text, name);
        return query({ name, text, values });
      }
      name = `u${(nextName += 1)}`;
      named.set(text, name);
      if (named.size <= limit) return query({ name, text, values });
      const [oldText, oldName] = named.entries().next().value as [string, string];
      named.delete(oldText);
      delete parsed[oldName];
      const prepared = { name, text, values };
      return query(`deallocate ${oldName}`).then(
        () => query(prepared),
        () => query(prepared),
      );
    };
  });
}
