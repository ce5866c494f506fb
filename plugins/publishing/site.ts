import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { navFor } from '../../config/nav';
import {
  ERROR_CODES,
  MOVED,
  OFFICIAL_ROUTES,
  SAME_PATH_PAGES,
  UNCOVERED,
  ZH_TARGETS,
} from '../../config/redirects.mjs';
import { SITE_ORIGIN, SITE_TITLE } from '../../config/site';
import { DEFAULT_LANG, EN_ONLY, LANGUAGES, type Lang, ROUTES, servedPath, ZH_ONLY } from '../../config/siteFacts.mjs';
import { officialRedirects } from '../../theme/logic/arrivals';
import type { SearchRuntimeConfig } from '../../theme/logic/search/types';
import { searchConfigFromEnv } from '../search';
import { type PublishingOptions, pluginPublishing } from './index';

const root = path.resolve(import.meta.dirname, '../..');

/** The top navigation entry a route belongs to, matched like the navigation bar highlights it. */
function sectionOf(routePath: string, lang: string): string | undefined {
  if (lang !== 'en' && lang !== 'zh') return undefined;
  for (const item of navFor(lang as Lang)) {
    const match = 'activeMatch' in item && typeof item.activeMatch === 'string' ? item.activeMatch : undefined;
    if (match && 'text' in item && new RegExp(match).test(routePath)) return item.text;
  }
  return undefined;
}

/** The origin of the remote search service when the build uses one, read from the search config. */
function remoteSearchOrigin(search: SearchRuntimeConfig = searchConfigFromEnv()): string[] {
  if (search.mode !== 'remote') return [];
  try {
    return [new URL(search.apiUrl).origin];
  } catch {
    return []; // the search UI reports the bad URL when it calls it
  }
}

/** Sends the visitors of a page missing in one language to the other (302: a translation may come). */
const toOtherLanguage = (route: string, from: Lang, to: Lang) =>
  ({ from: servedPath(from, route), to: servedPath(to, route), status: 302 }) as const;

/** Pages that moved or exist in one language only (config/siteFacts.mjs); renamed paths are permanent (301). */
const siteRedirects: PublishingOptions['redirects'] = [
  ...EN_ONLY.map((route) => toOtherLanguage(route, 'zh', 'en')),
  ...ZH_ONLY.map((route) => toOtherLanguage(route, 'en', 'zh')),
  // Option pages are lower-case; links written with the option's spelling keep working.
  { from: '/configure/runtimePlugins', to: '/configure/runtimeplugins', status: 301 },
  { from: '/configure/getPublicPath', to: '/configure/getpublicpath', status: 301 },
  { from: '/zh/configure/runtimePlugins', to: '/zh/configure/runtimeplugins', status: 301 },
  { from: '/zh/configure/getPublicPath', to: '/zh/configure/getpublicpath', status: 301 },
];

/**
 * The official site's URLs (config/redirects.mjs, issue 32), each to the page or section here that answers
 * it, in both languages and both slash forms. The pages of decisions D1 and D4 count as pages here.
 */
export const redirects: PublishingOptions['redirects'] = [
  ...siteRedirects,
  ...officialRedirects({
    defaultLang: DEFAULT_LANG,
    prefixes: Object.fromEntries(LANGUAGES.map((l) => [l.lang, l.prefix])),
    pages: Object.fromEntries(LANGUAGES.map(({ lang }) => [lang, [...new Set([...ROUTES[lang], ...SAME_PATH_PAGES])]])),
    official: OFFICIAL_ROUTES,
    moved: { ...MOVED, ...Object.fromEntries(Object.entries(UNCOVERED).map(([from, [to]]) => [from, to])) },
    langTargets: { zh: ZH_TARGETS },
    errorCodes: ERROR_CODES,
    alreadyRedirected: new Set(
      siteRedirects.flatMap((r) => [r.from, r.from.endsWith('/') ? r.from.slice(0, -1) : `${r.from}/`]),
    ),
  }),
];

/** Publishing settings of this site (see plugins/publishing). */
const publishingOptions: PublishingOptions = {
  siteOrigin: SITE_ORIGIN,
  siteTitle: SITE_TITLE,
  defaultLang: DEFAULT_LANG,
  locales: LANGUAGES.map(({ lang, hreflang, ogLocale }) => ({ lang, hreflang, ogLocale })),
  sectionOf,
  fallbackSection: { en: 'Documentation', zh: '文档' },
  redirects,
  // Everything is served from our own origin: media, search index, fonts. A build with remote search
  // (MF_SEARCH_MODE=remote, see plugins/search) may also call the search service's origin.
  csp: { connect: remoteSearchOrigin() },
  cacheDir: path.join(root, 'node_modules/.cache/social-cards'),
};

/** The configured plugins, for `rspress.config.ts`, with the Markdown copies it makes ahead. */
export const publishing = (markdownCopies: RspressPlugin) => pluginPublishing(publishingOptions, markdownCopies);
