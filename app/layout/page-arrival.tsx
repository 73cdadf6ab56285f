import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageProvider, type PageShown } from '@lib/page';

/** The new page's main heading, else the content region (the skip link's target). */
function focusMainHeading(): HTMLElement | null {
  const content = document.getElementById('content');
  const heading = content?.querySelector<HTMLElement>('h1');
  const target = heading ?? content;
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}

/**
 * What happens when a page comes into view (WCAG 2.4.2, 2.4.3): the document takes its
 * title; after a navigation (a new path, or a new view such as a portal tab) the title is
 * announced and focus moves to the page's main heading, so a keyboard or screen reader user
 * starts where the new page starts. The first page of a visit keeps the browser's own focus.
 */
export function PageArrival({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const path = useRef(pathname);
  // Layout effects run before the page's own effects, which report the page.
  useLayoutEffect(() => {
    path.current = pathname;
  }, [pathname]);
  const shown = useRef<string | undefined>(undefined);
  // Where focus went on arrival: a page that swaps its loading heading for the real one
  // takes it along (it names itself again then).
  const arrivedAt = useRef<HTMLElement | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const onShown = useCallback(({ title, view }: PageShown) => {
    document.title = title;
    const where = `${path.current}\n${view ?? ''}`;
    if (shown.current === where) {
      const arrival = arrivedAt.current;
      if (!arrival) return;
      const lost = !arrival.isConnected && document.activeElement === document.body;
      // Arrived before the page had a heading: focus waited on the content region.
      const waiting = document.activeElement === arrival && arrival.tagName !== 'H1';
      if (lost || waiting) arrivedAt.current = focusMainHeading();
      // The page has finished arriving (its data came): while the reader is still at its
      // start, say its full name.
      if (document.activeElement === arrivedAt.current) setAnnouncement(title);
      return;
    }
    const firstPage = shown.current === undefined;
    shown.current = where;
    if (firstPage) return;
    setAnnouncement(title);
    // A new page starts at its top, as a page load would.
    window.scrollTo({ top: 0 });
    arrivedAt.current = focusMainHeading();
  }, []);

  return (
    <PageProvider onShown={onShown}>
      {children}
      <p role="status" className="sr-only" data-testid="page-announcement">
        {announcement}
      </p>
    </PageProvider>
  );
}
