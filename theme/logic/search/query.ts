/**
 * Ranks the pages of an index for a query. Every concept of the query (a Latin word or a CJK word)
 * can match in several ways, best first: the exact term, a whole CJK word from the segmenter, a prefix
 * (`loadRemot` → `loadremote`), the identifier parts (`share strategy` ↔ `shareStrategy`), the CJK
 * bigrams, a small typo. Pages matching more of the query's concepts come first; then the score
 * (BM25-like, title > headings > content, plus a bonus when the query appears whole).
 */
import type { IndexedPage, Posting, SearchIndex } from './buildIndex';
import { GRAM_PREFIX, type ParsedQuery, parseQuery, type QueryConcept } from './tokenize';

/** Words so common in questions that a page lacking them should not rank lower. */
const OPTIONAL = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'with',
  'and',
  'or',
  'is',
  'are',
  'do',
  'does',
  'how',
  'what',
  'why',
  'when',
  'i',
  'my',
  'can',
  'it',
  'be',
  'by',
  'from',
  'as',
  'at',
  'use',
  'using',
  '怎么',
  '如何',
  '什么',
  '为什么',
  '怎样',
  '哪些',
  '的',
  '了',
  '吗',
  '呢',
  '是',
  '在',
  '和',
  '与',
  '用',
  '使用',
  '中',
]);

const FIELD_WEIGHT = { title: 8, headers: 3, content: 1 } as const;
const FIELD_IDF_FLOOR = 0.6;
const K1 = 1.2;
const B = 0.75;

/** How well each way of matching counts, relative to an exact match. */
export const MATCH_WEIGHT = { exact: 1, prefix: 0.7, parts: 0.75, grams: 0.6, typo: 0.45 } as const;

/** A page that matched, with what to highlight. */
export interface RankedPage {
  page: IndexedPage;
  score: number;
  /** Concepts matched (that could match somewhere in the index). */
  coverage: number;
  /** Folded strings that matched in this page, for highlighting. */
  terms: string[];
}

interface Candidate {
  term: string;
  weight: number;
}

function idf(index: SearchIndex, df: number): number {
  const n = index.pages.length;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function termScores(index: SearchIndex, term: string): Map<number, number> {
  const out = new Map<number, number>();
  const list: Posting[] | undefined = index.postings.get(term);
  if (!list) return out;
  const w = idf(index, list.length);
  for (const [page, title, headers, content] of list) {
    const len = index.pages[page]!.contentTerms / (index.averageContentTerms || 1);
    const body = (content * (K1 + 1)) / (content + K1 * (1 - B + B * len));
    // A word in the title or a heading is a strong signal even when most pages use the word somewhere
    // (`manifest` is on 45 of 57 pages): those fields get a floor under the idf.
    const fields = FIELD_WEIGHT.title * (title / (title + 0.5)) + FIELD_WEIGHT.headers * (headers / (headers + 1));
    out.set(page, (w + FIELD_IDF_FLOOR) * fields + w * FIELD_WEIGHT.content * body);
  }
  return out;
}

/** Vocabulary terms starting with `prefix` (at most `max`). */
export function prefixMatches(index: SearchIndex, prefix: string, max = 30): string[] {
  const v = index.vocabulary;
  let lo = 0;
  let hi = v.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < v.length && out.length < max && v[i]!.startsWith(prefix); i++)
    if (v[i] !== prefix) out.push(v[i]!);
  return out;
}

/** Damerau–Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Small typos: one edit from 4 characters on, two from 8 on; the first character must be right. */
export function typoMatches(index: SearchIndex, term: string, max = 8): string[] {
  const allowed = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
  if (!allowed) return [];
  const out: string[] = [];
  for (const t of index.byInitial.get(term[0]!) ?? []) {
    if (t === term || Math.abs(t.length - term.length) > allowed) continue;
    if (editDistance(term, t, allowed) <= allowed) out.push(t);
    if (out.length >= max) break;
  }
  return out;
}

function latinCandidates(index: SearchIndex, term: string, allowTypo: boolean): Candidate[] {
  const out: Candidate[] = [];
  if (index.postings.has(term)) out.push({ term, weight: MATCH_WEIGHT.exact });
  if (term.length >= 2)
    for (const t of prefixMatches(index, term))
      out.push({ term: t, weight: MATCH_WEIGHT.prefix * Math.sqrt(term.length / t.length) });
  if (allowTypo && out.length === 0)
    for (const t of typoMatches(index, term)) out.push({ term: t, weight: MATCH_WEIGHT.typo });
  return out;
}

