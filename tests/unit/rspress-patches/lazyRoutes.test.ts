// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { languageSwitchTarget, normalizeRoute } from '../../../common/languageSwitch';
import { ROUTES } from '../../../config/siteFacts.mjs';
import {
  contentHashChunkFilename,
  dropFromRuntimeMap,
  FILE_MARK,
  fillChunkFiles,
} from '../../../rspress-patches/lazyRoutes/chunkNames';
import { routeTableModules } from '../../../rspress-patches/lazyRoutes/plugin';
import {
  type EntryExtra,
  ROUTES_PER_SHARD,
  recordFromEntry,
  routeKey,
  shardOf,
} from '../../../rspress-patches/lazyRoutes/routeKey';

const SITE = { defaultLang: 'en', langs: ['en', 'zh'], navLinks: ['/guide/start/', '/configure/', '/blog/'] };
const ASYNC = 'static/js/async/';

/** The site's routes as Rspress lists them, `copies` times (as bench:scale copies the docs). */
function site(copies = 1) {
  const routes = [];
  for (let k = 1; k <= copies; k++)
    for (const lang of ['en', 'zh'] as const)
      for (const bare of ROUTES[lang]) {
        const inCopy = k === 1 ? bare : bare === '/' ? `/copy${k}/` : `/copy${k}${bare}`;
        const routePath = lang === 'en' ? inCopy : `/zh${inCopy}`;
        const file = `${inCopy.endsWith('/') ? `${inCopy}index` : inCopy}.mdx`;
        routes.push({
          routePath,
          pureRoutePath: inCopy,
          absolutePath: `/docs/${lang}${file}`,
          relativePath: `${lang}${file}`,
          pageName: '',
          lang,
          version: '',
        });
      }
  const records = routes.map((r) => ({
    title: `Title of ${r.routePath}`,
    routePath: r.routePath,
    lang: r.lang,
    toc: [],
    frontmatter: r.routePath.endsWith('/configure/') ? { overview: true } : {},
    version: '',
  }));
  return { routes, records };
}

/** The table's entries, read back as data (the page loaders left out). */
const entriesOf = (code: string): [string, string, null, string, 0 | EntryExtra | undefined][] =>
  JSON.parse(
    (code.split('\nexport const files')[0] ?? '')
      .replace(/^export const \w+ = /m, '')
      .replace(/;\s*$/, '')
      .replace(/\(\) => import\([^)]*\)/g, 'null'),
  );
const gz = (s: string) => gzipSync(s, { level: 9 }).length;

