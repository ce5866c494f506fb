/**
 * The prebuilt index: FlexSearch indexes of a language's pages, one per field, exported at build
 * time into one JSON file with the page records the hits are cut from, and imported as is by the
 * browser and the search service (nothing is indexed at run time).
 */
import { Index, type IndexOptions } from 'flexsearch';
import { cjkPattern } from '../cjk';
import { defaultSegmenter, tokenize } from './tokenize';
import type { PageRecord, Section } from './types';

/**
 * The name fields, each its own FlexSearch index over the pages. `forward` gives prefix matching on
 * names (`loadRemot`), `tolerant` forgives a swapped or missing letter in them (`laodRemote`). The body
 * text has no index of its own: the file carries it anyway for the snippets, and the ranking reads it
 * directly (rank.ts), which halves the Chinese file (a strict index of its bigrams was as big as the text).
 */
export const FIELDS = {
  title: { tokenize: 'forward', weight: 8 },
  heading: { tokenize: 'forward', weight: 4 },
  typo: { tokenize: 'tolerant', weight: 2 },
} as const satisfies Record<string, { tokenize: IndexOptions['tokenize']; weight: number }>;

/** Weight of a term in a page's first paragraph, where it defines its subject: `shareStrategy（共享策略）决定…`. */
export const INTRO_WEIGHT = 6;

export type FieldName = keyof typeof FIELDS;
export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];

const CJK_RUN = cjkPattern('[{CJK}]+', 'g');

/** Format version of the file: bump it when the fields or the tokenizer change. */
export const INDEX_FORMAT = 2;

/** The file `static/search_index.<lang>.<hash>.json`. */
export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  pages: PageRecord[];
  /** FlexSearch's export of each field index: `[key, data]` pairs given back to `import`. */
  fields: Record<FieldName, [key: string, data: unknown][]>;
}

/** Splits a page into sections at its headings' offsets; the first has no heading. */
export function sectionsOf(record: PageRecord): Section[] {
  const toc = (record.toc ?? []).filter((h) => h.charIndex >= 0).sort((a, b) => a.charIndex - b.charIndex);
  const end = record.content.length;
  const sections: Section[] = [{ header: null, start: 0, end: toc[0]?.charIndex ?? end }];
  for (const [i, h] of toc.entries())
    sections.push({ header: h, start: h.charIndex, end: toc[i + 1]?.charIndex ?? end });
  return sections;
}

/** Empty field indexes, encoded with the project's tokenizer (the same options at build and import). */
export function createFieldIndexes(): Record<FieldName, Index> {
  const segmenter = defaultSegmenter();
  const encode = (text: string) => tokenize(text, segmenter);
  const entries = FIELD_NAMES.map((name) => [
    name,
    new Index({ tokenize: FIELDS[name].tokenize, resolution: 1, encode }),
  ]);
  return Object.fromEntries(entries) as Record<FieldName, Index>;
}

/** The page's first paragraph, at most this long: where a reference page names its subject. */
const INTRO_LENGTH = 120;

/** Where a page's first paragraph ends in its text. */
export const introEnd = (content: string): number => {
  const paragraph = content.indexOf('\n\n');
  return Math.min(INTRO_LENGTH, paragraph < 0 ? content.length : paragraph);
};

/** Indexes every page of `pages`, its position in the list being its id. */
export function buildIndexFile(pages: PageRecord[]): SearchIndexFile {
  const indexes = createFieldIndexes();
  pages.forEach((page, id) => {
    const headings = (page.toc ?? []).map((h) => h.text).join('\n');
    indexes.title.add(id, page.title);
    indexes.heading.add(id, headings);
    // Typos are forgiven in Latin names only: variants of CJK words would double the file.
    indexes.typo.add(id, `${page.title}\n${headings}`.replace(CJK_RUN, ' '));
  });
  const fields = {} as SearchIndexFile['fields'];
  for (const name of FIELD_NAMES) {
    const chunks: [string, unknown][] = [];
    indexes[name].export((key, data) => {
      chunks.push([key, JSON.parse(data)]);
    });
    fields[name] = chunks;
  }
  return { format: INDEX_FORMAT, pages, fields };
}

/** The field indexes of a prebuilt file. */
export function importFieldIndexes(file: SearchIndexFile): Record<FieldName, Index> {
  if (file.format !== INDEX_FORMAT)
    throw new Error(`Search index format ${String(file.format)}; this code reads ${INDEX_FORMAT}. Rebuild the site.`);
  const indexes = createFieldIndexes();
  for (const name of FIELD_NAMES)
    for (const [key, data] of file.fields[name]) indexes[name].import(key, data as string);
  return indexes;
}
