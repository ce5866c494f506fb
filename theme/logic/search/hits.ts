/**
 * Hits cut from a ranked page's text (SPEC §3, §9): the title when it matches, the best headings and a
 * snippet of the best section, with highlight ranges that the UI renders as text, never as HTML.
 */
import { cjkPattern } from '../cjk';
import { compact, foldText, isOptionalWord } from './text';
import type { HighlightRange, PageRecord, SearchHit, TocEntry } from './types';

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const LATIN = /^[\p{Script=Latin}\p{N}_]+$/u;
const CJK_ONE = cjkPattern('^[{CJK}]$');
/** At most this many hits per page, so one long page does not fill the list. */
const HITS_PER_PAGE = 3;
/** Width of a snippet: about 100 characters, full-width ones counting 3 (SPEC §9). */
const SNIPPET_WIDTH = 100;

/** Whether `i` starts a word or an identifier part (`load|Remote`, `remote|(`, either end). */
function atBoundary(text: string, i: number): boolean {
  const prev = text.charAt(i - 1);
  const cur = text.charAt(i);
  if (i === 0 || !WORD_CHAR.test(prev) || !WORD_CHAR.test(cur) || prev === '_') return true;
  return (/\p{Ll}/u.test(prev) && /\p{Lu}/u.test(cur)) || /\p{N}/u.test(prev) !== /\p{N}/u.test(cur);
}

/** Sorts and merges overlapping or touching ranges. */
function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const out: HighlightRange[] = [];
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && r.start <= last.start + last.length)
      last.length = Math.max(last.length, r.start + r.length - last.start);
    else out.push({ ...r });
  }
  return out;
}

/** Ranges of `text` where any of the folded `terms` occurs, merged and sorted. */
export function findRanges(text: string, terms: string[], folded = foldText(text)): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  for (const term of terms.filter(Boolean)) {
    const latin = LATIN.test(term);
    // A one-character Latin term (`x`, the `1` of `alert(1)`) marks only itself as a whole word.
    const whole = latin && term.length === 1;
    for (let i = folded.indexOf(term); i !== -1; i = folded.indexOf(term, i + term.length)) {
      let end = i + term.length;
      // A Latin prefix lights the rest of its word part: `loadRemot` marks `loadRemote`.
      if (latin && !whole) while (/[\p{Ll}\p{N}]/u.test(text[end] ?? '')) end++;
      if ((!latin || atBoundary(text, i)) && !(whole && WORD_CHAR.test(text[end] ?? '')))
        ranges.push({ start: i, length: end - i });
    }
  }
  return mergeRanges(ranges);
}

/** Splits `text` into plain and highlighted pieces (ranges out of bounds are clipped). */
export function splitHighlights(text: string, ranges: HighlightRange[]) {
  const pieces: { text: string; highlighted: boolean; start: number }[] = [];
  let at = 0;
  for (const r of mergeRanges(ranges)) {
    const start = Math.max(at, Math.min(r.start, text.length));
    const end = Math.min(text.length, r.start + r.length);
    if (end <= start) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), highlighted: false, start: at });
    pieces.push({ text: text.slice(start, end), highlighted: true, start });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), highlighted: false, start: at });
  return pieces;
}

const width = (ch: string) => (ch.charCodeAt(0) > 255 ? 3 : 1);

/** A snippet around the first range, `budget` wide, a quarter before it; the ranges shifted, cuts marked with `…`. */
export function snippet(text: string, ranges: HighlightRange[], budget = SNIPPET_WIDTH) {
  const first = ranges[0] ?? { start: 0, length: 0 };
  let start = first.start;
  for (let used = 0; start > 0 && used + width(text.charAt(start - 1)) <= budget / 4; )
    used += width(text.charAt(--start));
  // Start on a word boundary when the cut falls inside a Latin word.
  const inWord = (i: number) =>
    WORD_CHAR.test(text.charAt(i - 1)) && WORD_CHAR.test(text.charAt(i)) && text.charCodeAt(i) < 256;
  while (start > 0 && start < first.start && inWord(start)) start++;
  let end = start;
  for (let used = 0; end < text.length && used + width(text.charAt(end)) <= budget; end++)
    used += width(text.charAt(end));
  end = Math.max(end, Math.min(text.length, first.start + first.length));
  const prefix = start > 0 ? '…' : '';
  const statement = `${prefix}${text.slice(start, end).replace(/\s/g, ' ')}${end < text.length ? '…' : ''}`;
  const shifted = ranges
    .filter((r) => r.start >= start && r.start + r.length <= end)
    .map((r) => ({ start: r.start - start + prefix.length, length: r.length }));
  return { statement, ranges: shifted };
}

