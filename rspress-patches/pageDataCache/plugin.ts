/**
 * Rspress reads and parses every page again on every build to make its page records (`extractPageData`,
 * called from `createPageData` before Rspack starts), even when nothing changed: 2–2.5 s of a 8 s warm
 * build of this site, on the main thread. This patch keeps each page's record in a cache keyed by what
 * the record is made from, and hands Rspress the cached record instead of letting it parse the page.
 *
 * How, with no public hook for it: Rspress's `extractPageData` lists the routes with
 * `routeService.getRoutes()` and returns a bare record, without reading the file, for a route whose file
 * is not Markdown (`MDX_OR_MD_REGEXP.test(route.absolutePath)`). For that one caller, our wrapper of
 * `getRoutes` gives each cached route a copy of its route meta with a path that is not Markdown. Right
 * after, `createPageData` hands every record to the `modifySearchIndexData` hooks, where ours fills those
 * bare records in place from the cache (the same objects Rspress keeps on its route pages), before any
 * other plugin sees them. Records Rspress made itself are stored for the next build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { filesUnder, hashFiles } from '../../lib/cacheFiles.mjs';

type PageRecord = Parameters<NonNullable<RspressPlugin['modifySearchIndexData']>>[0][number];
interface RouteMeta {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  lang: string;
  version: string;
  pageName?: string;
}
interface RouteServiceLike {
  getRoutes(): RouteMeta[];
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const MARKDOWN = /\.mdx?$/;
/** Appended to a cached route's path in the copy `extractPageData` sees: no longer a Markdown path. */
export const CACHED_SUFFIX = '#mf-page-data-cache';
/**
 * The record fields `extractPageData` writes, in the order its record has them: a cached record restores
 * exactly these, in this order, because Rspress bundles the records as JSON.
 */
const RECORD_FIELDS = [
  'title',
  'content',
  '_flattenContent',
  'routePath',
  'lang',
  'toc',
  'frontmatter',
  'version',
  '_filepath',
  '_relativePath',
  'description',
] as const;

/** The code a record also depends on: Rspress's extraction, and the configuration and plugins that set its options and aliases. */
function codeHash(): string {
  const core = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
  const files = [
    path.join(core, 'package.json'),
    path.join(core, 'dist/node/route/extractPageData.js'),
    path.join(core, 'dist/node/utils/flattenMdxContent.js'),
    path.join(ROOT, 'rspress.config.ts'),
    path.join(ROOT, 'theme', 'plugin.ts'),
    ...filesUnder(path.join(ROOT, 'plugins')),
    ...filesUnder(path.join(ROOT, 'lib')),
    ...filesUnder(path.join(ROOT, 'rspress-patches')),
  ].filter((file) => fs.existsSync(file));
  return hashFiles(files, ROOT);
}

/** The options `createPageData` passes to `extractPageData`, as far as they come from the configuration. */
function optionsKey(config: UserConfig): string {
  const search = config.search;
  return JSON.stringify({
    replaceRules: (config.replaceRules ?? []).map((rule) => [String(rule.search), rule.replace]),
    searchEnabled: search !== false,
    codeBlocks: search && typeof search === 'object' && 'codeBlocks' in search ? Boolean(search.codeBlocks) : true,
    extractDescription: config.markdown?.extractDescription ?? true,
    root: config.root,
  });
}

