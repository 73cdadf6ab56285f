import type { PublicSettings } from '@contract/system';
import type { Locale } from '@lib/i18n';

/**
 * What a page made on the server hands the browser (ADR 0048), in a JSON script element
 * beside the markup: the language it was drawn in, the public settings it used and the
 * answers of the reads it drew, keyed as the data hooks key them.
 */
export type ServerState = {
  locale: Locale;
  settings: PublicSettings | undefined;
  answers: Record<string, unknown>;
};

export const SERVER_STATE_ID = 'server-state';

/** The state of the page the server made, or null (the app's shell, or a page from the cache). */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * JSON to put inside a script element: `<` is escaped, so no text in it (a post's title
 * with `</script>` in it) can end the element, and the two line separators JSON allows
 * but scripts once did not are escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
