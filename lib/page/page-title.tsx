import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  brand: { id: 'page.title.brand', defaultMessage: 'Ujyalo Health' },
});

/** What a page tells the app about itself once it is on screen. */
export type PageShown = {
  /** The whole document title, brand included. */
  title: string;
  /**
   * Which view of the route is showing, where a route has several that count as pages of
   * their own (a portal's tabs): a new view is a new page, announced and focused.
   */
  view?: string;
};

const PageContext = createContext<((page: PageShown) => void) | null>(null);

/** The app's handler for pages coming into view: titles the document, announces, moves focus. */
export function PageProvider({
  onShown,
  children,
}: {
  onShown: (page: PageShown) => void;
  children: ReactNode;
}) {
  return <PageContext.Provider value={onShown}>{children}</PageContext.Provider>;
}

/** "Part – Part – Ujyalo Health", in the reader's language; the brand alone without parts. */
export function useTitleText(parts: readonly (string | null | undefined)[]): string {
  const intl = useIntl();
  const named = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return [...named, intl.formatMessage(messages.brand)].join(' – ');
}

/**
 * Names the page in the document title (WCAG 2.4.2), most specific part first: `usePageTitle(
 * [tabName, portalName], { view: tab })`. Every page and portal tab calls it; `null` while
 * the page cannot show itself yet (a portal waiting for its user). The app then announces
 * a new page and moves focus to its main heading.
 */
export function usePageTitle(
  parts: readonly (string | null | undefined)[] | null,
  options: { view?: string } = {},
): void {
  const onShown = useContext(PageContext);
  const title = useTitleText(parts ?? []);
  const ready = parts !== null;
  const { view } = options;
  useEffect(() => {
    if (!ready) return;
    if (onShown) onShown({ title, view });
    else document.title = title;
  }, [onShown, ready, title, view]);
}
