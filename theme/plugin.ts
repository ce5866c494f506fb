import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rewriteBreakpoints } from './logic/breakpoints';
import { rehypeUnfocusHeaderAnchors } from './logic/headerAnchor';
import { INLINE_HIDE_SCRIPT } from './logic/queryParams';

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
 * - no medium-zoom: nothing in the SPEC asks for image zoom, and it costs every page ~4 KB gzip of JS.
 */
export function mfTheme(): RspressPlugin {
  return {
    name: 'mf-theme',
    globalStyles: path.join(import.meta.dirname, 'styles', 'index.css'),
    markdown: { rehypePlugins: [rehypeUnfocusHeaderAnchors] },
    builderConfig: {
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
