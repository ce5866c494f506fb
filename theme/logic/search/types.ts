/** Types shared by the search index, the engine, the UI and the search service (SPEC §3). */

/** A heading of a page; `charIndex` is the offset of its text in `content` (-1 when unknown). */
export interface TocEntry {
  text: string;
  id: string;
  depth: number;
  charIndex: number;
}

/** One page of the index ("Search index entry"); `domain` is the origin of another site's page. */
export interface PageRecord {
  title: string;
  content: string;
  routePath: string;
  lang?: string;
  toc?: TocEntry[];
  domain?: string;
}

/** A highlighted part of a hit's text, in UTF-16 code units of that text. */
export interface HighlightRange {
  start: number;
  length: number;
}

/**
 * One result line ("Search hit"): `header` is `Title > Heading > Sub-heading` for header hits and the
 * section's heading for content hits, whose `statement` is the snippet the ranges point into; `link` is
 * a route or, for another site, an absolute URL.
 */
export interface SearchHit {
  type: 'title' | 'header' | 'content';
  title: string;
  header: string;
  link: string;
  query: string;
  highlightInfoList: HighlightRange[];
  statement?: string;
}

/**
 * The results of one index, a tab when there are several; shaped as Rspress's `DefaultMatchResult` so
 * hooks written for Rspress keep working. `currentSite`: the hits open in the same tab.
 */
export interface DefaultResultGroup {
  group: string;
  renderType: 'default';
  result: SearchHit[];
  currentSite: boolean;
}

/** The answer of a search: one group per index, plus groups a custom hook added (shown with its `render`). */
export type ResultGroup = DefaultResultGroup | { group: string; renderType: 'custom'; result: unknown };

/** An index the remote service searches; `label` names its tab (the value by default). */
export type RemoteIndex = string | { value: string; label: string };

/**
 * The search configuration the UI reads, defined at build time by plugins/search: local, or remote with
 * the service's URL, the indexes to search and the one of this site (the first by default).
 */
export type SearchRuntimeConfig =
  | { mode: 'local' }
  | { mode: 'remote'; apiUrl: string; searchIndexes: RemoteIndex[]; currentIndex?: string };
