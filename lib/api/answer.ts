import type { z } from 'zod';
import type { Failure } from '@contract/envelope';
import type { PublicSettings } from '@contract/system';
import { ApiError } from './api-error';
import { clientMessages, httpErrorMessage } from './messages';

/** A contract response schema: `successEnvelope(data)`. */
export type EnvelopeSchema<T> = z.ZodType<{ success: true; data: T }>;

export const EMPTY = Symbol('empty');
export const NOT_JSON = Symbol('not json');
export type Body = unknown;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export async function readJson(response: Response): Promise<Body> {
  const text = await response.text();
  if (!text) return EMPTY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The failure envelope of contract/envelope.ts, checked by hand to keep zod out of the first load. */
function isFailure(body: unknown): body is Failure {
  return (
    isRecord(body) &&
    body.success === false &&
    typeof body.message === 'string' &&
    typeof body.code === 'string' &&
    (body.field === undefined || typeof body.field === 'string')
  );
}

/** The public settings of contract/system.ts, checked by hand (see `getPublicSettings`). */
export function isPublicSettings(data: unknown): data is PublicSettings {
  return (
    isRecord(data) &&
    typeof data.maintenanceMode === 'boolean' &&
    isRecord(data.buyMeCoffee) &&
    (data.buyMeCoffee.qrUrl === null || typeof data.buyMeCoffee.qrUrl === 'string')
  );
}

/** Turns an answer into its data, or throws the `ApiError` it stands for. */
export function unwrap<T>(response: Response, body: Body, schema?: EnvelopeSchema<T>): T {
  const { status } = response;
  if (body === EMPTY || body === NOT_JSON) {
    if (status === 401)
      throw new ApiError({ status, code: 'UNAUTHORIZED', message: clientMessages.UNAUTHORIZED });
    if (!response.ok)
      throw new ApiError({ status, code: 'HTTP_ERROR', message: httpErrorMessage(status) });
    if (body === EMPTY && !schema) return undefined as T;
    throw new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: clientMessages.INVALID_RESPONSE,
    });
  }
  if (!response.ok || (isRecord(body) && body.success === false)) {
    if (isFailure(body)) {
      const { code, message, field } = body;
      throw new ApiError({ status, code, message, ...(field ? { field } : {}) });
    }
    // Not our envelope (a proxy, an older server): keep whatever message it gave.
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
    throw new ApiError({
      status,
      code: status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR',
      message: message ?? (status === 401 ? clientMessages.UNAUTHORIZED : httpErrorMessage(status)),
    });
  }
  if (schema) {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError({
        status,
        code: 'INVALID_RESPONSE',
        message: clientMessages.INVALID_RESPONSE,
        cause: parsed.error,
      });
    return parsed.data.data;
  }
  return (isRecord(body) && body.success === true ? body.data : body) as T;
}
