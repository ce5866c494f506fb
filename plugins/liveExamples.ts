import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { buildProducer } from '../demos/producer/build';
import { PRODUCER_PATH } from '../demos/producer/producer.config';

const ROOT = path.join(import.meta.dirname, '..');
/** The examples pages run: each is a file shown with ```` ```tsx preview file="<root>/demos/consumer/X.tsx" ````. */
export const CONSUMER_DIR = path.join(ROOT, 'demos', 'consumer');
/** Where the producer is built before Rspress copies it to `PRODUCER_PATH` in the site. */
const PRODUCER_BUILD_DIR = path.join(ROOT, 'node_modules', '.cache', 'mf-docs-producer');
/** Our frame for preview blocks (see the file). */
const PREVIEW_FRAME = path.join(ROOT, 'components', 'LivePreview', 'Preview.tsx');

/**
 * The demo file whose text is `code`, or undefined. The `file=` meta puts the file's text in the code
 * block; this finds the file back so the block can run the file itself rather than a copy of it.
 */
export function consumerFileFor(code: string, dir: string = CONSUMER_DIR): string | undefined {
  const wanted = code.trim();
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.readFileSync(file, 'utf8').trim() === wanted) return file;
  }
  return undefined;
}

/**
 * The module a preview block compiles to: a re-export of the demo file it shows. The plugin writes
 * that module under `node_modules/.rspress/virtual-demo/`; re-exporting keeps relative imports of the
 * demo working and keeps Rspack's persistent cache valid (the re-export changes only if the file
 * moves). A block whose code is not a demo file fails the build: live code must come from `demos/`.
 */
export function previewModuleFor(code: string, dir: string = CONSUMER_DIR): string {
  const file = consumerFileFor(code, dir);
  if (!file) {
    throw new Error(
      `[live examples] a \`tsx preview\` block must show a file of demos/consumer/ (file="<root>/demos/consumer/…"); got:\n${code.slice(0, 200)}`,
    );
  }
  return `export { default } from ${JSON.stringify(file)};\n`;
}

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
