import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Half the card on screen… */
const SEEN_RATIO = 0.5;
/** …for a second: a reader who scrolls past quickly has not seen it. */
const SEEN_MS = 1000;

/**
 * Calls `onSeen` once the element has been at least half on screen for a second
 * (a view for the author's monthly reach). Without IntersectionObserver it does nothing.
 */
export function useSeen(ref: RefObject<Element | null>, onSeen: (() => void) | undefined) {
  const seen = useEffectEvent(() => onSeen?.());
  const enabled = onSeen !== undefined;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= SEEN_RATIO - 0.01) {
          timer ??= setTimeout(() => {
            seen();
            observer.disconnect();
          }, SEEN_MS);
        } else {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, SEEN_RATIO] },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, enabled]);
}
