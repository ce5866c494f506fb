import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { languageSwitchTarget, normalizeRoute } from '../../theme/logic/languageSwitch';
import { routeKey, shardCount, shardOf } from './routeKey';

type RouteMeta = Parameters<NonNullable<RspressPlugin['routeGenerated']>>[0][number];
type PageRecord = Parameters<NonNullable<RspressPlugin['extendPageData']>>[0];

const CLIENT = path.join(import.meta.dirname, 'client');
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
export async function routeChunkName(relativePath: string): Promise<string> {
  const { getRouteChunkName } = (await import(
    '@rspress/core/dist/node/route/routeChunkAssets.js'
  )) as { getRouteChunkName(route: { relativePath: string }): string };
  return getRouteChunkName({ relativePath });
}

/** The record Rspress bundles for a page (runtimeModule/pageData/createPageData.js, 2.0.22). */
export function bundledRecord(page: PageRecord): Record<string, unknown> {
  const { content: _c, _filepath: _f, _flattenContent: _fc, ...rest } = page as PageRecord & Record<string, unknown>;
  return rest;
}

/** An async chunk's file name from the build's hash, not its own: the runtime then holds no per-chunk map. */
export function sharedHashChunkFilename(filename: unknown): string {
  const m = typeof filename === 'string' ? /^(.*)\[name\]\.\[contenthash(:\d+)?\]\.js$/.exec(filename) : null;
  if (!m)
    throw new Error(
      `lazyRoutes: unexpected output.chunkFilename ${JSON.stringify(filename)} (expected "…[name].[contenthash:n].js"). ` +
        'See rspress-patches/README.md, or build with RSPRESS_PATCHES_OFF=lazyRoutes.',
    );
  return `${m[1]}[id].[fullhash${m[2] ?? ''}].js`;
}

interface Site {
  defaultLang: string;
  langs: string[];
}

/** The modules of the route table: one per shard, the table of shard loaders, every record (for the 404 page). */
export async function routeTableModules(
  routes: readonly RouteMeta[],
  records: readonly Record<string, unknown>[],
  site: Site,
): Promise<Map<string, string>> {
  const byPath = new Map(records.map((r) => [r.routePath as string, r]));
  const routeSet = new Set(records.map((r) => normalizeRoute(r.routePath as string)));
  const count = shardCount(routes.length);
  const shards: string[][] = Array.from({ length: count }, () => []);
  const files = new Map<string, string>();
  const json = (v: unknown) => JSON.stringify(v);
  for (const route of routes) {
    const record = { ...(byPath.get(route.routePath) ?? { routePath: route.routePath }) };
    const lang = route.lang || site.defaultLang;
    // The language switch of this page (theme/hooks/useLanguageLinks.ts), worked out here: the browser has no
    // list of every route to work it out from.
    const links: Record<string, { href: string; exact: boolean }> = {};
    for (const to of site.langs)
      if (to !== lang) {
        const t = languageSwitchTarget(route.routePath, lang, to, routeSet, site.defaultLang);
        links[to] = { href: t.href, exact: t.exact };
      }
    record.mfLangLinks = links;
    let listed = '';
    if ((record.frontmatter as Record<string, unknown> | undefined)?.overview === true) {
      const prefix = route.routePath.replace(/overview$/, '');
      const below = records.filter((r) => (r.routePath as string).startsWith(prefix) && r.routePath !== route.routePath);
      const name = `listed-${files.size}.mjs`;
      files.set(name, `export const records = ${json(below)};\n`);
      listed = `, listed: () => import(${json(`./${name}`)})`;
    }
    const chunk = await routeChunkName(route.relativePath);
    shards[shardOf(routeKey(route.routePath), count)]?.push(
      `{ path: ${json(route.routePath)}, filePath: ${json(route.relativePath)}, lang: ${json(route.lang)}, version: ${json(route.version)}, ` +
        `load: () => import(/* webpackChunkName: ${json(chunk)} */ ${json(route.absolutePath)}), record: ${json(record)}${listed} }`,
    );
  }
  shards.forEach((entries, i) => files.set(`shard-${i}.mjs`, `export const routes = [\n${entries.join(',\n')}\n];\n`));
  files.set(
    'table.mjs',
    `export const shards = [\n${shards.map((_, i) => `  () => import(${json(`./shard-${i}.mjs`)})`).join(',\n')}\n];\n`,
  );
  files.set(
    'all.mjs',
    `import { addPages } from ${json(path.join(CLIENT, 'pageRegistry.ts'))};\nconst records = ${json(records)};\nexport function loadAllPages() {\n  addPages(records);\n}\n`,
  );
  return files;
}

/** Writes the modules afresh (new files: `node_modules` may be hard-linked to another checkout's). */
function writeModules(files: Map<string, string>): void {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, code] of files) fs.writeFileSync(path.join(OUT, name), code);
}

function setAlias(config: { resolve?: { alias?: unknown } }, name: string, target: string): void {
  config.resolve ??= {};
  const alias = config.resolve.alias;
  if (Array.isArray(alias)) alias.unshift({ name, alias: target });
  else config.resolve.alias = { ...(alias as object | undefined), [name]: target };
}

/**
 * Takes the route table and the page records out of the browser's entry (every page downloaded them all):
 * the table is split into shards loaded on demand, each route with its page's record, and async chunks are
 * named from the build's hash so that the runtime holds no map of every route chunk. See README.md.
 */
export function lazyRoutes(): RspressPlugin {
  let routes: RouteMeta[] = [];
  const pages: PageRecord[] = [];
  // Production builds only: the dev server adds routes as files appear, which a table written once would miss.
  let prod = false;
  const site: Site = { defaultLang: 'en', langs: [] };
  return {
    name: 'mf-lazy-routes',
    config(config) {
      site.defaultLang = config.lang || 'en';
      site.langs = (config.themeConfig?.locales ?? config.locales ?? []).map((l) => l.lang);
      return config;
    },
    routeGenerated(generated, isProd) {
      routes = generated;
      prod = isProd;
    },
    // After slimPageData (../index.ts): the records it trimmed are the ones kept.
    extendPageData(page) {
      pages.push(page);
    },
    builderConfig: {
      tools: {
        async rspack(config, { environment, rspack, appendPlugins }) {
          if (environment.name !== 'web' || !prod) return;
          if (pages.length === 0)
            throw new Error(
              'lazyRoutes: no page record had been extended when the browser bundle was configured. ' +
                'The contract in rspress-patches/README.md no longer holds: fix the patch or build with RSPRESS_PATCHES_OFF=lazyRoutes.',
            );
          writeModules(await routeTableModules(routes, pages.map(bundledRecord), site));
          config.output ??= {};
          config.output.chunkFilename = sharedHashChunkFilename(config.output.chunkFilename);
          setAlias(config, 'mf-lazy-routes-table', path.join(OUT, 'table.mjs'));
          appendPlugins([
            ...REPLACED.map(([test, file]) => new rspack.NormalModuleReplacementPlugin(test, path.join(CLIENT, file))),
            new rspack.NormalModuleReplacementPlugin(ALL_PAGES, path.join(OUT, 'all.mjs')),
          ]);
        },
      },
    },
  };
}
