/**
 * Highlight ranges and snippets. The UI renders the pieces as text nodes, never as HTML, so a query
 * like `<img src=x onerror=alert(1)>` is shown as typed (SPEC "Safety").
 */
import { foldText } from './normalize';
import type { HighlightRange } from './types';

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const LATIN = /^[\p{Script=Latin}\p{N}_]+$/u;

/** Whether `i` is a boundary of a word or an identifier part (`load|Remote`, `remote|(`, either end). */
function atBoundary(original: string, i: number): boolean {
  if (i === 0 || i >= original.length) return true;
  const prev = original.charAt(i - 1);
  const cur = original.charAt(i);
  if (!WORD_CHAR.test(prev) || !WORD_CHAR.test(cur)) return true;
  if (/\p{Ll}/u.test(prev) && /\p{Lu}/u.test(cur)) return true;
  if (/\p{N}/u.test(prev) !== /\p{N}/u.test(cur)) return true;
  return prev === '_';
}

/** Ranges of `text` where any of the folded `terms` occurs, merged and sorted. */
export function findRanges(text: string, terms: string[], folded = foldText(text)): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  for (const term of terms) {
    if (!term) continue;
    const latin = LATIN.test(term);
    let from = 0;
    for (;;) {
      const i = folded.indexOf(term, from);
      if (i === -1) break;
      // A Latin prefix lights the rest of its word part: `loadRemot` marks `loadRemote`, `load` only `load`.
      let end = i + term.length;
      // A one-character term (`1` of `alert(1)`, `x`) marks only itself as a whole word, not every `17`.
      const wholeWordOnly = latin && term.length === 1;
      if (latin && !wholeWordOnly) while (/[\p{Ll}\p{N}]/u.test(text[end] ?? '')) end++;
      const endsWord = !wholeWordOnly || !WORD_CHAR.test(text[end] ?? '');
      if ((!latin || atBoundary(text, i)) && endsWord) ranges.push({ start: i, length: end - i });
      from = i + term.length;
    }
  }
  return mergeRanges(ranges);
}

/** Sorts and merges overlapping or touching ranges. */
function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: HighlightRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.start + last.length) {
      last.length = Math.max(last.length, r.start + r.length - last.start);
    } else out.push({ ...r });
  }
  return out;
}

/** A piece of text to show, highlighted or not. */
export interface TextPiece {
  text: string;
  highlighted: boolean;
}

/** Splits `text` into plain and highlighted pieces (ranges out of bounds are clipped). */
export function splitHighlights(text: string, ranges: HighlightRange[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const r of mergeRanges(ranges)) {
    const start = Math.max(at, Math.min(r.start, text.length));
    const end = Math.min(text.length, r.start + r.length);
    if (end <= start) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), highlighted: false });
    pieces.push({ text: text.slice(start, end), highlighted: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), highlighted: false });
  return pieces;
}

/** Width budget of a snippet (SPEC §9: about 100 characters, full-width characters count as 3). */
const SNIPPET_WIDTH = 100;
const ELLIPSIS = '…';

const width = (ch: string) => (ch.charCodeAt(0) > 255 ? 3 : 1);

/**
 * A snippet of `text` around its first range, about `budget` wide, with the ranges that fall inside
 * it shifted to the snippet. Line breaks become spaces; a cut is marked with an ellipsis.
 */
export function snippet(
  text: string,
  ranges: HighlightRange[],
  budget = SNIPPET_WIDTH,
): { statement: string; ranges: HighlightRange[] } {
  const first = ranges[0] ?? { start: 0, length: 0 };
  let start = first.start;
  let used = 0;
  // About a quarter of the budget before the match, the rest after it.
  while (start > 0 && used + width(text.charAt(start - 1)) <= budget / 4) {
    start--;
    used += width(text.charAt(start));
  }
  // Start on a word boundary when the cut falls inside a Latin word.
  while (
    start > 0 &&
    start < first.start &&
    WORD_CHAR.test(text.charAt(start - 1)) &&
    WORD_CHAR.test(text.charAt(start)) &&
    text.charCodeAt(start) < 256
  )
    start++;
  let end = start;
  used = 0;
  while (end < text.length && used + width(text.charAt(end)) <= budget) {
    used += width(text.charAt(end));
    end++;
  }
  end = Math.max(end, Math.min(text.length, first.start + first.length));
  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < text.length ? ELLIPSIS : '';
  const body = text.slice(start, end).replace(/\s/g, ' ');
  const shifted = ranges
    .filter((r) => r.start >= start && r.start + r.length <= end)
    .map((r) => ({ start: r.start - start + prefix.length, length: r.length }));
  return { statement: `${prefix}${body}${suffix}`, ranges: shifted };
}
