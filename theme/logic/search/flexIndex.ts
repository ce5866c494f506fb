/**
 * The prebuilt index: one FlexSearch Document over a language's pages (title, headings, first
 * paragraph, body and a typo field), encoded with the project's tokenizer, exported at build time into
 * one JSON file with the page records the hits are cut from, and imported as is by the browser and the
 * search service (nothing is indexed at run time).
 */
import { Document, type Index } from 'flexsearch';
import { CJK_RUN, tokenize } from './tokenize';
import type { PageRecord } from './types';

/**
 * The indexed fields and their weights. `forward` gives prefix matching on names (`loadRemot`),
 * `tolerant` forgives a swapped or missing letter in them (`laodRemote`); the intro is the first
 * paragraph, where a reference page names its subject (`shareStrategy（共享策略）决定…`).
 */
export const FIELDS = {
  title: { tokenize: 'forward', weight: 8 },
  intro: { tokenize: 'strict', weight: 4 },
  heading: { tokenize: 'forward', weight: 4 },
  typo: { tokenize: 'tolerant', weight: 2 },
  content: { tokenize: 'strict', weight: 1 },
} as const;

type FieldName = keyof typeof FIELDS;
type IndexedDoc = { id: number } & Record<FieldName, string>;
/** The Document with its field indexes, which FlexSearch keeps in `index` (searched one by one for their slots). */
export type SearchDocument = Document<IndexedDoc> & { index: Map<FieldName, Index> };

/** Format version of the file: bump it when the fields or the tokenizer change. */
const INDEX_FORMAT = 3;

/** The file `static/search_index.<lang>.<hash>.json`. */
export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  pages: PageRecord[];
  /** FlexSearch's export of the Document: `[key, data]` pairs given back to `import`. */
  index: [key: string, data: unknown][];
}

/**
 * The body's index keeps how often a page uses each term (FlexSearch's resolution slots, slot 0 for
 * TF_SLOTS uses or more), which the ranking reads as term frequency.
 */
export const TF_SLOTS = 7;
const counts = new WeakMap<string[], Map<string, number>>();
function termFrequencySlot(terms: string[], term: string): number {
  let count = counts.get(terms);
  if (!count) {
    count = new Map();
    for (const t of terms) count.set(t, (count.get(t) ?? 0) + 1);
    counts.set(terms, count);
  }
  return TF_SLOTS - Math.min(TF_SLOTS, count.get(term) ?? 1);
}

/** The page's first paragraph, at most this long. */
const INTRO_LENGTH = 120;

/** An empty Document, encoded with the project's tokenizer (the same options at build and import). */
function createDocument(): SearchDocument {
  const encode = (text: string) => tokenize(text);
  const index = Object.entries(FIELDS).map(([field, { tokenize }]) =>
    field === 'content'
      ? { field, tokenize, encode, resolution: TF_SLOTS + 1, score: termFrequencySlot }
      : { field, tokenize, encode, resolution: 1 },
  );
  return new Document<IndexedDoc>({ document: { id: 'id', index: index as never } }) as SearchDocument;
}

/** Indexes every page of `pages`, its position in the list being its id. */
export function buildIndexFile(pages: PageRecord[]): SearchIndexFile {
  const doc = createDocument();
  pages.forEach((page, id) => {
    const heading = (page.toc ?? []).map((h) => h.text).join('\n');
    const paragraph = page.content.indexOf('\n\n');
    doc.add({
      id,
      title: page.title,
      heading,
      intro: page.content.slice(0, Math.min(INTRO_LENGTH, paragraph < 0 ? Infinity : paragraph)),
      content: page.content,
      // Typos are forgiven in Latin names only: variants of CJK words would double the file.
      typo: `${page.title}\n${heading}`.replace(CJK_RUN, ' '),
    });
  });
  const index: [string, unknown][] = [];
  // Kept as JSON values, not JSON text inside JSON: no escaped quotes in the file.
  doc.export((key, data) => {
    index.push([key, JSON.parse(data)]);
  });
  return { format: INDEX_FORMAT, pages, index };
}

/** The Document of a prebuilt file. */
export function importDocument(file: SearchIndexFile): SearchDocument {
  if (file.format !== INDEX_FORMAT)
    throw new Error(`Search index format ${String(file.format)}; this code reads ${INDEX_FORMAT}. Rebuild the site.`);
  const doc = createDocument();
  for (const [key, data] of file.index) doc.import(key, data as string);
  return doc;
}