/** The heading path of `toc[index]`: its parents up to a level-2 heading, then itself (`Options > remotes`). */
function headingPath(toc: TocEntry[], index: number): TocEntry[] {
  const path = toc.slice(index, index + 1);
  for (let i = index - 1; i >= 0 && (path[0]?.depth ?? 0) > 2; i--)
    if ((toc[i]?.depth ?? 0) < (path[0]?.depth ?? 0)) path.unshift(toc[i] as TocEntry);
  return path;
}

const distinct = (ranges: HighlightRange[], folded = '') =>
  new Set(ranges.map((r) => folded.slice(r.start, r.start + r.length))).size;

/** Folded page texts, kept: folding is most of a query's cost in Chinese. */
const foldedTexts = new WeakMap<PageRecord, string>();

/** Hits of one ranked page, best first, at most {@link HITS_PER_PAGE}. */
export function hitsOfPage({ record, terms: matched }: { record: PageRecord; terms: string[] }, query: string) {
  const { title, content, toc = [] } = record;
  // Question words and lone CJK characters (者 of 生产|者) light up only when nothing better matched.
  const strong = matched.filter((t) => !isOptionalWord(t) && !CJK_ONE.test(t));
  const terms = strong.length > 0 ? strong : matched;
  const named = compact(query);
  const hit = (type: SearchHit['type'], header: string, highlightInfoList: HighlightRange[], hash?: string) => {
    const link = `${record.domain?.replace(/\/+$/, '') ?? ''}${record.routePath}${hash ? `#${hash}` : ''}`;
    return { type, title, header, link, query, highlightInfoList } satisfies SearchHit;
  };

  const hits: SearchHit[] = [];
  const titleRanges = findRanges(title, terms);
  if (titleRanges.length > 0) hits.push(hit('title', title, titleRanges));

  // A heading named as the query comes first, then one where a highlighted word holds the whole query
  // (`loadRemot` → `loadRemote`), then those with more distinct matches.
  const holdsQuery = (ranges: HighlightRange[], f: string) =>
    named.length > 0 && ranges.some((r) => compact(f.slice(r.start, r.start + r.length)).startsWith(named));
  const headers = toc
    .map((h, i) => ({ h, i, f: foldText(h.text), ranges: findRanges(h.text, terms) }))
    .filter((x) => x.ranges.length > 0)
    .sort(
      (a, b) =>
        Number(compact(b.h.text) === named) - Number(compact(a.h.text) === named) ||
        Number(holdsQuery(b.ranges, b.f)) - Number(holdsQuery(a.ranges, a.f)) ||
        distinct(b.ranges, b.f) - distinct(a.ranges, a.f) ||
        a.i - b.i,
    )
    // Room for a content snippet: one heading beside a title hit, two otherwise.
    .slice(0, Math.max(1, HITS_PER_PAGE - hits.length - 1));
  for (const { h, i } of headers) {
    const text = [title, ...headingPath(toc, i).map((p) => p.text)].join(' > ');
    const ranges = findRanges(text, terms).filter((r) => r.start > title.length);
    hits.push(hit('header', text, ranges, h.id));
  }
  // A section named exactly as the query (`preload remote` → `preloadRemote`) is the answer: first.
  if (headers[0] && compact(headers[0].h.text) === named && compact(title) !== named && hits[0]?.type === 'title')
    hits.push(hits.shift() as SearchHit);

  // The section with the most distinct matched terms, not one whose heading is already a hit. Sections
  // start at their headings' offsets; the first has no heading.
  const used = new Set(headers.map((x) => x.h));
  const marks = [undefined, ...toc.filter((h) => h.charIndex >= 0).sort((a, b) => a.charIndex - b.charIndex)];
  const folded = foldedTexts.get(record) ?? foldText(content);
  foldedTexts.set(record, folded);
  let best: { header?: TocEntry; start: number; end: number; ranges: HighlightRange[]; score: number } | undefined;
  for (const [k, header] of marks.entries()) {
    const start = header?.charIndex ?? 0;
    const end = marks[k + 1]?.charIndex ?? content.length;
    const f = folded.slice(start, end);
    const ranges = header && used.has(header) ? [] : findRanges(content.slice(start, end), terms, f);
    const score = distinct(ranges, f) * 10 + Math.min(ranges.length, 5);
    if (ranges.length > 0 && (!best || score > best.score)) best = { header, start, end, ranges, score };
  }
  if (best && hits.length < HITS_PER_PAGE) {
    const { statement, ranges } = snippet(content.slice(best.start, best.end), best.ranges);
    hits.push({ ...hit('content', best.header?.text ?? title, ranges, best.header?.id), statement });
  }
  // Matched through a field with no text to cut (a typo in a word split across lines): still lead to the page.
  if (hits.length === 0) hits.push(hit('title', title, []));
  return hits;
}
