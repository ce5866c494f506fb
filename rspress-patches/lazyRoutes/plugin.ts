import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { languageSwitchTarget, normalizeRoute } from '../../common/languageSwitch';
import { contentHashChunkFilename, FILE_MARK, PageChunkFiles, RUNTIME_CHUNK } from './chunkNames';
import { type OwnFields, overviewPrefixes, type PageRecord, remarkOwnFields, splitRecord, trimRecord } from './records';
import { routeKey, type SiteLangs, sameRouteIn, shardCount, shardOf, usualFile } from './routeKey';

type RouteMeta = Parameters<NonNullable<RspressPlugin['routeGenerated']>>[0][number];

const CLIENT = path.join(import.meta.dirname, 'client');
const json = (v: unknown) => JSON.stringify(v);
/** Where the route table's modules are written for the browser build. */
const OUT = path.resolve(import.meta.dirname, '../../node_modules/.mf-lazy-routes');

const UPSTREAM = /[\\/]@rspress[\\/]core[\\/]dist[\\/]/.source;
/** Upstream modules of the browser bundle and ours in their place. */
const REPLACED: [RegExp, string][] = [
  [new RegExp(`${UPSTREAM}runtime[\\\\/]route\\.js$`), 'route.ts'],
  [new RegExp(`${UPSTREAM}runtime[\\\\/]initPageData\\.js$`), 'initPageData.ts'],
  [new RegExp(`${UPSTREAM}runtime[\\\\/]ssrClientEntry\\.js$`), 'ssrClientEntry.ts'],
  [/^virtual-page-data$/, 'pageRegistry.ts'],
];
/** What the 404 layout imports for every page's record (./client/allPages.ts), and the module written in its place. */
const ALL_PAGES = /[\\/]lazyRoutes[\\/]client[\\/]allPages\.ts$/;

/** Rspress's name of a route's chunk (node/route/routeChunkAssets.js, 2.0.22): the HTML preloads it by name. */
async function routeChunkName(relativePath: string): Promise<string> {
  const { getRouteChunkName } = (await import('@rspress/core/dist/node/route/routeChunkAssets.js')) as {
    getRouteChunkName(route: { relativePath: string }): string;
  };
  return getRouteChunkName({ relativePath });
}

interface Site extends SiteLangs {
  /** Internal links of every language's top bar (`themeConfig.locales[].nav`, `themeConfig.nav`). */
  navLinks: string[];
}

/** Record fields a shard entry writes in its own places; any other field goes as is (`r`). */
const PLACED = new Set(['routePath', 'lang', 'title', 'toc', 'frontmatter', 'version']);

/**
 * One route as the browser's route table lists it (client/route.ts reads it back): `[path, lang, load,
 * title, extra?, listed?]`, where `extra` (or 0) holds only what differs from the usual: the file when it is not
 * `<lang>/<path>[index].mdx` (`f`), headings (`t`), frontmatter (`m`), version (`v`), language-switch
 * targets other than the same path in the other language (`a`), other record fields (`r`); `listed` loads
 * the records an overview page lists.
 */
async function routeEntry(
  route: RouteMeta,
  record: Record<string, unknown>,
  site: SiteLangs,
  routeSet: ReadonlySet<string>,
  listed?: string,
): Promise<{ code: string; chunk: string }> {
  const lang = route.lang || site.defaultLang;
  const extra: Record<string, unknown> = {};
  if (route.relativePath !== usualFile(route.routePath, route.lang, site)) extra.f = route.relativePath;
  if (Array.isArray(record.toc) && record.toc.length > 0) extra.t = record.toc;
  if (record.frontmatter && Object.keys(record.frontmatter).length > 0) extra.m = record.frontmatter;
  if (route.version) extra.v = route.version;
  const alt: Record<string, { href: string; exact: boolean }> = {};
  for (const to of site.langs) {
    if (to === lang) continue;
    // The language switch (theme/hooks/useLanguageLinks.ts) worked out here: the browser has no list of
    // every route to work it out from.
    const t = languageSwitchTarget(route.routePath, lang, to, routeSet, site.defaultLang);
    if (!t.exact || t.href !== sameRouteIn(route.routePath, lang, to, site)) alt[to] = { href: t.href, exact: t.exact };
  }
  if (Object.keys(alt).length > 0) extra.a = alt;
  const rest = Object.fromEntries(Object.entries(record).filter(([k]) => !PLACED.has(k)));
  if (Object.keys(rest).length > 0) extra.r = rest;
  const chunk = await routeChunkName(route.relativePath);
  const load = `() => import(/* webpackChunkName: ${json(chunk)} */ ${json(route.absolutePath)})`;
  const title = typeof record.title === 'string' ? record.title : '';
  const tail = [
    ...(Object.keys(extra).length || listed ? [Object.keys(extra).length ? json(extra) : '0'] : []),
    ...(listed ? [`() => import(${json(listed)})`] : []),
  ];
  return { code: `[${[json(route.routePath), json(route.lang), load, json(title), ...tail].join(', ')}]`, chunk };
}

