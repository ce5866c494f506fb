/**
 * Where a reader who arrives at an address this site has no page for should land (issue 32): the official
 * site's other URLs (`config/redirects.mjs`), the per-code error pages of older releases, and suggestions
 * for a mistyped path. Pure logic shared by the build (`_redirects`, the 404 page's fallback table) and the
 * 404 page in the browser.
 */
import { routeKey } from '../../common/routeKey';

export { movedSection } from './movedSection';

/** A redirect in the `_redirects` sense: an exact path, where it goes, the HTTP status. */
export interface MovedRule {
  from: string;
  to: string;
  status: 301 | 302;
}

/** What {@link officialRedirects} reads: the data of `config/redirects.mjs` plus the site's routes. */
export interface ArrivalData {
  /** The language served without a prefix. */
  defaultLang: string;
  /** Each language's path prefix (`''` for the default language, `/zh`). */
  prefixes: Readonly<Record<string, string>>;
  /** The pages here, per language, as routes inside the language (`/guide/start/`). */
  pages: Readonly<Record<string, readonly string[]>>;
  /** The official site's routes, per language. */
  official: Readonly<Record<string, readonly string[]>>;
  /** Official route → target route (`/page` or `/page#id`) inside the language. */
  moved: Readonly<Record<string, string>>;
  /** Per-language targets that differ from `moved`'s. */
  langTargets?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Error codes by kind: `/guide/troubleshooting/<kind>/<CODE>` → `/guide/troubleshooting/<kind>#<code>`. */
  errorCodes: Readonly<Record<string, readonly string[]>>;
  /** Paths another rule already redirects (the one-language pages): left to that rule. */
  alreadyRedirected?: ReadonlySet<string>;
}

/** The other spelling of a path: with the trailing slash dropped, or added. */
export function otherSlashForm(p: string): string {
  if (p === '/') return p;
  return p.endsWith('/') ? p.slice(0, -1) : `${p}/`;
}

/**
 * Whether a static host serves `path` from a page of `routes` (routes inside one language): a folder page
 * (`/x/`) answers `/x/` and `/x`; a page (`/x`) answers `/x` only (nginx, Cloudflare and our preview give
 * `/x/` a 404 when only `x.html` exists).
 */
export function servesRoute(routes: ReadonlySet<string>, path: string): boolean {
  if (routes.has(path)) return true;
  return !path.endsWith('/') && routes.has(`${path}/`);
}

/** The page route `path` names up to its trailing slash, when there is one. */
function slashVariantPage(routes: ReadonlySet<string>, path: string): string | undefined {
  const other = otherSlashForm(path);
  return routes.has(other) ? other : undefined;
}

/** `/guide/troubleshooting/runtime/RUNTIME-001` → `/guide/troubleshooting/runtime#runtime-001`. */
export function errorCodeRoutes(errorCodes: ArrivalData['errorCodes']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [kind, codes] of Object.entries(errorCodes))
    for (const code of codes)
      out[`/guide/troubleshooting/${kind}/${code}`] = `/guide/troubleshooting/${kind}#${code.toLowerCase()}`;
  return out;
}

/**
 * Every redirect the official routes need, in both languages and both slash forms: a route this site
 * serves needs none; one whose other slash form is a page here goes to that page; the rest go where
 * `moved` (or the per-code rule) says. A Chinese reader goes to the Chinese target when it exists, else to
 * the English one. Throws, naming them, when official routes have no rule.
 */
export function officialRedirects(data: ArrivalData): MovedRule[] {
  const codeRoutes = errorCodeRoutes(data.errorCodes);
  const pagesOf = (lang: string) => new Set(data.pages[lang] ?? []);
  const out: MovedRule[] = [];
  const seen = new Set<string>(data.alreadyRedirected ?? []);
  const unmapped: string[] = [];
  const push = (from: string, to: string) => {
    if (seen.has(from) || from === to.split('#')[0]) return;
    seen.add(from);
    out.push({ from, to, status: 301 });
  };
  for (const [lang, prefix] of Object.entries(data.prefixes)) {
    const here = pagesOf(lang);
    const fallback = pagesOf(data.defaultLang);
    const served = (route: string) => `${prefix}${route}` || '/';
    /** The served path of a target route: in this language when it has the page, else the default one. */
    const targetPath = (target: string) => {
      const [route = '', hash] = target.split('#');
      const at = here.has(route) || !fallback.has(route) ? served(route) : route;
      return hash ? `${at}#${hash}` : at;
    };
    const routes = [...(data.official[lang] ?? []), ...Object.keys(codeRoutes)];
    for (const route of routes) {
      let target: string | undefined;
      // A page here: only its other slash form may need a redirect, to the page.
      if (servesRoute(here, route)) target = here.has(route) ? route : `${route}/`;
      else if (slashVariantPage(here, route)) target = slashVariantPage(here, route);
      else target = data.langTargets?.[lang]?.[route] ?? data.moved[route] ?? codeRoutes[route];
      if (target === undefined) {
        // A page of the other language only: the one-language redirects answer it.
        if (data.alreadyRedirected?.has(served(route))) continue;
        unmapped.push(served(route));
        continue;
      }
      for (const form of [route, otherSlashForm(route)]) {
        if (!servesRoute(here, form)) push(served(form), targetPath(target));
      }
    }
  }
  if (unmapped.length) throw new Error(`official routes without a page or a redirect: ${unmapped.join(', ')}`);
  return out;
}

