/**
 * The search engine (docs-dev/search.md): a FlexSearch Document over the title, headings, body and a typo
 * field, built at build time and imported by the browser and the service. Pages are ordered by how many
 * of the query's words they hold, then by field weight times the term's rarity, a page named as it first.
 */
import { Document, type Index } from 'flexsearch';
import { CJK_CHAR } from '../cjk';
import {
  contentHash,
  decodeTerm,
  encodeMap,
  Fragments,
  INDEX_FORMAT,
  pageName,
  type ReadFragment,
  type SearchManifest,
  type Shard,
  type Slots,
  shardName,
  shardOf,
} from './fragments';
import { hitsOfPage } from './hits';
import { CJK_RUN, compact, GRAM_PREFIX, isOptionalWord, singular, tokenize, type WordSegmenter } from './text';
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

/** The body keeps how often a page uses a term as its resolution slot (slot 0: this many or more). */
const TF_SLOTS = 7;
/** About this many characters of term maps per shard (about 1.5 KB gzip): their count grows with the site. */
const SHARD_CHARS = 3_000;
/** A page's text fragment keeps each section's opening this wide (full-width characters count 3), for snippets. */
const SECTION_WIDTH = 500;

/** FlexSearch's term map (`Index.map`, which a search reads with `get` only), looked up in the shards. */
class PostingMap extends Map<string, Slots> {
  constructor(
    readonly field: string,
    readonly shard: (term: string) => Shard | undefined,
  ) {
    super();
  }
  override get(term: string) {
    if (this.has(term)) return super.get(term);
    const slots = decodeTerm(this.shard(term)?.[this.field], term);
    if (slots) this.set(term, slots); // Only the index's terms are kept: the service meets any word.
    return slots;
  }
}

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

const stem = (word: string) => singular(word) ?? word;

/** The keys of a page's name boosts: its compact title, Chinese name and headings, its English title words. */
function namesOf({ title, content, toc = [], keywords = [] }: PageRecord) {
  // The name a page gives its subject first: `shareStrategy（共享策略）…` → `共享策略`.
  const alias = content.startsWith(title) ? /^\s*[（(]([^）)]{1,30})[）)]/.exec(content.slice(title.length)) : null;
  return {
    names: [compact(title), compact(alias?.[1] ?? ''), ...keywords.map(compact)].filter(Boolean),
    headings: toc.map((h) => compact(h.text)).filter(Boolean),
    // The words of an English title, singular; none for a title with CJK in it.
    titleWords: CJK_CHAR.test(title) ? [] : [...new Set(title.split(/\s+/).filter(Boolean).map(compact).map(stem))],
  };
}

/**
 * A page as its text fragment carries it: each section (from one heading's offset to the next) cut to its
 * first `sectionWidth` (full-width characters counting 3, as in snippets), headings' offsets moved to match. Snippets come from sections'
 * openings, and a first search fetches about half the bytes (docs-dev/search.md).
 */
function snippetRecord(page: PageRecord, sectionWidth = SECTION_WIDTH): PageRecord {
  const { content, toc = [] } = page;
  const marks = [...new Set([0, ...toc.map((h) => h.charIndex).filter((i) => i > 0)])].sort((a, b) => a - b);
  const moved = new Map<number, number>();
  let text = '';
  marks.forEach((start, k) => {
    moved.set(start, text.length);
    const end = marks[k + 1] ?? content.length;
    let cut = start;
    for (let used = 0; cut < end && used < sectionWidth; cut++) used += content.charCodeAt(cut) > 255 ? 3 : 1;
    if (cut < end) {
      // At a space when one is near, and never inside a surrogate pair.
      const space = content.lastIndexOf(' ', cut);
      if (space > start + (cut - start) * 0.8) cut = space;
      else if (/[\uD800-\uDBFF]/.test(content.charAt(cut - 1))) cut--;
      text += `${content.slice(start, cut)} …\n\n`;
    } else text += content.slice(start, end);
  });
  const { keywords: _indexedOnly, ...shown } = page;
  return { ...shown, content: text, toc: toc.map((h) => ({ ...h, charIndex: moved.get(h.charIndex) ?? h.charIndex })) };
}

/** A built index: the manifest and every fragment, by name under `static/`. */
export type BuiltIndex = { manifest: SearchManifest; files: Map<string, string> };

