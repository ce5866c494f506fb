import type { RspressPlugin } from '@rspress/core';
import { clientStubs } from './clientStubs/plugin';
import { type PatchId, patchesOff } from './patches';
import { perRouteLayouts } from './perRouteLayouts/plugin';
import { slimPageData } from './slimPageData/plugin';
import { staticCodeBlocks } from './staticCodeBlocks/plugin';

export type { PatchId } from './patches';

/**
 * The build side of every patch that is on, plus the define that tells the client side which are off
 * (`isPatchOn` in ./patches.ts). Goes after the publishing and search plugins: `clientStubs` reads the
 * `llmsUI` their `config` hooks set, and `slimPageData` trims the page records after they have read them.
 */
export function rspressPatches({
  docsDir,
  off = patchesOff(process.env.RSPRESS_PATCHES_OFF),
}: {
  docsDir: string;
  off?: ReadonlySet<PatchId>;
}): RspressPlugin[] {
  const build: Partial<Record<PatchId, () => RspressPlugin>> = {
    clientStubs,
    perRouteLayouts,
    slimPageData: () => slimPageData(docsDir),
    staticCodeBlocks,
  };
  return [
    {
      name: 'mf-rspress-patches',
      builderConfig: { source: { define: { __MF_PATCHES_OFF__: JSON.stringify([...off]) } } },
    },
    ...Object.entries(build)
      .filter(([id]) => !off.has(id as PatchId))
      .map(([, make]) => (make as () => RspressPlugin)()),
  ];
}
