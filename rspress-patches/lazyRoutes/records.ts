import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export type PageRecord = Parameters<NonNullable<RspressPlugin['extendPageData']>>[0];

/** Frontmatter keys other pages' records are read for in the browser (the overview listing, the sidebar). */
const KEPT_FRONTMATTER = ['title', 'pageType', 'overview', 'overviewHeaders', 'sidebar_position'] as const;

/**
 * Record fields only the page itself reads (its meta description, its edit link, its last-updated line): the
 * route shards leave them out, and the page's own module carries them (`remarkOwnFields`).
 */
const OWN_FIELDS = ['description', '_relativePath', 'lastUpdatedTime'] as const;
export type OwnFields = Partial<Record<(typeof OWN_FIELDS)[number], string>>;

/** Route prefixes of the pages marked `overview: true`, from every full record (`modifySearchIndexData`). */
export const overviewPrefixes = (pages: readonly PageRecord[]): string[] =>
  pages
    .filter((page) => (page.frontmatter as { overview?: unknown } | undefined)?.overview === true)
    .map((page) => page.routePath.replace(/[^/]*$/, ''));

/**
 * Trims a record in place, once the plugins that read it whole have (rspress-patches/index.ts). The current
 * page takes its headings and frontmatter from its own module; other pages' records are read only by the
 * overview listing (titles and the level-2 headings of the pages below an overview page) and the sidebar.
 * In place, so that the prerender's records and the browser's agree. The search index is written before.
 */
export function trimRecord(page: PageRecord, listedUnder: readonly string[]): void {
  const listed = listedUnder.some((prefix) => page.routePath.startsWith(prefix));
  page.toc = listed
    ? page.toc.filter((h) => h.depth === 2).map((h) => ({ id: h.id, text: h.text, depth: h.depth, charIndex: -1 }))
    : [];
  const fm = page.frontmatter as Record<string, unknown>;
  page.frontmatter = Object.fromEntries(KEPT_FRONTMATTER.filter((key) => key in fm).map((key) => [key, fm[key]]));
}

/**
 * The record Rspress would bundle for a page (runtimeModule/pageData/createPageData.js, 2.0.22), split into
 * what the shards ship and the page's own fields. Called once every `extendPageData` has run: Rspress's
 * last-updated plugin sets its field after awaiting `git log`.
 */
export function splitRecord(page: PageRecord): { shipped: Record<string, unknown>; own: OwnFields } {
  const { content: _c, _filepath: _f, _flattenContent: _fc, ...shipped } = page as PageRecord & Record<string, unknown>;
  const own: OwnFields = {};
  for (const key of OWN_FIELDS) {
    const value = shipped[key];
    if (typeof value === 'string') own[key] = value;
    delete shipped[key];
  }
  return { shipped, own };
}

/**
 * Remark plugin: puts a page's own fields into the page meta Rspress writes into the page's module
 * (`__RSPRESS_PAGE_META`, node/mdx/processor.js, 2.0.22), which ./client/pageDataService.ts spreads under the
 * shard's record when the page opens (and Rspress's initPageData.js in the prerender).
 */
export function remarkOwnFields(ownFields: ReadonlyMap<string, OwnFields>) {
  return function attacher(this: { data(key: string): unknown }) {
    return (_tree: unknown, file: { path?: string }) => {
      const own = file.path ? ownFields.get(path.resolve(file.path)) : undefined;
      if (!own) return;
      const meta = this.data('pageMeta');
      // Loud, not silent: without the page meta the page would fall back to the site's description.
      if (!meta || typeof meta !== 'object')
        throw new Error(
          `lazyRoutes: Rspress gave ${file.path} no 'pageMeta' to carry its own fields (description, edit link). ` +
            'The contract in rspress-patches/README.md no longer holds: fix the patch or build with RSPRESS_PATCHES_OFF=lazyRoutes.',
        );
      Object.assign(meta, own);
    };
  };
}
