import path from 'node:path';
import { navFor } from '../../config/nav';
import { SITE_ORIGIN, SITE_TITLE } from '../../config/site';
import { DEFAULT_LANG, EN_ONLY, LANGUAGES, type Lang, servedPath, ZH_ONLY } from '../../config/siteFacts.mjs';
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
const redirects: PublishingOptions['redirects'] = [
  ...EN_ONLY.map((route) => toOtherLanguage(route, 'zh', 'en')),
  ...ZH_ONLY.map((route) => toOtherLanguage(route, 'en', 'zh')),
  // Option pages are lower-case; links written with the option's spelling keep working.
  { from: '/configure/runtimePlugins', to: '/configure/runtimeplugins', status: 301 },
  { from: '/configure/getPublicPath', to: '/configure/getpublicpath', status: 301 },
  { from: '/zh/configure/runtimePlugins', to: '/zh/configure/runtimeplugins', status: 301 },
  { from: '/zh/configure/getPublicPath', to: '/zh/configure/getpublicpath', status: 301 },
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

/** The configured plugin, for `rspress.config.ts`. */
export const publishing = pluginPublishing(publishingOptions);
