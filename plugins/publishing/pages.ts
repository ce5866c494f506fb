/** What the publishing plugin knows about each page, and the URLs derived from it. Pure functions. */
import type { PublishingOptions } from './options';

/** One built page, as collected from Rspress's page data. */
export interface PageRecord {
  /** Clean route, e.g. `/guide/start/quick-start`, `/zh/guide/start/`. */
  routePath: string;
  lang: string;
  /** Page title without the site suffix. */
  title: string;
  description?: string;
  pageType: string;
  /** Absolute path of the source file. */
  sourceFile: string;
  /** `noindex` pages get no sitemap entry and a robots meta tag. */
  noindex: boolean;
}

/** An `hreflang` alternate of a page. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** The absolute URL of a route. */
export const pageUrl = (origin: string, routePath: string): string => `${origin}${routePath}`;

/** The route with its language prefix removed: `/zh/guide/` → `/guide/`. Default language has none. */
export function pureRoute(routePath: string, lang: string, defaultLang: string): string {
  if (lang === defaultLang) return routePath;
  const prefix = `/${lang}`;
  if (routePath === prefix || routePath === `${prefix}/`) return '/';
  return routePath.startsWith(`${prefix}/`) ? routePath.slice(prefix.length) : routePath;
}

/** The route of `pure` in `lang`. */
export function routeIn(pure: string, lang: string, defaultLang: string): string {
  return lang === defaultLang ? pure : `/${lang}${pure}`;
}

/** Site path of a page's social card: `/guide/start/` → `/og/guide/start/index.png`. */
export function cardPath(routePath: string): string {
  return `/og${routePath.endsWith('/') ? `${routePath}index` : routePath}.png`;
}

/** `<page> - <site>` for documents (as Rspress writes `<title>`); the site title alone for the home page. */
export function fullTitle(page: Pick<PageRecord, 'title' | 'pageType'>, siteTitle: string): string {
  const title = page.title.trim();
  if (page.pageType === 'home' || !title || title === siteTitle) return siteTitle;
  return `${title} - ${siteTitle}`;
}

/**
 * The `hreflang` set of a page: one link per language the page exists in, plus `x-default` to the
 * default language. Empty when the page exists in one language only (a link to a missing page
 * would be worse than none).
 */
export function alternatesOf(
  page: Pick<PageRecord, 'routePath' | 'lang'>,
  existing: ReadonlySet<string>,
  options: Pick<PublishingOptions, 'siteOrigin' | 'defaultLang' | 'locales'>,
): Alternate[] {
  const pure = pureRoute(page.routePath, page.lang, options.defaultLang);
  const present = options.locales.filter((l) => existing.has(routeIn(pure, l.lang, options.defaultLang)));
  if (present.length < 2) return [];
  const links = present.map((l) => ({
    hreflang: l.hreflang,
    href: pageUrl(options.siteOrigin, routeIn(pure, l.lang, options.defaultLang)),
  }));
  const fallback = present.find((l) => l.lang === options.defaultLang);
  if (fallback)
    links.push({
      hreflang: 'x-default',
      href: pageUrl(options.siteOrigin, routeIn(pure, fallback.lang, options.defaultLang)),
    });
  return links;
}
