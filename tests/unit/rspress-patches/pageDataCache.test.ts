// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHED_SUFFIX, calledFromExtractPageData, pageDataCache } from '../../../rspress-patches/pageDataCache/plugin';
import { tempTree } from '../support/tempTree';

type Records = Parameters<NonNullable<RspressPlugin['modifySearchIndexData']>>[0];
interface Route {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  lang: string;
  version: string;
}

/** Rspress's own step (the installed @rspress/core), as its build calls it before Rspack starts. */
const { createPageData } = (await import('@rspress/core/dist/node/runtimeModule/pageData/createPageData.js')) as {
  createPageData(context: unknown): Promise<{ pageData: { pages: Record<string, unknown>[] } }>;
};

const PAGES = {
  'docs/en/guide/a.mdx':
    "---\ntitle: Alpha\ndescription: The first page.\n---\n\nimport { Fact } from '@components/Fact';\n\n# Alpha\n\nIntro text.\n\n## One\n\nBody.\n",
  'docs/en/guide/b.mdx': '# Beta\n\nWhat beta is for.\n\n## Two {#two}\n\n### Three\n',
  'docs/zh/guide/a.mdx': '---\ntitle: 甲\n---\n\n# 甲\n\n说明。\n',
  'docs/en/guide/with-part.mdx': "import Part from './_part.mdx';\n\n# With a part\n\n<Part />\n",
  'docs/en/guide/_part.mdx': '## From the part\n\nShared text.\n',
};
const ROUTES: [routePath: string, rel: string, lang: string][] = [
  ['/guide/a', 'en/guide/a.mdx', 'en'],
  ['/guide/b', 'en/guide/b.mdx', 'en'],
  ['/zh/guide/a', 'zh/guide/a.mdx', 'zh'],
  ['/guide/with-part', 'en/guide/with-part.mdx', 'en'],
];

const trees: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

/** A docs tree and a cache folder; `build` runs one production build's part of both. */
function site() {
  const root = tempTree('page-data', PAGES);
  trees.push(root);
  const docs = path.join(root, 'docs');
  const cacheDir = path.join(root, 'cache');
  const routes: Route[] = ROUTES.map(([routePath, rel, lang]) => ({
    routePath,
    absolutePath: path.join(docs, rel),
    relativePath: rel,
    lang,
    version: '',
  }));
  /** Runs the plugin's hooks around Rspress's createPageData; returns the records and the files Rspress read. */
  async function build(plugin = pageDataCache({ cacheDir })) {
    const pages = new Map(routes.map((route) => [route.routePath, { routeMeta: route, info: undefined as unknown }]));
    const routeService = {
      getRoutes: () => [...pages.values()].map((page) => page.routeMeta),
      getRoutePageByRoutePath: (routePath: string) => {
        const page = pages.get(routePath);
        return page && { setPageIndexInfo: (info: unknown) => Object.assign(page, { info }) };
      },
    };
    const read = vi.spyOn(fs.promises, 'readFile');
    await plugin.routeServiceGenerated?.(routeService, true);
    await plugin.beforeBuild?.({ root: docs, search: false }, true);
    const { pageData } = await createPageData({
      config: { root: docs, search: false },
      alias: {},
      userDocRoot: docs,
      routeService,
      pluginDriver: {
        modifySearchIndexData: (records: Records) => plugin.modifySearchIndexData?.(records, true),
        extendPageData: async () => undefined,
      },
    });
    const files = read.mock.calls.map(([file]) => path.relative(docs, String(file))).sort();
    read.mockRestore();
    return { pages: pageData.pages, files, kept: [...pages.values()].map((page) => page.info) };
  }
  return { docs, cacheDir, build };
}

describe('given a production build after one that cached the page records', () => {
  it('should hand Rspress the same records without it reading the pages', async () => {
    const { build } = site();
    const cold = await build();
    expect(cold.files).toEqual(['en/guide/a.mdx', 'en/guide/b.mdx', 'en/guide/with-part.mdx', 'zh/guide/a.mdx']);
    const warm = await build();
    // The page that inlines another Markdown file is never cached: its record depends on two files.
    expect(warm.files).toEqual(['en/guide/with-part.mdx']);
    // The same JSON, key order included: Rspress bundles the records as JSON.
    expect(JSON.stringify(warm.pages)).toBe(JSON.stringify(cold.pages));
    expect(JSON.stringify(warm.kept)).toBe(JSON.stringify(cold.kept));
    const b = warm.pages.find((page) => page.routePath === '/guide/b');
    expect(b).toMatchObject({ title: 'Beta', description: 'What beta is for.', _relativePath: 'en/guide/b.mdx' });
    expect(JSON.stringify(warm.pages)).not.toContain(CACHED_SUFFIX);
  });

  it('should find its caller even when a tool has turned stack traces off', async () => {
    const { build } = site();
    await build();
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      expect((await build()).files).toEqual(['en/guide/with-part.mdx']);
    } finally {
      Error.stackTraceLimit = limit;
    }
  });

  it('should read again only the page that changed, and give its new record', async () => {
    const { docs, build } = site();
    await build();
    fs.writeFileSync(path.join(docs, 'en/guide/b.mdx'), '# Beta two\n\nNew text.\n');
    const warm = await build();
    expect(warm.files).toEqual(['en/guide/b.mdx', 'en/guide/with-part.mdx']);
    expect(warm.pages.find((page) => page.routePath === '/guide/b')).toMatchObject({ title: 'Beta two' });
  });

  it('should read every page again when the extraction options change', async () => {
    const { cacheDir, build } = site();
    await build();
    const plugin = pageDataCache({ cacheDir });
    const beforeBuild = plugin.beforeBuild;
    plugin.beforeBuild = (config, isProd) =>
      beforeBuild?.({ ...config, markdown: { extractDescription: false } }, isProd);
    const warm = await build(plugin);
    expect(warm.files).toHaveLength(4);
  });
});

describe('given Rspress no longer asking for the routes from extractPageData', () => {
  it('should fail the build naming the patch', async () => {
    const plugin = pageDataCache({ cacheDir: path.join(site().docs, '..', 'cache') });
    await plugin.routeServiceGenerated?.({ getRoutes: () => [] }, true);
    await plugin.beforeBuild?.({ search: false }, true);
    expect(() => plugin.modifySearchIndexData?.([], true)).toThrow(/pageDataCache: .*extractPageData/);
  });
});

describe('given a call stack', () => {
  it("should tell Rspress's extractPageData from any other caller", () => {
    const frame = (name: string, file: string) =>
      `    at ${name} (file:///x/node_modules/@rspress/core/dist/node/${file}:203:60)`;
    expect(calledFromExtractPageData(['Error', frame('extractPageData', 'route/extractPageData.js')].join('\n'))).toBe(
      true,
    );
    expect(calledFromExtractPageData(['Error', frame('renderPages', 'ssg/renderPages.js')].join('\n'))).toBe(false);
    expect(calledFromExtractPageData(['Error', frame('extractPageData', 'other.js')].join('\n'))).toBe(false);
    expect(calledFromExtractPageData(undefined)).toBe(false);
  });
});
