/**
 * Where the language switch of a page leads. Every page has the same path in both languages (`/x` and
 * `/zh/x`), except the few that exist in one language only; for those the switch must not offer a
 * 404, so it leads to the nearest page that exists in the other language, and says so.
 */

/** The query parameter that tells the landing page that the visitor came from an untranslated page. */
const UNTRANSLATED_PARAM = 'untranslated';

export interface SwitchTarget {
  /** The route to link to, with the query that announces an untranslated page when `exact` is false. */
  href: string;
  /** The route itself, without the query. */
  route: string;
  /** True when the same page exists in the other language. */
  exact: boolean;
}

/**
 * The route key of a path: no `.html`, no trailing `/index`, a directory keeps its `/`. `/zh/x.html`,
 * `/zh/x/index` and `/zh/x/` all name one page.
 */
export function normalizeRoute(pathname: string): string {
  const p = pathname.split(/[?#]/)[0] ?? '';
  return (p.startsWith('/') ? p : `/${p}`).replace(/\.html$/, '').replace(/\/index$/, '/');
}

/** The language prefix of a route (`''` for the default language). */
const prefixOf = (lang: string, defaultLang: string): string => (lang === defaultLang ? '' : `/${lang}`);

/** A route without its language prefix: `/zh/guide/x` → `/guide/x`. */
export function stripLang(route: string, lang: string, defaultLang: string): string {
  const prefix = prefixOf(lang, defaultLang);
  if (!prefix) return route;
  if (route === prefix) return '/';
  return route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : route;
}

/** The route of `bare` (a route without language prefix) in `lang`. */
const withLang = (bare: string, lang: string, defaultLang: string): string =>
  `${prefixOf(lang, defaultLang)}${bare}` || '/';

/** The folders around a bare route, deepest first: `/a/b/c` → `/a/b/`, `/a/`, `/`. */
function ancestors(bare: string): string[] {
  const parts = bare.split('/').filter(Boolean);
  // a folder route (`/a/b/`) starts from itself (pages inside it are nearest); a page (`/a/b`) from its folder
  const depth = bare.endsWith('/') ? parts.length : parts.length - 1;
  const out: string[] = [];
  for (let n = depth; n >= 0; n -= 1) out.push(n === 0 ? '/' : `/${parts.slice(0, n).join('/')}/`);
  return out;
}

/**
 * The page in `to` that the switch of the page at `pathname` (in `from`) leads to.
 * `routes` holds every route that exists, with language prefixes, normalised by `normalizeRoute`.
 * Without the same page in `to`, the nearest one: the closest folder that has a page in `to`, or failing
 * that the first page (in path order) inside the closest folder that holds any; the home page at worst.
 */
export function languageSwitchTarget(
  pathname: string,
  from: string,
  to: string,
  routes: ReadonlySet<string>,
  defaultLang: string,
): SwitchTarget {
  const bare = stripLang(normalizeRoute(pathname), from, defaultLang);
  const same = withLang(bare, to, defaultLang);
  if (routes.has(same)) return { href: same, route: same, exact: true };
  const sorted = [...routes].sort();
  for (const folder of ancestors(bare)) {
    const candidate = withLang(folder, to, defaultLang);
    if (routes.has(candidate)) return nearest(candidate, from);
    const inside = folder === '/' ? undefined : sorted.find((r) => r.startsWith(candidate));
    if (inside) return nearest(inside, from);
  }
  return nearest(withLang('/', to, defaultLang), from);
}

function nearest(route: string, from: string): SwitchTarget {
  const query = new URLSearchParams({ [UNTRANSLATED_PARAM]: from });
  return { href: `${route}?${query}`, route, exact: false };
}

/** The language named by the `untranslated` query parameter of `search`, or null. */
export function untranslatedFrom(search: string, languages: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(UNTRANSLATED_PARAM);
  return value && languages.includes(value) ? value : null;
}

/**
 * The page of the other language to offer on a 404 page at `pathname`: the same path in `to`, when it
 * exists. Null otherwise (the 404 page then offers nothing more than its home link).
 */
export function counterpartOf404(...args: Parameters<typeof languageSwitchTarget>): string | null {
  const target = languageSwitchTarget(...args);
  return target.exact ? target.route : null;
}

/** The language of a route: the first segment when it names a non-default language, else the default. */
export function langOfRoute(pathname: string, languages: readonly string[], defaultLang: string): string {
  const first = normalizeRoute(pathname).split('/')[1] ?? '';
  return languages.includes(first) && first !== defaultLang ? first : defaultLang;
}
