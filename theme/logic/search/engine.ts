/**
 * The search engine (docs-dev/search.md): reads the term maps that FlexSearch built (./build.ts) from the
 * shards a query needs, answering each field as FlexSearch's own search would, and orders pages by how many
 * of the query's words they hold, then by field weight times the term's rarity, a page named as it first.
 * The browser and the service run it; FlexSearch itself stays in the build.
 */
import {
  decodeTerm,
  Fragments,
  INDEX_FORMAT,
  isPageName,
  pageName,
  type ReadFragment,
  type SearchManifest,
  type Shard,
  type Slots,
  shardName,
} from './fragments';
import { hitsOfPage } from './hits';
import {
  compact,
  GRAM_PREFIX,
  isOptionalWord,
  singular,
  tokenize,
  VALUE_PATTERN,
  valueTerms,
  type WordSegmenter,
} from './text';
import type { PageRecord, SearchHit } from './types';

/** Pages shown per search by default (SPEC §9). */
export const DEFAULT_LIMIT = 7;

/** The indexed fields and their weights: `forward` finds `loadRemot`, `tolerant` finds `laodRemote`. */
export const FIELDS = {
  title: { tokenize: 'forward', weight: 8 },
  heading: { tokenize: 'forward', weight: 4 },
  typo: { tokenize: 'tolerant', weight: 2 },
  content: { tokenize: 'strict', weight: 1 },
} as const;
export type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** The body keeps how often a page uses a term as its resolution slot (slot 0: this many or more). */
export const TF_SLOTS = 7;

const stem = (word: string) => singular(word) ?? word;

/**
 * A field's slots for one query term, as FlexSearch's `search(term, { resolve: false })` gives them
 * (tests/unit/search/flexsearchContract.test.ts): the term's own slots; for a term the encoder splits
 * (`vue3` → vue3, vue, 3), the pages holding every part, in the first part's slots, empty slots dropped.
 * `shard` gives the shard a term lives in, or undefined while it loads.
 */
export function fieldSlots(shard: (term: string) => Shard | undefined, field: string, term: string): Slots {
  const parts = [...new Set(tokenize(term))].map((t) => decodeTerm(shard(t)?.[field], t) ?? []);
  if (parts.length < 2) return parts[0] ?? [];
  const others = parts.slice(1).map((slots) => new Set(slots.flatMap((ids) => ids ?? [])));
  return (parts[0] as Slots)
    .map((ids) => (ids ?? []).filter((id) => others.every((o) => o.has(id))))
    .filter((ids) => ids.length > 0);
}

/** Added when the query (case, spaces aside) is the title or Chinese name, a heading, or all English title words. */
const BOOST = { title: 40, heading: 20, titleWords: 5 };

/** Searches one language's index, fetching the fragments a query needs, and remembers recent answers. */
/** The most query terms looked up (a pasted panic line has over 40). */
const MAX_TERMS = 14;

/** Terms by how well they may tell pages apart, as far as the query shows: numbers last, then longer first. */
const tellingFirst = (terms: string[]) =>
  [...terms].sort((a, b) => Number(/^\d+$/.test(a)) - Number(/^\d+$/.test(b)) || b.length - a.length);

export class SearchEngine {
  readonly #cache = new Map<string, SearchHit[]>();
  readonly #fragments: Fragments;

  /** `read` gives a fragment by its name under `static/`; `segmenter` cuts Chinese queries into words. */
  constructor(
    readonly manifest: SearchManifest,
    read: ReadFragment,
    readonly segmenter?: WordSegmenter | null,
  ) {
    if (manifest.format !== INDEX_FORMAT)
      throw new Error(
        `Search index format ${String(manifest.format)}; this code reads ${INDEX_FORMAT}. Rebuild the site.`,
      );
    this.#fragments = new Fragments(read);
  }

  readonly #shard = (term: string) => this.#fragments.get<Shard>(shardName(this.manifest, term));

