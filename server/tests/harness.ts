/**
 * Shared set-up of the server's integration suites. Each test file opens one database
 * and one app (creating PGlite takes seconds, argon2 tens of milliseconds), and tests
 * stay independent by using their own users: unique emails and phone numbers.
 *
 * With TEST_DATABASE_URL set, the same suites run on PostgreSQL: every file gets a
 * fresh database of its own (dropped when the file ends), so files cannot see each
 * other's rows even when they run side by side. The URL's user must be allowed to
 * create databases.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import { nepalToday } from '../domain/appointments/dates';
import { seedDemo } from '../domain/seed';
import { startSession, tokenService } from '../domain/tokens';
import { TEST_SECRET, type TestTokens } from './harness-people';

/** The environment every test app starts from; a suite overrides single keys. */
export const baseEnv: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  RATE_LIMIT_CONTACT_PER_MINUTE: '10000',
  DEMO: 'true',
};

export type TestDatabase = {
  db: Db;
  engine: 'pglite' | 'postgresql';
  close(): Promise<void>;
};

/** A migrated, empty database: in-memory PGlite, or a fresh database on TEST_DATABASE_URL. */
export const openTestDatabase = () => openDatabaseFrom({});

/**
 * A database with the demo seeded, copied from the one global-setup.ts seeded for the run
 * (a PGlite dump, or a template database). A file starting on a later Nepal day than that
 * seed (a run over midnight) seeds its own, so "today" in the demo is today. With
 * `fixedClock`, the copy seeded at a fixed instant (global-setup.ts's FIXED_SEED_AT), so a
 * suite on a fixed clock finds the same demo whatever day it runs.
 */
export async function openSeededTestDatabase(fixedClock = false): Promise<TestDatabase> {
  if (fixedClock) return openDatabaseFrom(inject('seededFixed'));
  const seeded = inject('seeded');
  if (seeded.nepalDay !== nepalToday(new Date())) {
    const database = await openTestDatabase();
    await seedDemo(database.db);
    return database;
  }
  return openDatabaseFrom(seeded);
}

async function openDatabaseFrom(from: {
  pgliteDump?: string;
  template?: string;
}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const loadDataDir = from.pgliteDump ? new Blob([readFileSync(from.pgliteDump)]) : undefined;
    const db = await openDatabase({ dataDir: 'memory://', loadDataDir });
    if (!loadDataDir) await migrate(db);
    return { db, engine: 'pglite', close: () => db.destroy() };
  }
  // A database of its own rather than a schema: Kysely's migrator looks for its
  // bookkeeping tables in every schema, so a migrated `public` would hide a fresh one.
  const name = `ujyalo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url });
  if (from.template) {
    await sql`create database ${sql.id(name)} template ${sql.id(from.template)}`.execute(admin);
  } else {
    await sql`create database ${sql.id(name)}`.execute(admin);
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: own.toString() });
  if (!from.template) await migrate(db);
  return {
    db,
    engine: 'postgresql',
    async close() {
      await db.destroy();
      // The pool's connections close a moment after destroy() resolves; forcing them
      // closed would surface as uncaught errors, so wait for them instead.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await sql`drop database if exists ${sql.id(name)}`.execute(admin);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await admin.destroy();
    },
  };
}

export type BuiltApp = { app: FastifyInstance; tokens: TestTokens; config: Config };

// ---- Every answer against the contract ----

const contractRoutes = new Map(
  (Object.entries(endpoints) as [EndpointName, Endpoint][]).map(([name, endpoint]) => [
    `${endpoint.method} /api${endpoint.path}`,
    { name, endpoint },
  ]),
);

/** The contract endpoint a request was routed to, by its method and route pattern. */
export const endpointOf = (method: string, routeUrl: string | undefined) =>
  routeUrl === undefined ? undefined : contractRoutes.get(`${method} ${routeUrl}`);

/**
 * Parses every success answer of a contract endpoint with the endpoint's response
 * schema, as the client does. Call before `ready()`. A mismatch fails the test: the
 * injected request that got it rejects, and one that came over a socket (a listening
 * app) makes `close()` reject.
 */
export function checkAnswersAgainstContract(app: FastifyInstance) {
  const mismatches = new Map<object, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = endpointOf(request.method, request.routeOptions.url);
    const schema = route?.endpoint.response;
    const json = /^application\/json/.test(String(reply.getHeader('content-type')));
    if (!schema || reply.statusCode >= 300 || !json || typeof payload !== 'string') return payload;
    const body: unknown = JSON.parse(payload);
    // A failure envelope is checked by expectFailure; this is about what success promises.
    if ((body as { success?: unknown }).success !== true) return payload;
    const result = schema.safeParse(body);
    if (!result.success) {
      mismatches.set(
        reply.raw,
        `${request.method} ${request.url} answered outside the contract's ${route.name} response:\n` +
          z.prettifyError(result.error),
      );
    }
    return payload;
  });
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    // The chained and callback forms are not used by the suites; they pass through unchecked.
    if (options === undefined || callback !== undefined)
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    return inject(options).then((res) => {
      const mismatch = mismatches.get(res.raw.res);
      mismatches.delete(res.raw.res);
      if (mismatch) throw new Error(mismatch);
      return res;
    });
  }) as FastifyInstance['inject'];
  app.addHook('onClose', async () => {
    if (mismatches.size > 0) throw new Error([...mismatches.values()].join('\n\n'));
  });
}

/** An app over an existing database, e.g. a second app with a tighter limit. */
export async function buildTestApp(
  db: Db,
  env: Record<string, string> = {},
  extra: Pick<AppDeps, 'clock' | 'realtime'> = {},
): Promise<BuiltApp> {
  const config = loadConfig({ ...baseEnv, ...env });
  const signer = tokenService(TEST_SECRET, config.accessTokenMinutes);
  const tokens: TestTokens = {
    ...signer,
    async signIn(user) {
      const { sessionId } = await startSession(db, user.id, config.refreshTokenDays);
      return signer.issueAccess({ userId: user.id, role: user.role, sid: sessionId });
    },
  };
  const app = await buildApp({ config, db, tokens, ...extra });
  checkAnswersAgainstContract(app);
  await app.ready();
  return { app, tokens, config };
}

export type TestApp = BuiltApp & {
  db: Db;
  engine: TestDatabase['engine'];
  close(): Promise<void>;
};

/** A fresh database with the demo accounts, and an app over it. */
export async function startTestApp(
  env: Record<string, string> = {},
  extra: Pick<AppDeps, 'clock' | 'realtime'> = {},
): Promise<TestApp> {
  // A suite that sets the clock reads the demo seeded at a fixed instant.
  const database = await openSeededTestDatabase(extra.clock !== undefined);
  const built = await buildTestApp(database.db, env, extra);
  return {
    ...built,
    db: database.db,
    engine: database.engine,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

// People and answers live beside this file; the suites import everything from here.
export * from './harness-people';
export * from './harness-answers';
