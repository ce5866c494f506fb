import type { RspressPlugin, UserConfig } from '@rspress/core';
import { pageTypeOf } from '../../lib/content/frontmatter.mjs';
import type { PageRecord } from './pages';
import type { PublishingState } from './state';

/**
 * Collects what the other publishing plugins need about each page (title, description, type, source
 * file, noindex) and each language's site description, and sets `siteOrigin`.
 */
export function pageRecordsPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  return {
    name: 'mf-publishing-page-records',

    config(config: UserConfig): UserConfig {
      if (config.siteOrigin && config.siteOrigin !== options.siteOrigin) {
        throw new Error(
          `[publishing] siteOrigin in rspress.config.ts is "${config.siteOrigin}" but the publishing plugin got "${options.siteOrigin}": ` +
            'pass SITE_ORIGIN from config/site.ts to both.',
        );
      }
      for (const l of config.locales ?? []) if (l.description) state.siteDescriptions.set(l.lang, l.description);
      return { ...config, siteOrigin: options.siteOrigin };
    },

    extendPageData(pageData) {
      const fm = pageData.frontmatter as Record<string, unknown>;
      const pageType = pageTypeOf(fm);
      const title = typeof fm.title === 'string' ? fm.title : pageData.title;
      const record: PageRecord = {
        routePath: pageData.routePath,
        lang: pageData.lang,
        title: pageType === 'home' ? options.siteTitle : title,
        description: pageData.description ?? state.siteDescriptions.get(pageData.lang),
        pageType,
        sourceFile: pageData._filepath,
        noindex: fm.noindex === true || pageType === '404',
      };
      state.pages.set(record.routePath, record);
    },
  };
}
