import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), rounded up so "1" shows until the
 * very end, and never below zero. Deadline-based rather than counting ticks, so a
 * throttled background tab or a slow phone still opens the resend on time.
 */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null || !Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** How often the countdown re-reads the clock; finer than a second so it never skips one. */
const TICK_MS = 250;

/**
 * A restartable countdown: `start(seconds)` (from an event handler) and the seconds
 * left, which reach 0 and stop.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  const start = useCallback((seconds: number) => {
    const safe = Math.max(0, Math.floor(seconds));
    setDeadline(Date.now() + safe * 1000);
    setLeft(safe);
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft: left, start, started: deadline !== null };
}
