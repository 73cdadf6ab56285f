import { AppError } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or cursor value is a UUID, so a malformed id never reaches SQL. */
export const isUuid = (value: string | undefined): value is string => UUID.test(value ?? '');

/**
 * Opaque cursors for newest-first or best-first lists: the sort key and the id of the
 * last row, as base64url JSON. A cursor that does not decode to what `check` expects is
 * a 400 on the `cursor` field, never a failed query.
 */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor<T extends [unknown, unknown]>(
  cursor: string,
  check: (parts: unknown[]) => parts is T,
): T {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw new AppError(400, 'VALIDATION', 'cursor');
  }
  if (!Array.isArray(parts) || parts.length !== 2 || !check(parts))
    throw new AppError(400, 'VALIDATION', 'cursor');
  return parts;
}