/** Whether `stack` (of a call to `getRoutes`) comes from Rspress's `extractPageData`. */
export const calledFromExtractPageData = (stack: string | undefined): boolean =>
  (stack ?? '')
    .split('\n')
    .some((line) => /\bat (?:async )?extractPageData \(.*route[\\/]extractPageData\.js:/.test(line));

/** The current call stack, a few frames deep whatever `Error.stackTraceLimit` a tool has set. */
function callerStack(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 12;
  try {
    return new Error().stack;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

interface CacheFile {
  entries: Record<string, PageRecord>;
}

export function pageDataCache({
  cacheDir = path.join(ROOT, 'node_modules/.cache/mf-page-data'),
}: {
  cacheDir?: string;
} = {}): RspressPlugin {
  const cacheFile = path.join(cacheDir, 'records.v8');
  let routeService: RouteServiceLike | undefined;
  /** Each route's key (its file, route meta, options and code), by route path; Markdown routes only. */
  const keys = new Map<string, string>();
  /** The cached records this build hands over, by route path. */
  const hits = new Map<string, PageRecord>();
  let extracted = false;
  /** How many entries the cache file held when this build read it. */
  let entriesRead = 0;

  return {
    name: 'mf-page-data-cache',
    // Production builds only: `rspress dev` keeps its page records between edits its own way.
    routeServiceGenerated(service: RouteServiceLike, isProd) {
      if (!isProd) return;
      routeService = service;
      const getRoutes = service.getRoutes;
      service.getRoutes = function (this: RouteServiceLike) {
        const routes = getRoutes.call(this);
        if (!calledFromExtractPageData(callerStack())) return routes;
        extracted = true;
        return routes.map((route) =>
          hits.has(route.routePath) ? { ...route, absolutePath: `${route.absolutePath}${CACHED_SUFFIX}` } : route,
        );
      };
    },
    beforeBuild(config, isProd) {
      if (!isProd) return;
      if (!routeService) throw new Error('pageDataCache: Rspress did not hand over its route service');
      keys.clear();
      hits.clear();
      extracted = false;
      const shared = createHash('sha256').update(codeHash()).update(optionsKey(config));
      const docs = routeService.getRoutes().filter((route) => MARKDOWN.test(route.absolutePath));
      // A new Markdown file can change what another page's import resolves to: the list is in every key.
      for (const route of docs) shared.update(route.absolutePath).update('\0');
      const base = shared.digest('hex');
      let cached: CacheFile = { entries: {} };
      try {
        if (fs.existsSync(cacheFile)) cached = v8.deserialize(fs.readFileSync(cacheFile)) as CacheFile;
      } catch {
        cached = { entries: {} };
      }
      entriesRead = Object.keys(cached.entries).length;
      for (const route of docs) {
        const key = createHash('sha256')
          .update(base)
          .update(JSON.stringify([route.routePath, route.absolutePath, route.relativePath, route.lang, route.version]))
          .update(fs.readFileSync(route.absolutePath))
          .digest('hex');
        keys.set(route.routePath, key);
        const record = cached.entries[key];
        if (record) hits.set(route.routePath, record);
      }
    },
    modifySearchIndexData(pages, isProd) {
      if (!isProd) return;
      if (!extracted)
        throw new Error(
          'pageDataCache: Rspress made its page records without listing routes from extractPageData (rspress-patches/README.md)',
        );
      const entries: CacheFile['entries'] = {};
      for (const page of pages) {
        const key = keys.get(page.routePath);
        const hit = hits.get(page.routePath);
        const record = page as unknown as Record<string, unknown>;
        if (hit) {
          if (record._filepath !== `${(hit as unknown as Record<string, unknown>)._filepath}${CACHED_SUFFIX}`)
            throw new Error(`pageDataCache: Rspress made its own record for ${page.routePath}, which was cached`);
          for (const field of RECORD_FIELDS) delete record[field];
          Object.assign(record, hit);
          if (key) entries[key] = pick(record);
        } else if (key && storable(record)) {
          entries[key] = pick(record);
        }
      }
      // Every record from the cache, and no stale entry in it: the file stays as it is.
      if (hits.size === keys.size && Object.keys(entries).length === entriesRead) return;
      // Written now, before the `extendPageData` hooks change the records: the entries are Rspress's own.
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(`${cacheFile}.${process.pid}.tmp`, v8.serialize({ entries } satisfies CacheFile));
      fs.renameSync(`${cacheFile}.${process.pid}.tmp`, cacheFile);
    },
  };
}

/** The fields `extractPageData` wrote, and nothing a later hook added. */
function pick(record: Record<string, unknown>): PageRecord {
  const out: Record<string, unknown> = {};
  for (const field of RECORD_FIELDS) if (field in record) out[field] = record[field];
  return out as unknown as PageRecord;
}

/**
 * A record made from the page's own file alone: Rspress did not inline another Markdown file into it
 * (`flattenMdxContent`), whose changes the key would miss.
 */
function storable(record: Record<string, unknown>): boolean {
  const file = record._filepath;
  const flattened = record._flattenContent;
  if (typeof file !== 'string' || typeof flattened !== 'string' || !MARKDOWN.test(file)) return false;
  return fs.readFileSync(file, 'utf8').endsWith(flattened);
}
