import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';
import { outDirOf } from '../plugins/pluginKit';
import { indexFileNames, indexInputsHash } from './searchIndexFiles';

/**
 * Search configuration of our search UI (issue 4). Rspress v2 dropped remote search; we provide it.
 * SPEC §1 keeps the site's own search config empty, so local search is the default and remote mode is
 * opt-in, chosen at build time:
 *
 *   MF_SEARCH_MODE=remote MF_SEARCH_API_URL=https://search.example.com/search \
 *   MF_SEARCH_INDEXES=mf-docs,blog:Blog npm run build
 *
 * The UI reads it through the `__MF_SEARCH_CONFIG__` constant this module's plugin defines.
 */
export type SearchIndexRef = string | { value: string; label: string };

/** What the search UI needs to know at run time. */
export type SearchRuntimeConfig =
  | { mode: 'local' }
  | {
      mode: 'remote';
      /** The search service, e.g. `scripts/search-server.mjs` at `https://…/search`. */
      apiUrl: string;
      /** Indexes to search; each becomes a tab when there are several. */
      searchIndexes: SearchIndexRef[];
      /** The index of this site (its hits open in the same tab); the first one by default. */
      currentIndex?: string;
    };

/** Reads the configuration from the environment; throws a message that says how to fix it. */
export function searchConfigFromEnv(env: Record<string, string | undefined> = process.env): SearchRuntimeConfig {
  const mode = env.MF_SEARCH_MODE ?? 'local';
  if (mode === 'local') return { mode: 'local' };
  if (mode !== 'remote') throw new Error(`MF_SEARCH_MODE is "${mode}"; use "local" (the default) or "remote".`);
  const apiUrl = env.MF_SEARCH_API_URL;
  if (!apiUrl)
    throw new Error(
      'MF_SEARCH_MODE=remote needs MF_SEARCH_API_URL, the URL of the search service (e.g. http://127.0.0.1:8787/search).',
    );
  const searchIndexes = (env.MF_SEARCH_INDEXES ?? 'mf-docs')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s): SearchIndexRef => {
      const [value = '', label] = s.split(':');
      return label ? { value, label } : value;
    });
  return {
    mode: 'remote',
    apiUrl,
    searchIndexes,
    ...(env.MF_SEARCH_CURRENT_INDEX ? { currentIndex: env.MF_SEARCH_CURRENT_INDEX } : {}),
  };
}

/** Builds the index JSON of each language in a worker thread. */
function buildInWorker(docsDir: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./searchIndexWorker.mjs', import.meta.url), { workerData: { docsDir } });
    worker.once('message', (files: Record<string, string>) => {
      resolve(files);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The search index worker stopped with code ${code}.`)));
  });
}

/**
 * The index files of a build: from `node_modules/.cache/mf-search` when the same inputs were indexed
 * before, else built in a worker (and cached). Started before Rspack, awaited after it.
 */
async function indexFiles(docsDir: string, inputsHash: string): Promise<Record<string, string>> {
  const cached = path.join(import.meta.dirname, '../node_modules/.cache/mf-search', `${inputsHash}.json`);
  try {
    return JSON.parse(await fs.readFile(cached, 'utf8')) as Record<string, string>;
  } catch {
    const files = await buildInWorker(docsDir);
    await fs.mkdir(path.dirname(cached), { recursive: true });
    await fs.writeFile(`${cached}.tmp`, JSON.stringify(files));
    await fs.rename(`${cached}.tmp`, cached);
    return files;
  }
}

/**
 * Passes the search configuration to the browser bundle, and ships the prebuilt FlexSearch index of
 * each language as `static/search_index.<lang>.<hash>.json` (cached immutably, like all of `static/`),
 * in place of Rspress's own index files, which our search does not read. Indexing parses every page
 * (about 1 s): it runs in a worker thread alongside Rspack, or not at all when the inputs are cached.
 */
export function searchPlugin(
  config: SearchRuntimeConfig = searchConfigFromEnv(),
  docsDir = path.resolve(import.meta.dirname, '../docs'),
): RspressPlugin {
  // The bundle names the files before they exist: their hash is that of what they are made from.
  const inputsHash = indexInputsHash(docsDir);
  const names = indexFileNames(inputsHash);
  let files: Promise<Record<string, string>> | undefined;
  return {
    name: 'mf-search',
    beforeBuild() {
      files = indexFiles(docsDir, inputsHash);
      // Awaited in afterBuild; a rejection until then is not unhandled.
      files.catch(() => undefined);
    },
    builderConfig: {
      source: { define: { __MF_SEARCH_CONFIG__: JSON.stringify(config), __MF_SEARCH_INDEX__: JSON.stringify(names) } },
    },
    async afterBuild(rspressConfig) {
      const staticDir = path.join(outDirOf(rspressConfig), 'static');
      await fs.mkdir(staticDir, { recursive: true });
      for (const old of await fs.readdir(staticDir))
        if (/^search_index\..*\.json$/.test(old)) await fs.rm(path.join(staticDir, old));
      const json = await (files ?? indexFiles(docsDir, inputsHash));
      for (const [lang, name] of Object.entries(names))
        await fs.writeFile(path.join(staticDir, name), json[lang] ?? '');
    },
  };
}
