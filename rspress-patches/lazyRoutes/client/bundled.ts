/**
 * Our modules as the browser bundle knows them. The build swaps Rspress's `runtime/route.js` and
 * `runtime/initPageData.js` for ./route.ts and ./initPageData.ts after resolving them, so the bundle keys
 * those modules by Rspress's paths: importing ours by our own path would make a second instance (a second
 * route map, a second set of page-data slots). ./ssrClientEntry.ts imports them from here, and so does the
 * theme's `Link` (`findRoute`), built with the patch on or off. The route lookups are in ./bundledRoute.ts,
 * which ./initPageData.ts imports: no module of ours imports one that imports it.
 */

import * as pageDataModule from '@rspress/core/dist/runtime/initPageData.js';

export { findRoute, loadRoute, redirectToCleanUrl } from './bundledRoute';

const pageData = pageDataModule as unknown as typeof import('./initPageData');

export const initPageData: typeof pageData.initPageData = (p) => pageData.initPageData(p);
export const warmPageData: typeof pageData.warmPageData = (p, d) => pageData.warmPageData(p, d);
