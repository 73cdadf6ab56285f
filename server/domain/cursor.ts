import { AppError } from '../http/errors';
import { isStorable } from '../http/strings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or cursor value is a UUID, so a malformed id never reaches SQL. */
export const isUuid = (value: string | undefined): value is string => UUID.test(value ?? '');

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether a cursor's time is one `encodeCursor` could have written: an ISO instant in
 * UTC with milliseconds, years 0001 to 9999, that reads back as itself. JavaScript's
 * Date reads far more ("1", "0", "+275760-09-13T00:00:00.000Z"), which PostgreSQL
 * refuses.
 */
export const isInstant = (value: unknown): value is string =>
  typeof value === 'string' &&
  INSTANT.test(value) &&
  !value.startsWith('0000') &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(value).toISOString() === value;

/** A cursor is short: two sort keys and an id. Anything longer is not one of ours. */
const MAX_CURSOR = 1024;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Opaque cursors for newest-first or best-first lists: the sort key and the id of the
 * last row, as base64url JSON. A cursor is validated when it is decoded (issue 13 §3):
 * one that is too long, not base64url, not JSON, holds a string PostgreSQL cannot store
 * or does not match what `check` expects is a 400 on the `cursor` field, never a failed
 * query. `check` must validate every part as the query will use it (`isInstant`,
 * `isUuid`, a bounded number).
 */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor<T extends [unknown, unknown]>(
  cursor: string,
  check: (parts: unknown[]) => parts is T,
): T {
  const refuse = () => new AppError(400, 'VALIDATION', 'cursor');
  if (cursor.length > MAX_CURSOR || !BASE64URL.test(cursor)) throw refuse();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw refuse();
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 2 ||
    parts.some((part) => typeof part === 'string' && !isStorable(part)) ||
    parts.some((part) => typeof part === 'number' && !Number.isFinite(part)) ||
    !check(parts)
  )
    throw refuse();
  return parts;
}
