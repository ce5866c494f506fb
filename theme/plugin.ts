import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rewriteBreakpoints } from './logic/breakpoints';
import { rehypeUnfocusHeaderAnchors } from './logic/headerAnchor';
import { INLINE_HIDE_SCRIPT } from './logic/queryParams';

/** Our theme's entry (theme/index.tsx): re-exports only, see `sideEffects` below. */
const THEME_ENTRY = path.join(import.meta.dirname, 'index.tsx');

/** Rspress's build environment that renders the llms `.md` files (dist/node/initRsbuild.js). */
const MARKDOWN_ENVIRONMENT = 'node_md';
/** theme/layout/lazyLayouts.tsx as theme/index.tsx requests it, and its stand-in for that environment. */
const LAZY_LAYOUTS = /^\.\/layout\/lazyLayouts$/;
const STATIC_LAYOUTS = './layout/staticLayouts';

/** The folder of Rspress v2's default theme, whose stylesheets get our breakpoints. */
const RSPRESS_THEME_CSS = /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/].*\.css$/;

/**
 * The site-wide parts of our theme that are configuration rather than components
 * (see theme/OVERRIDES.md):
 * - our stylesheet (`theme/styles/index.css`): tokens, query-parameter hiding, nav auto-hide, animations;
 * - Rspress's 1280 px media queries moved to SPEC §9's 1024 px at build time (one transform instead of
 *   re-declaring every rule of the 1025–1280 px range);
 * - an inline `<head>` script that applies `navbar=0`-style query parameters before the first paint;
 * - heading anchors out of the tab order (they are `aria-hidden`; theme/logic/headerAnchor.ts);
 * - no medium-zoom: nothing in the SPEC asks for image zoom, and it costs every page ~4 KB gzip of JS;
 * - theme/index.tsx marked free of side effects: Rspress's components import each other through it
 *   (`@rspress/core/theme`), and a module with side effects cannot be skipped, so everything it
 *   re-exports landed in the code every page loads. Marked, Rspack links each import to the component's
 *   own module, and the layouts loaded on demand (theme/layout/lazyLayouts.tsx) take their parts along;
 *   Rspress's markdown environment (llms `.md` files) gets them directly (theme/layout/staticLayouts.ts).
 */
export function mfTheme(): RspressPlugin {
  return {
    name: 'mf-theme',
    globalStyles: path.join(import.meta.dirname, 'styles', 'index.css'),
    markdown: { rehypePlugins: [rehypeUnfocusHeaderAnchors] },
    builderConfig: {
      tools: {
        rspack: (config, { environment, rspack }) => {
          config.module ??= {};
          config.module.rules ??= [];
          config.module.rules.push({ resource: THEME_ENTRY, sideEffects: false });
          // The markdown renderer of the llms files does not wait for lazy components: it gets them directly.
          if (environment.name === MARKDOWN_ENVIRONMENT) {
            config.plugins ??= [];
            config.plugins.push(new rspack.NormalModuleReplacementPlugin(LAZY_LAYOUTS, STATIC_LAYOUTS));
          }
        },
      },
      html: {
        tags: [{ tag: 'script', children: INLINE_HIDE_SCRIPT, head: true, append: false }],
      },
      plugins: [
        {
          name: 'mf-theme-breakpoints',
          setup(api) {
            api.transform({ test: RSPRESS_THEME_CSS }, ({ code }: { code: string }) => rewriteBreakpoints(code));
          },
        },
      ],
    },
  };
}
