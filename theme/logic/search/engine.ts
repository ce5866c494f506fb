/**
 * A search engine over one prebuilt index file: FlexSearch finds the pages holding each query term in
 * each field; they are ordered by how many of the query's words they hold, then by field weight times
 * the term's rarity, a page whose title or heading *is* the query first. The hits are cut from the page
 * text (./hits.ts), and recent answers are kept (SPEC §9: a cache of 100 queries). The browser, the
 * search service and the benchmark all run this class.
 */
import { CJK_CHAR } from '../cjk';
import { CACHE_SIZE, DEFAULT_LIMIT } from './constants';
import { FIELDS, importDocument, type SearchIndexFile, TF_SLOTS } from './flexIndex';
import { hitsOfPage, sectionsOf } from './hits';
import { LruCache } from './lruCache';
import { compact, foldText, isOptionalWord } from './normalize';
import { defaultSegmenter, GRAM_PREFIX, singular, tokenize, type WordSegmenter } from './tokenize';
import type { IndexedPage, RankedPage, SearchHit } from './types';

/** Score added when the query, spaces and case aside, is the page's title or its Chinese name, or a heading. */
const EXACT_TITLE = 40;
const EXACT_HEADING = 20;
/** Every word of an English title is in the query (`expose a component` → `Exposes`): small. */
const TITLE_WORDS = 5;

/** Conjunctions that join two names in a heading or a query: `生产者与消费者` ↔ `生产者和消费者`. */
const joined = (text: string) => compact(foldText(text).replace(/\s+(?:and|&)\s+|[和与及]/gu, ' '));
const stem = (word: string) => singular(word) ?? word;

/** The name a page gives its subject in its first words: `shareStrategy（共享策略）…` → `共享策略`. */
const aliasOf = (title: string, content: string) =>
  content.startsWith(title) ? (/^\s*[（(]([^）)]{1,30})[）)]/.exec(content.slice(title.length))?.[1] ?? '') : '';

/** A page's names, compact, for the exact-name boost. */
interface Names {
  title: string;
  alias: string;
  headings: string[];
  headingsJoined: string[];
  /** The words of an English title, singular; empty for a title with CJK in it. */
  titleWords: string[];
}

/** Searches one index file and remembers recent answers. */
export class SearchEngine {
  readonly #cache = new LruCache<string, SearchHit[]>(CACHE_SIZE);
  readonly #file: SearchIndexFile;
  readonly #doc: ReturnType<typeof importDocument>;
  readonly #segmenter: WordSegmenter | null;
  /** Pages with their folded text and names, made when a query first needs them. */
  readonly #pages: IndexedPage[] = [];
  readonly #names: Names[] = [];

  /** `segmenter` cuts Chinese queries into words: the browser's by default. */
  constructor(file: SearchIndexFile, segmenter = defaultSegmenter()) {
    this.#file = file;
    this.#doc = importDocument(file);
    this.#segmenter = segmenter;
  }

  #page(id: number): IndexedPage {
    const record = this.#file.pages[id];
    if (!record) throw new RangeError(`No page ${id} in the search index`);
    this.#pages[id] ??= {
      record,
      foldedTitle: foldText(record.title),
      foldedContent: foldText(record.content),
      foldedHeaders: (record.toc ?? []).map((h) => foldText(h.text)),
      sections: sectionsOf(record),
    };
    return this.#pages[id];
  }

  #namesOf(id: number): Names {
    const { title, content, toc = [] } = this.#file.pages[id] ?? { title: '', content: '' };
    this.#names[id] ??= {
      title: compact(title),
      alias: compact(aliasOf(title, content)),
      headings: toc.map((h) => compact(h.text)),
      headingsJoined: toc.map((h) => joined(h.text)),
      titleWords: CJK_CHAR.test(title) ? [] : title.split(/\s+/).filter(Boolean).map(compact).map(stem),
    };
    return this.#names[id];
  }

  /** Page ids matching `query`, best first, each with the query terms it holds. */
  #rankIds(query: string, limit: number): { id: number; terms: string[] }[] {
    const total = this.#file.pages.length;
    const acc = new Map<number, { coverage: number; score: number; terms: string[] }>();
    for (const term of new Set(tokenize(query, this.#segmenter, true))) {
      const best = new Map<number, number>();
      for (const [field, index] of this.#doc.index) {
        // Slots: FlexSearch's order of the pages; in the body, how often they use the term (flexIndex.ts).
        const slots = index.search(term, { limit: total, resolve: false }).result;
        slots.forEach((ids, slot) => {
          const weight = field === 'content' ? Math.log2(1 + TF_SLOTS - slot) : FIELDS[field].weight;
          for (const id of ids ?? []) best.set(id as number, Math.max(best.get(id as number) ?? 0, weight));
        });
      }
      if (best.size === 0) continue;
      const rarity = Math.log(1 + total / best.size);
      // Coverage counts Latin words; CJK terms only add to the score (their bigrams overlap).
      const required = isOptionalWord(term) || term.startsWith(GRAM_PREFIX) ? 0 : 1;
      const shown = term.replace(GRAM_PREFIX, '');
      for (const [id, weight] of best) {
        const a = acc.get(id) ?? { coverage: 0, score: 0, terms: [] };
        a.coverage += required;
        a.score += weight * rarity;
        a.terms.push(shown);
        acc.set(id, a);
      }
    }
    // The whole query is the page's title, Chinese name or a heading; or an identifier typed in it
    // (`registerRemotes 注册生产者`) or two words written apart (`register remotes at runtime`) are.
    const key = compact(query);
    const typed = query.split(/\s+/).filter(Boolean);
    const named = new Set(typed.map((w) => stem(compact(w))));
    const words = new Set([
      ...typed.filter((w) => /\p{Ll}\p{Lu}/u.test(w)).map(compact),
      ...typed.slice(1).map((w, i) => compact(`${typed[i]}${w}`)),
    ]);
    for (const [id, a] of acc) {
      const n = this.#namesOf(id);
      if (n.title === key || n.alias === key) a.score += EXACT_TITLE;
      else if (n.headings.includes(key) || n.headingsJoined.includes(joined(query))) a.score += EXACT_HEADING;
      else if (n.titleWords.length > 0 && n.titleWords.every((w) => named.has(w))) a.score += TITLE_WORDS;
      else if (words.has(n.title)) a.score += EXACT_HEADING;
      else if (n.headings.some((h) => words.has(h))) a.score += EXACT_HEADING / 2;
    }
    return [...acc]
      .sort(([ia, a], [ib, b]) => b.coverage - a.coverage || b.score - a.score || ia - ib)
      .slice(0, limit)
      .map(([id, a]) => ({ id, terms: a.terms }));
  }

  /** The pages matching `query`, best first, with the terms to highlight. */
  rank(query: string, limit = DEFAULT_LIMIT): RankedPage[] {
    return this.#rankIds(query, limit).map((m) => ({ page: this.#page(m.id), terms: m.terms }));
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
