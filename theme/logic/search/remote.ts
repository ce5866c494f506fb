/**
 * The remote search protocol (SPEC §7): `GET apiUrl?keyword=…&limit=…&searchIndexes=a,b&lang=en`,
 * answered with a list of groups: `[{ "index": "docs", "hits": [SearchHit, …] }]`.
 * Shared by the browser client and the search service so both sides agree on it.
 */
import type { DefaultResultGroup, HitType, RemoteIndex, SearchHit } from './types';

/** Query parameters of a remote search. */
export interface RemoteQuery {
  keyword: string;
  limit: number;
  searchIndexes: RemoteIndex[];
  lang: string;
}

const indexValue = (i: RemoteIndex) => (typeof i === 'string' ? i : i.value);

/** The URL of a remote search. `apiUrl` may already carry query parameters. */
export function remoteSearchUrl(apiUrl: string, q: RemoteQuery, base = 'http://localhost'): string {
  const url = new URL(apiUrl, base);
  url.searchParams.set('keyword', q.keyword);
  url.searchParams.set('limit', String(q.limit));
  url.searchParams.set('searchIndexes', q.searchIndexes.map(indexValue).join(','));
  url.searchParams.set('lang', q.lang);
  return /^[a-z][a-z0-9+.-]*:/i.test(apiUrl) ? url.toString() : `${url.pathname}${url.search}`;
}

const HIT_TYPES: readonly HitType[] = ['title', 'header', 'content'];

function isRange(v: unknown): v is { start: number; length: number } {
  const r = v as { start?: unknown; length?: unknown };
  return typeof r === 'object' && r !== null && Number.isInteger(r.start) && Number.isInteger(r.length);
}

function toHit(v: unknown): SearchHit | null {
  const h = v as Partial<Record<keyof SearchHit, unknown>>;
  if (typeof h !== 'object' || h === null) return null;
  if (!HIT_TYPES.includes(h.type as HitType) || typeof h.title !== 'string' || typeof h.link !== 'string') return null;
  return {
    type: h.type as HitType,
    title: h.title,
    header: typeof h.header === 'string' ? h.header : h.title,
    link: h.link,
    query: typeof h.query === 'string' ? h.query : '',
    highlightInfoList: Array.isArray(h.highlightInfoList) ? h.highlightInfoList.filter(isRange) : [],
    ...(typeof h.statement === 'string' ? { statement: h.statement } : {}),
  };
}

/**
 * Reads the service's answer into result groups, in the order of `searchIndexes`. Throws on an answer
 * that is not a list of groups (the caller logs it and shows an empty list, SPEC §8).
 */
export function parseRemoteAnswer(
  answer: unknown,
  searchIndexes: RemoteIndex[],
  currentIndex?: string,
): DefaultResultGroup[] {
  if (!Array.isArray(answer))
    throw new TypeError(
      `Remote search answered ${JSON.stringify(answer)?.slice(0, 80)}; expected a list of { index, hits } groups.`,
    );
  const current = currentIndex ?? (searchIndexes[0] === undefined ? undefined : indexValue(searchIndexes[0]));
  const groups: DefaultResultGroup[] = [];
  for (const g of answer as unknown[]) {
    const group = g as { index?: unknown; hits?: unknown };
    if (typeof group !== 'object' || group === null || typeof group.index !== 'string' || !Array.isArray(group.hits)) {
      throw new TypeError(
        `Remote search answered a malformed group ${JSON.stringify(g)?.slice(0, 80)}; expected { index, hits }.`,
      );
    }
    const declared = searchIndexes.find((i) => indexValue(i) === group.index);
    groups.push({
      group: declared && typeof declared !== 'string' ? declared.label : group.index,
      renderType: 'default',
      result: group.hits.map(toHit).filter((h): h is SearchHit => h !== null),
      currentSite: group.index === current,
    });
  }
  const order = (name: string) =>
    searchIndexes.findIndex((i) => indexValue(i) === name || (typeof i !== 'string' && i.label === name));
  return groups.sort((a, b) => order(a.group) - order(b.group));
}