/** Routes the top bar links to, in every language (with the home pages): they are in the entry, not in shards. */
function pinnedKeys(site: Site): Set<string> {
  const keys = new Set<string>();
  for (const lang of site.langs.length ? site.langs : [site.defaultLang]) {
    const prefix = lang === site.defaultLang ? '' : `/${lang}`;
    keys.add(routeKey(`${prefix}/`));
    for (const link of site.navLinks)
      keys.add(routeKey(prefix && !link.startsWith(`${prefix}/`) ? `${prefix}${link}` : link));
  }
  return keys;
}

/**
 * The modules of the route table: the table (in the entry), one module per shard, every record (for the 404
 * page). A shard lists its page chunks' files as placeholders that ./chunkNames.ts fills; `asyncDir` is where
 * those files are.
 */
export async function routeTableModules(
  routes: readonly RouteMeta[],
  records: readonly Record<string, unknown>[],
  site: Site,
  asyncDir: string,
): Promise<Map<string, string>> {
  const byPath = new Map(records.map((r) => [r.routePath as string, r]));
  const routeSet = new Set(records.map((r) => normalizeRoute(r.routePath as string)));
  const pinned = pinnedKeys(site);
  const rest = routes.filter((r) => !pinned.has(routeKey(r.routePath)));
  const count = shardCount(rest.length);
  const shards: string[][] = Array.from({ length: count }, () => []);
  const chunksOf: Set<string>[] = Array.from({ length: count }, () => new Set());
  const inEntry: string[] = [];
  const files = new Map<string, string>();
  for (const route of routes) {
    const record = byPath.get(route.routePath) ?? { routePath: route.routePath };
    let listed: string | undefined;
    if ((record.frontmatter as Record<string, unknown> | undefined)?.overview === true) {
      // An overview page lists the pages below it with their headings: their records come with it.
      const prefix = route.routePath.replace(/overview$/, '');
      const below = records.filter(
        (r) => (r.routePath as string).startsWith(prefix) && r.routePath !== route.routePath,
      );
      listed = `./listed-${files.size}.mjs`;
      files.set(listed.slice(2), `export const records = ${json(below)};\n`);
    }
    const entry = await routeEntry(route, record, site, routeSet, listed);
    const key = routeKey(route.routePath);
    if (pinned.has(key)) inEntry.push(entry.code);
    else {
      shards[shardOf(key, count)]?.push(entry.code);
      chunksOf[shardOf(key, count)]?.add(`${FILE_MARK}${entry.chunk}`);
    }
  }
  for (const [i, entries] of shards.entries())
    files.set(
      `shard-${i}.mjs`,
      `export const routes = [\n${entries.join(',\n')}\n];\nexport const files = ${json([...(chunksOf[i] ?? [])])};\n`,
    );
  files.set(
    'table.mjs',
    [
      // Rspress's own routes module takes its lazy components from this package (a dependency of Rspress's).
      "export { lazyWithPreload } from 'react-lazy-with-preload';",
      `export const site = ${json({ defaultLang: site.defaultLang, langs: site.langs })};`,
      `export const asyncDir = ${json(asyncDir)};`,
      `export const pinned = [\n${inEntry.join(',\n')}\n];`,
      `export const shards = [\n${shards.map((_, i) => `  () => import(${json(`./shard-${i}.mjs`)})`).join(',\n')}\n];`,
      '',
    ].join('\n'),
  );
  files.set(
    'all.mjs',
    `import { addPages } from ${json(path.join(CLIENT, 'pageRegistry.ts'))};\nconst records = ${json(records)};\nexport function loadAllPages() {\n  addPages(records);\n}\n`,
  );
  return files;
}

