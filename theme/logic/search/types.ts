/** Types shared by the search index, the query engine, the UI and the search service. */

/** A heading of a page, as Rspress writes it into the search index (SPEC §3 "toc entry"). */
export interface TocEntry {
  text: string;
  id: string;
  depth: number;
  /** Offset of the heading text in `content`; -1 when unknown. */
  charIndex: number;
}

/** One page of Rspress's `search_index.<lang>.<hash>.json` (SPEC §3 "Search index entry"). */
export interface PageRecord {
  title: string;
  content: string;
  routePath: string;
  lang?: string;
  toc?: TocEntry[];
  version?: string;
  /** Origin of another site this page belongs to (remote indexes); empty for the current site. */
  domain?: string;
  frontmatter?: Record<string, unknown>;
}

/** A part of a page under one heading (`header` null for the part before the first heading). */
export interface Section {
  header: TocEntry | null;
  start: number;
  end: number;
}

/** A page with the folded copies the highlighter reads. */
export interface IndexedPage {
  record: PageRecord;
  foldedTitle: string;
  foldedContent: string;
  foldedHeaders: string[];
  sections: Section[];
}

/** A page that matched a query, with the query terms to highlight in it. */
export interface RankedPage {
  page: IndexedPage;
  terms: string[];
}

/** A highlighted part of a hit's text, in UTF-16 code units of that text. */
export interface HighlightRange {
  start: number;
  length: number;
}

/** What a hit matched: the page title, one of its headings, or a sentence of its content. */
export type HitType = 'title' | 'header' | 'content';

/** One search result line (SPEC §3 "Search hit"). */
export interface SearchHit {
  type: HitType;
  /** Title of the page the hit belongs to. */
  title: string;
  /** `Title > Heading > Sub-heading` for header hits; the section heading for content hits. */
  header: string;
  /** Where the hit leads: a route (`/guide/x#id`) or an absolute URL for another site. */
  link: string;
  query: string;
  /** Ranges of `header` (title and header hits) or `statement` (content hits) to highlight. */
  highlightInfoList: HighlightRange[];
  /** The content snippet, about 100 characters wide (full-width characters count as 3). */
  statement?: string;
}

/**
 * Results of one index (a tab when there are several). Same shape as Rspress's `DefaultMatchResult`,
 * so search hooks written for Rspress keep working.
 */
export interface DefaultResultGroup {
  group: string;
  renderType: 'default';
  result: SearchHit[];
  /** Whether the hits belong to the site being read (opened in the same tab). */
  currentSite: boolean;
}

/** Results added by a custom search hook, shown with the hook's own renderer. */
interface CustomResultGroup {
  group: string;
  renderType: 'custom';
  result: unknown;
}

/** The answer of a search: one group per index, plus groups from custom hooks. */
export type ResultGroup = DefaultResultGroup | CustomResultGroup;

/** An index the remote service searches; `label` names its tab (defaults to the value). */
export type RemoteIndex = string | { value: string; label: string };

/** What the search UI needs to know at run time (defined at build time by plugins/search). */
export type SearchRuntimeConfig =
  | { mode: 'local' }
  | {
      mode: 'remote';
      /** The search service, e.g. `scripts/search-server.mjs` at `https://…/search`. */
      apiUrl: string;
      /** Indexes to search; each becomes a tab when there are several. */
      searchIndexes: RemoteIndex[];
      /** The index of this site (its hits open in the same tab); the first one by default. */
      currentIndex?: string;
    };
