import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { failureEnvelope, type Failure } from '@contract/envelope';
import { type Db } from '../db/database';
import { REFRESH_COOKIE } from './harness-people';

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
