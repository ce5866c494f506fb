/**
 * One search, with the hooks of SPEC §7: `beforeSearch` may rewrite the query, `onSearch` may add
 * groups (shown with the hook module's `render`), `afterSearch` sees the final result.
 * Compatible with Rspress's `search.searchHooks` module.
 */
import type { DefaultResultGroup, ResultGroup } from './types';

/** The functions a search hooks module may export. */
export interface SearchHooks {
  beforeSearch?: (query: string) => string | undefined | Promise<string | undefined>;
  onSearch?: (query: string, defaultResult: DefaultResultGroup[]) => unknown;
  afterSearch?: (query: string, result: ResultGroup[]) => unknown;
}

/** Where default results come from: the local index or the remote service. */
export type SearchSource = (query: string) => Promise<DefaultResultGroup[]>;

function customGroups(value: unknown): ResultGroup[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (g): g is { group: string; result: unknown } =>
        typeof g === 'object' && g !== null && typeof (g as { group?: unknown }).group === 'string',
    )
    .map((g) => ({ group: g.group, renderType: 'custom' as const, result: g.result }));
}

/**
 * Runs a search through the hooks. Unlike Rspress 2.0.22, a query rewritten by `beforeSearch` still
 * shows its results: the caller compares the query the reader typed, which we return unchanged.
 */
export async function runSearch(
  query: string,
  source: SearchSource,
  hooks: SearchHooks = {},
): Promise<{ query: string; groups: ResultGroup[] }> {
  let effective = query;
  if (hooks.beforeSearch) {
    const rewritten = await hooks.beforeSearch(query);
    if (typeof rewritten === 'string' && rewritten) effective = rewritten;
  }
  const defaults = await source(effective);
  const groups: ResultGroup[] = [...defaults];
  if (hooks.onSearch) groups.push(...customGroups(await hooks.onSearch(effective, defaults)));
  if (hooks.afterSearch) await hooks.afterSearch(effective, groups);
  return { query, groups };
}
