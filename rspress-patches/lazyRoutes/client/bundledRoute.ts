/**
 * Rspress's route module as the browser bundle knows it. The build swaps Rspress's `runtime/route.js` for
 * ./route.ts after resolving it, so the bundle keys that module by Rspress's path: importing ours by our
 * own path would make a second instance (a second route map). ./initPageData.ts and ./bundled.ts import the
 * lookups from here, and so does the theme's `Link` (`findRoute`, through ./bundled.ts), built with the
 * patch on or off.
 */

import * as routeModule from '@rspress/core/dist/runtime/route.js';

const route = routeModule as unknown as typeof import('./route');

export const loadRoute: typeof route.loadRoute = (pathname) => route.loadRoute(pathname);
export const redirectToCleanUrl: typeof route.redirectToCleanUrl = (l, h) => route.redirectToCleanUrl(l, h);
/**
 * The route of `pathname` (without the base), for the theme's links: with lazyRoutes on, once its shard
 * has loaded; with it off, Rspress's synchronous lookup.
 */
export function findRoute(pathname: string): Promise<ReturnType<typeof route.pathnameToRouteService>> {
  return typeof (route as Partial<typeof route>).loadRoute === 'function'
    ? route.loadRoute(pathname)
    : Promise.resolve(route.pathnameToRouteService(pathname));
}
