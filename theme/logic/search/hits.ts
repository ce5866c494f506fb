/**
 * Turns ranked pages into hits: the title when it matches, the best-matching headings, and a snippet
 * of the best-matching section, each with highlight ranges (SPEC §3 "Search hit").
 */
import { cjkPattern } from '../cjk';
import { findRanges, snippet } from './highlight';
import { compact, isOptionalWord } from './normalize';
import type { HighlightRange, IndexedPage, PageRecord, RankedPage, SearchHit, Section, TocEntry } from './types';

const CJK_ONE = cjkPattern('^[{CJK}]$');

/**
 * The matched terms worth highlighting: question words and lone CJK characters (者 of 生产|者) only
 * when nothing better matched, or every 者 on the page would light up.
 */
function highlightTerms(terms: string[]): string[] {
  const strong = terms.filter((t) => !isOptionalWord(t) && !CJK_ONE.test(t));
  return strong.length > 0 ? strong : terms;
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

/** At most this many hits per page, so one long page does not fill the list. */
const HITS_PER_PAGE = 3;

/** The heading path of `toc[index]`: its parent headings, then itself (`Options > remotes`). */
function headingPath(toc: TocEntry[], index: number): TocEntry[] {
  const path: TocEntry[] = [];
  let current = toc[index];
  for (let i = index; current && i >= 0; i--) {
    const h = toc[i];
    if (!h) break;
    if (h === current || h.depth < current.depth) {
      path.unshift(h);
      current = h;
      if (h.depth <= 2) break;
    }
  }
  return path;
}

function distinct(ranges: HighlightRange[], folded: string): number {
  return new Set(ranges.map((r) => folded.slice(r.start, r.start + r.length))).size;
}

/** Characters highlighted: `loadRemote` (the whole identifier) before `Remote entries` (a part). */
const covered = (ranges: HighlightRange[]) => ranges.reduce((n, r) => n + r.length, 0);

function withDomain(page: IndexedPage, path: string): string {
  const domain = page.record.domain?.replace(/\/+$/, '');
  return domain ? `${domain}${path}` : path;
}

/** Hits of one ranked page, best first, at most {@link HITS_PER_PAGE}. */
export function hitsOfPage(ranked: RankedPage, query: string): SearchHit[] {
  const { page } = ranked;
  const { record } = page;
  const title = record.title ?? '';
  const toc = record.toc ?? [];
  const terms = highlightTerms(ranked.terms);
  const hits: SearchHit[] = [];
  const named = compact(query);

  const titleHit = (highlightInfoList: HighlightRange[]): SearchHit => ({
    type: 'title',
    title,
    header: title,
    link: withDomain(page, record.routePath),
    query,
    highlightInfoList,
  });
  const titleRanges = findRanges(title, terms, page.foldedTitle);
  if (titleRanges.length > 0) hits.push(titleHit(titleRanges));

  // A heading where one highlighted word holds the whole query (`loadRemot` → `loadRemote`) beats one
  // that matches several of its parts (`registerRemotes and preloadRemote`).
  const holdsQuery = (ranges: HighlightRange[], folded = '') =>
    named.length > 0 && ranges.some((r) => compact(folded.slice(r.start, r.start + r.length)).startsWith(named));
  const headerHits = toc
    .map((h, i) => ({ h, i, ranges: findRanges(h.text, terms, page.foldedHeaders[i]) }))
    .filter((x) => x.ranges.length > 0)
    .sort(
      (a, b) =>
        Number(compact(b.h.text) === named) - Number(compact(a.h.text) === named) ||
        Number(holdsQuery(b.ranges, page.foldedHeaders[b.i])) - Number(holdsQuery(a.ranges, page.foldedHeaders[a.i])) ||
        distinct(b.ranges, page.foldedHeaders[b.i] ?? '') - distinct(a.ranges, page.foldedHeaders[a.i] ?? '') ||
        covered(b.ranges) - covered(a.ranges) ||
        a.i - b.i,
    )
    // Keep room for a content snippet: one heading next to a title hit, two otherwise.
    .slice(0, Math.max(1, HITS_PER_PAGE - hits.length - 1));
  const usedHeaders = new Set<TocEntry>();
  for (const { h, i } of headerHits) {
    const path = headingPath(toc, i);
    const prefix = `${title} > `;
    const text = `${prefix}${path.map((p) => p.text).join(' > ')}`;
    hits.push({
      type: 'header',
      title,
      header: text,
      link: withDomain(page, `${record.routePath}#${h.id}`),
      query,
      highlightInfoList: findRanges(text, terms).filter((r) => r.start >= prefix.length),
    });
    usedHeaders.add(h);
  }
  // A section named exactly as the query (`preload remote` → `preloadRemote`) is the answer: first.
  if (
    headerHits[0] &&
    compact(headerHits[0].h.text) === named &&
    compact(title) !== named &&
    hits[0]?.type === 'title'
  ) {
    const titleHit = hits.shift();
    if (titleHit) hits.push(titleHit);
  }

  const best = bestSection(page, terms, usedHeaders);
  if (best && hits.length < HITS_PER_PAGE) {
    const text = record.content.slice(best.section.start, best.section.end);
    const { statement, ranges } = snippet(text, best.ranges);
    const header = best.section.header;
    hits.push({
      type: 'content',
      title,
      header: header?.text ?? title,
      statement,
      link: withDomain(page, header ? `${record.routePath}#${header.id}` : record.routePath),
      query,
      highlightInfoList: ranges,
    });
  }
  // Matched through a heading-less field (typo in a word split across lines, say): still lead to the page.
  if (hits.length === 0) hits.push(titleHit([]));
  return hits;
}

function bestSection(
  page: IndexedPage,
  terms: string[],
  skip: Set<TocEntry>,
): { section: Section; ranges: HighlightRange[] } | null {
  let best: { section: Section; ranges: HighlightRange[]; score: number } | null = null;
  for (const section of page.sections) {
    if (section.header && skip.has(section.header)) continue;
    const text = page.record.content.slice(section.start, section.end);
    const folded = page.foldedContent.slice(section.start, section.end);
    const ranges = findRanges(text, terms, folded);
    if (ranges.length === 0) continue;
    const score = distinct(ranges, folded) * 10 + Math.min(ranges.length, 5);
    if (!best || score > best.score) best = { section, ranges, score };
  }
  return best;
}
