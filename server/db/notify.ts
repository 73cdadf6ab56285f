import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database';

/** How a database was opened, so a listener can reach its notifications (ADR 0015). */
const sources = new WeakMap<Db, { pglite: PGlite } | { databaseUrl: string }>();

/** Called by openDatabase for every database it opens. */
export function rememberSource(db: Db, source: { pglite: PGlite } | { databaseUrl: string }) {
  sources.set(db, source);
}

/** The embedded PGlite behind a database, if it is one (the test harness dumps it). */
export function pgliteOf(db: Db): PGlite | undefined {
  const source = sources.get(db);
  return source && 'pglite' in source ? source.pglite : undefined;
}

export type Listener = {
  /** False while a PostgreSQL listener is reconnecting: messages may be missed meanwhile. */
  readonly listening: boolean;
  close(): Promise<void>;
};

export type ListenHandlers = {
  message(payload: string): void;
  /** The listener (re)connected after a gap in which messages may have been lost. */
  resumed?(): void;
};

/**
 * Listens to a NOTIFY channel: on PGlite through its one connection, on PostgreSQL
 * through a client of its own (the pool's connections come and go), reconnecting with
 * backoff after a lost connection. A database of unknown origin is never "listening".
 */
export async function listen(db: Db, channel: string, handlers: ListenHandlers): Promise<Listener> {
  const source = sources.get(db);
  if (!source) return { listening: false, close: async () => {} };
  if ('pglite' in source) {
    const stop = source.pglite.onNotification((name, payload) => {
      if (name === channel) handlers.message(payload);
    });
    // Through Kysely, so it waits its turn behind a transaction holding the connection.
    await sql`listen ${sql.id(channel)}`.execute(db);
    return {
      listening: true,
      async close() {
        stop();
      },
    };
  }
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let delay = 250;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    listening = false;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  };
  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: source.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.message(message.payload);
    });
    next.on('error', () => {
      // 'end' follows and reconnects.
    });
    next.on('end', () => {
      if (client === next) reconnect();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      listening = true;
      delay = 250;
      handlers.resumed?.();
    } catch {
      await next.end().catch(() => {});
      reconnect();
    }
  };
  await connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
