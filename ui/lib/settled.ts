import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page has settled: a page drawn on the server (app/entry-server, ADR 0048)
 * is taken over by the browser first and settles once that is done and the browser is
 * idle. Until then, heavy widgets (a Select and its list) show a light stand-in that
 * looks and reads the same, so taking the page over stays quick on a phone; they become
 * the real thing in a transition once it has settled, or at once when used. A page drawn
 * in the browser (and every story and test) is settled from the start.
 */
let settled = true;
const waiting = new Set<() => void>();

/** The page is about to be taken over (hydrated), or drawn on the server: not settled. */
export function holdUntilSettled() {
  settled = false;
}

/** The page has been taken over and the browser is idle. */
export function settle() {
  settled = true;
  for (const done of waiting) done();
  waiting.clear();
}

/** True once the page has settled; what hydrates starts false, as the server drew it. */
export function useSettled(): boolean {
  const [now, setNow] = useState(() => settled);
  useEffect(() => {
    if (now) return;
    const done = () => startTransition(() => setNow(true));
    if (settled) {
      done();
      return;
    }
    waiting.add(done);
    return () => {
      waiting.delete(done);
    };
  }, [now]);
  return now;
}
