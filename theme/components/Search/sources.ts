/**
 * Where results come from, in the browser: the local index (Rspress's `search_index` file, fetched on
 * first opening and indexed with our tokenizer) or the remote search service (SPEC §7).
 */
import { searchIndexHash } from 'virtual-page-data';
import type { SearchRuntimeConfig } from '../../../config/search';
import {
  createEngineAsync,
  DEFAULT_LIMIT,
  type PageRecord,
  parseRemoteAnswer,
  remoteSearchUrl,
  type SearchEngine,
  type SearchSource,
} from '../../logic/search';

/** URL of the local index of a language (and version): `/static/search_index[.<version>].<lang>.<hash>.json`. */
export function localIndexUrl(lang: string, version: string, base = '/'): string | null {
  const hash = searchIndexHash[`${version}###${lang}`];
  if (!hash) return null;
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  return `${base.replace(/\/$/, '')}/static/search_index${versionPart}${lang ? `.${lang}` : ''}.${hash}.json`;
}

const engines = new Map<string, Promise<SearchEngine>>();

/** Lets the browser paint between pages while the index is built (about 5 ms of work at a time). */
const breathe = (done: number) => (done % 4 === 0 ? new Promise<void>((r) => setTimeout(r, 0)) : undefined);

/** The engine of one index file, fetched and built once per page load. */
export function loadLocalEngine(url: string, fetchImpl: typeof fetch = fetch): Promise<SearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = (async () => {
      const started = performance.now();
      const res = await fetchImpl(url);
      if (!res.ok) throw new Error(`Search index ${url} answered ${res.status}.`);
      const records = (await res.json()) as PageRecord[];
      const built = await createEngineAsync(records, { pause: breathe });
      // Read by scripts/bench-search.mjs: fetch + build time of the index in a real browser.
      performance.measure('mf-search:index', { start: started, end: performance.now() });
      return built;
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
