/**
 * A local search engine over one index: parse, rank, cut into hits, cache (SPEC §9: 100 queries).
 * Used by the browser (local mode) and by the search service (one engine per index and language).
 */
import { type BuildOptions, buildIndex, buildIndexAsync, type SearchIndex } from './buildIndex';
import { CACHE_SIZE, DEFAULT_LIMIT } from './constants';
import { toHits } from './hits';
import { LruCache } from './lruCache';
import { searchPages } from './query';
import { defaultSegmenter, type WordSegmenter } from './tokenize';
import type { PageRecord, SearchHit } from './types';

/** Searches one index and remembers recent answers. */
export class SearchEngine {
  readonly #cache = new LruCache<string, SearchHit[]>(CACHE_SIZE);
  constructor(readonly index: SearchIndex) {}

  /** Hits for `query`, from at most `limit` pages. */
  search(query: string, limit = DEFAULT_LIMIT): SearchHit[] {
    const key = `${limit}\u0000${query}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const hits = query.trim() ? toHits(searchPages(this.index, query, limit), query) : [];
    this.#cache.set(key, hits);
    return hits;
  }

  /** Routes of the ranked pages (the relevance set and the benchmark read this). */
  rankRoutes(query: string, limit = DEFAULT_LIMIT): string[] {
    return searchPages(this.index, query, limit).map((r) => r.page.record.routePath);
  }
}

/** Builds an engine at once (Node). */
export function createEngine(
  records: PageRecord[],
  segmenter: WordSegmenter | null = defaultSegmenter(),
): SearchEngine {
  return new SearchEngine(buildIndex(records, segmenter));
}

/** Builds an engine, pausing between pages (browser). */
export async function createEngineAsync(
  records: PageRecord[],
  options: Partial<BuildOptions> = {},
): Promise<SearchEngine> {
  return new SearchEngine(
    await buildIndexAsync(records, {
      segmenter: options.segmenter === undefined ? defaultSegmenter() : options.segmenter,
      pause: options.pause,
    }),
  );
}
