// @vitest-environment node
/**
 * The browser half of lazyRoutes (rspress-patches/lazyRoutes/client/): the route lookups over a route table
 * in shards, the page data they give, and the page chunks' file names the shards bring. The table here is
 * made the way the build makes it (a route's shard is the one its key names), with loaders that count calls.
 */
import { describe, expect, it } from 'vitest';
import { chunkFileLookup } from '../../../rspress-patches/lazyRoutes/client/chunkFiles';
import { createPageData } from '../../../rspress-patches/lazyRoutes/client/pageDataService';
import type { PageRecord } from '../../../rspress-patches/lazyRoutes/client/pageRegistry';
import {
  createRouteService,
  isActive,
  type Route,
  type Shard,
  type ShardEntry,
} from '../../../rspress-patches/lazyRoutes/client/routeService';
import { routeKey, shardOf } from '../../../rspress-patches/lazyRoutes/routeKey';

const SITE = { defaultLang: 'en', langs: ['en', 'zh'] };
const SHARDS = 3;

/** A page module as Rspress compiles an MDX page: its meta keyed by the encoded page path. */
const pageModule = (file: string, meta: Record<string, unknown>) => ({
  default: Object.assign(() => null, { __RSPRESS_PAGE_META: { [encodeURIComponent(file)]: meta } }),
});

function entry(path: string, extra: ShardEntry[4] = 0, listed?: ShardEntry[5]): ShardEntry {
  const lang = path.startsWith('/zh') ? 'zh' : 'en';
  const file = `${lang}${path.replace(/^\/zh/, '').replace(/\/$/, '/index')}.mdx`;
  const load = async () => pageModule(file, { title: `Title of ${path}`, toc: [], frontmatter: {} });
  return listed ? [path, lang, load, `Title of ${path}`, extra, listed] : [path, lang, load, `Title of ${path}`, extra];
}

/** A table of `pinned` routes and `sharded` ones, and what it was asked for. */
function table(pinned: ShardEntry[], sharded: ShardEntry[], fail: Set<number> = new Set()) {
  const calls: number[] = [];
  const shards = Array.from({ length: SHARDS }, (_, i) => async (): Promise<Shard> => {
    calls.push(i);
    if (fail.has(i)) {
      fail.delete(i);
      throw new Error(`shard ${i} offline`);
    }
    const routes = sharded.filter((e) => shardOf(routeKey(e[0]), SHARDS) === i);
    return { routes, files: routes.map((_, k) => `${i}${k}.abcdef1234`) };
  });
  const pages: PageRecord[] = [];
  const files: string[] = [];
  const lazy = ((load: () => Promise<{ default: unknown }>) =>
    Object.assign(() => null, { preload: async () => (await load()).default })) as unknown as Parameters<
    typeof createRouteService
  >[2];
  const service = createRouteService({ site: SITE, pinned, shards }, { base: '/', route: { cleanUrls: true } }, lazy, {
    addPages: (r) => pages.push(...r),
    addChunkFiles: (f) => files.push(...f),
  });
  return { service, calls, pages, files };
}

const SHARDED = ['/guide/start/quick-start', '/guide/basic/runtime', '/zh/guide/basic/runtime', '/configure/shared'];

