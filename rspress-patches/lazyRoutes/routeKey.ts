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

/** Routes per shard: a later navigation fetches one shard (about 0.4 KB gzip) besides the page. */
export const ROUTES_PER_SHARD = 8;

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

/** The languages of the site, as the shards' language links are written against. */
export interface SiteLangs {
  defaultLang: string;
  langs: readonly string[];
}

/**
 * The language switch's usual target from `routePath` (in `from`) to `to`: the same path under the other
 * language's prefix. A shard writes a page's targets only where they differ from this.
 */
export function sameRouteIn(routePath: string, from: string, to: string, site: SiteLangs): string {
  const prefix = (lang: string) => (lang === site.defaultLang ? '' : `/${lang}`);
  const own = prefix(from);
  let bare = routePath;
  if (own && (bare === own || bare.startsWith(`${own}/`))) bare = bare.slice(own.length) || '/';
  return `${prefix(to)}${bare}` || '/';
}

/** A page's usual source file (`en/guide/x.mdx`, `zh/guide/index.mdx`): a shard writes the file only when it differs. */
export function usualFile(routePath: string, lang: string, site: SiteLangs): string {
  // The default language's pages sit in its folder without a prefix in their route; the others' routes carry it.
  const own = lang === site.defaultLang ? lang : '';
  const file = routePath.endsWith('/') ? `${routePath}index` : routePath;
  return `${own}${file}.mdx`.replace(/^\//, '');
}

/** What a route's entry in the table writes only when it differs from the usual (../plugin.ts, `routeEntry`). */
export interface EntryExtra {
  /** Source file, when not {@link usualFile}. */
  f?: string;
  /** Headings (an overview lists them). */
  t?: unknown[];
  /** Frontmatter. */
  m?: Record<string, unknown>;
  v?: string;
  /** Language-switch targets other than {@link sameRouteIn}. */
  a?: Record<string, { href: string; exact: boolean }>;
  /** Any other field of the record. */
  r?: Record<string, unknown>;
}

/**
 * The page record Rspress would have bundled, read back from a table entry, with the page's language-switch
 * targets (`mfLangLinks`, read by theme/hooks/useLanguageLinks.ts).
 */
export function recordFromEntry(
  path: string,
  lang: string,
  title: string,
  x: EntryExtra,
  site: SiteLangs,
): Record<string, unknown> {
  const own = lang || site.defaultLang;
  const mfLangLinks: Record<string, { href: string; exact: boolean }> = {};
  for (const to of site.langs)
    if (to !== own) mfLangLinks[to] = x.a?.[to] ?? { href: sameRouteIn(path, own, to, site), exact: true };
  return {
    ...x.r,
    title,
    routePath: path,
    lang,
    toc: x.t ?? [],
    frontmatter: x.m ?? {},
    version: x.v ?? '',
    mfLangLinks,
  };
}
