// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCH_IDS, type PatchId } from '../../../rspress-patches/patches';

const core = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const pinned = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies['@rspress/core'];

/**
 * What each patch in rspress-patches/ relies on in the installed @rspress/core, as code that must still
 * be in its files. When one of these fails after an upgrade, the patch may now be wrong or unneeded:
 * read the ledger row in rspress-patches/README.md before changing the pattern.
 */
/** A contract: a file of the installed Rspress that must exist and, with `has`, hold that code. */
interface Contract {
  what: string;
  file: string;
  has?: RegExp;
}

const CONTRACTS: Record<PatchId, Contract[]> = {
  clientStubs: [
    {
      what: 'the client entry takes its head manager from @unhead/react/client',
      file: 'dist/runtime/ClientApp.js',
      has: /from "@unhead\/react\/client"/,
    },
    // Swapped by path: each file only has to be there (the names it exports: clientStubs.test.ts).
    ...['LlmsCopyRow', 'LlmsOpenRow', 'LlmsViewOptions'].map((name) => ({
      what: 'the llms rows we leave out are modules of their own',
      file: `dist/theme/components/Llms/${name}.js`,
    })),
  ],
  // The upstream DocLayout and Overview modules the page modules import are in tests/unit/theme/deepImports.test.ts
  // (the theme's pageLayouts.ts imports them too).
  perRouteLayouts: [
    {
      what: 'Layout takes DocLayout and HomeLayout from the theme, which we replace by stand-ins',
      file: 'dist/theme/layout/Layout/index.js',
      has: /import \{[^}]*DocLayout[^}]*HomeLayout as [^}]*\} from "@rspress\/core\/theme"/,
    },
    {
      what: 'a page module is loaded before the page data is returned (the real layout is there for the first render)',
      file: 'dist/runtime/initPageData.js',
      has: /const mod = await matchedRoute\.preload\(\);/,
    },
    {
      what: 'remark plugins can read and edit the frontmatter in the pageMeta data, which the page module exports',
      file: 'dist/node/mdx/processor.js',
      has: /compiler\.data\('pageMeta', \{/,
    },
  ],
  docContentMemo: [
    {
      what: 'DocLayout keeps its content element through a state-setting callback ref',
      file: 'dist/theme/hooks/useDynamicToc.js',
      has: /const \[innerRef, setRef\] = useState\(null\);/,
    },
    {
      what: 'DocLayout passes that ref to the content wrapper',
      file: 'dist/theme/layout/DocLayout/index.js',
      has: /const \{ rspressDocRef \} = useWatchToc\(\);/,
    },
    {
      what: 'DocContent builds a new components object for the MDX provider on every render (the upstream bug)',
      file: 'dist/theme/components/DocContent/index.js',
      has: /const mdxComponents = \{\s*\.\.\.getCustomMDXComponent\(\),/,
    },
  ],
  // That the plugins' config and routeGenerated hooks come before the HTML tags are written (our script in
  // every page) is checked on the built pages by tests/build-output/arrivals.test.ts.
  lazyRoutes: [
    {
      what: 'the route table is a module of every route with a lazy page module (the entry carried all of it)',
      file: 'dist/node/route/RouteService.js',
      has: /export const routes = \[[\s\S]*path: '\$\{route\.routePath\}', element: React\.createElement\(\$\{component\}\), filePath: '\$\{route\.relativePath\}', preload: \$\{preload\}, lang: '\$\{route\.lang\}', version: '\$\{route\.version\}'/,
    },
    {
      what: "a route's chunk is named from its relative path, and the HTML preloads the chunk of that name",
      file: 'dist/node/route/routeChunkAssets.js',
      has: /return `route-\$\{createHash\(route\.relativePath, ROUTE_CHUNK_HASH_LENGTH\)\}`;[\s\S]*export \{ RouteChunkAssetsPlugin, getRouteChunkName \}/,
    },
    {
      what: 'route.js exports exactly what our client/route.ts replaces, and matches a path by normalised equality',
      file: 'dist/runtime/route.js',
      has: /export \{ isActive, matchPath, pathnameToRouteService, preloadLink, redirectToCleanUrl \};/,
    },
    {
      what: 'initPageData.js exports exactly what our client/initPageData.ts replaces, with the record found among every page',
      file: 'dist/runtime/initPageData.js',
      has: /pageData\.pages\.find\([\s\S]*export \{ consumeCachedPageData, initPageData, setCurrentPageData, warmPageData \};/,
    },
    {
      what: 'App looks the route up in a layout effect and sets what it finds (our entry puts the data in the slot it reads first)',
      file: 'dist/runtime/App.js',
      has: /useLayoutEffect\(\(\)=>\{\s*const cached = consumeCachedPageData\(pathname\);\s*if \(cached\) return void setPageData\?\.\(cached\);/,
    },
    {
      what: 'the client entry redirects to the clean URL, then awaits the page data, then hydrates ClientApp',
      file: 'dist/runtime/ssrClientEntry.js',
      has: /redirectToCleanUrl\(window\.location, window\.history\);[\s\S]*await initPageData\(pathname\);[\s\S]*hydrateRoot\(container/,
    },
    {
      what: 'a link looks its route up synchronously before a client-side navigation (our copy awaits its shard)',
      file: 'dist/theme/components/Link/useLinkNavigate.js',
      has: /const matchedRoute = pathnameToRouteService\(routePath\);\s*if \(!matchedRoute\) return void window\.location\.assign\(withBaseHref\);/,
    },
    {
      what: 'the page records reach the browser only through usePages and initPageData (virtual-page-data)',
      file: 'dist/runtime/hooks/usePages.js',
      has: /import \{ pageData \} from "virtual-page-data";/,
    },
    {
      what: 'every full record goes to modifySearchIndexData, then to extendPageData; copies without content, _filepath and _flattenContent are bundled',
      file: 'dist/node/runtimeModule/pageData/createPageData.js',
      has: /await pluginDriver\.modifySearchIndexData\(pages\);[\s\S]*pluginDriver\.extendPageData\(pageData\)[\s\S]*const \{ content: _content, _filepath, _flattenContent, \.\.\.rest \} = page;/,
    },
    {
      what: 'the page meta (pageMeta data) is written into the page module as __RSPRESS_PAGE_META',
      file: 'dist/node/mdx/processor.js',
      has: /__RSPRESS_PAGE_META\[[^\]]*\] = \$\{JSON\.stringify\(pageMeta\)\}/,
    },
    {
      what: 'the page meta is read back when a page opens',
      file: 'dist/runtime/initPageData.js',
      has: /mod\.default\.__RSPRESS_PAGE_META\?\.\[encodedPagePath\]/,
    },
    {
      what: 'the meta is spread under the page record (the record wins), so a field the record lacks comes from the meta',
      file: 'dist/runtime/initPageData.js',
      has: /\.\.\.rest,\s*pagePath,\s*\.\.\.extractPageInfo,/,
    },
    {
      what: 'extendPageData hooks are called in plugin order, synchronously up to their first await',
      file: 'dist/node/PluginDriver.js',
      has: /_runParallelAsyncHook\(hookName, \.\.\.args\) \{\s*return Promise\.all\(this\.#plugins\.filter\(.*?\)\.map\(\(plugin\)=>plugin\[hookName\]\(\.\.\.args\)\)\);/,
    },
  ],
};

describe('given the patches of Rspress behaviour in rspress-patches/', () => {
  it('should pin @rspress/core exactly while a patch reads its internals', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8')).version).toBe(pinned);
  });

  it('should describe every patch in the ledger, with an off switch and an exit', () => {
    const ledger = fs.readFileSync('rspress-patches/README.md', 'utf8');
    const missing = PATCH_IDS.filter((id) => !new RegExp(`^### \`${id}\`$`, 'm').test(ledger));
    expect(missing, 'patches without a ledger row').toEqual([]);
    expect(Object.keys(CONTRACTS).sort()).toEqual([...PATCH_IDS].sort());
  });

  const rows = Object.entries(CONTRACTS).flatMap(([patch, list]) => list.map((c) => ({ patch, ...c })));
  it('should find every upstream contract a patch relies on', () => {
    const broken = rows
      .filter(({ file, has }) => {
        const full = path.join(core, file);
        return !fs.existsSync(full) || (has !== undefined && !has.test(fs.readFileSync(full, 'utf8')));
      })
      .map(({ patch, what, file }) => `${patch}: ${what} (@rspress/core/${file})`);
    expect(broken, 'upstream changed under these patches; see rspress-patches/README.md').toEqual([]);
  });

  // What an upgrade has to re-read (issue 44: at most 30 patterns over Rspress's files).
  it('should hold the patches to at most 30 regex contracts', () => {
    expect(new Set(rows.flatMap(({ has }) => (has ? [has] : []))).size).toBeLessThanOrEqual(30);
  });

  // What a maintainer carries (issue 44): at most 10 patches and 1,400 lines of code, the ledger aside.
  it('should hold the patches to at most 10, in at most 1,400 lines', () => {
    expect(PATCH_IDS.length).toBeLessThanOrEqual(10);
    const files = (fs.readdirSync('rspress-patches', { recursive: true }) as string[]).filter((f) =>
      /\.(ts|tsx|mjs|js)$/.test(f),
    );
    const lines = files.reduce(
      (n, f) => n + fs.readFileSync(path.join('rspress-patches', f), 'utf8').split('\n').length - 1,
      0,
    );
    expect(lines, `lines of code in rspress-patches/ (${files.length} files)`).toBeLessThanOrEqual(1400);
  });
});