/** Indexes `pages` (a page's id is its position) into the manifest and fragments the site ships. */
export function buildIndex(pages: PageRecord[], lang: string, shardChars = SHARD_CHARS): BuiltIndex {
  const doc = createDocument();
  pages.forEach(({ title: name, content, toc = [], keywords = [] }, id) => {
    // A page's keywords rank as its title does.
    const title = [name, ...keywords].join('\n');
    const heading = toc.map((h) => h.text).join('\n');
    // Typos are forgiven in Latin names only: variants of CJK words would double the index.
    const typo = `${title}\n${heading}`.replace(CJK_RUN, ' ');
    doc.add({ id, title, heading, content, typo });
  });
  // Every map through FlexSearch's export (chunked by its size); the name boosts beside them.
  const maps = new Map<string, Map<string, Slots>>();
  const mapOf = (field: string) => maps.get(field) ?? (maps.set(field, new Map()).get(field) as Map<string, Slots>);
  doc.export((key, data) => {
    if (!key.endsWith('.map')) return;
    const field = mapOf(key.split('.')[0] as string);
    for (const [term, slots] of JSON.parse(data) as [string, Slots][]) field.set(term, slots);
  });
  const add = (field: string, key: string, slot: number, id: number) => {
    const slots = mapOf(field).get(key) ?? (mapOf(field).set(key, []).get(key) as Slots);
    while (slots.length <= slot) slots.push(null);
    const ids = slots[slot] ?? [];
    slots[slot] = ids;
    if (ids.at(-1) !== id) ids.push(id);
  };
  pages.forEach((page, id) => {
    const { names, headings, titleWords } = namesOf(page);
    for (const key of names) add('names', key, 0, id);
    for (const key of headings) add('names', key, 1, id);
    for (const word of titleWords) add('words', word, titleWords.length - 1, id);
  });
  // Shards: as many as the maps need to keep each near `shardChars`.
  const size = [...maps.values()].reduce((n, m) => n + encodeMap([...m]).length, 0);
  const count = Math.max(1, Math.ceil(size / shardChars));
  const shards = Array.from({ length: count }, () => new Map<string, [string, Slots][]>());
  for (const [field, map] of maps)
    for (const entry of map) {
      const shard = shards[shardOf(entry[0], count)] as Map<string, [string, Slots][]>;
      (shard.get(field) ?? (shard.set(field, []).get(field) as [string, Slots][])).push(entry);
    }
  const files = new Map<string, string>();
  const named = (kind: string, text: string) => {
    const hash = contentHash(text);
    const name = `search/${lang}.${kind}.${hash}.json`;
    if (files.has(name) && files.get(name) !== text) throw new Error(`Two search fragments hash to ${name}.`);
    files.set(name, text);
    return hash;
  };
  const shardHashes = shards.map((s) =>
    named('t', JSON.stringify(Object.fromEntries([...s].map(([field, entries]) => [field, encodeMap(entries)])))),
  );
  const textHashes = pages.map((page) => named('p', JSON.stringify(snippetRecord(page))));
  const manifest = {
    format: INDEX_FORMAT,
    lang,
    pages: pages.length,
    shards: shardHashes.join(''),
    texts: textHashes.join(''),
  };
  return { manifest, files };
}

/** Added when the query (case, spaces aside) is the title or Chinese name, a heading, or all English title words. */
const BOOST = { title: 40, heading: 20, titleWords: 5 };

/** Searches one language's index, fetching the fragments a query needs, and remembers recent answers. */
export class SearchEngine {
  readonly #cache = new Map<string, SearchHit[]>();
  readonly #doc = createDocument();
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
    for (const [field, index] of this.#doc.index) Object.assign(index, { map: new PostingMap(field, this.#shard) });
  }

  readonly #shard = (term: string) => this.#fragments.get<Shard>(shardName(this.manifest, term));
  /** The slots of `key` in a map of the name boosts. */
  readonly #boost = (map: 'names' | 'words', key: string) => decodeTerm(this.#shard(key)?.[map], key) ?? [];

  /** Pages by id with the query terms each holds, best first; incomplete while a fragment loads. */
  #rankIds(query: string, limit: number) {
    const total = this.manifest.pages;
    const terms = new Set(tokenize(query, { segmenter: this.segmenter }));
    // Every shard the query needs asked for at once: FlexSearch stops at the first term of a
    // multi-term one (`vue3` is `vue3 vue 3`) that is absent, as an unloaded one is.
    for (const term of terms) for (const key of tokenize(term)) this.#shard(key);
    const key = compact(query);
    const named = new Set(query.split(/\s+/).map((w) => stem(compact(w))));
    const [titled, headed] = key ? this.#boost('names', key) : [];
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
    for (const [id, a] of found) {
      const w = words.get(id);
      if (titled?.includes(id)) a.score += BOOST.title;
      else if (headed?.includes(id)) a.score += BOOST.heading;
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

/** A reader of the fragments of a built index, kept in memory (tests, the warm-up). */
export const memoryReader =
  ({ files }: BuiltIndex): ReadFragment =>
  (name) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`No search fragment ${name}.`);
    return JSON.parse(text);
  };

/** Runs the engine once on a one-page index, so that the first real query finds its code compiled. */
export function warmUp(): void {
  const toc = [{ text: 'Warm up', id: 'warm-up', depth: 2, charIndex: 0 }];
  const page = { title: 'loadRemote', routePath: '/', content: 'Warm up 共享策略', toc };
  const built = buildIndex([page], 'en');
  const engine = new SearchEngine(built.manifest, memoryReader(built), null);
  for (const query of ['loadRemote', 'warm', '共享策略']) engine.search(query);
}
