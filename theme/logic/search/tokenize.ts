/**
 * The project's tokenizer, given to FlexSearch as its encoder: the same one at build time (index),
 * in the browser and in the search service (queries).
 *
 * - Text splits on non-word characters (SPEC §5); case and accents are folded.
 * - Latin identifiers give their compound and their camelCase / snake_case parts:
 *   `shareStrategy` → `sharestrategy`, `share`, `strategy`.
 * - Chinese (and other CJK scripts) is segmented into words with `Intl.Segmenter`, plus character
 *   bigrams (prefixed with `~`) so recall never depends on the segmenter's dictionary (ICU splits
 *   插件 into 插|件, for example). Every segment with CJK in it counts, whatever the engine says of its
 *   `isWordLike`: Firefox marks a query that is one Chinese word (`共享`) as not word-like.
 */
import { cjkPattern } from '../cjk';
import { foldText } from './normalize';

/** The part of `Intl.Segmenter` we use; injectable so tests and old runtimes can do without it. */
export interface WordSegmenter {
  segment(text: string): Iterable<{ segment: string }>;
}

/** Prefix of bigram terms: not a word character, so no word term can collide with it. */
export const GRAM_PREFIX = '~';

const WORD_RUN = /[\p{L}\p{N}_]+/gu;
/** A run of CJK characters: the one definition the search logic uses. */
export const CJK_RUN = cjkPattern('[{CJK}]+', 'g');
const NON_CJK_RUN = cjkPattern('[^{CJK}]+', 'g');
const HAS_CJK = cjkPattern('[{CJK}]');
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

function cjkWords(line: string, segmenter: WordSegmenter | null, out: string[] = []): string[] {
  if (!segmenter) {
    for (const m of line.matchAll(CJK_RUN)) out.push(foldText(m[0]));
    return out;
  }
  for (const s of segmenter.segment(line)) {
    if (!HAS_CJK.test(s.segment)) continue;
    // A segment can hold a trailing Latin letter in some ICU versions: keep its CJK part only.
    for (const m of s.segment.matchAll(CJK_RUN)) out.push(foldText(m[0]));
  }
  return out;
}

/** Joins runs of one-character words (ICU splits 预加载 into 预|加|载): alone they match everywhere. */
function joinSingles(words: string[]): string[] {
  const out: string[] = [];
  let run = '';
  for (const w of words) {
    if (w.length === 1) run += w;
    else {
      if (run) out.push(run);
      run = '';
      out.push(w);
    }
  }
  if (run) out.push(run);
  return out;
}

/** `remotes` → `remote`: a plural and its singular find each other (not `class`, not `dts`); null if not plural. */
export const singular = (term: string): string | null => (/^[a-z]{3,}[^s]s$/.test(term) ? term.slice(0, -1) : null);

function latinTerms(run: string, out: string[], query: boolean): void {
  const trimmed = run.replace(/^_+|_+$/g, '');
  if (!trimmed || trimmed.length > MAX_TERM_LENGTH) return;
  for (const term of [foldText(trimmed), ...identifierParts(trimmed)]) {
    const one = singular(term);
    // The index holds both forms; a query asks for the singular, which every form of the word has.
    if (one === null) out.push(term);
    else if (query) out.push(one);
    else out.push(term, one);
  }
}

/**
 * Every term of a text: Latin compounds and parts (plurals with their singular), and CJK words and
 * bigrams, both prefixed with `~`. A term that starts with `~` is its own encoding: FlexSearch encodes
 * the terms the engine looks up one by one. `query` keeps the singular only, so that a plural counts
 * once, and asks for the bigrams of each word rather than those across two words.
 */
export function tokenize(text: string, segmenter: WordSegmenter | null = defaultSegmenter(), query = false): string[] {
  if (text.startsWith(GRAM_PREFIX)) return [text];
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const hasCjk = HAS_CJK.test(line);
    for (const m of line.matchAll(WORD_RUN)) {
      const run = m[0];
      if (!hasCjk) {
        latinTerms(run, out, query);
        continue;
      }
      for (const latin of run.match(NON_CJK_RUN) ?? []) latinTerms(latin, out, query);
      if (!query) for (const c of run.match(CJK_RUN) ?? []) out.push(...bigrams(foldText(c)));
    }
    if (!hasCjk) continue;
    // `注册生产者` asks for 注册 and 生产者, found apart as well as together; runs of one-character words
    // (ICU splits 预加载 into 预|加|载) count as one word.
    const words = cjkWords(line, segmenter);
    for (const w of query ? joinSingles(words) : words) out.push(...(query ? bigrams(w) : []), GRAM_PREFIX + w);
  }
  return out;
}
