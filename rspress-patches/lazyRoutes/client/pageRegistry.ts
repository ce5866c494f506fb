/**
 * The browser's `virtual-page-data` with lazyRoutes on: in place of every page's record, the records
 * loaded so far (the shards of the route table, ./route.ts, bring theirs; an overview page brings those it
 * lists; the 404 layout brings all). `usePages()` reads `pageData.pages`: each addition makes a new
 * array, so a memo keyed on it computes again at the next render.
 */
export interface PageRecord {
  routePath: string;
  [key: string]: unknown;
}

export const pageData: { pages: PageRecord[] } = { pages: [] };

/** Rspress's own search reads it; this site's search does not (it has its own index). */
export const searchIndexHash: Record<string, string> = {};

const known = new Set<string>();

/** Adds records not yet known (by route path). */
export function addPages(records: readonly PageRecord[]): void {
  const fresh = records.filter((r) => !known.has(r.routePath));
  if (fresh.length === 0) return;
  for (const r of fresh) known.add(r.routePath);
  pageData.pages = [...pageData.pages, ...fresh];
}
