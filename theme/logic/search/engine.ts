/**
 * The search engine. At build time a FlexSearch Document per language indexes the title, headings, body
 * and a typo-tolerant name field with the project's tokenizer (./text.ts) and is exported, with the page
 * records, into one JSON file that the browser, the search service and the benchmark import as is.
 * FlexSearch finds the pages holding each query term in each field; they are ordered by how many of the
 * query's words they hold, then by field weight times the term's rarity, a page named as the query first.
 */
import { Document, type Index } from 'flexsearch';
import { CJK_CHAR } from '../cjk';
import { hitsOfPage } from './hits';
import {
  CJK_RUN,
  compact,
  defaultSegmenter,
  GRAM_PREFIX,
  isOptionalWord,
  singular,
  tokenize,
  type WordSegmenter,
} from './text';
import type { PageRecord, SearchHit } from './types';

/** Pages shown per search by default (SPEC §9). */
export const DEFAULT_LIMIT = 7;

/** The indexed fields and their weights: `forward` finds `loadRemot`, `tolerant` finds `laodRemote`. */
const FIELDS = {
  title: { tokenize: 'forward', weight: 8 },
  heading: { tokenize: 'forward', weight: 4 },
  typo: { tokenize: 'tolerant', weight: 2 },
  content: { tokenize: 'strict', weight: 1 },
} as const;
type Field = keyof typeof FIELDS;
type Doc = Document<{ id: number } & Record<Field, string>> & { index: Map<Field, Index> };

/** Format of the file: bump it when the fields or the tokenizer change. */
const INDEX_FORMAT = 4;
/** The body keeps how often a page uses a term as its resolution slot (slot 0: this many or more). */
const TF_SLOTS = 7;

/** The file `static/search_index.<lang>.<hash>.json`; `index` is FlexSearch's export, given back to `import`. */
export type SearchIndexFile = { format: typeof INDEX_FORMAT; pages: PageRecord[]; index: [string, unknown][] };

/** The body's terms of the page being indexed, counted once for all its terms. */
let counted: { terms?: string[]; count: Map<string, number> } = { count: new Map() };
function termFrequencySlot(terms: string[], term: string): number {
  if (counted.terms !== terms)
    counted = { terms, count: terms.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>()) };
  return TF_SLOTS - Math.min(TF_SLOTS, counted.count.get(term) ?? 1);
}

/** An empty Document with the project's encoder (the same options at build and import). */
function createDocument(): Doc {
  const encode = (text: string) => tokenize(text);
  const index = Object.entries(FIELDS).map(([field, { tokenize }]) =>
    field === 'content'
      ? { field, tokenize, encode, resolution: TF_SLOTS + 1, score: termFrequencySlot }
      : { field, tokenize, encode, resolution: 1 },
  );
  return new Document({ document: { id: 'id', index: index as never } }) as Doc;
}

/** Indexes `pages` (a page's id is its position) into the file the site ships. */
export function buildIndexFile(pages: PageRecord[]): SearchIndexFile {
  const doc = createDocument();
  pages.forEach(({ title, content, toc = [] }, id) => {
    const heading = toc.map((h) => h.text).join('\n');
    // Typos are forgiven in Latin names only: variants of CJK words would double the file.
    const typo = `${title}\n${heading}`.replace(CJK_RUN, ' ');
    doc.add({ id, title, heading, content, typo });
  });
  const index: [string, unknown][] = [];
  // Kept as JSON values, not JSON text inside JSON: no escaped quotes in the file.
  doc.export((key, data) => void index.push([key, JSON.parse(data)]));
  return { format: INDEX_FORMAT, pages, index };
}

/** Scores added when the query (spaces and case aside) is the page's title or Chinese name, or a heading. */
const EXACT_TITLE = 40;
const EXACT_HEADING = 20;
/** Every word of an English title is in the query (`expose a component` → `Exposes`). */
const TITLE_WORDS = 5;

const stem = (word: string) => singular(word) ?? word;

