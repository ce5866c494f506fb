import path from 'node:path';
import { type PublishingOptions, pluginPublishing } from '../plugins/publishing/index';
import type { SiteLang } from './i18nText';
import { navFor } from './nav';
import { type SearchRuntimeConfig, searchConfigFromEnv } from './search';
import { SITE_ORIGIN, SITE_TITLE } from './site';

const root = path.resolve(import.meta.dirname, '..');

/** The top navigation entry a route belongs to, matched like the navigation bar highlights it. */
function sectionOf(routePath: string, lang: string): string | undefined {
  if (lang !== 'en' && lang !== 'zh') return undefined;
  for (const item of navFor(lang as SiteLang)) {
    const match = 'activeMatch' in item && typeof item.activeMatch === 'string' ? item.activeMatch : undefined;
    if (match && 'text' in item && new RegExp(match).test(routePath)) return item.text;
  }
  return undefined;
}

/** The origin of the remote search service when the build uses one, read from the search config. */
export function remoteSearchOrigin(search: SearchRuntimeConfig = searchConfigFromEnv()): string[] {
  if (search.mode !== 'remote') return [];
  try {
    return [new URL(search.apiUrl).origin];
  } catch {
    return []; // the search UI reports the bad URL when it calls it
  }
}

/**
 * Pages that moved or exist in one language only. A page missing in one language sends its
 * visitors to the other (302: a translation may come); renamed paths are permanent (301).
 */
const redirects: PublishingOptions['redirects'] = [
  // SPEC §2: English-only pages.
  { from: '/zh/blog/hoisted-runtime', to: '/blog/hoisted-runtime', status: 302 },
  { from: '/zh/guide/basic/error-catalog', to: '/guide/basic/error-catalog', status: 302 },
  { from: '/zh/configure/experiments', to: '/configure/experiments', status: 302 },
  { from: '/zh/plugin/plugins/', to: '/plugin/plugins/', status: 302 },
  // SPEC §2: Chinese-only page.
  { from: '/plugin/dev/hooks', to: '/zh/plugin/dev/hooks', status: 302 },
  // Option pages are lower-case; links written with the option's spelling keep working.
  { from: '/configure/runtimePlugins', to: '/configure/runtimeplugins', status: 301 },
  { from: '/configure/getPublicPath', to: '/configure/getpublicpath', status: 301 },
  { from: '/zh/configure/runtimePlugins', to: '/zh/configure/runtimeplugins', status: 301 },
  { from: '/zh/configure/getPublicPath', to: '/zh/configure/getpublicpath', status: 301 },
];

/** Publishing settings of this site (see plugins/publishing). */
export const publishingOptions: PublishingOptions = {
  siteOrigin: SITE_ORIGIN,
  siteTitle: SITE_TITLE,
  defaultLang: 'en',
  locales: [
    { lang: 'en', hreflang: 'en', ogLocale: 'en_US' },
    { lang: 'zh', hreflang: 'zh', ogLocale: 'zh_CN' },
  ],
  sectionOf,
  fallbackSection: { en: 'Documentation', zh: '文档' },
  redirects,
  // Everything is served from our own origin: media, search index, fonts. A build with remote search
  // (MF_SEARCH_MODE=remote, see config/search.ts) may also call the search service's origin.
  csp: { connect: remoteSearchOrigin() },
  cacheDir: path.join(root, 'node_modules/.cache/social-cards'),
};

/** The configured plugin, for `rspress.config.ts`. */
export const publishing = pluginPublishing(publishingOptions);
