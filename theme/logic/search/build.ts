/**
 * The index build (docs-dev/search.md): a FlexSearch Document over the title, headings, body and a typo
 * field, its maps exported and sharded by a hash of the term, beside each page's text fragment. Only the
 * build, the service's tests and the benchmarks load this module: the browser reads the maps with the
 * engine's own lookup (./engine.ts), so FlexSearch is not in the dialog's code.
 */
import { Document, type Index } from 'flexsearch';
import { CJK_CHAR } from '../cjk';
import { FIELDS, type Field, TF_SLOTS } from './engine';
import {
  encodeMap,
  groupHashes,
  INDEX_FORMAT,
  pageName,
  type SearchManifest,
  type Slots,
  shardFile,
  shardOf,
} from './fragments';
import { CJK_RUN, compact, singular, tokenize } from './text';
import type { PageRecord } from './types';

type Doc = Document<{ id: number } & Record<Field, string>> & { index: Map<Field, Index> };

/** About this many characters of term maps per shard (about 0.4 KB gzip): their count grows with the site, and a
 * first search fetches one per word, so small shards keep it small. */
const SHARD_CHARS = 450;
const SHARD_STEP = 32;
/**
 * A page's text fragment keeps each section's opening this wide (full-width characters counting 3): about
 * the width of a snippet (100, SPEC §9) and the quarter before its first match.
 */
const SECTION_WIDTH = 150;
/**
 * A page with many sections (the troubleshooting and message pages have 60 to 120) keeps narrower openings, so
 * that its fragment stays near this width in all as the page grows, down to the snippet's 100 (SPEC §9): a first
 * search fetches the text of the seven pages it shows, and those pages are the long ones.
 */
const PAGE_WIDTH = 4_000;
const MIN_SECTION_WIDTH = 100;

/** The body's terms of the page being indexed, counted once for all its terms. */
let counted: { terms?: string[]; count: Map<string, number> } = { count: new Map() };
function termFrequencySlot(terms: string[], term: string): number {
  if (counted.terms !== terms)
    counted = { terms, count: terms.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>()) };
  return TF_SLOTS - Math.min(TF_SLOTS, counted.count.get(term) ?? 1);
}

/** An empty Document with the project's encoder (the contract test makes one too). */
export function createDocument(): Doc {
  const encode = (text: string) => tokenize(text);
  const index = Object.entries(FIELDS).map(([field, { tokenize }]) =>
    field === 'content'
      ? { field, tokenize, encode, resolution: TF_SLOTS + 1, score: termFrequencySlot }
      : { field, tokenize, encode, resolution: 1 },
  );
  return new Document({ document: { id: 'id', index: index as never } }) as Doc;
}

const stem = (word: string) => singular(word) ?? word;

/** The keys of a page's name boosts: its compact title, Chinese name, keywords and headings, its English title words. */
function namesOf({ title, content, toc = [], keywords = [], quoted = [] }: PageRecord) {
  // The name a page gives its subject first: `shareStrategy（共享策略）…` → `共享策略`.
  const alias = content.startsWith(title) ? /^\s*[（(]([^）)]{1,30})[）)]/.exec(content.slice(title.length)) : null;
  return {
    names: [compact(title), compact(alias?.[1] ?? ''), ...keywords.map(compact)].filter(Boolean),
    // A quoted message's `${…}` parts are the reader's values: keyed without them.
    headings: [...toc.map((h) => h.text), ...quoted].map((t) => compact(t.replace(/\$\{[^}]*\}/g, ''))).filter(Boolean),
    // The words of an English title, singular; none for a title with CJK in it.
    titleWords: CJK_CHAR.test(title) ? [] : [...new Set(title.split(/\s+/).filter(Boolean).map(compact).map(stem))],
  };
}

/**
 * A page as its text fragment carries it: each section (from one heading's offset to the next) cut to its
 * first `sectionWidth` (narrower on a page of many sections, {@link PAGE_WIDTH}; full-width characters counting 3,
 * as in snippets), headings' offsets moved to
 * match. Snippets come from sections' openings (docs-dev/search.md).
 */
function snippetRecord(page: PageRecord, sectionWidth: number): PageRecord {
  const { content, toc = [], keywords: _indexedOnly, quoted: _keyedOnly, ...rest } = page;
  const marks = [...new Set([0, ...toc.map((h) => h.charIndex).filter((i) => i > 0)])].sort((a, b) => a - b);
  const width = Math.max(Math.min(sectionWidth, MIN_SECTION_WIDTH), Math.min(sectionWidth, PAGE_WIDTH / marks.length));
  const moved = new Map<number, number>();
  let text = '';
  marks.forEach((start, k) => {
    moved.set(start, text.length);
    const end = marks[k + 1] ?? content.length;
    let cut = start;
    for (let used = 0; cut < end && used < width; cut++) used += content.charCodeAt(cut) > 255 ? 3 : 1;
    if (cut < end) {
      // At a space when one is near, and never inside a surrogate pair.
      const space = content.lastIndexOf(' ', cut);
      if (space > start + (cut - start) * 0.8) cut = space;
      else if (/[\uD800-\uDBFF]/.test(content.charAt(cut - 1))) cut--;
      text += `${content.slice(start, cut)} …\n\n`;
    } else text += content.slice(start, end);
  });
  return { ...rest, content: text, toc: toc.map((h) => ({ ...h, charIndex: moved.get(h.charIndex) ?? h.charIndex })) };
}

/** A built index: the manifest and every fragment, by name under `static/`. */
export type BuiltIndex = { manifest: SearchManifest; files: Map<string, string> };

/** Indexes `pages` (a page's id is its position) into the manifest and fragments the site ships. */
export function buildIndex(
  pages: PageRecord[],
  lang: string,
  { shardChars = SHARD_CHARS, sectionWidth = SECTION_WIDTH } = {},
): BuiltIndex {
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
  // Shards: as many as the maps need to keep each near `shardChars`, in steps of SHARD_STEP, so that an edit
  // seldom changes the count (a new count moves terms to other shards and renames them all).
  const size = [...maps.values()].reduce((n, m) => n + encodeMap([...m]).length, 0);
  const count = Math.ceil(Math.max(1, size / shardChars) / SHARD_STEP) * SHARD_STEP;
  const shards = Array.from({ length: count }, () => new Map<string, [string, Slots][]>());
  for (const [field, map] of maps)
    for (const entry of map) {
      const shard = shards[shardOf(entry[0], count)] as Map<string, [string, Slots][]>;
      (shard.get(field) ?? (shard.set(field, []).get(field) as [string, Slots][])).push(entry);
    }
  const shardTexts = shards.map((s) =>
    JSON.stringify(Object.fromEntries([...s].map(([field, entries]) => [field, encodeMap(entries)]))),
  );
  const pageTexts = pages.map((page) => JSON.stringify(snippetRecord(page, sectionWidth)));
  const manifest: SearchManifest = {
    format: INDEX_FORMAT,
    lang,
    pages: pages.length,
    shards: count,
    hashes: groupHashes(shardTexts, pageTexts),
  };
  const files = new Map<string, string>([
    ...shardTexts.map((text, i): [string, string] => [shardFile(manifest, i), text]),
    ...pageTexts.map((text, id): [string, string] => [pageName(manifest, id), text]),
  ]);
  return { manifest, files };
}
