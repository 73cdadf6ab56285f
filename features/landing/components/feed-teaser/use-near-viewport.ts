import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const unchanging = () => () => {};
const canObserve = () => typeof IntersectionObserver !== 'undefined';
/** A page drawn on the server is drawn as a browser that can observe starts: not near yet. */
const drawnOnServer = () => true;

/**
 * True once the element has come within `margin` of the viewport, and from then on.
 * Where the browser has no IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px') {
  const [seen, setSeen] = useState(false);
  const observable = useSyncExternalStore(unchanging, canObserve, drawnOnServer);
  const near = seen || !observable;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