/** A page's names, compact, for the exact-name boosts. */
function namesOf({ title, content, toc = [] }: PageRecord) {
  // The name a page gives its subject first: `shareStrategy（共享策略）…` → `共享策略`.
  const alias = content.startsWith(title) ? /^\s*[（(]([^）)]{1,30})[）)]/.exec(content.slice(title.length)) : null;
  return {
    title: compact(title),
    alias: compact(alias?.[1] ?? ''),
    headings: toc.map((h) => compact(h.text)),
    // The words of an English title, singular; none for a title with CJK in it.
    titleWords: CJK_CHAR.test(title) ? [] : title.split(/\s+/).filter(Boolean).map(compact).map(stem),
  };
}

/** Searches one index file and remembers recent answers. */
export class SearchEngine {
  readonly #cache = new Map<string, SearchHit[]>();
  readonly #doc = createDocument();
  /** The pages' names, made when a query first needs them. */
  readonly #names: ReturnType<typeof namesOf>[] = [];

  /** `segmenter` cuts Chinese queries into words: the browser's by default. */
  constructor(
    readonly file: SearchIndexFile,
    readonly segmenter: WordSegmenter | null = defaultSegmenter(),
  ) {
    if (file.format !== INDEX_FORMAT)
      throw new Error(`Search index format ${String(file.format)}; this code reads ${INDEX_FORMAT}. Rebuild the site.`);
    for (const [key, data] of file.index) this.#doc.import(key, data as string);
  }

  /** The pages matching `query`, best first, each with the query terms it holds. */
  rank(query: string, limit = DEFAULT_LIMIT): { record: PageRecord; terms: string[] }[] {
    const total = this.file.pages.length;
    const found = new Map<number, { coverage: number; score: number; terms: string[] }>();
    for (const term of new Set(tokenize(query, { segmenter: this.segmenter }))) {
      const best = new Map<number, number>();
      for (const [field, index] of this.#doc.index) {
        // Slots are FlexSearch's order; in the body, how often a page uses the term.
        const slots = index.search(term, { limit: total, resolve: false }).result;
        slots.forEach((ids, slot) => {
          const weight = field === 'content' ? Math.log2(1 + TF_SLOTS - slot) : FIELDS[field].weight;
          for (const id of (ids ?? []) as number[]) best.set(id, Math.max(best.get(id) ?? 0, weight));
        });
      }
      const rarity = Math.log(1 + total / best.size);
      // Coverage counts Latin words; CJK terms only add to the score (their pairs overlap).
      const required = isOptionalWord(term) || term.startsWith(GRAM_PREFIX) ? 0 : 1;
      for (const [id, weight] of best) {
        const a = found.get(id) ?? { coverage: 0, score: 0, terms: [] };
        a.coverage += required;
        a.score += weight * rarity;
        a.terms.push(term.replace(GRAM_PREFIX, ''));
        found.set(id, a);
      }
    }
    const key = compact(query);
    const named = new Set(query.split(/\s+/).map((w) => stem(compact(w))));
    for (const [id, a] of found) {
      this.#names[id] ??= namesOf(this.file.pages[id] as PageRecord);
      const n = this.#names[id];
      if (n.title === key || n.alias === key) a.score += EXACT_TITLE;
      else if (n.headings.includes(key)) a.score += EXACT_HEADING;
      else if (n.titleWords.length > 0 && n.titleWords.every((w) => named.has(w))) a.score += TITLE_WORDS;
    }
    return [...found]
      .sort(([ia, a], [ib, b]) => b.coverage - a.coverage || b.score - a.score || ia - ib)
      .slice(0, limit)
      .map(([id, a]) => ({ record: this.file.pages[id] as PageRecord, terms: a.terms }));
  }

  /** Hits for `query`, from at most `limit` pages (SPEC §9 keeps the answers to the last 100 queries). */
  search(query: string, limit = DEFAULT_LIMIT): SearchHit[] {
    const key = `${limit}\u0000${query}`;
    const hits =
      this.#cache.get(key) ?? (query.trim() ? this.rank(query, limit).flatMap((r) => hitsOfPage(r, query)) : []);
    this.#cache.delete(key);
    this.#cache.set(key, hits);
    if (this.#cache.size > 100) this.#cache.delete(this.#cache.keys().next().value as string);
    return hits;
  }
}
