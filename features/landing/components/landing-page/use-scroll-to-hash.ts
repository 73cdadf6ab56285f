import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element the URL's hash names (`/#services`, where `/services` redirects).
 * A client-side navigation does not do it by itself, and this page arrives lazily, after
 * the browser has already given up on the hash. The target's `scroll-margin-top` keeps
 * it clear of the sticky header.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}
