/**
 * The search engine (docs-dev/search.md): a FlexSearch Document over the title, headings, body and a typo
 * field, built at build time and imported by the browser and the service. Pages are ordered by how many
 * of the query's words they hold, then by field weight times the term's rarity, a page named as it first.
 */
import { Document, type Index } from 'flexsearch';
import { CJK_CHAR } from '../cjk';
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

/** Format of the file: bump it when the fields, the tokenizer or the encoding of the maps change. */
const INDEX_FORMAT = 5;
/** The body keeps how often a page uses a term as its resolution slot (slot 0: this many or more). */
const TF_SLOTS = 7;

/**
 * The file `static/search_index.<lang>.<hash>.json`: the pages and FlexSearch's export, each term map as
 * one string, ` term:pages term:pages `, pages per slot (`3,1a|f`: ids in base 36), read at query time:
 * parsing and filling the maps as JSON arrays was most of the wait for a first result (docs-dev/search.md).
 */
export type SearchIndexFile = { format: typeof INDEX_FORMAT; pages: PageRecord[]; index: [string, unknown][] };

/** FlexSearch's term map (`Index.map`, which a search reads with `get` only), looked up in its string. */
class PostingMap extends Map<string, (number[] | null)[]> {
  constructor(readonly text: string) {
    super();
  }
  override get(term: string) {
    if (this.has(term)) return super.get(term);
    const at = this.text.indexOf(` ${term}:`);
    const pages = at < 0 ? undefined : this.text.slice(at + term.length + 2, this.text.indexOf(' ', at + 1));
    // Slots as FlexSearch's export has them: an empty slot is null.
    const slots = pages?.split('|').map((s) => (s ? s.split(',').map((id) => Number.parseInt(id, 36)) : null));
    if (slots) this.set(term, slots); // Only the file's terms are kept: the service meets any word.
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

/** Indexes `pages` (a page's id is its position) into the file the site ships. */
export function buildIndexFile(pages: PageRecord[]): SearchIndexFile {
  const doc = createDocument();
  pages.forEach(({ title, content, toc = [] }, id) => {
    const heading = toc.map((h) => h.text).join('\n');
    // Typos are forgiven in Latin names only: variants of CJK words would double the file.
    const typo = `${title}\n${heading}`.replace(CJK_RUN, ' ');
    doc.add({ id, title, heading, content, typo });
  });
  const index: SearchIndexFile['index'] = [];
  doc.export((key, data) => {
    const json = JSON.parse(data) as [string, (number[] | null)[]][];
    if (!key.endsWith('.map')) return void index.push([key, json]);
    const slots = (s: (number[] | null)[]) =>
      s.map((ids) => (ids ?? []).map((id) => id.toString(36)).join(',')).join('|');
    index.push([key, ` ${json.map(([term, s]) => `${term}:${slots(s)}`).join(' ')} `]);
  });
  return { format: INDEX_FORMAT, pages, index };
}

/** Added when the query (case, spaces aside) is the title or Chinese name, a heading, or all English title words. */
const BOOST = { title: 40, heading: 20, titleWords: 5 };

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
    readonly segmenter?: WordSegmenter | null,
  ) {
    if (file.format !== INDEX_FORMAT)
      throw new Error(`Search index format ${String(file.format)}; this code reads ${INDEX_FORMAT}. Rebuild the site.`);
    for (const [key, data] of file.index) {
      const field = key.endsWith('.map') && this.#doc.index.get(key.split('.')[0] as Field);
      if (field) Object.assign(field, { map: new PostingMap(data as string) });
      else this.#doc.import(key, data as string);
    }
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
      if (n.title === key || n.alias === key) a.score += BOOST.title;
      else if (n.headings.includes(key)) a.score += BOOST.heading;
      else if (n.titleWords.length > 0 && n.titleWords.every((w) => named.has(w))) a.score += BOOST.titleWords;
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

/** Runs the engine once on a one-page index, so that the first real query finds its code compiled. */
export function warmUp(): void {
  const toc = [{ text: 'Warm up', id: 'warm-up', depth: 2, charIndex: 0 }];
  const page = { title: 'loadRemote', routePath: '/', content: 'Warm up 共享策略', toc };
  const engine = new SearchEngine(buildIndexFile([page]), null);
  for (const query of ['loadRemote', 'warm', '共享策略']) engine.search(query);
}
