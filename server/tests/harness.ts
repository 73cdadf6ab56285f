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
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { z } from 'zod';
import type { RegisterRequest } from '@contract/auth';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { failureEnvelope, type Failure } from '@contract/envelope';
import type { Role } from '@contract/roles';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { hashPassword } from '../domain/crypto';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from '../domain/seed';
import { tokenService, type TokenService } from '../domain/tokens';

export { DEMO_PASSWORD };

export const TEST_SECRET = 'ujyalo-integration-tests-signing-secret-0123456789';
export const REFRESH_COOKIE = 'ujyalo_refresh';
/** A password that passes every registration rule. */
export const GOOD_PASSWORD = 'Secret#2083';

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
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    return { db, engine: 'pglite', close: () => db.destroy() };
  }
  // A database of its own rather than a schema: Kysely's migrator looks for its
  // bookkeeping tables in every schema, so a migrated `public` would hide a fresh one.
  const name = `ujyalo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: own.toString() });
  await migrate(db);
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

export type BuiltApp = { app: FastifyInstance; tokens: TokenService; config: Config };

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
  const tokens = tokenService(TEST_SECRET, config.accessTokenMinutes);
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
  const database = await openTestDatabase();
  await seedDemo(database.db);
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

// ---- People ----

let sequence = 0;
const runTag = randomBytes(3).toString('hex');

export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  return `${label}.${runTag}.${sequence}@test.np`;
}

/** A ten-digit mobile number (97…) that no other call in this process returns. */
export function uniquePhone(): string {
  sequence += 1;
  return `97${String(randomInt(0, 10_000)).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

export type TestUser = UserRow & { password: string };

const hashes = new Map<string, Promise<string>>();

/** A user written straight into the database (no HTTP, one argon2 hash per password). */
export async function createUser(
  db: Db,
  fields: Partial<{
    role: Role;
    email: string;
    phone: string;
    name: string;
    password: string;
  }> = {},
): Promise<TestUser> {
  const role = fields.role ?? 'patient';
  const password = fields.password ?? GOOD_PASSWORD;
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  const row = await db
    .insertInto('users')
    .values({
      name: fields.name ?? `Test ${role}`,
      email: fields.email ?? uniqueEmail(role),
      phone: fields.phone ?? uniquePhone(),
      role,
      password_hash: await hash,
      profile: '{}',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** The seeded demo account of a role (every role but `public`). */
export async function demoUser(db: Db, role: Exclude<Role, 'public'>): Promise<UserRow> {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
}

export const accessToken = (tokens: TokenService, user: Pick<UserRow, 'id' | 'role'>) =>
  tokens.issueAccess({ userId: user.id, role: user.role });

/** A well-formed token that expired a minute ago, signed with the test secret. */
export const expiredToken = (user: Pick<UserRow, 'id' | 'role'>) =>
  new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(TEST_SECRET));

export const countUsers = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A registration that passes every rule; override single fields to break one. */
export function registration(overrides: Record<string, unknown> = {}): RegisterRequest {
  return {
    name: 'Test Person',
    email: uniqueEmail('reg'),
    phone: uniquePhone(),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    role: 'patient',
    consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
    acceptTerms: true,
    ...overrides,
  } as RegisterRequest;
}

/**
 * One valid body per endpoint. The tests break one field at a time, so the answer
 * must name that field; the property suite mutates them. A new endpoint with a body
 * needs its sample here (bad-input.test.ts fails until it has one).
 */
export const validBodies: Partial<Record<EndpointName, Record<string, unknown>>> = {
  login: {
    identifier: 'nobody@test.np',
    password: 'Wrong#Guess1',
    role: 'patient',
    rememberMe: true,
  },
  register: { ...registration({ email: 'sample@test.np', phone: '9700000000' }) },
  checkDuplicate: { email: 'sample@test.np', phone: '9700000000' },
  sendCode: { method: 'email', email: 'nobody@test.np' },
  verifyCode: { resetToken: 'sample-reset-token', verificationCode: '123456', method: 'email' },
  resendCode: { resetToken: 'sample-reset-token', contact: 'nobody@test.np', method: 'email' },
  resetPassword: {
    resetToken: 'sample-reset-token',
    verificationCode: '123456',
    newPassword: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  },
  legacyForgot: { email: 'nobody@test.np' },
  legacyReset: { password: GOOD_PASSWORD },
  sendContact: {
    name: 'Sita Sharma',
    email: 'sita@test.np',
    subject: 'Question',
    message: 'When do the lab portals open?',
  },
  // Off, so the authorisation matrix's admin call leaves the app usable for the rest.
  setMaintenance: { enabled: false },
  changeAppointmentStatus: { status: 'cancelled' },
  prescribe: {
    diagnosis: 'Viral fever',
    medications: [{ name: 'Paracetamol', dosage: '500 mg', frequency: 'Three times a day' }],
  },
  cancelByLink: { token: 'not-a-real-reminder-token' },
  postViews: { postIds: ['00000000-0000-4000-8000-000000000000'] },
  reportPost: { reason: 'misleading', details: 'Claims garlic cures diabetes' },
  addComment: { content: 'Thank you, doctor. Very useful.' },
};

/** The fields a body schema names, including every branch of a union. */
export function fieldsOf(schema: z.ZodType): string[] {
  type Json = {
    properties?: Record<string, unknown>;
    anyOf?: Json[];
    oneOf?: Json[];
    allOf?: Json[];
  };
  const collect = (s: Json): string[] => [
    ...Object.keys(s.properties ?? {}),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(collect),
  ];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return [...new Set(collect(json))];
}

// ---- Requests and answers ----

export const post = (
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
) => app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });

export const login = (
  app: FastifyInstance,
  body: Record<string, unknown>,
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
) => post(app, '/api/auth/login', body, extra);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function refreshCookieOf(res: LightMyRequestResponse) {
  return (res.cookies as { name: string; value: string; [k: string]: unknown }[] | undefined)?.find(
    (c) => c.name === REFRESH_COOKIE,
  );
}

/** The success envelope's data, after checking the status and the envelope. */
export function expectSuccess<T = Record<string, unknown>>(
  res: LightMyRequestResponse,
  status = 200,
): T {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { success: unknown; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/**
 * The failure envelope `{ success: false, message, code, field? }` with a non-empty
 * message; status, code, message and field are checked when given.
 */
export function expectFailure(
  res: LightMyRequestResponse,
  status: number,
  expected: { code?: string; message?: string; field?: string | null } = {},
): Failure {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = failureEnvelope.parse(res.json());
  expect(body.message.trim()).not.toBe('');
  if (expected.code) expect(body.code).toBe(expected.code);
  if (expected.message) expect(body.message).toBe(expected.message);
  if (expected.field === null) expect(body.field).toBeUndefined();
  else if (expected.field) expect(body.field).toBe(expected.field);
  return body;
}

/** Any 4xx in the failure envelope: what every bad input must get. */
export function expectClientError(res: LightMyRequestResponse): Failure {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = failureEnvelope.parse(res.json());
  expect(body.message.trim()).not.toBe('');
  return body;
}

// ---- Outbox ----

export async function outboxFor(db: Db, recipient: string) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .execute();
}

export const countOutbox = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The six-digit code of the latest message to a recipient. */
export async function latestCode(db: Db, recipient: string): Promise<string> {
  const [message] = await outboxFor(db, recipient);
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}
