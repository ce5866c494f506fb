import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** Folder of the MDX components for authors (`components/`), imported as `@components/<Name>`. */
const COMPONENTS_DIR = path.join(import.meta.dirname, '..', 'components');

/**
 * Stylesheets that go into Rspress's single global `styles` chunk: every `.css/.less/.sass/.scss`
 * module except xgplayer's. Rspress's own rule is `/\.(?:css|less|sass|scss)$/`, which would pull
 * xgplayer's CSS (~60 KB) into every page even though its JS is an async chunk. Excluded, it stays with
 * the async chunk of `components/Video/loadPlayer.ts` and loads only on pages that embed a video.
 * It must be a RegExp: with a function as `test` the build hangs.
 */
const GLOBAL_STYLES_TEST = /^(?!.*[\\/]node_modules[\\/]xgplayer[\\/]).*\.(?:css|less|sass|scss)$/;

/**
 * Build support for `components/`: the `@components` alias that MDX pages import from, and xgplayer's
 * CSS kept out of the global stylesheet.
 */
export function authorComponents(): RspressPlugin {
  return {
    name: 'mf-author-components',
    builderConfig: {
      resolve: { alias: { '@components': COMPONENTS_DIR } },
      splitChunks: { cacheGroups: { styles: { test: GLOBAL_STYLES_TEST } } },
    },
  };
}