describe('given the route table in shards, in the browser (lazyRoutes)', () => {
  it('should know the top bar routes at once and load no shard for them', async () => {
    const t = table(
      [entry('/'), entry('/configure/')],
      SHARDED.map((p) => entry(p)),
    );
    expect(t.pages.map((p) => p.routePath)).toEqual(['/', '/configure/']);
    expect(t.service.pathnameToRouteService('/configure')?.path).toBe('/configure/');
    expect((await t.service.loadRoute('/configure/index.html'))?.path).toBe('/configure/');
    expect(t.calls).toEqual([]);
  });

  it("should load a path's own shard once, with its records and its page chunks' files", async () => {
    const t = table(
      [entry('/')],
      SHARDED.map((p) => entry(p)),
    );
    const path = '/guide/basic/runtime';
    const own = shardOf(routeKey(path), SHARDS);
    expect(t.service.pathnameToRouteService(path)).toBeUndefined();
    const [a, b] = await Promise.all([t.service.loadRoute(path), t.service.loadRoute(`${path}.html`)]);
    expect(a?.path).toBe(path);
    expect(b).toBe(a);
    expect(t.calls).toEqual([own]);
    expect(t.service.pathnameToRouteService(path)).toBe(a);
    expect(t.pages.map((p) => p.routePath)).toContain(path);
    expect(t.files.length).toBeGreaterThan(0);
    expect(t.files.every((f) => f.startsWith(String(own)))).toBe(true);
    await t.service.loadRoute(path);
    expect(t.calls).toEqual([own]);
  });

  it('should give each route its file, language, version and record as Rspress reads them', async () => {
    const t = table(
      [],
      [entry('/zh/guide/basic/runtime'), entry('/configure/shared', { f: 'en/configure/x.md', v: '2' })],
    );
    const zh = (await t.service.loadRoute('/zh/guide/basic/runtime')) as Route;
    expect(zh).toMatchObject({ filePath: 'zh/guide/basic/runtime.mdx', lang: 'zh', version: '' });
    expect(zh.record).toMatchObject({
      routePath: '/zh/guide/basic/runtime',
      title: 'Title of /zh/guide/basic/runtime',
    });
    expect(zh.record.mfLangLinks).toEqual({ en: { href: '/guide/basic/runtime', exact: true } });
    const odd = (await t.service.loadRoute('/configure/shared')) as Route;
    expect(odd).toMatchObject({ filePath: 'en/configure/x.md', version: '2' });
  });

  it('should answer undefined for a path that is no route, after loading the one shard its key names', async () => {
    const t = table(
      [entry('/')],
      SHARDED.map((p) => entry(p)),
    );
    expect(await t.service.loadRoute('/no/such/page')).toBeUndefined();
    expect(t.calls).toEqual([shardOf(routeKey('/no/such/page'), SHARDS)]);
    expect(t.service.pathnameToRouteService('/no/such/page')).toBeUndefined();
  });

  it('should try a shard again after its fetch failed', async () => {
    const path = '/configure/shared';
    const own = shardOf(routeKey(path), SHARDS);
    const t = table(
      [],
      SHARDED.map((p) => entry(p)),
      new Set([own]),
    );
    await expect(t.service.loadRoute(path)).rejects.toThrow(/offline/);
    expect(t.service.pathnameToRouteService(path)).toBeUndefined();
    expect((await t.service.loadRoute(path))?.path).toBe(path);
    expect(t.calls).toEqual([own, own]);
  });

  it('should match `/a/` before `/a`, in either order, as Rspress does', async () => {
    for (const order of [
      ['/guide/a', '/guide/a/'],
      ['/guide/a/', '/guide/a'],
    ]) {
      const t = table(
        [],
        order.map((p) => entry(p)),
      );
      expect((await t.service.loadRoute('/guide/a'))?.path).toBe('/guide/a/');
    }
  });

  it("should bring an overview page's listed records with it", async () => {
    const listed = async () => ({ records: [{ routePath: '/guide/basic/a' }, { routePath: '/guide/basic/b' }] });
    const t = table([], [entry('/guide/basic/overview', 0, listed)]);
    await t.service.loadRoute('/guide/basic/overview');
    expect(t.pages.map((p) => p.routePath)).toEqual(['/guide/basic/overview', '/guide/basic/a', '/guide/basic/b']);
  });

  it('should redirect to the clean URL of a loaded route, keeping the query and hash', async () => {
    const t = table([entry('/guide/start/')], []);
    const replaced: string[] = [];
    const history = { state: null, replaceState: (_: unknown, __: string, url: string) => replaced.push(url) };
    const at = (pathname: string) => ({ pathname, search: '?q=1', hash: '#x' }) as Location;
    expect(t.service.redirectToCleanUrl(at('/guide/start/index.html'), history as unknown as History)).toBe(true);
    expect(replaced).toEqual(['/guide/start/?q=1#x']);
    expect(t.service.redirectToCleanUrl(at('/guide/start/'), history as unknown as History)).toBe(false);
    expect(t.service.redirectToCleanUrl(at('/not/loaded'), history as unknown as History)).toBe(false);
    expect(isActive('/guide/start', '/guide/start/index.html')).toBe(true);
  });
});

describe("given the page chunks' files a shard brings", () => {
  it('should name a chunk by the file its shard gave, and leave the others to the runtime', () => {
    const files = chunkFileLookup('static/js/async/');
    files.add(['0h.abcdef1234', '12.0123456789', 'a.b.ffffffffff']);
    expect(files.fileOf('0h')).toBe('static/js/async/0h.abcdef1234.js');
    expect(files.fileOf(12)).toBe('static/js/async/12.0123456789.js');
    expect(files.fileOf('a.b')).toBe('static/js/async/a.b.ffffffffff.js');
    expect(files.fileOf('k')).toBeUndefined();
  });
});

describe('given the page data of a route (lazyRoutes)', () => {
  const routes = table([entry('/guide/start/')], [entry('/zh/guide/basic/runtime', { m: { pageType: 'custom' } })]);

  it("should open a page with its module's meta under its shard's record", async () => {
    const data = createPageData(
      routes.service.loadRoute,
      { base: '/', locales: [], multiVersion: {} },
      () => undefined,
    );
    expect(await data.initPageData('/guide/start/')).toMatchObject({
      pagePath: 'en/guide/start/index.mdx',
      routePath: '/guide/start/',
      title: 'Title of /guide/start/',
      pageType: 'doc',
    });
    const zh = await data.initPageData('/zh/guide/basic/runtime');
    expect(zh).toMatchObject({ lang: 'zh', pageType: 'doc', frontmatter: {} });
  });

  it('should give a 404 page in the language of the path the browser is at', async () => {
    const siteData = { base: '/', lang: 'en', locales: [{ lang: 'en' }, { lang: 'zh' }], multiVersion: {} };
    const data = createPageData(routes.service.loadRoute, siteData, () => '/zh/no/such/page');
    expect(await data.initPageData('/zh/no/such/page')).toMatchObject({
      pageType: '404',
      routePath: '/404',
      lang: 'zh',
    });
    const prerender = createPageData(routes.service.loadRoute, siteData, () => undefined);
    expect(await prerender.initPageData('/zh/no/such/page')).toMatchObject({ pageType: '404', lang: 'en' });
  });

  it('should hand the warmed data once, and the page before the last one back', () => {
    const data = createPageData(
      routes.service.loadRoute,
      { base: '/', locales: [], multiVersion: {} },
      () => undefined,
    );
    const a = { n: 'a' };
    const b = { n: 'b' };
    data.warmPageData('/a', a);
    expect(data.consumeCachedPageData('/b')).toBeUndefined();
    expect(data.consumeCachedPageData('/a')).toBe(a);
    expect(data.consumeCachedPageData('/a')).toBeUndefined();
    data.setCurrentPageData('/b', b);
    data.setCurrentPageData('/c', {});
    expect(data.consumeCachedPageData('/b')).toBe(b);
  });
});
