/** Types shared by the search index, the engine, the UI and the search service (SPEC §3). */

/** A heading of a page; `charIndex` is the offset of its text in `content` (-1 when unknown). */
export type TocEntry = { text: string; id: string; depth: number; charIndex: number };

/** One page of the index ("Search index entry"); `domain` is the origin of another site's page. */
export interface PageRecord {
  title: string;
  content: string;
  routePath: string;
  lang?: string;
  toc?: TocEntry[];
  domain?: string;
  /** Words readers type for the page that it does not use itself, ranked as its title (plugins/search/keywords.ts). */
  keywords?: string[];
  /** Console lines the page quotes, name boosts at a heading's rank, keyed without their `${…}` parts; indexed only. */
  quoted?: string[];
}

/** A highlighted part of a hit's text, in UTF-16 code units. */
export type HighlightRange = { start: number; length: number };

/** A result line ("Search hit"): `header` is `Title > Heading` or a snippet's section, `statement` the snippet. */
export interface SearchHit {
  type: 'title' | 'header' | 'content';
  title: string;
  header: string;
  link: string;
  query: string;
  highlightInfoList: HighlightRange[];
  statement?: string;
}

/** The results of one index (a tab), shaped as Rspress's `DefaultMatchResult` so its hooks keep working. */
export type DefaultResultGroup = { group: string; renderType: 'default'; result: SearchHit[]; currentSite: boolean };

/** The answer of a search: one group per index, plus groups a custom hook added (shown with its `render`). */
export type ResultGroup = DefaultResultGroup | { group: string; renderType: 'custom'; result: unknown };

/** An index the remote service searches; `label` names its tab (the value by default). */
export type RemoteIndex = string | { value: string; label: string };

/** The search configuration, defined at build time by plugins/search; `currentIndex` is this site's (the first). */
export type SearchRuntimeConfig =
  | { mode: 'local' }
  | { mode: 'remote'; apiUrl: string; searchIndexes: RemoteIndex[]; currentIndex?: string };
