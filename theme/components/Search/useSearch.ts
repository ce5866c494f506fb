/** The dialog's search state, answered through the site's hooks by the local index or the service (SPEC §7). */
import { useLang, usePageData } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { DEFAULT_LIMIT, SearchEngine, warmUp } from '../../logic/search/engine';
import type { SearchManifest } from '../../logic/search/fragments';
import {
  DEBOUNCE_MS,
  parseRemoteAnswer,
  remoteSearchUrl,
  runSearch,
  type SearchSource,
} from '../../logic/search/protocol';
import { defaultSegmenter } from '../../logic/search/text';
import type { ResultGroup, SearchRuntimeConfig } from '../../logic/search/types';
import { siteHooks } from './siteHooks';

declare const __MF_SEARCH_CONFIG__: SearchRuntimeConfig | undefined;
declare const __MF_SEARCH_INDEX__: Record<string, string> | undefined;

/** The configuration defined at build time by plugins/search (local search without it). */
export const searchConfig: SearchRuntimeConfig =
  typeof __MF_SEARCH_CONFIG__ === 'undefined' ? { mode: 'local' } : __MF_SEARCH_CONFIG__;

/** A JSON file of the site, or an error naming it. */
async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Search index ${url} answered ${res.status}.`);
  return res.json();
}

const engines = new Map<string, Promise<SearchEngine>>();
/**
 * The engine of one language: its manifest fetched once per page load (again after a failure); each query
 * then fetches the fragments it needs from `static/` (docs-dev/search.md).
 */
function loadEngine(staticUrl: string, name: string, lang: string): Promise<SearchEngine> {
  const url = `${staticUrl}/${name}`;
  if (engines.has(url)) return engines.get(url) as Promise<SearchEngine>;
  const engine = getJson(url).then((manifest) => {
    performance.mark('mf-search:manifest'); // read by tests/bench/search.mjs
    return new SearchEngine(manifest as SearchManifest, (fragment) => getJson(`${staticUrl}/${fragment}`));
  });
  // While the manifest downloads: the search code compiled, and for Chinese the segmenter made (slow: ./text.ts).
  const idle = window.requestIdleCallback ?? setTimeout;
  idle(warmUp);
  if (lang.startsWith('zh')) idle(() => [...(defaultSegmenter()?.segment('共享') ?? [])]);
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
    const engine = await loadEngine(`${base.replace(/\/$/, '')}/static`, name, lang);
    return async (query) => [{ group, renderType: 'default', result: await engine.find(query), currentSite: true }];
  } catch (error) {
    console.error('The search index could not be loaded; reload the page to try again.', error);
    return async () => [];
  }
}

/** The answer to a query: its groups, and whether nothing is asked, it waits (index or service) or is done. */
type Answer = { query: string; groups: ResultGroup[]; status: 'idle' | 'loading' | 'done' };
const IDLE: Answer = { query: '', groups: [], status: 'idle' };

/** The query, debounced by 150 ms (SPEC §9), and its answer; the local results are named after the site. */
export function useSearch(config: SearchRuntimeConfig, initialQuery = '') {
  const lang = useLang();
  const { title: group, base } = usePageData().siteData;
  const [query, setQuery] = useState(initialQuery);
  const [answer, setAnswer] = useState(IDLE);
  const [source, setSource] = useState<Promise<SearchSource> | null>(null);
  useEffect(() => setSource(sourceOf(config, lang, group, base)), [lang, base, group, config]);
  useEffect(() => {
    if (!query.trim() || !source) return setAnswer(IDLE);
    let stale = false;
    setAnswer((a) => ({ ...a, status: 'loading' }));
    const timer = setTimeout(async () => {
      let groups: ResultGroup[] = [];
      try {
        groups = (await runSearch(query, await source, siteHooks)).groups;
      } catch (error) {
        console.error('Search failed; showing no results.', error);
      }
      if (!stale) setAnswer({ query, groups, status: 'done' });
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query, source]);
  return { query, setQuery, groups: answer.groups, status: answer.status, answeredQuery: answer.query };
}
