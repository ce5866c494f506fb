import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { afterProductionBuild } from '../pluginKit';
import { headTags, withNotFoundHeadTags } from './headTags';
import { alternatesOf } from './pages';
import { type PublishingState, routesOf } from './state';

/**
 * Each page's head, prerendered into its HTML: canonical, `hreflang` with `x-default`, Open Graph and
 * Twitter tags (`<page> | <site>`) with the page's card. The `<title>` is Rspress's, with the suffix
 * rspress-patches/titleSuffix gives it.
 */
export function headPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  return {
    name: 'mf-publishing-head',
    config(config: UserConfig): UserConfig {
      return {
        ...config,
        head: [
          ...(config.head ?? []),
          (route) => {
            const page = state.pages.get(route.routePath);
            if (!page) return undefined;
            return headTags(page, alternatesOf(page, routesOf(state), options), options);
          },
        ],
      };
    },
  };
}

/**
 * `noindex` in `404.html`. Rspress prerenders the 404 page from a route without a source file and runs
 * the config's `head` functions only for routes with one (`isRouteMeta` in its renderHtmlTemplate), so
 * the tag is written into the file once the build is done.
 */
export function notFoundHeadPlugin(): RspressPlugin {
  return afterProductionBuild('mf-publishing-404-head', (outDir) => {
    const file = path.join(outDir, '404.html');
    if (!fs.existsSync(file)) return;
    fs.writeFileSync(file, withNotFoundHeadTags(fs.readFileSync(file, 'utf8')));
  });
}