/** The 404 page's fallback table: every redirect, keyed by {@link routeKey}. */
export function fallbackTable(rules: readonly MovedRule[]): Record<string, string> {
  const table: Record<string, string> = {};
  for (const r of rules) {
    const key = routeKey(r.from);
    if (!(key in table)) table[key] = r.to;
  }
  return table;
}

/**
 * Where the 404 page at `pathname` sends the reader on a host that did not apply the redirects: the
 * table's target with the reader's query, and the reader's `#hash` unless the target names a section.
 * The path is matched exactly, then without regard to case (`/…/runtime-001` for `/…/RUNTIME-001`).
 */
export function fallbackDestination(
  table: Readonly<Record<string, string>>,
  pathname: string,
  search: string,
  hash: string,
): string | null {
  let key = routeKey(pathname);
  try {
    key = decodeURI(key);
  } catch {
    // keep the raw path
  }
  let to = Object.hasOwn(table, key) ? table[key] : undefined;
  if (to === undefined) {
    const lower = key.toLowerCase();
    const match = Object.keys(table).find((k) => k.toLowerCase() === lower);
    to = match === undefined ? undefined : table[match];
  }
  if (to === undefined) return null;
  const [route = '/', section] = to.split('#');
  return `${route}${search}${section ? `#${section}` : hash}`;
}

/** A page the 404 page may suggest. */
export interface PageRef {
  /** The path the site serves it at (`/zh/guide/start/`). */
  route: string;
  /** The route inside its language (`/guide/start/`). */
  bareRoute: string;
  title: string;
  lang: string;
}

/** Edit distance between two strings (insertions, deletions, substitutions, adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The words of a path or title, lower case: `/guide/basic/runtime-api` → guide, basic, runtime, api. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\.html$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The words of a 404 path worth searching for: no language prefix, no `index` or `html`, no duplicates. */
export function searchWordsOf(pathname: string, languagePrefixes: readonly string[]): string {
  let p = pathname;
  for (const prefix of languagePrefixes)
    if (prefix && (p === prefix || p.startsWith(`${prefix}/`))) p = p.slice(prefix.length);
  let decoded = p;
  try {
    decoded = decodeURIComponent(p);
  } catch {
    // keep the raw path
  }
  const words = wordsOf(decoded).filter((w) => w !== 'index' && w !== 'html');
  return [...new Set(words)].join(' ');
}

/** How well one word matches another, 0 to 1: equal, a prefix of it, or within one edit per four letters. */
function wordMatch(word: string, other: string): number {
  if (word === other) return 1;
  if (word.length >= 3 && other.startsWith(word)) return 0.8;
  const allowed = Math.floor(Math.max(word.length, other.length) / 4);
  if (allowed > 0 && editDistance(word, other) <= allowed) return 0.7;
  return 0;
}

/**
 * Pages close to a path nobody serves, best first: by the path's likeness to each page's route (a typo in
 * one segment), then by the words of the path found in the page's route and title, rare words counting
 * more than the section names most routes share. Pages of `lang` only; at most `limit`.
 */
export function suggestPages(bare: string, pages: readonly PageRef[], lang: string, limit = 5): PageRef[] {
  const target = bare.toLowerCase().replace(/\/$/, '');
  const words = [...new Set(wordsOf(bare).filter((w) => w !== 'index'))];
  const candidates = pages
    .filter((p) => p.lang === lang)
    .map((page) => ({ page, words: [...new Set([...wordsOf(page.bareRoute), ...wordsOf(page.title)])] }));
  // How rare each word of the path is among the pages: `guide` names half the site, `hooks` one page.
  const weight = new Map(
    words.map((w) => {
      const df = candidates.filter((c) => c.words.some((pw) => wordMatch(w, pw) > 0)).length;
      return [w, Math.log(1 + candidates.length / (1 + df))];
    }),
  );
  const total = [...weight.values()].reduce((a, b) => a + b, 0) || 1;
  const lastWord = words.at(-1);
  const scored = candidates
    .map(({ page, words: pageWords }) => {
      const route = page.bareRoute.toLowerCase().replace(/\/$/, '');
      const likeness = 1 - editDistance(target, route) / Math.max(target.length, route.length, 1);
      let wordScore = 0;
      for (const w of words)
        wordScore += (weight.get(w) ?? 0) * Math.max(0, ...pageWords.map((pw) => wordMatch(w, pw)));
      const last = wordsOf(page.bareRoute).at(-1);
      // The last segment names the page: matching it counts again.
      const lastMatch = lastWord && last ? wordMatch(lastWord, last) : 0;
      // Likeness decides only for a near miss (a typo); otherwise unrelated routes of equal length tie.
      const score = (likeness > 0.75 ? likeness * 2 : 0) + wordScore / total + lastMatch * 0.5;
      return { page, score, relevant: likeness > 0.75 || wordScore > 0 };
    })
    .filter((s) => s.relevant)
    .sort((a, b) => b.score - a.score || a.page.route.localeCompare(b.page.route));
  return scored.slice(0, limit).map((s) => s.page);
}
