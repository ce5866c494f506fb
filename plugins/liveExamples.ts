import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { buildProducer } from '../demos/producer/build';
import { PRODUCER_PATH } from '../demos/producer/producer.config';
import { previewModuleFor } from './livePreviewModule';

const ROOT = path.join(import.meta.dirname, '..');
/** Where producer builds are kept, one folder per set of inputs, before Rspress copies one into the site. */
const PRODUCER_CACHE = path.join(ROOT, 'node_modules', '.cache', 'mf-docs-producer');
/** Our frame for preview blocks (see the file). */
const PREVIEW_FRAME = path.join(ROOT, 'components', 'LivePreview', 'Preview.tsx');

/** Files whose content decides the producer's output: its sources, its config, the federation plugin. */
function producerInputs(): string[] {
  const dir = path.join(ROOT, 'demos', 'producer');
  const sources = fs.readdirSync(path.join(dir, 'src')).map((name) => path.join(dir, 'src', name));
  return [
    ...sources.sort(),
    path.join(dir, 'producer.config.ts'),
    path.join(ROOT, 'node_modules', '@module-federation', 'enhanced', 'package.json'),
    path.join(ROOT, 'node_modules', '@rspack', 'core', 'package.json'),
  ];
}

/** A hash of the producer's inputs: when it matches the last build's, the output is still right. */
function producerStamp(): string {
  const hash = crypto.createHash('sha256');
  for (const file of producerInputs()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * Builds the demo producer (dev and build) and has Rspress copy it into the site at `PRODUCER_PATH`.
 * Each build lives in a folder named by a hash of its inputs, so a build whose inputs did not change
 * reuses it, and two builds running at once (a dev server and a test build, say) never empty a folder
 * the other is copying from: a new build is written to a folder of its own process and renamed into
 * place when complete.
 */
function producerPlugin(): RspressPlugin {
  const outputDir = path.join(PRODUCER_CACHE, producerStamp().slice(0, 16));
  return {
    name: 'mf-live-producer',
    async beforeBuild() {
      if (fs.existsSync(outputDir)) {
        console.log('[live examples] producer unchanged: reusing the last build');
        return;
      }
      const partial = `${outputDir}.${process.pid}.partial`;
      const { durationMs, files } = await buildProducer(partial);
      try {
        fs.renameSync(partial, outputDir);
      } catch (error) {
        // Another build finished the same inputs first: its folder holds the same files.
        if (!fs.existsSync(outputDir)) throw error;
        fs.rmSync(partial, { recursive: true, force: true });
      }
      console.log(`[live examples] producer built in ${Math.round(durationMs)} ms (${files.length} files)`);
    },
    builderConfig: {
      // Web environment only: the SSG (node) bundle has no use for the files.
      environments: {
        web: { output: { copy: [{ from: outputDir, to: PRODUCER_PATH.replace(/^\/|\/$/g, '') }] } },
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
