import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext, useLayoutEffect } from 'react';
import { isPatchOn } from '../patches';

/**
 * Keeps the page data the app hydrated with, so hydration is not followed by a second render of the
 * whole page.
 *
 * Rspress 2.0.22 hydrates with the page's data, then its `App` looks that route up in its page-data
 * cache in a layout effect. The entry stored the data where that lookup does not read
 * (`setCurrentPageData` fills slot 1, `consumeCachedPageData` reads slots 0 and 2), so `App` loads the
 * data again and sets a copy: a new object, and every component reading the page re-renders right
 * after hydration (the MDX content too, unless memoised as our DocContent is; with it memoised, still
 * a 50–80 ms task on the runtime API page at 4× CPU throttling). `warmPageData` is Rspress's own way
 * to hand `App` the data of the route it is about to show (its Link does it before a navigation);
 * this component's layout effect runs before `App`'s, as the component sits below it, and hands over
 * the very object React already holds, so setting it changes nothing. Patch `hydratedPageData`
 * (rspress-patches/README.md).
 */
export function useHydratedPageDataKept(): void {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the data of the first render.
  useLayoutEffect(() => {
    if (data && isPatchOn('hydratedPageData')) warmPageData(pathname, data);
  }, []);
}
