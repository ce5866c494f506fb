import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { pageTypeOf } from '../../lib/content/frontmatter.mjs';
import { parseMdxTree } from '../../lib/content/source.mjs';

const STAND_INS = path.join(import.meta.dirname, 'standIns.tsx');
const REGISTRY = path.join(import.meta.dirname, 'registry.ts');
const PRELOAD = path.join(import.meta.dirname, 'preloadDocLayout.ts');
/** Upstream's own modules, by deep import: the theme's `DocLayout` and `Overview` are the stand-ins. */
const DOC = '@rspress/core/dist/theme/layout/DocLayout/index.js';
const OVERVIEW = '@rspress/core/dist/theme/components/Overview/index.js';

/** The layouts a page renders, from its frontmatter (as Rspress's `Layout` and `DocLayout` choose them). */
export function layoutsOf(frontmatter: Record<string, unknown>): ('home' | 'doc' | 'overview')[] {
  const pageType = pageTypeOf(frontmatter);
  if (pageType === 'home') return ['home'];
  if (pageType === 'custom' || pageType === 'blank' || pageType === '404') return [];
  return frontmatter.overview === true ? ['doc', 'overview'] : ['doc'];
}

/**
 * The theme's modules this patch loads per route, by absolute path (the theme's `layoutModules`, handed
 * over by rspress.config.ts): the patch imports nothing of the theme.
 */
export interface ThemeLayoutModules {
  /** Exports `HomeLayout`, `DocLayout` and `Overview` for the theme; the browser gets `./standIns.tsx`. */
  pageLayouts: string;
  /** Exports the theme's `HomeLayout`, which home page modules import. */
  homeLayout: string;
  /** Exports the theme's `NotFoundLayout`. */
  notFoundLayout: string;
  /** The browser's `NotFoundLayout`, which loads the real one on demand (no page module comes with a 404). */
  notFoundLayoutInBrowser: string;
}

/** A path as a pattern matching that file's resolved module. */
const fileRegExp = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The module code a page gets: imports of its layouts and the call that hands them to the stand-ins. */
export function layoutsModuleCode(layouts: readonly ('home' | 'doc' | 'overview')[], homeLayout: string): string {
  const from = { home: [homeLayout, 'HomeLayout'], doc: [DOC, 'DocLayout'], overview: [OVERVIEW, 'Overview'] } as const;
  const imports = layouts.map((l) => `import { ${from[l][1]} as __mf_${l} } from ${JSON.stringify(from[l][0])};`);
  // The home layout comes with the doc layout's preload (./preloadDocLayout.ts), in the home page's module only.
  const home = layouts.includes('home');
  const handed = layouts.map((l) => (l === 'home' ? 'home: __mf_withPreload(__mf_home)' : `${l}: __mf_${l}`));
  return [
    `import { provideLayouts as __mf_provideLayouts } from ${JSON.stringify(REGISTRY)};`,
    ...(home ? [`import { withDocLayoutPreload as __mf_withPreload } from ${JSON.stringify(PRELOAD)};`] : []),
    ...imports,
    `export const __mf_layouts = __mf_provideLayouts({ ${handed.join(', ')} });`,
  ].join('\n');
}

/** Remark plugin: adds {@link layoutsModuleCode} to each page, from the frontmatter Rspress parsed. */
const remarkPerRouteLayouts = (homeLayout: string) =>
  function attacher(this: Processor) {
    return (tree: Root) => {
      const meta = this.data('pageMeta' as never) as { frontmatter?: Record<string, unknown> } | undefined;
      const layouts = layoutsOf(meta?.frontmatter ?? {});
      if (layouts.length === 0) return;
      // The ESM node comes with the estree the MDX compiler reads, parsed the way content checks parse pages.
      const esm = (parseMdxTree(layoutsModuleCode(layouts, homeLayout)) as Root).children;
      tree.children.unshift(...esm);
    };
  };

/**
 * Loads the home layout, the doc layout and the overview listing with the pages that render them,
 * and the 404 layout on demand, so they leave the first chunk of the pages that do not: in the browser bundle the theme's layouts
 * are stand-ins (`./standIns.tsx`), and every page module hands over the real ones. The
 * prerender keeps the real layouts, and so does the Markdown render, to which Rspress applies no
 * plugin's remark plugins.
 */
export function perRouteLayouts(theme: ThemeLayoutModules): RspressPlugin {
  return {
    name: 'mf-per-route-layouts',
    markdown: { remarkPlugins: [remarkPerRouteLayouts(theme.homeLayout)] },
    builderConfig: {
      tools: {
        rspack(_config, { environment, rspack, appendPlugins }) {
          if (environment.name === 'web')
            appendPlugins([
              new rspack.NormalModuleReplacementPlugin(fileRegExp(theme.pageLayouts), STAND_INS),
              // No page module comes with a 404 page: its layout is a chunk of its own, loaded when shown.
              new rspack.NormalModuleReplacementPlugin(fileRegExp(theme.notFoundLayout), theme.notFoundLayoutInBrowser),
            ]);
        },
      },
    },
  };
}