/** The internal links of a nav configuration (items may nest). */
function linksOf(nav: unknown): string[] {
  if (!Array.isArray(nav)) return [];
  return nav.flatMap((item: { link?: unknown; items?: unknown }) => [
    ...(typeof item?.link === 'string' && item.link.startsWith('/') ? [item.link] : []),
    ...linksOf(item?.items),
  ]);
}

/** Writes the modules afresh (new files: `node_modules` may be hard-linked to another checkout's). */
function writeModules(files: Map<string, string>): void {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, code] of files) fs.writeFileSync(path.join(OUT, name), code);
}

/**
 * Takes the route table and the page records out of the browser's entry (every page downloaded them all):
 * the table is split into shards loaded on demand, each route with its page's trimmed record and its page
 * chunk's file name, so that the runtime holds no map of every page chunk (./chunkNames.ts); a page's own
 * fields go into its module (./records.ts). See README.md.
 */
export function lazyRoutes(): RspressPlugin {
  let routes: RouteMeta[] = [];
  const pages: PageRecord[] = [];
  let listedUnder: string[] = [];
  const ownFields = new Map<string, OwnFields>();
  // Production builds only: the dev server adds routes as files appear, which a table written once would miss.
  let prod = false;
  const site: Site = { defaultLang: 'en', langs: [], navLinks: [] };
  return {
    name: 'mf-lazy-routes',
    config(config) {
      site.defaultLang = config.lang || 'en';
      const locales = config.themeConfig?.locales ?? config.locales ?? [];
      site.langs = locales.map((l) => l.lang);
      site.navLinks = [
        ...new Set(
          [config.themeConfig?.nav, ...locales.map((l) => (l as { nav?: unknown }).nav)].flatMap((nav) => linksOf(nav)),
        ),
      ];
      return config;
    },
    routeGenerated(generated, isProd) {
      routes = generated;
      prod = isProd;
    },
    markdown: { remarkPlugins: [remarkOwnFields(ownFields)] },
    // Every full record, before any `extendPageData`.
    modifySearchIndexData(all) {
      listedUnder = overviewPrefixes(all);
    },
    // After the plugins that read the whole record (../index.ts).
    extendPageData(page) {
      trimRecord(page, listedUnder);
      pages.push(page);
    },
    builderConfig: {
      // Imported only by ./client/route.ts, which is in the bundle only where Rspress's is swapped for it.
      resolve: { alias: { 'virtual-mf-lazy-routes': path.join(OUT, 'table.mjs') } },
      tools: {
        async rspack(config, { environment, rspack, appendPlugins }) {
          if (environment.name !== 'web' || !prod) return;
          if (pages.length === 0)
            throw new Error(
              'lazyRoutes: no page record had been extended when the browser bundle was configured. ' +
                'The contract in rspress-patches/README.md no longer holds: fix the patch or build with RSPRESS_PATCHES_OFF=lazyRoutes.',
            );
          config.output ??= {};
          const { chunkFilename, asyncDir } = contentHashChunkFilename(config.output.chunkFilename);
          const records = pages.map((page) => {
            const { shipped, own } = splitRecord(page);
            if (page._filepath) ownFields.set(path.resolve(page._filepath), own);
            return shipped;
          });
          writeModules(await routeTableModules(routes, records, site, asyncDir));
          config.output.chunkFilename = chunkFilename;
          // The runtime, with its map of the other async chunks' hashes, in a chunk of its own: an edit renames
          // it, not the entry.
          config.optimization ??= {};
          config.optimization.runtimeChunk = { name: RUNTIME_CHUNK };
          appendPlugins([
            ...REPLACED.map(([test, file]) => new rspack.NormalModuleReplacementPlugin(test, path.join(CLIENT, file))),
            new rspack.NormalModuleReplacementPlugin(ALL_PAGES, path.join(OUT, 'all.mjs')),
            new PageChunkFiles(),
          ]);
        },
      },
    },
  };
}
