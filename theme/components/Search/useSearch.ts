/**
 * The dialog's search state, and where its results come from: the local index (the prebuilt file of
 * the language, fetched on first opening and again when the language changes) or the remote service
 * (SPEC §7), through the site's search hooks.
 */
import { useEffect, useRef, useState } from 'react';
import {
  DEBOUNCE_MS,
  DEFAULT_LIMIT,
  parseRemoteAnswer,
  type ResultGroup,
  remoteSearchUrl,
  runSearch,
  SearchEngine,
  type SearchIndexFile,
  type SearchRuntimeConfig,
  type SearchSource,
} from '../../logic/search';
import { siteHooks } from './siteHooks';

declare const __MF_SEARCH_CONFIG__: SearchRuntimeConfig | undefined;
declare const __MF_SEARCH_INDEX__: Record<string, string> | undefined;

/** The configuration defined at build time by plugins/search (local search without it). */
export const searchConfig: SearchRuntimeConfig =
  typeof __MF_SEARCH_CONFIG__ === 'undefined' ? { mode: 'local' } : __MF_SEARCH_CONFIG__;

const engines = new Map<string, Promise<SearchEngine>>();
/** The engine of one index file, fetched and imported once per page load (again after a failure). */
function loadEngine(url: string): Promise<SearchEngine> {
  const engine =
    engines.get(url) ??
    fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`Search index ${url} answered ${res.status}.`);
      const file = (await res.json()) as SearchIndexFile;
      // Read by scripts/bench-search.mjs: the import alone, once the file has arrived.
      const started = performance.now();
      const imported = new SearchEngine(file);
      performance.measure('mf-search:import', { start: started, end: performance.now() });
      return imported;
    });
  engine.catch(() => engines.delete(url));
  engines.set(url, engine);
  return engine;
}

/** The source of the default results: the local engine as one group named after the site, or the service. */
async function sourceOf(config: SearchRuntimeConfig, lang: string, group: string, base: string): Promise<SearchSource> {
  if (config.mode === 'remote')
    return async (keyword) => {
      try {
        const { apiUrl, searchIndexes } = config;
        const res = await fetch(remoteSearchUrl(apiUrl, { keyword, limit: DEFAULT_LIMIT, searchIndexes, lang }));
        if (!res.ok) throw new Error(`Remote search answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        return parseRemoteAnswer(await res.json(), searchIndexes, config.currentIndex);
      } catch (error) {
        console.error('Remote search failed; showing no results.', error);
        return [];
      }
    };
  const name = typeof __MF_SEARCH_INDEX__ === 'undefined' ? undefined : __MF_SEARCH_INDEX__[lang || 'en'];
  if (!name) return async () => [];
  try {
    const engine = await loadEngine(`${base.replace(/\/$/, '')}/static/${name}`);
    return async (query) => [{ group, renderType: 'default', result: engine.search(query), currentSite: true }];
  } catch (error) {
    console.error('The search index could not be loaded; reload the page to try again.', error);
    return async () => [];
  }
}

/** Where a search stands: nothing asked, waiting (for the index or the answer), or answered. */
export type SearchStatus = 'idle' | 'loading' | 'done';

/**
 * The query, debounced by 150 ms (SPEC §9), and its result groups; `group` names the local results
 * (the site title).
 */
export function useSearch(lang: string, group: string, config: SearchRuntimeConfig, base = '/') {
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<ResultGroup[]>([]);
  const [answeredQuery, setAnsweredQuery] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [source, setSource] = useState<Promise<SearchSource> | null>(null);
  const generation = useRef(0);

  useEffect(() => setSource(sourceOf(config, lang, group, base)), [lang, base, group, config]);

  useEffect(() => {
    const current = ++generation.current;
    if (!query.trim() || !source) {
      setGroups([]);
      setAnsweredQuery('');
      setStatus('idle');
      return;
    }
    setStatus('loading');
    const timer = setTimeout(async () => {
      let found: ResultGroup[] = [];
      try {
        found = (await runSearch(query, await source, siteHooks)).groups;
      } catch (error) {
        console.error('Search failed; showing no results.', error);
      }
      if (current !== generation.current) return;
      setGroups(found);
      setAnsweredQuery(query);
      setStatus('done');
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, source]);

  return { query, setQuery, groups, answeredQuery, status };
}
