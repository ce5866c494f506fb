/**
 * The search build (docs-dev/search.md): the configuration for the bundle, and each language's index: its
 * manifest `static/search_index.<lang>.<hash>.json`, named by the hash of its inputs and cached by it, and
 * its fragments `static/search/<lang>.<kind>.<content hash>.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { filesUnder, hashFiles, placeFiles, pruneCache } from '../../lib/cacheFiles.mjs';
import { type BuiltIndex, buildIndex } from '../../theme/logic/search/build';
import type { ReadFragment } from '../../theme/logic/search/fragments';
import { SERVICE_FILE, type ServiceFile } from '../../theme/logic/search/service';
import type { SearchRuntimeConfig } from '../../theme/logic/search/types';
import { outDirOf } from '../pluginKit';
import { pageRecords } from './records';

/** The languages with a search index. */
const SEARCH_LANGS = ['en', 'zh'] as const;
/** The name of every index file, language in group 1 (written in `indexFileNames`). */
const INDEX_FILE = /^search_index\.([a-z]{2}(?:-[a-z]+)?)\.[0-9a-f]+\.json$/i;

/** Reads the configuration from the environment; throws a message that says how to fix it. */
export function searchConfigFromEnv(env: Record<string, string | undefined> = process.env): SearchRuntimeConfig {
  const mode = env.MF_SEARCH_MODE ?? 'local';
  if (mode === 'local') return { mode: 'local' };
  if (mode !== 'remote') throw new Error(`MF_SEARCH_MODE is "${mode}"; use "local" (the default) or "remote".`);
  const apiUrl = env.MF_SEARCH_API_URL;
  if (!apiUrl) throw new Error('MF_SEARCH_MODE=remote needs MF_SEARCH_API_URL, e.g. http://127.0.0.1:8787/search.');
  const searchIndexes = (env.MF_SEARCH_INDEXES ?? 'mf-docs')
    .split(',')
    .map((s) => s.trim().split(':'))
    .filter(([value]) => value)
    .map(([value = '', label]) => (label ? { value, label } : value));
  const current = env.MF_SEARCH_CURRENT_INDEX;
  return { mode: 'remote', apiUrl, searchIndexes, ...(current ? { currentIndex: current } : {}) };
}

/** The manifest of each language in a built site (read by the search service and the benchmark). */
export function findIndexFiles(siteDir: string): { lang: string; file: string }[] {
  const dir = path.join(siteDir, 'static');
  if (!fs.existsSync(dir)) throw new Error(`No search index in ${siteDir}: build the site first (\`npm run build\`).`);
  return fs.readdirSync(dir).flatMap((name) => {
    const lang = INDEX_FILE.exec(name)?.[1];
    const file = path.join(dir, name);
    // Rspress's own titles-only index has names of the same pattern (an array of pages, not a manifest):
    // the build deletes it (afterBuild below), but a folder built otherwise may hold it.
    return lang && !Array.isArray(JSON.parse(fs.readFileSync(file, 'utf8'))) ? [{ lang, file }] : [];
  });
}

/** Reads the fragments of a built site's index from disk, at once (the service, tests, the benchmark). */
export const diskReader =
  (siteDir: string): ReadFragment =>
  (name) =>
    JSON.parse(fs.readFileSync(path.join(siteDir, 'static', name), 'utf8'));

/** Writes a built index into a `static/` folder: its manifest as `name`, its fragments under `search/`. */
export function writeIndex(staticDir: string, name: string, { manifest, files }: BuiltIndex): void {
  fs.mkdirSync(path.join(staticDir, 'search'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, name), JSON.stringify(manifest));
  for (const [file, text] of files) fs.writeFileSync(path.join(staticDir, file), text);
}

const root = path.join(import.meta.dirname, '../..');

/**
 * Hash of the index inputs: the pages under `docsDir`, and the code, facts and packages that index them.
 */
export function indexInputsHash(docsDir: string): string {
  const files = [
    ...['theme/logic', 'plugins/search', 'lib/content', 'config/facts'].flatMap((dir) =>
      filesUnder(path.join(root, dir)),
    ),
    path.join(root, 'plugins/authorComponents.ts'),
    path.join(root, 'package-lock.json'),
    ...filesUnder(docsDir).filter((f) => /\.mdx?$/.test(f)),
  ];
  return hashFiles(files, docsDir);
}

const CACHE_DIR = path.join(root, 'node_modules/.cache/mf-search');

/** Whether the index of the pages under `docsDir` as they are now is in the cache (a warm build). */
export const searchIndexCached = (docsDir = path.join(root, 'docs')): boolean =>
  fs.existsSync(path.join(CACHE_DIR, indexInputsHash(docsDir).slice(0, 8)));

/** The index file name of each language for inputs with this hash. */
export const indexFileNames = (inputsHash: string): Record<string, string> =>
  Object.fromEntries(SEARCH_LANGS.map((lang) => [lang, `search_index.${lang}.${inputsHash.slice(0, 8)}.json`]));

/** What `search-service.json` lists: this site's manifests, under the name its search asks for. */
function serviceIndexes(config: SearchRuntimeConfig, names: Record<string, string>): ServiceFile {
  if (config.mode !== 'remote') return {};
  const first = config.searchIndexes[0];
  const own = config.currentIndex ?? (typeof first === 'string' ? first : first?.value) ?? 'mf-docs';
  return { [own]: names };
}

/** The search plugin: the names defined for the bundle, the files written once Rspack is done. */
export function searchPlugin(
  config: SearchRuntimeConfig = searchConfigFromEnv(),
  docsDir = path.join(root, 'docs'),
): RspressPlugin {
  const inputsHash = indexInputsHash(docsDir);
  const names = indexFileNames(inputsHash);
  return {
    name: 'mf-search',
    builderConfig: {
      source: { define: { __MF_SEARCH_CONFIG__: JSON.stringify(config), __MF_SEARCH_INDEX__: JSON.stringify(names) } },
    },
    async afterBuild(rspressConfig) {
      const staticDir = path.join(outDirOf(rspressConfig), 'static');
      const cached = path.join(CACHE_DIR, inputsHash.slice(0, 8));
      fs.mkdirSync(staticDir, { recursive: true });
      // Older builds' manifests (copies of cached ones) and fragments, and the titles-only index Rspress
      // 2.0.22 writes per language even with `search: false` (146 KB nothing reads; the upstream fix is in
      // docs-dev/upstream/search-off-index.md). Every `search_index.*` file here is ours or that one.
      for (const old of fs.readdirSync(staticDir))
        if (old.startsWith('search_index.')) fs.rmSync(path.join(staticDir, old));
      fs.rmSync(path.join(staticDir, 'search'), { recursive: true, force: true });
      if (!fs.existsSync(cached)) {
        // Written whole, then renamed: a build stopped halfway leaves no truncated folder to reuse.
        fs.rmSync(`${cached}.tmp`, { recursive: true, force: true });
        for (const [lang, name] of Object.entries(names))
          writeIndex(`${cached}.tmp`, name, buildIndex(pageRecords(docsDir, lang as 'en' | 'zh'), lang));
        fs.renameSync(`${cached}.tmp`, cached);
        pruneCache(CACHE_DIR);
      }
      placeFiles(cached, staticDir);
      // A remote-search build names its own index for the edge function (functions/search.ts).
      const serviceFile = path.join(outDirOf(rspressConfig), SERVICE_FILE);
      fs.rmSync(serviceFile, { force: true });
      if (config.mode === 'remote') fs.writeFileSync(serviceFile, JSON.stringify(serviceIndexes(config, names)));
    },
  };
}
