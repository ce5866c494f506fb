import type { RspressPlugin } from '@rspress/core';
import { clientStubs } from './clientStubs/plugin';
import { lazyRoutes } from './lazyRoutes/plugin';
import { type PatchId, patchesOff } from './patches';
import { perRouteLayouts, type ThemeLayoutModules } from './perRouteLayouts/plugin';

export type { PatchId } from './patches';

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
  };
  return [
    {
      name: 'mf-rspress-patches',
      builderConfig: {
        source: { define: { __MF_PATCHES_OFF__: JSON.stringify([...off]) } },
        // A page module compiled with other patches is never reused from the cache (the code of the
        // patches is part of its key too: plugins/reproducible.ts).
        performance: { buildCache: { cacheDigest: [`mf-patches-off:${[...off].join(',')}`] } },
      },
    },
    ...Object.entries(build)
      .filter(([id]) => !off.has(id as PatchId))
      .map(([, make]) => (make as () => RspressPlugin)()),
  ];
}
