/**
 * A search engine over one prebuilt index file: rank pages, cut them into hits, remember recent
 * answers (SPEC §9: a cache of 100 queries). The browser, the search service and the benchmark all
 * run this class.
 */

import { CJK_CHAR } from '../cjk';
import { CACHE_SIZE, DEFAULT_LIMIT } from './constants';
import { importFieldIndexes, introEnd, type SearchIndexFile, sectionsOf } from './flexIndex';
import { hitsOfPage } from './hits';
import { LruCache } from './lruCache';
import { foldText } from './normalize';
import { compact, type RankInput, rankPages, singular, withoutConjunctions } from './rank';
import { defaultSegmenter } from './tokenize';
import type { IndexedPage, PageRecord, RankedPage, SearchHit } from './types';

/** The name a page gives its subject in its first words: `shareStrategy（共享策略）…` → `共享策略`. */
export function aliasOf(page: PageRecord): string | null {
  const at = page.content.indexOf(page.title);
  if (at < 0 || at > 2) return null;
  return /^\s*[（(]([^）)]{1,30})[）)]/.exec(page.content.slice(at + page.title.length))?.[1] ?? null;
}

/** Searches one index file and remembers recent answers. */
export class SearchEngine {
  readonly #cache = new LruCache<string, SearchHit[]>(CACHE_SIZE);
  readonly #records: PageRecord[];
  /** Pages with their folded text, made when a query first needs them (not at import). */
  readonly #pages: IndexedPage[] = [];
  readonly #input: RankInput;

  constructor(file: SearchIndexFile) {
    this.#records = file.pages;
    this.#input = {
      indexes: importFieldIndexes(file),
      pageTitles: file.pages.map((p) => compact(p.title)),
      pageHeadings: file.pages.map((p) => (p.toc ?? []).map((h) => compact(h.text))),
      pageAliases: file.pages.map((p) => compact(aliasOf(p) ?? '')),
      pageHeadingsJoined: file.pages.map((p) => (p.toc ?? []).map((h) => withoutConjunctions(h.text))),
      pageTitleWords: file.pages.map((p) =>
        CJK_CHAR.test(p.title)
          ? []
          : p.title
              .split(/\s+/)
              .filter(Boolean)
              .map((w) => singular(compact(w))),
      ),
      pageText: (page) => {
        const { record, foldedContent, introEnd: intro } = this.#page(page);
        return { original: record.content, folded: foldedContent, introEnd: intro };
      },
      segmenter: defaultSegmenter(),
    };
  }

  #page(index: number): IndexedPage {
    let page = this.#pages[index];
    if (!page) {
      const record = this.#records[index];
      if (!record) throw new RangeError(`No page ${index} in the search index`);
      page = {
        record,
        foldedTitle: foldText(record.title),
        foldedContent: foldText(record.content),
        introEnd: introEnd(record.content),
        foldedHeaders: (record.toc ?? []).map((h) => foldText(h.text)),
        sections: sectionsOf(record),
      };
      this.#pages[index] = page;
    }
    return page;
  }

  /** The pages matching `query`, best first, with the terms to highlight. */
  rank(query: string, limit = DEFAULT_LIMIT): RankedPage[] {
    return rankPages(this.#input, query, limit).map((m) => ({ page: this.#page(m.page), terms: m.terms }));
  }

  /** Hits for `query`, from at most `limit` pages. */
  search(query: string, limit = DEFAULT_LIMIT): SearchHit[] {
    const key = `${limit}\u0000${query}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const hits = query.trim() ? this.rank(query, limit).flatMap((r) => hitsOfPage(r, query)) : [];
    this.#cache.set(key, hits);
    return hits;
  }

  /** Routes of the ranked pages (the relevance set and the benchmark read this). */
  rankRoutes(query: string, limit = DEFAULT_LIMIT): string[] {
    return this.rank(query, limit).map((r) => r.page.record.routePath);
  }
}
