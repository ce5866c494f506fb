/**
 * Where results come from, in the browser: the local index (the prebuilt FlexSearch index of the
 * language, fetched on first opening and imported as is) or the remote search service (SPEC §7).
 */
import {
  DEFAULT_LIMIT,
  parseRemoteAnswer,
  remoteSearchUrl,
  SearchEngine,
  type SearchIndexFile,
  type SearchRuntimeConfig,
  type SearchSource,
} from '../../logic/search';

declare const __MF_SEARCH_INDEX__: Record<string, string> | undefined;

/** URL of the prebuilt index of a language: `/static/search_index.<lang>.<hash>.json` (plugins/search). */
export function localIndexUrl(lang: string, base = '/'): string | null {
  const name = typeof __MF_SEARCH_INDEX__ === 'undefined' ? undefined : __MF_SEARCH_INDEX__[lang || 'en'];
  return name ? `${base.replace(/\/$/, '')}/static/${name}` : null;
}

const engines = new Map<string, Promise<SearchEngine>>();

/** The engine of one index file, fetched and imported once per page load. */
export function loadLocalEngine(url: string, fetchImpl: typeof fetch = fetch): Promise<SearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = (async () => {
      const res = await fetchImpl(url);
      if (!res.ok) throw new Error(`Search index ${url} answered ${res.status}.`);
      const file = (await res.json()) as SearchIndexFile;
      // Read by scripts/bench-search.mjs: the import alone, once the file has arrived.
      const started = performance.now();
      const imported = new SearchEngine(file);
      performance.measure('mf-search:import', { start: started, end: performance.now() });
      return imported;
    })();
    engine.catch(() => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

/** Default results from the local engine, as one group named after the site. */
export function localSource(engine: SearchEngine, group: string): SearchSource {
  return async (query) => [
    { group, renderType: 'default', result: engine.search(query, DEFAULT_LIMIT), currentSite: true },
  ];
}

/** Default results from the search service; a failure is logged and gives an empty list (SPEC §8). */
export function remoteSource(
  config: Extract<SearchRuntimeConfig, { mode: 'remote' }>,
  lang: string,
  fetchImpl: typeof fetch = fetch,
): SearchSource {
  return async (query) => {
    try {
      const url = remoteSearchUrl(config.apiUrl, {
        keyword: query,
        limit: DEFAULT_LIMIT,
        searchIndexes: config.searchIndexes,
        lang,
      });
      const res = await fetchImpl(url);
      if (!res.ok) throw new Error(`Remote search answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return parseRemoteAnswer(await res.json(), config.searchIndexes, config.currentIndex);
    } catch (error) {
      console.error('Remote search failed; showing no results.', error);
      return [];
    }
  };
}
