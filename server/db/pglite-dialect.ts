import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';

/**
 * Kysely's Postgres driver over embedded PGlite. PGlite has one connection, so the
 * "pool" hands it out to one borrower at a time: a transaction holds it until release,
 * and other queries wait their turn instead of interleaving with it.
 */
export function pgliteDialect(db: PGlite, afterClose: () => void = () => {}): PostgresDialect {
  let queue: Promise<void> = Promise.resolve();

  const client: PostgresPoolClient = {
    async query(sql: string, parameters: readonly unknown[]) {
      const result = await db.query(sql, parameters as unknown[]);
      const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
      return {
        command: command as 'SELECT',
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    },
    release() {},
  } as unknown as PostgresPoolClient;

  const pool: PostgresPool = {
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = previous.then(() => turn);
      await previous;
      return { ...client, query: client.query, release } as PostgresPoolClient;
    },
    // Kysely's destroy(): after the queries in line, close PGlite (its files and memory),
    // then let go of the data directory (its lock).
    async end() {
      await queue;
      if (!db.closed) await db.close();
      afterClose();
    },
  };

  return new PostgresDialect({ pool });
}
