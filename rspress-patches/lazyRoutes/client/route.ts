/**
 * Rspress's `runtime/route.js` (2.0.22) for the browser with lazyRoutes on: the same exports over the route
 * table the build wrote (`virtual-mf-lazy-routes`, ../plugin.ts), looked up by ./routeService.ts. A shard
 * brings the file names of its page chunks, which the bundler's runtime does not carry (../chunkNames.ts):
 * they are handed to its chunk loader here.
 */

import { asyncDir, lazyWithPreload, pinned, shards, site } from 'virtual-mf-lazy-routes';
import siteData from 'virtual-site-data';
import { chunkFileLookup } from './chunkFiles';
import { addPages } from './pageRegistry';
import { createRouteService } from './routeService';

export { isActive, matchPath } from './routeService';

const chunkFiles = chunkFileLookup(asyncDir);
// The bundler's runtime names a chunk's file with `__webpack_require__.u`: a page chunk of a shard is
// named from what its shard brought, any other chunk as the runtime knows it.
const runtimeFileOf = __webpack_require__.u;
__webpack_require__.u = (chunkId) => chunkFiles.fileOf(chunkId) ?? runtimeFileOf(chunkId);

export const { loadRoute, pathnameToRouteService, redirectToCleanUrl, preloadLink } = createRouteService(
  { site, pinned, shards },
  siteData,
  lazyWithPreload,
  { addPages, addChunkFiles: chunkFiles.add },
);
