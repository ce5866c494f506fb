/**
 * One tokenizer for the browser, the build step and the search service (QUALITY "Heavy things").
 *
 * - Text splits on non-word characters (SPEC §5); case and accents are folded.
 * - Latin identifiers give their compound and their camelCase / snake_case parts:
 *   `shareStrategy` → `sharestrategy`, `share`, `strategy`.
 * - Chinese (and other CJK scripts) is segmented into words with `Intl.Segmenter`, the same one at
 *   index time and at query time, plus character bigrams (prefixed with `~`) so recall never depends
 *   on the segmenter's dictionary (ICU splits 插件 into 插|件, for example).
 */
import { foldText } from './normalize';

/** The part of `Intl.Segmenter` we use; injectable so tests and old runtimes can do without it. */
export interface WordSegmenter {
  segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }>;
}

/** Prefix of bigram terms: not a word character, so no word term can collide with it. */
export const GRAM_PREFIX = '~';

const WORD_RUN = /[\p{L}\p{N}_]+/gu;
const ASCII_WORD_RUN = /[A-Za-z0-9_]+/g;
const NON_ASCII = /[^\x00-\x7f]/;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const NON_CJK_RUN = /[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Boundaries inside an identifier: `loadRemote`, `HTMLParser`, `vue3`, `snake_case`. */
const PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[A-Z]+|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{L}+|\p{N}+/gu;
/** Longer tokens are minified code, hashes or data: not something a reader types. */
const MAX_TERM_LENGTH = 40;

/** The default segmenter, or null where `Intl.Segmenter` is missing (bigrams still work). */
export function defaultSegmenter(): WordSegmenter | null {
  const Segmenter = (Intl as { Segmenter?: new (lang: string, o: { granularity: 'word' }) => WordSegmenter }).Segmenter;
  return Segmenter ? new Segmenter('zh', { granularity: 'word' }) : null;
}

/** The identifier parts of a Latin word run, folded; empty when the run is a single part. */
export function identifierParts(run: string): string[] {
  const parts = (run.match(PART) ?? []).map(foldText);
  return parts.length > 1 ? parts : [];
}

/** Character bigrams of a CJK run (the run itself when it is one character). */
export function bigrams(run: string): string[] {
  if (run.length === 1) return [GRAM_PREFIX + run];
  const out: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) out.push(GRAM_PREFIX + run.slice(i, i + 2));
  return out;
}

/** CJK words of a line according to the segmenter (the whole run when there is no segmenter). */
export function cjkWords(line: string, segmenter: WordSegmenter | null): string[] {
  const out: string[] = [];
  if (!segmenter) {
    for (const m of line.matchAll(CJK_RUN)) out.push(foldText(m[0]));
    return out;
  }
  for (const s of segmenter.segment(line)) {
    if (s.isWordLike === false || !HAS_CJK.test(s.segment)) continue;
    // A segment can hold a trailing Latin letter in some ICU versions: keep its CJK part only.
    for (const m of s.segment.matchAll(CJK_RUN)) out.push(foldText(m[0]));
  }
  return out;
}

/**
 * Every term of a text, for the index: Latin compounds and parts, CJK words and CJK bigrams.
 * Order and repetition are kept (term frequency counts).
 */
export function indexTerms(text: string, segmenter: WordSegmenter | null): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const ascii = !NON_ASCII.test(line);
    const hasCjk = !ascii && HAS_CJK.test(line);
    for (const m of line.matchAll(ascii ? ASCII_WORD_RUN : WORD_RUN)) {
      const run = m[0];
      const latinRuns = hasCjk ? (run.match(NON_CJK_RUN) ?? []) : [run];
      for (const latin of latinRuns) addLatin(latin, out);
      if (hasCjk) for (const c of run.match(CJK_RUN) ?? []) out.push(...bigrams(foldText(c)));
    }
    if (hasCjk) out.push(...cjkWords(line, segmenter));
  }
  return out;
}

/** Terms of Latin runs seen before: prose repeats its words, and the regexes are the cost. */
const latinCache = new Map<string, string[]>();
const PLAIN_WORD = /^[a-z]+$/;

function latinTerms(run: string): string[] {
  if (PLAIN_WORD.test(run)) return [run];
  let terms = latinCache.get(run);
  if (!terms) {
    const trimmed = run.replace(/^_+|_+$/g, '');
    terms = !trimmed || trimmed.length > MAX_TERM_LENGTH ? [] : [foldText(trimmed), ...identifierParts(trimmed)];
    if (latinCache.size > 50_000) latinCache.clear();
    latinCache.set(run, terms);
  }
  return terms;
}

function addLatin(run: string, out: string[]): void {
  for (const t of latinTerms(run)) out.push(t);
}

/**
 * Joins runs of one-character segments (ICU splits 模块 into 模|块, 预加载 into 预|加|载): alone they
 * match everywhere, together their bigrams find the word the reader meant.
 */
export function mergeSingles(words: string[]): string[] {
  const out: string[] = [];
  let run = '';
  for (const w of words) {
    if (w.length === 1) {
      run += w;
      continue;
    }
    if (run) out.push(run);
    run = '';
    out.push(w);
  }
  if (run) out.push(run);
  return out;
}

/** One thing the reader asked for: a Latin word or a CJK word, with the ways it may match. */
export interface QueryConcept {
  kind: 'latin' | 'cjk';
  /** The folded word as typed (`loadremot`, `共享`). */
  term: string;
  /** Identifier parts of a Latin word (`load`, `remot`); all must match when the compound does not. */
  parts: string[];
  /** Bigram terms of a CJK word (`~共享`). */
  grams: string[];
}

/** A parsed query: the concepts to match and the phrases (folded runs) that earn a bonus when whole. */
export interface ParsedQuery {
  raw: string;
  concepts: QueryConcept[];
  phrases: string[];
}

/** Parses a query with the same rules as the index. */
export function parseQuery(query: string, segmenter: WordSegmenter | null): ParsedQuery {
  const concepts: QueryConcept[] = [];
  const phrases: string[] = [];
  const seen = new Set<string>();
  const add = (c: QueryConcept) => {
    const key = `${c.kind}:${c.term}`;
    if (seen.has(key)) return;
    seen.add(key);
    concepts.push(c);
  };
  for (const line of query.split('\n')) {
    for (const m of line.matchAll(WORD_RUN)) {
      const run = m[0];
      for (const latin of run.match(NON_CJK_RUN) ?? []) {
        const trimmed = latin.replace(/^_+|_+$/g, '');
        if (!trimmed || trimmed.length > MAX_TERM_LENGTH) continue;
        add({ kind: 'latin', term: foldText(trimmed), parts: identifierParts(trimmed), grams: [] });
      }
      for (const c of run.match(CJK_RUN) ?? []) {
        const folded = foldText(c);
        phrases.push(folded);
        for (const w of mergeSingles(cjkWords(folded, segmenter)))
          add({ kind: 'cjk', term: w, parts: [], grams: bigrams(w) });
      }
    }
  }
  // The query as a whole phrase (`share strategy`, `mf-manifest.json`): a page that has it verbatim ranks first.
  const typed = foldText(query).trim();
  const whole = typed.replace(/[^\p{L}\p{N}_]+/gu, ' ').trim();
  for (const p of [typed, whole]) if (p && !phrases.includes(p)) phrases.push(p);
  return { raw: query, concepts, phrases };
}
