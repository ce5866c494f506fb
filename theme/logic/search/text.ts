/**
 * Search text (docs-dev/search.md): folding (SPEC §5) and the tokenizer FlexSearch encodes with. CJK is
 * indexed as character pairs; a query asks for the pairs inside each of its words, cut by `Intl.Segmenter`
 * whatever the engine says of `isWordLike` (Firefox: a lone `共享` is not word-like).
 */
import { CJK_CHAR, cjkPattern } from '../cjk';

/** The part of `Intl.Segmenter` we use; injectable so tests replay each browser engine's segments. */
export interface WordSegmenter {
  segment(text: string): Iterable<{ segment: string }>;
}

/** Prefix of CJK terms: not a word character, so no Latin term collides with one. */
export const GRAM_PREFIX = '~';
/** A run of CJK characters: the one definition the search code uses. */
export const CJK_RUN = cjkPattern('[{CJK}]+', 'g');
const NON_ASCII = cjkPattern('[^\\p{ASCII}{CJK}]', 'g');
/** A run of word characters other than CJK ones (SPEC §5 splits text on the others). */
const WORD_RUN = cjkPattern('(?:(?![{CJK}])[\\p{L}\\p{N}_])+', 'g');
/** Boundaries inside an identifier: `loadRemote`, `HTMLParser`, `vue3`, `snake_case`. */
const PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[A-Z]+|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{L}+|\p{N}+/gu;
/** Longer tokens are minified code, hashes or data: nothing a reader types. */
const MAX_TERM_LENGTH = 40;

const units = new Map<string, string>();
/** One UTF-16 unit folded to one unit: accents removed, full-width Latin to ASCII, lower case. */
function foldUnit(unit: string): string {
  let out = units.get(unit);
  if (out === undefined) {
    out = (unit.normalize('NFKD')[0] ?? unit).toLowerCase();
    // A character outside the BMP, or one that would lower-case to two units, stays as it is.
    if (out.length !== unit.length) out = unit;
    units.set(unit, out);
  }
  return out;
}

/** Lower case, no accents, the same length: offsets in folded text hold in the original. */
export const foldText = (text: string): string => text.replace(NON_ASCII, foldUnit).toLowerCase();

/** Letters and digits only, folded: `Share Strategy` and `shareStrategy` compare equal. */
export const compact = (text: string): string => foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Words so common in questions that a page lacking them ranks no lower, and they light up last. */
const OPTIONAL = new Set(
  'a an the to of in on for with and or is are do does how what why when i my can it be by from as at use using will but got because only please 怎么 如何 什么 为什么 怎样 哪些 的 了 吗 呢 是 在 和 与 用 使用 中'.split(
    ' ',
  ),
);
export const isOptionalWord = (term: string): boolean => OPTIONAL.has(term);

/**
 * A URL, a `host:port`, a script with a query (`chunk-5GRLQEB4.js?v=8f475596:27`, as Vite's dev server names its
 * pre-bundled files), or a quoted value (`'shop'`, `"./Button"`, `` `app1` ``) in a pasted console line.
 */
export const VALUE_PATTERN =
  /\bhttps?:\/\/\S+|\blocalhost:\d+\S*|[\w.-]+\.(?:[cm]?js|jsx|tsx?|css)\?\S*|(?<![\p{L}\p{N}])'[^'\s][^']*'|"[^"\s][^"]*"|`[^`\s][^`]*`/gu;

/**
 * The query terms that only occur in the reader's own values: a pasted message carries the reader's URLs and
 * names, which the page quoting that message cannot hold, so a page lacking them should rank no lower.
 */
export function valueTerms(query: string): Set<string> {
  const values = new Set((query.match(VALUE_PATTERN) ?? []).flatMap((v) => tokenize(v, {})));
  for (const term of tokenize(query.replace(VALUE_PATTERN, ' '), {})) values.delete(term);
  return values;
}

/** `remotes` → `remote` (not `class`, not `dts`); null when the word is not plural. The one stemming rule. */
export const singular = (term: string): string | null => (/^[a-z]{3,}[^s]s$/.test(term) ? term.slice(0, -1) : null);

let made: WordSegmenter | undefined;
/** The browser's segmenter, made once (Chromium takes 20–50 ms); null without `Intl.Segmenter`. */
export function defaultSegmenter(): WordSegmenter | null {
  if (typeof Intl.Segmenter === 'function') made ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return made ?? null;
}

/** Character pairs of a CJK run, prefixed (the run itself when it is one character). */
export function bigrams(run: string): string[] {
  if (run.length === 1) return [GRAM_PREFIX + run];
  return Array.from({ length: run.length - 1 }, (_, i) => GRAM_PREFIX + run.slice(i, i + 2));
}

/** A line's CJK words, whatever the engine says of `isWordLike`, runs of one-character words joined (预|加|载). */
function cjkWords(line: string, segmenter = defaultSegmenter()): string[] {
  const segments = segmenter ? Array.from(segmenter.segment(line), (s) => s.segment) : [line];
  const out: string[] = [];
  let singles = false;
  for (const word of segments.flatMap((s) => s.match(CJK_RUN) ?? [])) {
    if (singles && word.length === 1) out[out.length - 1] += word;
    else out.push(word);
    singles = word.length === 1;
  }
  return out;
}

function latinTerms(run: string, out: string[], query: boolean): void {
  const trimmed = run.replace(/^_+|_+$/g, '');
  if (!trimmed || trimmed.length > MAX_TERM_LENGTH) return;
  const parts = trimmed.match(PART) ?? [];
  for (const term of [trimmed, ...(parts.length > 1 ? parts : [])].map(foldText)) {
    const one = singular(term);
    // The index holds both forms; a query asks for the singular, which every form of the word has.
    if (one === null) out.push(term);
    else if (query) out.push(one);
    else out.push(term, one);
  }
}

/**
 * The terms of a text, as indexed; with `query`, as asked for: the singular only, so that a plural counts
 * once, and the pairs inside each CJK word rather than those across two (`注册生产者`: 注册, 生产, 产者, not
 * 册生). A term that starts with `~` is its own encoding: the engine looks terms up one by one.
 */
export function tokenize(text: string, query?: { segmenter?: WordSegmenter | null }): string[] {
  if (text.startsWith(GRAM_PREFIX)) return [text];
  const out: string[] = [];
  for (const line of text.split('\n')) {
    for (const [run] of line.matchAll(WORD_RUN)) latinTerms(run, out, query !== undefined);
    if (!CJK_CHAR.test(line)) continue;
    for (const word of query ? cjkWords(line, query.segmenter) : (line.match(CJK_RUN) ?? []))
      out.push(...bigrams(foldText(word)));
  }
  return out;
}
