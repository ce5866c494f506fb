import type { RspressPlugin } from '@rspress/core';

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

/** Passes the search configuration to the browser bundle. */
export function searchPlugin(config: SearchRuntimeConfig = searchConfigFromEnv()): RspressPlugin {
  return {
    name: 'mf-search',
    builderConfig: { source: { define: { __MF_SEARCH_CONFIG__: JSON.stringify(config) } } },
  };
}