// Reading Rspress's chunk naming by deep import takes a while on a loaded machine.
describe('given the route table in shards (lazyRoutes)', { timeout: 60_000 }, () => {
  it('should put every route once, in the shard its key names, or in the entry when the top bar links to it', async () => {
    const { routes, records } = site();
    const files = await routeTableModules(routes, records, SITE, ASYNC);
    const shardFiles = [...files.keys()].filter((f) => f.startsWith('shard-'));
    const table = files.get('table.mjs') ?? '';
    const pinned = entriesOf(table.slice(table.indexOf('export const pinned'), table.indexOf('export const shards')));
    const seen = new Map<string, string>();
    for (const e of pinned) seen.set(e[0], 'entry');
    for (const f of shardFiles)
      for (const e of entriesOf(files.get(f) ?? '')) {
        expect(seen.has(e[0]), e[0]).toBe(false);
        seen.set(e[0], f);
        expect(f).toBe(`shard-${shardOf(routeKey(e[0]), shardFiles.length)}.mjs`);
      }
    expect([...seen.keys()].sort()).toEqual(routes.map((r) => r.routePath).sort());
    expect(seen.get('/configure/')).toBe('entry');
    expect(seen.get('/zh/configure/')).toBe('entry');
    expect(seen.get('/zh/')).toBe('entry');
  });

  it('should give back each record Rspress bundles, with the language switch the theme would work out', async () => {
    const { routes, records } = site();
    const files = await routeTableModules(routes, records, SITE, ASYNC);
    const routeSet = new Set(records.map((r) => normalizeRoute(r.routePath)));
    const entries = [...files.entries()].filter(([f]) => f.startsWith('shard-')).flatMap(([, code]) => entriesOf(code));
    expect(entries.length).toBeGreaterThan(100);
    for (const [path, lang, , title, extra] of entries) {
      const record = records.find((r) => r.routePath === path);
      const { mfLangLinks, ...rest } = recordFromEntry(path, lang, title, extra || {}, SITE);
      expect(rest).toEqual(record);
      const other = lang === 'en' ? 'zh' : 'en';
      const t = languageSwitchTarget(path, lang, other, routeSet, 'en');
      expect(mfLangLinks, path).toEqual({ [other]: { href: t.href, exact: t.exact } });
    }
    // An overview page's listed records load with it: those below it, not itself.
    expect([...files.keys()].some((f) => f.startsWith('listed-'))).toBe(true);
  });

  it('should keep the entry flat and each shard small as the site grows fivefold', async () => {
    const one = await routeTableModules(site(1).routes, site(1).records, SITE, ASYNC);
    const five = await routeTableModules(site(5).routes, site(5).records, SITE, ASYNC);
    const table = (f: Map<string, string>) => gz(f.get('table.mjs') ?? '');
    // One loader per shard stays in the entry: some bytes per eight routes, not a route's worth each.
    expect(table(five) - table(one)).toBeLessThan(1024);
    // A shard holds about eight routes at any size (a later navigation fetches one).
    for (const f of [one, five]) {
      const sizes = [...f].filter(([name]) => name.startsWith('shard-')).map(([, code]) => entriesOf(code).length);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(3 * ROUTES_PER_SHARD);
      expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThanOrEqual(ROUTES_PER_SHARD);
    }
  });

  it('should list in each shard a placeholder for the page chunk of each of its routes, and none in the entry', async () => {
    const { routes, records } = site();
    const files = await routeTableModules(routes, records, SITE, ASYNC);
    const table = files.get('table.mjs') ?? '';
    expect(table).toContain(`export const asyncDir = "${ASYNC}";`);
    expect(table).not.toContain(FILE_MARK);
    for (const [name, code] of files) {
      if (!name.startsWith('shard-')) continue;
      const listed = JSON.parse(/export const files = (.*);/.exec(code)?.[1] ?? 'null') as string[];
      const chunks = [...code.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => `${FILE_MARK}${m[1]}`);
      expect(listed.sort(), name).toEqual([...new Set(chunks)].sort());
    }
  });

  it('should name async chunks by their content, and refuse a chunk name it does not know', () => {
    expect(contentHashChunkFilename('static/js/async/[name].[contenthash:10].js')).toEqual({
      chunkFilename: 'static/js/async/[id].[contenthash:10].js',
      asyncDir: 'static/js/async/',
    });
    expect(() => contentHashChunkFilename('static/js/async/[id].js')).toThrow(/lazyRoutes/);
  });

  it("should write the page chunks' files into the shards and take them out of the runtime's map", () => {
    const chunks = new Map([
      ['route-a', { id: '0h', hash: 'aaaaaaaaaa' }],
      ['route-b', { id: '12', hash: 'bbbbbbbbbb' }],
    ]);
    const found = new Map();
    const shard = `e.exports={files:["${FILE_MARK}route-a","${FILE_MARK}route-b"]}`;
    expect(fillChunkFiles(shard, (n) => chunks.get(n), found)).toBe(
      'e.exports={files:["0h.aaaaaaaaaa","12.bbbbbbbbbb"]}',
    );
    expect([...found.keys()]).toEqual(['route-a', 'route-b']);
    expect(() => fillChunkFiles(`["${FILE_MARK}route-c"]`, (n) => chunks.get(n), new Map())).toThrow(/route-c/);
    // Rspack's map, as its runtime module renders it before minifying: numeric ids unquoted.
    const runtime =
      'return "static/js/async/" + chunkId + "." + {"0h": "aaaaaaaaaa","k": "cccccccccc",12: "bbbbbbbbbb",} [chunkId] + ".js"';
    expect(dropFromRuntimeMap(runtime, found.values())).toBe(
      'return "static/js/async/" + chunkId + "." + {"k": "cccccccccc",} [chunkId] + ".js"',
    );
    expect(dropFromRuntimeMap('{"k": "cccccccccc",12: "bbbbbbbbbb"}', [{ id: '12', hash: 'bbbbbbbbbb' }])).toBe(
      '{"k": "cccccccccc"}',
    );
    // A runtime that names chunks some other way fails the build, naming the chunk.
    expect(() => dropFromRuntimeMap('u.h()', found.values())).toThrow(/"0h"/);
  });

  it('should key paths as Rspress matches them', () => {
    for (const [a, b] of [
      ['/guide/start/', '/guide/start'],
      ['/guide/start/index', '/guide/start/'],
      ['/Guide/X.html', '/guide/x'],
      ['/guide/x#part', '/guide/x?q=1'],
      ['/zh/', '/zh'],
      ['/', ''],
    ])
      expect(routeKey(a ?? ''), `${a} ~ ${b}`).toBe(routeKey(b ?? ''));
    expect(routeKey('/guide/x')).not.toBe(routeKey('/guide/y'));
  });
});
