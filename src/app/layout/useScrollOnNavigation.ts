import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router';

/** Scroll positions of the history entries, by location key (the router saves the one it leaves). */
const positions: Record<string, number> = {};

/**
 * Every navigation opens its page at the top, or at its #hash element; back
 * and forward return to where the user was on that entry. A navigation with
 * `preventScrollReset` (a page changing only its own search parameters:
 * paging, filters) leaves the position alone.
 *
 * What react-router's <ScrollRestoration /> does, on the router's own
 * restoration state, without what this app has no use for (its
 * framework-mode script, its session storage: a reload is left to the
 * browser). It costs the home page 0.9 KB less (the budget).
 * Effects only: the server render and hydration are unchanged.
 */
export function useScrollOnNavigation(): void {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  const location = state?.location;
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;

  useLayoutEffect(() => router?.enableScrollRestoration(positions, () => window.scrollY), [router]);

  useLayoutEffect(() => {
    // false: the first render of a server-rendered page (the browser keeps its position).
    if (!location || restore === false) return;
    const target = location.hash && document.getElementById(location.hash.slice(1));
    if (typeof restore === 'number') window.scrollTo(0, restore);
    else if (target) target.scrollIntoView();
    else if (!keep) window.scrollTo(0, 0);
  }, [location, restore, keep]);
}
