import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { FrontmatterError, readFrontmatter } from '../../lib/content/frontmatter.mjs';
import { listPages } from '../../lib/content/pages.mjs';

/** Whether a page's frontmatter says `overview: true`. */
function isOverview(page: { rel: string; source: string }): boolean {
  try {
    return readFrontmatter(page.source).overview === true;
  } catch (error) {
    if (error instanceof FrontmatterError)
      throw new Error(`${page.rel}:${error.line}: malformed frontmatter: ${error.message}`);
    throw error;
  }
}

/** Frontmatter keys other pages' records are read for on the client (overview listing, sidebar). */
const KEPT_FRONTMATTER = ['title', 'pageType', 'overview', 'overviewHeaders', 'sidebar_position'] as const;

/** Heading depths the overview layout lists by default (SPEC §2: default header depth 2). */
const OVERVIEW_DEPTHS = new Set([2]);

type PageRecord = Parameters<NonNullable<RspressPlugin['extendPageData']>>[0];

/**
 * Record fields only the page itself reads (its meta description, its edit link, its last-updated line),
 * never another page: they move from the records every page downloads into the page's own module (see
 * `remarkPageOwnFields`).
 */
const OWN_FIELDS = ['description', '_relativePath'] as const;
/**
 * The last-updated line's field, set by Rspress's last-updated plugin (`node/last-updated`, 2.0.22) in
 * its own `extendPageData`, which runs in parallel with ours and awaits `git log` first: it is set after
 * this plugin's hook has run, so it cannot be taken out like the others (see `holdLastUpdated`).
 */
const LAST_UPDATED = 'lastUpdatedTime';
export type OwnFields = Partial<Record<(typeof OWN_FIELDS)[number] | typeof LAST_UPDATED, string>>;

/** Takes the page's own fields out of its record and returns them. */
export function takeOwnFields(page: PageRecord): OwnFields {
  const record = page as unknown as Record<string, unknown>;
  const own: OwnFields = {};
  for (const key of OWN_FIELDS) {
    const value = record[key];
    if (typeof value === 'string') own[key] = value;
    delete record[key];
  }
  holdLastUpdated(record, own);
  return own;
}

/**
 * Makes the record's last-updated field a non-enumerable property that stores into `own`: whenever
 * Rspress's plugin sets it, before or after this, the value lands in the page's own fields, and the copy
 * of the record Rspress bundles (`{ ...page }` after every `extendPageData`, runtimeModule/pageData/
 * createPageData.js) leaves it out. Plugins that read it on the record still see it.
 */
function holdLastUpdated(record: Record<string, unknown>, own: OwnFields): void {
  const set = (value: unknown) => {
    if (typeof value === 'string') own[LAST_UPDATED] = value;
    else delete own[LAST_UPDATED];
  };
  set(record[LAST_UPDATED]);
  Object.defineProperty(record, LAST_UPDATED, {
    configurable: true,
    enumerable: false,
    get: () => own[LAST_UPDATED],
    set,
  });
}

/**
 * Remark plugin: puts a page's own fields into the page meta Rspress writes into the page's module
 * (`__RSPRESS_PAGE_META`, node/mdx/processor.js in @rspress/core 2.0.22). Rspress's runtime merges that
 * meta under the record when it opens a page (runtime/initPageData.js), so the prerendered HTML and
 * the client read the same values as before.
 */
export function remarkPageOwnFields(ownFields: ReadonlyMap<string, OwnFields>) {
  return function attacher(this: { data(key: string): unknown }) {
    return (_tree: unknown, file: { path?: string }) => {
      const key = file.path ? path.resolve(file.path) : undefined;
      const own = key ? ownFields.get(key) : undefined;
      if (!key || !own) return;
      // Read now, not when the record was trimmed: the last-updated line is set after that.
      const meta = this.data('pageMeta');
      // Loud, not silent: without the page meta the page would fall back to the site's description.
      if (!meta || typeof meta !== 'object')
        throw new Error(
          `slimPageData: Rspress gave ${file.path} no 'pageMeta' to carry its own fields (description, edit link). ` +
            'The contract in rspress-patches/README.md no longer holds: fix the patch or build with RSPRESS_PATCHES_OFF=slimPageData.',
        );
      Object.assign(meta, { ...own });
    };
  };
}

/**
 * Route prefixes of the pages marked `overview: true`: the overview layout lists the pages below them
 * with their headings, so only those pages keep a table of contents in the bundled records.
 */
export function overviewPrefixes(docsDir: string): string[] {
  return listPages(docsDir)
    .filter(isOverview)
    .map((page) => page.key.replace(/[^/]*$/, ''));
}

/**
 * Trims one page record in place. Every visit downloads other pages' records (with lazyRoutes on, those of
 * its route shard and of the top bar's routes; with it off, all of them in the main chunk), yet the
 * current page takes its toc and frontmatter from its own MDX module: other pages' records are read only by the overview listing (titles and level-2
 * headings of the pages below an overview page) and for the current page's edit link, last-updated
 * line and description (those three move into the page's own module: `takeOwnFields`). The search index is written before this hook runs, so search keeps everything.
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
 * after any plugin whose `extendPageData` reads the full record (the publishing plugin does). In
 * production builds the page's own fields move into its module; the dev server keeps them in the
 * records, because a page added while it runs may compile before its record exists.
 */
export function slimPageData(docsDir: string): RspressPlugin {
  let prefixes: string[] | undefined;
  const ownFields = new Map<string, OwnFields>();
  return {
    name: 'mf-slim-page-data',
    markdown: { remarkPlugins: [remarkPageOwnFields(ownFields)] },
    // Every full record, before any `extendPageData`: the overview pages are known without reading the
    // pages again.
    modifySearchIndexData(pages) {
      prefixes = pages
        .filter((page) => (page.frontmatter as { overview?: unknown } | undefined)?.overview === true)
        .map((page) => page.routePath.replace(/[^/]*$/, ''));
    },
    extendPageData(page, isProd) {
      prefixes ??= overviewPrefixes(docsDir);
      slimPageRecord(page, prefixes);
      if (isProd && page._filepath) ownFields.set(path.resolve(page._filepath), takeOwnFields(page));
    },
  };
}
