import type { RspressPlugin, UserConfig } from '@rspress/core';
import { headTags, NOT_FOUND_ROUTE, notFoundHeadTags } from './headTags';
import { alternatesOf } from './pages';
import { remarkTitleSuffix } from './remarkTitleSuffix';
import { type PublishingState, routesOf } from './state';

/**
 * Each page's head, prerendered into its HTML: `<page> | <site>` title, canonical, `hreflang` with
 * `x-default`, Open Graph and Twitter tags with the page's card; `noindex` on the 404 page.
 */
export function headPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  return {
    name: 'mf-publishing-head',
    markdown: { remarkPlugins: [[remarkTitleSuffix, { siteTitle: options.siteTitle }]] },
    config(config: UserConfig): UserConfig {
      return {
        ...config,
        head: [
          ...(config.head ?? []),
          (route) => {
            if (route.routePath === NOT_FOUND_ROUTE) return notFoundHeadTags();
            const page = state.pages.get(route.routePath);
            if (!page) return undefined;
            return headTags(page, alternatesOf(page, routesOf(state), options), options);
          },
        ],
      };
    },
  };
}
