import { unstable_serialize } from 'swr';

/**
 * How a read of a page drawn on the server is known again in the browser (ADR 0048): by
 * its SWR key, serialized as SWR does. A list read page by page (useSWRInfinite, whose key
 * is a function of the page) is known by its first page's key; SWR keeps the list itself
 * under that key with its `$inf$` mark, holding the pages.
 */
export function answerId(key: unknown, fetcher: unknown): string | null {
  const first = fetcher ? firstKey(key) : null;
  return first ? unstable_serialize(first) : null;
}

/** The key a read asks with: its own, or its first page's. */
export function firstKey(key: unknown): unknown {
  try {
    return typeof key === 'function' ? (key as PageKey)(0, null) : key;
  } catch {
    return null;
  }
}

type PageKey = (index: number, previous: null) => unknown;

/** The entries a read's answer makes in the page's state. */
export function answerEntries(key: unknown, id: string, answer: unknown): [string, unknown][] {
  return typeof key === 'function'
    ? [
        [id, answer],
        [`$inf$${id}`, [answer]],
      ]
    : [[id, answer]];
}