/** Best score of a set of candidates per page, and the candidate that gave it. */
function bestOf(index: SearchIndex, candidates: Candidate[]): Map<number, { score: number; terms: string[] }> {
  const out = new Map<number, { score: number; terms: string[] }>();
  for (const c of candidates) {
    for (const [page, s] of termScores(index, c.term)) {
      const score = s * c.weight;
      const cur = out.get(page);
      if (!cur || score > cur.score) out.set(page, { score, terms: [c.term] });
    }
  }
  return out;
}

/** All of `parts` must match in a page; the page scores by its weakest part. */
function allOf(
  maps: Map<number, { score: number; terms: string[] }>[],
  weight: number,
): Map<number, { score: number; terms: string[] }> {
  const out = new Map<number, { score: number; terms: string[] }>();
  const [first, ...rest] = maps;
  if (!first) return out;
  for (const [page, v] of first) {
    let score = v.score;
    const terms = [...v.terms];
    let ok = true;
    for (const m of rest) {
      const o = m.get(page);
      if (!o) {
        ok = false;
        break;
      }
      score = Math.min(score, o.score);
      terms.push(...o.terms);
    }
    if (ok) out.set(page, { score: score * weight, terms });
  }
  return out;
}

/** Per page, how well one concept of the query matched. */
export function matchConcept(index: SearchIndex, c: QueryConcept): Map<number, { score: number; terms: string[] }> {
  const alternatives: Map<number, { score: number; terms: string[] }>[] = [];
  if (c.kind === 'latin') {
    alternatives.push(bestOf(index, latinCandidates(index, c.term, true)));
    if (c.parts.length > 1) {
      const partMaps = c.parts.map((p) => bestOf(index, latinCandidates(index, p, false)));
      alternatives.push(allOf(partMaps, MATCH_WEIGHT.parts));
    }
  } else {
    alternatives.push(bestOf(index, [{ term: c.term, weight: MATCH_WEIGHT.exact }]));
    const gramMaps = c.grams.map((g) => bestOf(index, [{ term: g, weight: 1 }]));
    alternatives.push(allOf(gramMaps, MATCH_WEIGHT.grams));
  }
  const merged = new Map<number, { score: number; terms: string[] }>();
  for (const alt of alternatives) {
    for (const [page, v] of alt) {
      const cur = merged.get(page);
      if (!cur || v.score > cur.score) merged.set(page, v);
    }
  }
  return merged;
}

function phraseBonus(page: IndexedPage, phrases: string[], unit: number): number {
  let bonus = 0;
  for (const p of phrases) {
    if (p.length < 2) continue;
    if (page.foldedTitle === p) bonus += unit * 3;
    else if (page.foldedTitle.includes(p)) bonus += unit * 1.5;
    if (page.foldedHeaders.some((h) => h.includes(p))) bonus += unit * 0.8;
    if (page.foldedContent.includes(p)) bonus += unit * 0.3;
  }
  return bonus;
}

/** Ranks the pages for `query`; at most `limit` pages (SPEC §9: 7 by default). */
export function searchPages(index: SearchIndex, query: string | ParsedQuery, limit = 7): RankedPage[] {
  const parsed = typeof query === 'string' ? parseQuery(query, index.segmenter) : query;
  if (parsed.concepts.length === 0) return [];
  const acc = new Map<number, RankedPage>();
  let unit = 0;
  for (const concept of parsed.concepts) {
    const matches = matchConcept(index, concept);
    if (matches.size === 0) continue;
    const required = !OPTIONAL.has(concept.term);
    unit += 1 + idf(index, matches.size);
    for (const [pageIdx, m] of matches) {
      let r = acc.get(pageIdx);
      if (!r) acc.set(pageIdx, (r = { page: index.pages[pageIdx]!, score: 0, coverage: 0, terms: [] }));
      r.score += m.score;
      if (required) r.coverage += 1;
      r.terms.push(...m.terms.map((t) => (t.startsWith(GRAM_PREFIX) ? t.slice(1) : t)));
    }
  }
  const ranked = [...acc.values()];
  for (const r of ranked) {
    r.score += phraseBonus(r.page, parsed.phrases, Math.max(unit, 1));
    r.terms = [...new Set(r.terms)];
  }
  ranked.sort(
    (a, b) =>
      b.coverage - a.coverage || b.score - a.score || a.page.record.routePath.localeCompare(b.page.record.routePath),
  );
  return ranked.slice(0, limit);
}

/** Whether a word is one of the optional question words (not highlighted on its own). */
export function isOptionalWord(term: string): boolean {
  return OPTIONAL.has(term);
}
