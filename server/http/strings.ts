import { AppError } from './errors';

/**
 * One guard for every string that comes in (issue 13 §3): JSON bodies, query strings,
 * path parameters, multipart text fields and uploaded file names alike. PostgreSQL
 * cannot store a NUL character or a lone surrogate (not valid UTF-8, refused in text and
 * jsonb alike), so such a string is refused here, with a 400 naming its field in the
 * caller's language, instead of failing in SQL with a 500.
 */

/** Whether PostgreSQL can store the string: no NUL, no lone surrogate. */
export const isStorable = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/**
 * The dotted path of the first string (or object key) PostgreSQL cannot store, '' for
 * the value itself; undefined when there is none. Iterative, so deeply nested input is
 * safe. `prefix` names where the value sits (a query's, a form field's name).
 */
export function unstorableField(value: unknown, prefix = ''): string | undefined {
  const pending: [unknown, string][] = [[value, prefix]];
  const join = (field: string, key: string) => (field ? `${field}.${key}` : key);
  while (pending.length > 0) {
    const [item, field] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorable(item)) return field;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorable(key)) return field;
        pending.push([child, join(field, key)]);
      }
    }
  }
  return undefined;
}

/** Refuses a value holding a string PostgreSQL cannot store: 400 VALIDATION on its field. */
export function guardStrings(value: unknown, prefix = ''): void {
  const field = unstorableField(value, prefix);
  if (field !== undefined) throw new AppError(400, 'VALIDATION', field || undefined);
}
