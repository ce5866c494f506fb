import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { clientStubs } from './clientStubs/plugin';
import { lazyRoutes } from './lazyRoutes/plugin';
import { type PatchId, patchesOff } from './patches';
import { perRouteLayouts, type ThemeLayoutModules } from './perRouteLayouts/plugin';
import { titleSuffix } from './titleSuffix/plugin';

export type { PatchId } from './patches';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The build side of every patch that is on, plus the define that tells the client side which are off
 * (`isPatchOn` in ./patches.ts). Goes after the publishing and search plugins: `clientStubs` reads the
 * `llmsUI` their `config` hooks set, and `lazyRoutes` trims the page records after they have read them.
 */
export function rspressPatches({
  layouts,
  off = patchesOff(process.env.RSPRESS_PATCHES_OFF),
}: {
  /** The theme's layout modules `perRouteLayouts` loads per route (the theme's `layoutModules`). */
  layouts: ThemeLayoutModules;
  off?: ReadonlySet<PatchId>;
}): RspressPlugin[] {
  const build: Partial<Record<PatchId, () => RspressPlugin>> = {
    clientStubs,
    perRouteLayouts: () => perRouteLayouts(layouts),
    // Last of the extendPageData hooks: it trims the records the others read whole.
    lazyRoutes,
    titleSuffix,
  };
  return [
    {
      name: 'mf-rspress-patches',
      builderConfig: {
        source: { define: { __MF_PATCHES_OFF__: JSON.stringify([...off]) } },
        // Rspress keys Rspack's persistent cache on its own code only, so a page module compiled with
        // other patches (or an older version of our remark and rehype plugins) would be reused: the
        // switches and the code of every build plugin are part of the key.
        performance: {
          buildCache: {
            cacheDigest: [`mf-patches-off:${[...off].join(',')}`],
            buildDependencies: [
              path.join(ROOT, 'rspress.config.ts'),
              `${path.join(ROOT, 'rspress-patches')}/`,
              `${path.join(ROOT, 'plugins')}/`,
              `${path.join(ROOT, 'lib')}/`,
              `${path.join(ROOT, 'common')}/`,
              `${path.join(ROOT, 'theme', 'plugin.ts')}`,
            ],
          },
        },
      },
    },
    ...Object.entries(build)
      .filter(([id]) => !off.has(id as PatchId))
      .map(([, make]) => (make as () => RspressPlugin)()),
  ];
}
