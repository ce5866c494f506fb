import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { transformStylesheet } from './logic/breakpoints';
import { rehypeUnfocusHeaderAnchors } from './logic/headerAnchor';
import { INLINE_HIDE_SCRIPT } from './logic/queryParams';

/** Upstream modules that its own components import by relative path, each with ours in its place (OVERRIDES.md). */
const SWAPPED_MODULES: [RegExp, string][] = [
  // DocLayout's sidebar menu hook: ours owns the panels' state.
  [
    /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]SidebarMenu[\\/]useSidebarMenu\.js$/,
    path.join(import.meta.dirname, 'layout', 'SidebarMenu', 'useSidebarMenu.tsx'),
  ],
  // The storage hook of useThemeState (the appearance) and upstream's other users: ours never throws.
  [
    /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]logic[\\/]useStorageValue\.js$/,
    path.join(import.meta.dirname, 'hooks', 'useStorageValue.ts'),
  ],
];

/**
 * The theme's layout modules that rspress-patches/perRouteLayouts loads per route (rspress.config.ts hands
 * them over, so the patch knows no path of the theme): the module exporting the three per-page layouts,
 * which the patch swaps for its stand-ins in the browser bundle; the home layout, which home page modules
 * import; the 404 layout and its browser form, which loads the layout on demand.
 */
export const layoutModules = {
  pageLayouts: path.join(import.meta.dirname, 'layout', 'pageLayouts.ts'),
  homeLayout: path.join(import.meta.dirname, 'layout', 'HomeLayout', 'index.tsx'),
  notFoundLayout: path.join(import.meta.dirname, 'layout', 'NotFoundLayout', 'index.tsx'),
  notFoundLayoutInBrowser: path.join(import.meta.dirname, 'layout', 'NotFoundLayout', 'lazy.tsx'),
};

/** The request of our stylesheet in Rspress's global-styles module. */
const GLOBAL_STYLES = 'mf-theme-global-styles.css';

/**
 * The site-wide parts of our theme that are configuration rather than components
 * (see theme/OVERRIDES.md):
 * - our stylesheet (`theme/styles/index.css`): tokens, query-parameter hiding, nav auto-hide, the bar's
 *   and the doc columns' widths (components keep their own CSS beside them);
 * - SPEC §9's one breakpoint at build time (theme/logic/breakpoints.ts): Rspress's 1280 px and layout
 *   768 px media queries moved to 1024 px (one transform instead of re-declaring every rule of the
 *   769–1280 px range), and our stylesheets' named queries (`@media (--mf-mobile)`) resolved;
 * - an inline `<head>` script that applies `navbar=0`-style query parameters before the first paint;
 * - heading anchors out of the tab order (they are `aria-hidden`; theme/logic/headerAnchor.ts);
 * - our sidebar menu hook (`layout/SidebarMenu/useSidebarMenu.tsx`) and storage hook
 *   (`hooks/useStorageValue.ts`) in place of Rspress's, in every bundle;
 * - no medium-zoom: nothing in the SPEC asks for image zoom, and it costs every page ~4 KB gzip of JS.
 */
export function mfTheme(): RspressPlugin {
  return {
    name: 'mf-theme',
    // Imported by name, not by path: Rspack names an import's variable after its request, so an absolute
    // path made the entry's minified names depend on the folder the site was built in (plugins/reproducible.ts).
    globalStyles: GLOBAL_STYLES,
    markdown: { rehypePlugins: [rehypeUnfocusHeaderAnchors] },
    builderConfig: {
      resolve: { alias: { [GLOBAL_STYLES]: path.join(import.meta.dirname, 'styles', 'index.css') } },
      html: {
        tags: [{ tag: 'script', children: INLINE_HIDE_SCRIPT, head: true, append: false }],
      },
      tools: {
        rspack(_config, { rspack, appendPlugins }) {
          appendPlugins(SWAPPED_MODULES.map(([from, to]) => new rspack.NormalModuleReplacementPlugin(from, to)));
        },
      },
      plugins: [
        {
          name: 'mf-theme-breakpoints',
          setup(api) {
            api.transform({ test: /\.css$/ }, ({ code, resourcePath }: { code: string; resourcePath: string }) =>
              transformStylesheet(code, resourcePath),
            );
          },
        },
      ],
    },
  };
}
