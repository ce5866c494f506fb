/**
 * Rspress's `runtime/initPageData.js` (2.0.22) for the browser with lazyRoutes on: the same exports, over
 * the route lookup of the bundle (./bundledRoute.ts), worked out by ./pageDataService.ts.
 */
import siteData from 'virtual-site-data';
import { loadRoute } from './bundledRoute';
import { createPageData } from './pageDataService';

export const { warmPageData, consumeCachedPageData, setCurrentPageData, initPageData } = createPageData(
  loadRoute,
  siteData,
  () => (typeof window === 'undefined' ? undefined : window.location.pathname),
);
