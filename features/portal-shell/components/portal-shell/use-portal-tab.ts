import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { resolveTab, type Portal, type PortalTab } from '../../tabs';

function withTab(params: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab', tab);
  return next;
}

export type PortalTabState<P extends Portal> = {
  /** The tab to show, after the fallbacks of `resolveTab`. */
  tab: PortalTab<P>;
  /** The address of a tab: this path with `tab` set, other query values kept. */
  hrefFor: (tab: PortalTab<P>) => string;
  /** Shows a tab, pushing a history entry so Back returns to the one before. */
  select: (tab: PortalTab<P>) => void;
};

/**
 * The portal's tab, kept in the `tab` query parameter. An unknown value is replaced in
 * history by the fallback tab, so the address bar always names what is shown.
 */
export function usePortalTab<P extends Portal>(portal: P): PortalTabState<P> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { tab, replace } = resolveTab(portal, params.get('tab'));

  useEffect(() => {
    if (replace) setParams((current) => withTab(current, tab), { replace: true });
  }, [replace, tab, setParams]);

  const hrefFor = useCallback(
    (next: PortalTab<P>) => `${pathname}?${withTab(params, next).toString()}`,
    [pathname, params],
  );
  const select = useCallback(
    (next: PortalTab<P>) => {
      // Choosing the tab already shown adds no history entry.
      if (next !== tab) setParams((current) => withTab(current, next));
    },
    [tab, setParams],
  );
  return { tab, hrefFor, select };
}
