import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { buildProducer } from '../demos/producer/build';
import { PRODUCER_PATH } from '../demos/producer/producer.config';
import { previewModuleFor } from './livePreviewModule';

const ROOT = path.join(import.meta.dirname, '..');
/** Where the producer is built before Rspress copies it to `PRODUCER_PATH` in the site. */
const PRODUCER_BUILD_DIR = path.join(ROOT, 'node_modules', '.cache', 'mf-docs-producer');
/** Our frame for preview blocks (see the file). */
const PREVIEW_FRAME = path.join(ROOT, 'components', 'LivePreview', 'Preview.tsx');

/** Builds the demo producer (dev and build) and has Rspress copy it into the site at `PRODUCER_PATH`. */
function producerPlugin(): RspressPlugin {
  return {
    name: 'mf-live-producer',
    async beforeBuild() {
      const { durationMs, files } = await buildProducer(PRODUCER_BUILD_DIR);
      console.log(`[live examples] producer built in ${Math.round(durationMs)} ms (${files.length} files)`);
    },
    builderConfig: {
      // Web environment only: the SSG (node) bundle has no use for the files.
      environments: {
        web: { output: { copy: [{ from: PRODUCER_BUILD_DIR, to: PRODUCER_PATH.replace(/^\/|\/$/g, '') }] } },
      },
    },
  };
}

/**
 * `@rspress/plugin-preview` with what we keep of it: its remark plugin (a ```` ```tsx preview ````
 * block becomes the highlighted code plus the component it exports, in "internal" mode: no iframe, no
 * second dev server). What we change, and why:
 * - its `Preview` frame is replaced by ours (English-only labels, code hidden behind a toggle);
 * - its `FixedDevice` global UI component is dropped: it serves `iframe-fixed` demos we do not use and
 *   would put qrcode.react on every page;
 * - its `performance.buildCache: false` is dropped: blocks compile to re-exports of files in `demos/`
 *   (`previewModuleFor`), which the persistent cache tracks like any source file.
 */
function previewPlugin(): RspressPlugin {
  const plugin = pluginPreview({
    defaultRenderMode: 'pure',
    defaultPreviewMode: 'internal',
    previewLanguages: ['tsx'],
    previewCodeTransform: ({ code }) => previewModuleFor(code),
  });
  const { performance: _noCacheOverride, ...builderConfig } = plugin.builderConfig ?? {};
  return {
    ...plugin,
    builderConfig,
    globalUIComponents: [],
    markdown: { ...plugin.markdown, globalComponents: [PREVIEW_FRAME] },
  };
}

/** Live Module Federation examples: the demo producer served by the site, and preview blocks. */
export function liveExamples(): RspressPlugin[] {
  return [producerPlugin(), previewPlugin()];
}
