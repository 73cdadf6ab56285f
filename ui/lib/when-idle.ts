/**
 * Runs `run` when the browser is idle (or after 2 s where there is no idle callback),
 * for work that must not compete with the first render: code that loads ahead of use.
 * Returns a cancel function, so it fits a `useEffect` cleanup.
 */
export function whenIdle(run: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2000);
  return () => clearTimeout(id);
}
