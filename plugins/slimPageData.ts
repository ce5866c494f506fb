import type { RspressPlugin } from '@rspress/core';
import { listPages } from '../scripts/content/pages.mjs';

/** The YAML between the `---` fences at the top of an MDX source ('' without frontmatter). */
const frontmatterOf = (source: string): string => /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';

/** Frontmatter keys other pages' records are read for on the client (overview listing, sidebar). */
const KEPT_FRONTMATTER = ['title', 'pageType', 'overview', 'overviewHeaders', 'sidebar_position'] as const;

/** Heading depths the overview layout lists by default (SPEC §2: default header depth 2). */
const OVERVIEW_DEPTHS = new Set([2]);

type PageRecord = Parameters<NonNullable<RspressPlugin['extendPageData']>>[0];

/**
 * Route prefixes of the pages marked `overview: true`: the overview layout lists the pages below them
 * with their headings, so only those pages keep a table of contents in the bundled records.
 */
export function overviewPrefixes(docsDir: string): string[] {
  return listPages(docsDir)
    .filter((page) => /^overview:\s*true\s*$/m.test(frontmatterOf(page.source)))
    .map((page) => page.key.replace(/[^/]*$/, ''));
}

/**
 * Trims one page record in place. Rspress ships every page's record to every visitor inside the main
 * chunk (about 29 KB gzip for this site), yet the current page takes its toc and frontmatter from its
 * own MDX module: other pages' records are read only by the overview listing (titles and level-2
 * headings of the pages below an overview page) and for the current page's edit link, last-updated
 * line and description. The search index is written before this hook runs, so search keeps everything.
 */
export function slimPageRecord(page: PageRecord, keepTocUnder: readonly string[]): void {
  const listed = keepTocUnder.some((prefix) => page.routePath.startsWith(prefix));
  page.toc = listed
    ? page.toc
        .filter((h) => OVERVIEW_DEPTHS.has(h.depth))
        .map((h) => ({ id: h.id, text: h.text, depth: h.depth, charIndex: -1 }))
    : [];
  const fm = page.frontmatter as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key of KEPT_FRONTMATTER) if (key in fm) kept[key] = fm[key];
  page.frontmatter = kept;
}

/**
 * Keeps the per-page records that Rspress bundles into every page small. Must come last in `plugins`,
 * after any plugin whose `extendPageData` reads the full record (the publishing plugin does).
 */
export function slimPageData(docsDir: string): RspressPlugin {
  let prefixes: string[] | undefined;
  return {
    name: 'mf-slim-page-data',
    extendPageData(page) {
      prefixes ??= overviewPrefixes(docsDir);
      slimPageRecord(page, prefixes);
    },
  };
}
