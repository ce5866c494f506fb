/**
 * Our modules as the browser bundle knows them. The build swaps Rspress's `runtime/route.js` and
 * `runtime/initPageData.js` for ./route.ts and ./initPageData.ts after resolving them, so the bundle
 * keys those modules by Rspress's paths: importing ours by our own path would make a second instance
 * (a second route map, a second set of page-data slots). Every module of ours imports them from here,
 * and so does the theme's `Link` (`findRoute`), built with the patch on or off.
 */

import * as pageDataModule from '@rspress/core/dist/runtime/initPageData.js';
import * as routeModule from '@rspress/core/dist/runtime/route.js';

const route = routeModule as unknown as typeof import('./route');
const pageData = pageDataModule as unknown as typeof import('./initPageData');

export const loadRoute: typeof import('./route')['loadRoute'] = (pathname) => route.loadRoute(pathname);
export const redirectToCleanUrl: typeof import('./route')['redirectToCleanUrl'] = (l, h) =>
  route.redirectToCleanUrl(l, h);
/**
 * The route of `pathname` (without the base), for the theme's links: with lazyRoutes on, once its shard
 * has loaded; with it off, Rspress's synchronous lookup.
 */
export function findRoute(pathname: string): Promise<ReturnType<typeof import('./route')['pathnameToRouteService']>> {
  return typeof (route as Partial<typeof route>).loadRoute === 'function'
    ? route.loadRoute(pathname)
    : Promise.resolve(route.pathnameToRouteService(pathname));
}

export const initPageData: typeof import('./initPageData')['initPageData'] = (p) => pageData.initPageData(p);
export const setCurrentPageData: typeof import('./initPageData')['setCurrentPageData'] = (p, d) =>
  pageData.setCurrentPageData(p, d);