  readonly #read = new Map<string, Slots>();
  /**
   * A field's slots for a query term, kept once its shards are in (a query asks for each term in each
   * field); only the index's own terms are kept, as the service meets any word.
   */
  #slots(field: Field, term: string): Slots {
    const key = `${field} ${term}`;
    const known = this.#read.get(key);
    if (known) return known;
    const slots = fieldSlots(this.#shard, field, term);
    if (slots.length > 0 && !this.#fragments.loading) this.#read.set(key, slots);
    return slots;
  }

  /** The slots of `key` in a map of the name boosts. */
  readonly #boost = (map: 'names' | 'words', key: string) => decodeTerm(this.#shard(key)?.[map], key) ?? [];

  /** Pages by id with the query terms each holds, best first; incomplete while a fragment loads. */
  #rankIds(query: string, limit: number) {
    const total = this.manifest.pages;
    // Words too common to tell pages apart are not looked up, and of a long pasted line only its MAX_TERMS most
    // telling words: each word fetches a shard, and a first search has a byte budget.
    // The reader's own URLs and quoted values are not looked up either: no page holds them.
    const values = valueTerms(query);
    const asked = [...new Set(tokenize(query, { segmenter: this.segmenter }))].filter(
      (t) => !isOptionalWord(t) && !values.has(t),
    );
    const terms = new Set(asked.length > MAX_TERMS ? tellingFirst(asked).slice(0, MAX_TERMS) : asked);
    // Every shard the query needs asked for at once, before any is read.
    for (const term of terms) for (const key of tokenize(term)) this.#shard(key);
    const key = compact(query);
    // Title words are looked up for the query's first words only, as its terms are.
    const named = new Set(
      query
        .split(/\s+/)
        .map((w) => stem(compact(w)))
        .filter((w) => terms.has(w)),
    );
    // A pasted message is also looked up without the reader's URLs and quoted values (the index keys a
    // quoted message without its `${…}` parts).
    const bare = compact(query.replace(VALUE_PATTERN, ' '));
    const [titled, headed] = key ? this.#boost('names', key) : [];
    const [, headedBare] = bare && bare !== key ? this.#boost('names', bare) : [];
    // Pages by id: how many of their English title words the query names, and how many they have.
    const words = new Map<number, { named: number; of: number }>();
    for (const word of named)
      this.#boost('words', word).forEach((ids, slot) => {
        for (const id of ids ?? []) {
          const w = words.get(id) ?? { named: 0, of: slot + 1 };
          words.set(id, { ...w, named: w.named + 1 });
        }
      });
    const found = new Map<number, { coverage: number; score: number; terms: string[] }>();
    for (const term of terms) {
      const best = new Map<number, number>();
      // Slots are FlexSearch's order; in the body, how often a page uses the term.
      for (const field of FIELD_NAMES)
        this.#slots(field, term).forEach((ids, slot) => {
          const weight = field === 'content' ? Math.log2(1 + TF_SLOTS - slot) : FIELDS[field].weight;
          for (const id of ids ?? []) best.set(id, Math.max(best.get(id) ?? 0, weight));
        });
      const rarity = Math.log(1 + total / best.size);
      // Coverage counts Latin words (question words and the reader's values are not looked up); CJK terms only
      // add to the score (their pairs overlap).
      const required = term.startsWith(GRAM_PREFIX) ? 0 : 1;
      for (const [id, weight] of best) {
        const a = found.get(id) ?? { coverage: 0, score: 0, terms: [] };
        a.coverage += required;
        a.score += weight * rarity;
        a.terms.push(term.replace(GRAM_PREFIX, ''));
        found.set(id, a);
      }
    }
    for (const [id, a] of found) {
      const w = words.get(id);
      if (titled?.includes(id)) a.score += BOOST.title;
      else if (headed?.includes(id) || headedBare?.includes(id)) a.score += BOOST.heading;
      else if (w && w.named === w.of) a.score += BOOST.titleWords;
    }
    return [...found]
      .sort(([ia, a], [ib, b]) => b.coverage - a.coverage || b.score - a.score || ia - ib)
      .slice(0, limit)
      .map(([id, a]) => ({ id, terms: a.terms }));
  }

  /** The ranked pages with their records, or null while a fragment they need loads. */
  #tryRank(query: string, limit: number) {
    const ranked = this.#rankIds(query, limit);
    if (this.#fragments.loading) return null;
    const records = ranked.map((r) => ({
      record: this.#fragments.get<PageRecord>(pageName(this.manifest, r.id)) as PageRecord,
      terms: r.terms,
    }));
    return this.#fragments.loading ? null : records;
  }

  /** The hits for `query` (from the cache), or null while a fragment they need loads. */
  #tryHits(query: string, limit: number): SearchHit[] | null {
    const key = `${limit}\u0000${query}`;
    let hits = this.#cache.get(key);
    if (!hits) {
      const ranked = query.trim() ? this.#tryRank(query, limit) : [];
      if (!ranked) return null;
      hits = ranked.flatMap((r) => hitsOfPage(r, query));
    }
    this.#cache.delete(key);
    this.#cache.set(key, hits);
    if (this.#cache.size > 100) this.#cache.delete(this.#cache.keys().next().value as string);
    return hits;
  }

  #sync<T>(value: T | null): T {
    if (value === null) throw new Error('Search fragments are still loading: use find() with a reader that fetches.');
    return value;
  }

  /** The pages matching `query`, best first, each with the query terms it holds (a reader that reads at once). */
  rank(query: string, limit = DEFAULT_LIMIT): { record: PageRecord; terms: string[] }[] {
    return this.#sync(this.#tryRank(query, limit));
  }

  /** Hits for `query`, from at most `limit` pages (a reader that reads at once; SPEC §9 keeps 100 answers). */
  search(query: string, limit = DEFAULT_LIMIT): SearchHit[] {
    return this.#sync(this.#tryHits(query, limit));
  }

  /** Hits for `query`, once the shards of its terms and the texts of its pages have loaded. */
  async find(query: string, limit = DEFAULT_LIMIT): Promise<SearchHit[]> {
    for (;;) {
      const hits = this.#tryHits(query, limit);
      if (hits) return hits;
      await this.#fragments.settle();
    }
  }
}

/** A reader of the fragments of a built index, kept in memory (tests, the benchmarks). */
export const memoryReader =
  ({ files }: { files: Map<string, string> }): ReadFragment =>
  (name) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`No search fragment ${name}.`);
    return JSON.parse(text);
  };

/** Runs the engine once on a one-page index, so that the first real query finds its code compiled. */
export function warmUp(): void {
  const manifest = { format: INDEX_FORMAT, lang: 'en', pages: 1, shards: 1, hashes: '' };
  const toc = [{ text: 'Warm up', id: 'warm-up', depth: 2, charIndex: 0 }];
  const page = { title: 'loadRemote', routePath: '/', content: 'Warm up 共享策略', toc };
  const shard: Shard = {
    title: ' loadremote:0 load:0 remote:0 ',
    heading: ' warm:0 ',
    typo: ' laodremote:0 ',
    content: ' warm:0 ~共享:0 ~享策:0 ~策略:0 ',
    names: ' loadremote:0 warmup:1 ',
    words: ' loadremote:0 ',
  };
  const engine = new SearchEngine(manifest, (name) => (isPageName(name) ? page : shard), null);
  for (const query of ['loadRemote', 'warm', '共享策略']) engine.search(query);
}
