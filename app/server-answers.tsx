import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { answerId } from './answer-keys';
import type { ServerState } from './server-state';

/** An answer that came with the page is not asked for again this soon after it was read. */
const FRESH_MS = 30_000;

/**
 * The answers of a page the server made (ADR 0048), as the data hooks' starting values:
 * the hydrating page draws exactly what the server drew, and a read whose answer came
 * with the page does not ask again while it is fresh.
 */
export function ServerAnswers({ state, children }: { state: ServerState; children: ReactNode }) {
  const value = useMemo(() => {
    const fresh: Middleware = (useSWRNext) =>
      function useFresh(key, fetcher, config) {
        const id = answerId(key, fetcher);
        const known =
          id !== null &&
          id in state.answers &&
          // Since this page began to load (the browser's own clock).
          performance.now() < FRESH_MS;
        return useSWRNext(key, fetcher, known ? { ...config, revalidateOnMount: false } : config);
      };
    return { fallback: state.answers, use: [fresh] };
  }, [state]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
