/**
 * One search through the hooks (SPEC §7), and the remote protocol of the browser and the search service:
 * `GET <apiUrl>?keyword=…&limit=7&searchIndexes=a,b&lang=en` → `[{ "index": "a", "hits": [SearchHit] }]`.
 */
import type { DefaultResultGroup, RemoteIndex, ResultGroup, SearchHit } from './types';

/** Input debounce, in milliseconds (SPEC §9). */
export const DEBOUNCE_MS = 150;
/**
 * The service refuses longer keywords and larger limits. Readers paste whole console lines (a Rspack panic with
 * its backtrace URL is over 300 characters): the dialog sends at most this many, cut in {@link remoteSearchUrl}.
 */
export const MAX_KEYWORD_LENGTH = 1000;
export const MAX_LIMIT = 50;

/** The functions a search hooks module may export (Rspress's `search.searchHooks`). */
export interface SearchHooks {
  beforeSearch?: (query: string) => string | undefined | Promise<string | undefined>;
  onSearch?: (query: string, defaultResult: DefaultResultGroup[]) => unknown;
  afterSearch?: (query: string, result: ResultGroup[]) => unknown;
}

/** Where default results come from: the local index or the remote service. */
export type SearchSource = (query: string) => Promise<DefaultResultGroup[]>;

/**
 * Runs a search through the hooks. Unlike Rspress 2.0.22, a query `beforeSearch` rewrote still shows its
 * results: the query returned is the one the reader typed.
 */
export async function runSearch(query: string, source: SearchSource, hooks: SearchHooks = {}) {
  const effective = (await hooks.beforeSearch?.(query)) || query;
  const defaults = await source(effective);
  const added = await hooks.onSearch?.(effective, defaults);
  const groups: ResultGroup[] = [...defaults];
  for (const g of Array.isArray(added) ? added : [])
    if (typeof g?.group === 'string') groups.push({ group: g.group, renderType: 'custom', result: g.result });
  await hooks.afterSearch?.(effective, groups);
  return { query, groups };
}

const indexValue = (i: RemoteIndex) => (typeof i === 'string' ? i : i.value);

/** The URL of a remote search; `apiUrl` may carry query parameters, and stays relative if it is. */
export function remoteSearchUrl(
  apiUrl: string,
  q: { keyword: string; limit: number; searchIndexes: RemoteIndex[]; lang: string },
): string {
  const url = new URL(apiUrl, 'http://localhost');
  const params = {
    ...q,
    keyword: q.keyword.slice(0, MAX_KEYWORD_LENGTH),
    limit: String(q.limit),
    searchIndexes: q.searchIndexes.map(indexValue).join(','),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return /^[a-z][a-z0-9+.-]*:/i.test(apiUrl) ? url.toString() : `${url.pathname}${url.search}`;
}

/** A hit of the answer with its fields checked, or null; bad ranges are dropped. */
function toHit(v: unknown): SearchHit | null {
  const h = (v ?? {}) as Record<keyof SearchHit, unknown>;
  const type = ['title', 'header', 'content'].find((t) => t === h.type) as SearchHit['type'] | undefined;
  if (!type || typeof h.title !== 'string' || typeof h.link !== 'string') return null;
  const ranges = Array.isArray(h.highlightInfoList) ? h.highlightInfoList : [];
  return {
    type,
    title: h.title,
    header: typeof h.header === 'string' ? h.header : h.title,
    link: h.link,
    query: typeof h.query === 'string' ? h.query : '',
    highlightInfoList: ranges.filter((r) => Number.isInteger(r?.start) && Number.isInteger(r?.length)),
    ...(typeof h.statement === 'string' ? { statement: h.statement } : {}),
  };
}

/**
 * The service's answer as result groups, in the order of `searchIndexes`, named by their labels.
 * Throws on an answer that is not a list of groups (the caller logs it and shows nothing, SPEC §8).
 */
export function parseRemoteAnswer(answer: unknown, searchIndexes: RemoteIndex[], currentIndex?: string) {
  const groups = Array.isArray(answer) ? answer : [null];
  const bad = groups.find((g) => typeof g?.index !== 'string' || !Array.isArray(g.hits));
  if (bad !== undefined)
    throw new TypeError(
      `Remote search answered ${JSON.stringify(answer)?.slice(0, 80)}; expected a list of { index, hits } groups.`,
    );
  const current = currentIndex ?? (searchIndexes[0] && indexValue(searchIndexes[0]));
  const order = (g: { index: string }) => searchIndexes.findIndex((i) => indexValue(i) === g.index);
  return (groups as { index: string; hits: unknown[] }[])
    .sort((a, b) => order(a) - order(b))
    .map(({ index, hits }): DefaultResultGroup => {
      const declared = searchIndexes.find((i) => indexValue(i) === index);
      const group = declared && typeof declared !== 'string' ? declared.label : index;
      const result = hits.map(toHit).filter((h) => h !== null);
      return { group, renderType: 'default', result, currentSite: index === current };
    });
}
