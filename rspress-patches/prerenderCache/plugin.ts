/**
 * Rspress prerenders every page with React's server renderer on every build (`ssg/renderPages.js`),
 * even when the server bundle is the same as last time: 1.5 s of a 6.5 s warm build of this site, on
 * the main thread. This patch keeps each page's render (its HTML and what it pushed to the head) in a
 * cache keyed by the server bundle's content, and answers from it while the bundle is unchanged.
 *
 * How: the server bundle's entry is ours (./ssrEntry.ts), which wraps Rspress's `render`. Before Rspress
 * writes and loads the bundle (its SSG step runs at the `optimize-transfer` stage of the node build), a
 * step of ours at `optimize-hash` hashes the bundle's files and puts the renders cached under that hash
 * on `globalThis`, where our `render` looks first. Rspress still fills its HTML template and the head for
 * every page, so only React's render is skipped.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { hashFiles, pruneCache } from '../../lib/cacheFiles.mjs';
import { CACHE_KEY, type PrerenderCache, type PrerenderedPage } from './shared';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Rspress's server bundle folder in the node build's assets (`NODE_SSG_BUNDLE_FOLDER`, 2.0.22). */
const BUNDLE_FOLDER = '__ssg__/';
/** Rspress's server entry (`SSR_SERVER_ENTRY`), which ours replaces. */
const UPSTREAM_ENTRY = /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]ssrServerEntry\.js$/;
const OUR_ENTRY = path.join(import.meta.dirname, 'ssrEntry.ts');

type EntryValue = string | string[] | { import: string | string[] };

/** The node build's entries with Rspress's server entry swapped for ours; throws when it is not there. */
export function swapServerEntry(entry: unknown): Record<string, EntryValue> {
  let swapped = 0;
  const swap = (request: string) => {
    if (!UPSTREAM_ENTRY.test(request)) return request;
    swapped++;
    return OUR_ENTRY;
  };
  const swapValue = (value: EntryValue): EntryValue => {
    if (typeof value === 'string') return swap(value);
    if (Array.isArray(value)) return value.map(swap);
    return { ...value, import: swapValue(value.import) as string | string[] };
  };
  const entries = entry && typeof entry === 'object' ? (entry as Record<string, EntryValue>) : {};
  const result = Object.fromEntries(Object.entries(entries).map(([name, value]) => [name, swapValue(value)]));
  if (swapped !== 1)
    throw new Error(
      `prerenderCache: the server build's entries do not name Rspress's ssrServerEntry.js once (${JSON.stringify(entry)}). ` +
        'The contract in rspress-patches/README.md no longer holds: fix the patch or build with RSPRESS_PATCHES_OFF=prerenderCache.',
    );
  return result;
}

/**
 * The key of a server bundle: the node build's hash (Rspack's hash of every chunk's content), its file
 * names, and what the bundle loads from outside at run time (Node, the installed packages).
 */
export function bundleKey(compilationHash: string, files: string[]): string {
  const hash = createHash('sha256').update(process.version).update('\0').update(compilationHash);
  const lock = path.join(ROOT, 'package-lock.json');
  // Through hashFiles: the search index and the Markdown copies hash the lock file in the same build.
  if (fs.existsSync(lock)) hash.update(hashFiles([lock], ROOT));
  for (const name of [...files].sort()) hash.update('\0').update(name);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A page as its cache file holds it (`v8.serialize`, which keeps the head inputs as they were cloned). The
 * HTML is UTF-8 bytes: v8 writes a string with any non-Latin-1 character in two bytes a character.
 */
interface StoredPage {
  routePath: string;
  html: Buffer;
  head: PrerenderedPage['head'];
}

/** A page's file in a bundle's cache folder. */
const pageFile = (dir: string, routePath: string) =>
  path.join(dir, `${createHash('sha256').update(routePath).digest('hex').slice(0, 16)}.v8`);

export function prerenderCache({
  cacheDir = path.join(ROOT, 'node_modules/.cache/mf-prerender'),
}: {
  cacheDir?: string;
} = {}): RspressPlugin {
  let prod = false;
  /** The cache folder of this build's server bundle; its pages are read when Rspress renders them. */
  let bundleDir: string | undefined;
  const made = new Map<string, PrerenderedPage>();
  let hits = 0;
  /** Pages our server entry asked the cache for: every page Rspress rendered through it. */
  let asked = 0;
  const cache: PrerenderCache = {
    get(routePath) {
      asked++;
      if (!bundleDir) return undefined;
      try {
        const page = v8.deserialize(fs.readFileSync(pageFile(bundleDir, routePath))) as StoredPage;
        if (page.routePath !== routePath) return undefined;
        hits++;
        return { appHtml: page.html.toString('utf8'), head: page.head };
      } catch {
        return undefined;
      }
    },
    set(routePath, page) {
      made.set(routePath, page);
    },
  };
  const globals = globalThis as { [CACHE_KEY]?: PrerenderCache };

  return {
    name: 'mf-prerender-cache',
    beforeBuild(config, isProd) {
      prod = isProd;
      if (isProd && typeof config.ssg === 'object' && config.ssg.experimentalWorker)
        throw new Error(
          'prerenderCache: ssg.experimentalWorker renders pages in worker threads, which do not see the cache. ' +
            'Build with RSPRESS_PATCHES_OFF=prerenderCache to use it.',
        );
    },
    builderConfig: {
      tools: {
        rspack(config, { environment }) {
          if (environment.name !== 'node' || !prod) return;
          config.entry = swapServerEntry(config.entry);
        },
      },
      plugins: [
        {
          name: 'mf-prerender-cache',
          setup(api: Parameters<RsbuildPlugin['setup']>[0]) {
            api.processAssets({ stage: 'optimize-hash', environments: ['node'] }, ({ assets, compilation }) => {
              if (!prod) return;
              const files = Object.keys(assets).filter((name) => name.startsWith(BUNDLE_FOLDER));
              bundleDir = path.join(cacheDir, bundleKey(compilation.hash ?? '', files));
              made.clear();
              hits = 0;
              asked = 0;
              globals[CACHE_KEY] = cache;
            });
          },
        },
      ],
    },
    afterBuild(_config, isProd) {
      delete globals[CACHE_KEY];
      if (!isProd || !bundleDir) return;
      if (asked === 0)
        throw new Error(
          'prerenderCache: Rspress rendered no page through our server entry. The contract in rspress-patches/README.md no longer holds: fix the patch or build with RSPRESS_PATCHES_OFF=prerenderCache.',
        );
      console.log(`[patches] prerender: ${hits} pages from the cache, ${made.size} rendered`);
      if (made.size === 0) return;
      fs.mkdirSync(bundleDir, { recursive: true });
      for (const [routePath, page] of made) {
        const file = pageFile(bundleDir, routePath);
        // Written whole, then renamed: a build stopped halfway leaves no truncated page to reuse.
        const stored: StoredPage = { routePath, html: Buffer.from(page.appHtml), head: page.head };
        fs.writeFileSync(`${file}.${process.pid}.tmp`, v8.serialize(stored));
        fs.renameSync(`${file}.${process.pid}.tmp`, file);
      }
      // Renders help only while the server bundle stays the same: the last two bundles' are enough.
      pruneCache(cacheDir, 2);
    },
  };
}
