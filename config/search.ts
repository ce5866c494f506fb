import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pageRecords } from '../scripts/lib/searchPages.mjs';
import { buildIndexFile } from '../theme/logic/search/flexIndex';

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

/** The languages with a search index, and where their pages live. */
const LANGS = ['en', 'zh'] as const;

/** The prebuilt index files of the site: name under `static/` and content, per language. */
export function buildIndexFiles(docsDir: string): { lang: string; name: string; json: string }[] {
  return LANGS.map((lang) => {
    const json = JSON.stringify(buildIndexFile(pageRecords(docsDir, lang)));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
    // SPEC §7 names the file `search_index[.<version>].<lang>.<hash>.json`.
    return { lang, name: `search_index.${lang}.${hash}.json`, json };
  });
}

/**
 * Passes the search configuration to the browser bundle, and ships the prebuilt FlexSearch index of
 * each language as `static/search_index.<lang>.<hash>.json` (cached immutably, like all of `static/`),
 * in place of Rspress's own index files, which our search does not read.
 */
export function searchPlugin(
  config: SearchRuntimeConfig = searchConfigFromEnv(),
  docsDir = path.resolve(import.meta.dirname, '../docs'),
): RspressPlugin {
  // Built before the bundle, so the bundle can name the hashed files.
  const files = buildIndexFiles(docsDir);
  const names = Object.fromEntries(files.map((f) => [f.lang, f.name]));
  return {
    name: 'mf-search',
    builderConfig: {
      source: { define: { __MF_SEARCH_CONFIG__: JSON.stringify(config), __MF_SEARCH_INDEX__: JSON.stringify(names) } },
    },
    async afterBuild(rspressConfig) {
      const staticDir = path.join(path.resolve(rspressConfig.outDir ?? 'doc_build'), 'static');
      await fs.mkdir(staticDir, { recursive: true });
      for (const old of await fs.readdir(staticDir))
        if (/^search_index\..*\.json$/.test(old)) await fs.rm(path.join(staticDir, old));
      for (const f of files) await fs.writeFile(path.join(staticDir, f.name), f.json);
    },
  };
}
