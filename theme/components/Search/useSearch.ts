import { useEffect, useRef, useState } from 'react';
import {
  DEBOUNCE_MS,
  type ResultGroup,
  runSearch,
  type SearchHooks,
  type SearchRuntimeConfig,
  type SearchSource,
} from '../../logic/search';
import { userSearchHooks } from './searchPluginHooks';
import { loadLocalEngine, localIndexUrl, localSource, remoteSource } from './sources';

/** Where a search stands: nothing asked, waiting (index or answer), or answered. */
export type SearchStatus = 'idle' | 'loading' | 'done';

/** Inputs of {@link useSearch}. */
export interface UseSearchOptions {
  open: boolean;
  lang: string;
  /** Name of the local results group (the site title). */
  group: string;
  config: SearchRuntimeConfig;
  base?: string;
  hooks?: SearchHooks;
}

/**
 * The search state of the dialog: the query, debounced by 150 ms (SPEC §9), and its result groups.
 * The local index loads when the dialog first opens and again when the language changes.
 */
export function useSearch({ open, lang, group, config, base = '/', hooks = userSearchHooks }: UseSearchOptions) {
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<ResultGroup[]>([]);
  const [answeredQuery, setAnsweredQuery] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const source = useRef<Promise<SearchSource> | null>(null);
  const [sourceKey, setSourceKey] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    if (!open) return;
    if (config.mode === 'remote') {
      source.current = Promise.resolve(remoteSource(config, lang));
    } else {
      const url = localIndexUrl(lang, base);
      source.current = url
        ? loadLocalEngine(url).then(
            (engine) => localSource(engine, group),
            (error: unknown) => {
              console.error('The search index could not be loaded; reload the page to try again.', error);
              return async () => [];
            },
          )
        : Promise.resolve(async () => []);
    }
    setSourceKey((k) => k + 1);
  }, [open, lang, base, group, config]);

  useEffect(() => {
    const current = ++generation.current;
    if (!query.trim() || !source.current) {
      setGroups([]);
      setAnsweredQuery('');
      setStatus('idle');
      return;
    }
    setStatus('loading');
    const pending = source.current;
    const timer = setTimeout(async () => {
      let found: ResultGroup[] = [];
      try {
        found = (await runSearch(query, await pending, hooks)).groups;
      } catch (error) {
        console.error('Search failed; showing no results.', error);
      }
      if (current !== generation.current) return;
      setGroups(found);
      setAnsweredQuery(query);
      setStatus('done');
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, sourceKey, hooks]);

  return { query, setQuery, groups, answeredQuery, status };
}
