/**
 * Builds the in-memory index from Rspress's page records. Pure: the browser builds it from the
 * fetched `search_index` file, the search service from the same file on disk, the relevance test
 * from the MDX sources.
 */
import { foldText } from './normalize';
import { GRAM_PREFIX, indexTerms, type WordSegmenter } from './tokenize';
import type { PageRecord, TocEntry } from './types';

/** A part of a page under one heading (`header` null for the part before the first heading). */
export interface Section {
  header: TocEntry | null;
  start: number;
  end: number;
}

/** A page with the folded copies the matcher and the highlighter read. */
export interface IndexedPage {
  record: PageRecord;
  foldedTitle: string;
  foldedContent: string;
  foldedHeaders: string[];
  sections: Section[];
  /** Number of content terms (length normalisation). */
  contentTerms: number;
}

/** Term frequencies of one term in one page: page index, title, headings, content. */
export type Posting = [page: number, title: number, headers: number, content: number];

/** The searchable index of one language. */
export interface SearchIndex {
  pages: IndexedPage[];
  postings: Map<string, Posting[]>;
  /** Latin terms, sorted, for prefix matching. */
  vocabulary: string[];
  /** Latin terms by first character, for typo matching. */
  byInitial: Map<string, string[]>;
  averageContentTerms: number;
  segmenter: WordSegmenter | null;
}

/** Rspress drops these from the index; so do we when we build records ourselves. */
export const IMPORT_LINE = /^\s*import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;

/** Splits a page into sections at its headings' offsets. */
export function sectionsOf(record: PageRecord): Section[] {
  const toc = (record.toc ?? []).filter((h) => h.charIndex >= 0).sort((a, b) => a.charIndex - b.charIndex);
  const end = record.content.length;
  const sections: Section[] = [{ header: null, start: 0, end: toc[0]?.charIndex ?? end }];
  toc.forEach((h, i) => sections.push({ header: h, start: h.charIndex, end: toc[i + 1]?.charIndex ?? end }));
  return sections.filter((s) => s.end > s.start || s.header !== null);
}

function count(terms: string[], into: Map<string, number>): void {
  for (const t of terms) into.set(t, (into.get(t) ?? 0) + 1);
}

/** Options of {@link buildIndex}. */
export interface BuildOptions {
  segmenter: WordSegmenter | null;
  /** Called between pages; return a promise to let the host breathe (the browser's main thread). */
  pause?: (pagesDone: number) => Promise<void> | void;
}

/** Builds the index, pausing between pages when asked to (so a browser stays responsive). */
export async function buildIndexAsync(records: PageRecord[], options: BuildOptions): Promise<SearchIndex> {
  const builder = new IndexBuilder(options.segmenter);
  for (const [i, r] of records.entries()) {
    builder.add(r);
    await options.pause?.(i + 1);
  }
  return builder.finish();
}

/** Builds the index in one go. */
export function buildIndex(records: PageRecord[], segmenter: WordSegmenter | null): SearchIndex {
  const builder = new IndexBuilder(segmenter);
  for (const r of records) builder.add(r);
  return builder.finish();
}

class IndexBuilder {
  readonly pages: IndexedPage[] = [];
  readonly postings = new Map<string, Posting[]>();
  totalTerms = 0;
  constructor(readonly segmenter: WordSegmenter | null) {}

  add(record: PageRecord): void {
    const toc = record.toc ?? [];
    const content = record.content ?? '';
    const title = new Map<string, number>();
    const headers = new Map<string, number>();
    const body = new Map<string, number>();
    count(indexTerms(record.title ?? '', this.segmenter), title);
    count(indexTerms(toc.map((h) => h.text).join('\n'), this.segmenter), headers);
    const contentTerms = indexTerms(content, this.segmenter);
    count(contentTerms, body);
    const page = this.pages.length;
    for (const term of new Set([...title.keys(), ...headers.keys(), ...body.keys()])) {
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = []));
      list.push([page, title.get(term) ?? 0, headers.get(term) ?? 0, body.get(term) ?? 0]);
    }
    this.totalTerms += contentTerms.length;
    this.pages.push({
      record,
      foldedTitle: foldText(record.title ?? ''),
      foldedContent: foldText(content),
      foldedHeaders: toc.map((h) => foldText(h.text)),
      sections: sectionsOf(record),
      contentTerms: contentTerms.length,
    });
  }

  finish(): SearchIndex {
    const vocabulary = [...this.postings.keys()]
      .filter((t) => !t.startsWith(GRAM_PREFIX) && /^[\p{Script=Latin}\p{N}_]/u.test(t))
      .sort();
    const byInitial = new Map<string, string[]>();
    for (const t of vocabulary) {
      const list = byInitial.get(t[0]!) ?? [];
      list.push(t);
      byInitial.set(t[0]!, list);
    }
    return {
      pages: this.pages,
      postings: this.postings,
      vocabulary,
      byInitial,
      averageContentTerms: this.pages.length ? this.totalTerms / this.pages.length : 0,
      segmenter: this.segmenter,
    };
  }
}
