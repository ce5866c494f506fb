/**
 * How routes are grouped into the shards of the route table (lazyRoutes). Plain logic: the build
 * (./plugin.ts) and the browser (./client/route.ts) must agree on it.
 */

/**
 * The key of a route or of a pathname: two paths name one route exactly when their keys are equal, as
 * Rspress's `matchPath` compares them (runtime/route.js, 2.0.22: decoded, no query or hash, no `.html`,
 * no trailing `/index`, lowercase, a trailing slash ignored). The home page's key is `''`.
 */
export function routeKey(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(p);
  } catch {
    // Rspress throws on a malformed escape; such a path names no route either way.
  }
  p = (p.split(/[?#]/)[0] ?? '').replace(/\.html$/, '').replace(/\/index$/, '/');
  return p.toLowerCase().replace(/\/+$/, '');
}

/** Routes per shard: a later navigation fetches one shard (about 0.5 KB gzip) besides the page. */
export const ROUTES_PER_SHARD = 12;

/** How many shards a site of `routes` routes gets. */
export const shardCount = (routes: number): number => Math.max(1, Math.ceil(routes / ROUTES_PER_SHARD));

/** The shard a route key falls in (FNV-1a over the key's UTF-16 units). */
export function shardOf(key: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}
