/**
 * The story runs' count of requests still waiting for their answer, so a picture is taken
 * once the screen has what it asked for (a portal's dashboard behind a play function that
 * only looked at the menu; a profile in Nepali on a busy machine). Requests a story never
 * answers on purpose (`hang` in mocks/respond.ts: a loading state) are not waited for.
 * Installed by vitest.setup.ts; Storybook itself never loads it.
 */
import { requestKey, unanswered } from '@mocks/respond';
import { resetBeforeEachStory } from '@mocks/stores';

const waiting = new Set<string>();

/**
 * Wraps the window's fetch once, counting each request until its body has been read. Each
 * story starts counting afresh (the preview's reset): a request an earlier story left
 * waiting for ever is not this story's.
 */
export function trackRequests(): void {
  const marked = window.fetch as typeof window.fetch & { tracked?: true };
  if (marked.tracked) return;
  resetBeforeEachStory(() => waiting.clear());
  const original = window.fetch.bind(window);
  let next = 0;
  const tracked = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), window.location.href).href;
    const key = `${next++} ${requestKey(init?.method ?? request?.method ?? 'GET', url)}`;
    waiting.add(key);
    try {
      const response = await original(input, init);
      // The answer counts as arrived once its body has (the client reads it next).
      void response
        .clone()
        .arrayBuffer()
        .catch(() => undefined)
        .finally(() => waiting.delete(key));
      return response;
    } catch (error) {
      waiting.delete(key);
      throw error;
    }
  }) as typeof window.fetch & { tracked?: true };
  tracked.tracked = true;
  window.fetch = tracked;
}

/** The requests this window still waits for ("GET https://…"), leaving out those never to be answered. */
export function requestsInFlight(): string[] {
  const keys: string[] = [];
  for (const numbered of waiting) {
    const key = numbered.slice(numbered.indexOf(' ') + 1);
    if (!unanswered.has(key)) keys.push(key);
  }
  return keys;
}
