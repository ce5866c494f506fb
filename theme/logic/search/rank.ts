/**
 * The thin ranking layer over FlexSearch. FlexSearch finds, for each term of the query, the pages
 * that hold it in each field (with prefix and typo matching); pages are then ordered by how many of
 * the query's terms they hold, then by field weight (title > heading > content) times the term's
 * rarity, and a page whose title or heading *is* the query (`share strategy` ↔ `shareStrategy`) first.
 */
import type { Index } from 'flexsearch';
import { CJK_CHAR as HAS_CJK } from '../cjk';
import { FIELD_NAMES, FIELDS, type FieldName, INTRO_WEIGHT } from './flexIndex';
import { atBoundary } from './highlight';
import { foldText } from './normalize';
import { GRAM_PREFIX, tokenize, type WordSegmenter } from './tokenize';

/** Words so common in questions that a page lacking them should not rank lower. */
const OPTIONAL = new Set(
  'a an the to of in on for with and or is are do does how what why when i my can it be by from as at use using 怎么 如何 什么 为什么 怎样 哪些 的 了 吗 呢 是 在 和 与 用 使用 中'.split(
    ' ',
  ),
);

/** Whether a word is one of the optional question words (not highlighted on its own). */
export const isOptionalWord = (term: string): boolean => OPTIONAL.has(term);

/** How many pages FlexSearch returns per term and field (all of them). */
const PER_TERM = 1000;
/** Score added when the query, spaces and case aside, is the page title (or a heading of the page). */
const EXACT_TITLE = 40;
const EXACT_HEADING = 20;
/**
 * Score added when every word of an English title is in the query (`expose a component` → `exposes`):
 * small, so that a one-word title (`Remotes`) does not beat the section a query names (`load remote`).
 */
const TITLE_WORDS = 5;

/** What the ranking reads: the field indexes and the pages' names. */
export interface RankInput {
  indexes: Record<FieldName, Index>;
  /** Compact names (title, headings) per page, for the exact-name boost. */
  pageTitles: string[];
  pageHeadings: string[][];
  /** Compact alias per page (its Chinese name), '' when none: it counts as a title. */
  pageAliases: string[];
  /** Headings per page with their conjunctions left out (see withoutConjunctions). */
  pageHeadingsJoined: string[][];
  /** The words of each page's English title, singular; empty for a title with CJK in it. */
  pageTitleWords: string[][];
  /** Each page's text (folded once, when a query first needs it): the ranking reads the body here. */
  pageText: (page: number) => PageText;
  segmenter: WordSegmenter | null;
}

/** A ranked page: its index, and the query terms it holds. */
export interface PageMatch {
  page: number;
  terms: string[];
}

/** Lower case, letters and digits only: `Share Strategy` and `shareStrategy` compare equal. */
export const compact = (text: string): string => foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Conjunctions that join two names in a heading or a query: `生产者与消费者` ↔ `生产者和消费者`. */
const CONJUNCTIONS = /\s+(?:and|&)\s+|[和与及]/gu;

/** The compact text with its conjunctions left out. */
export const withoutConjunctions = (text: string): string => compact(foldText(text).replace(CONJUNCTIONS, ' '));

/** An English word without its plural `s` (`exposes` → `expose`, `remotes` → `remote`). */
export const singular = (word: string): string =>
  /^[a-z]{4,}s$/.test(word) && !word.endsWith('ss') ? word.slice(0, -1) : word;

/**
 * How the page's text holds `term`: its weight in the first paragraph (where the page names its
 * subject), else by how often the text uses it (1 once, 4 from 15 times on), 0 when it does not. A
 * Latin term counts as a whole word or identifier part, as a strict index would (`remote` in
 * `loadRemote`, not `load` in `download` nor `loadRemot` in `loadRemote`).
 */
function textWeight(page: PageText, term: string, latin: boolean): number {
  let count = 0;
  let first = -1;
  for (let i = page.folded.indexOf(term); i !== -1 && count < 15; i = page.folded.indexOf(term, i + term.length)) {
    if (latin && !(atBoundary(page.original, i) && atBoundary(page.original, i + term.length))) continue;
    if (first < 0) first = i;
    count++;
  }
  if (count === 0) return 0;
  return first < page.introEnd ? INTRO_WEIGHT : Math.max(1, Math.log2(1 + count));
}

/** A page's text as the ranking reads it. */
export interface PageText {
  original: string;
  folded: string;
  introEnd: number;
}

/** The pages matching `query`, best first, at most `limit`. */
export function rankPages(input: RankInput, query: string, limit: number): PageMatch[] {
  const terms = [...new Set(tokenize(query, input.segmenter, true))];
  const acc = new Map<number, { coverage: number; score: number; terms: string[] }>();
  for (const term of terms) {
    const best = new Map<number, number>();
    const shown = term.startsWith(GRAM_PREFIX) ? term.slice(1) : term;
    for (const field of FIELD_NAMES) {
      const ids = input.indexes[field].search(term, { limit: PER_TERM }) as number[];
      for (const page of ids) best.set(page, Math.max(best.get(page) ?? 0, FIELDS[field].weight));
    }
    const latin = !HAS_CJK.test(shown.charAt(0));
    for (let page = 0; page < input.pageTitles.length; page++) {
      const weight = textWeight(input.pageText(page), shown, latin);
      if (weight > 0) best.set(page, Math.max(best.get(page) ?? 0, weight));
    }

    if (best.size === 0) continue;
    const rarity = Math.log(1 + input.pageTitles.length / best.size);
    // Coverage counts Latin terms and CJK bigrams; the segmenter's words (`时`, `插件`) only add to the
    // score, as their bigrams already say whether the page has them.
    const required = OPTIONAL.has(term) || HAS_CJK.test(term.charAt(0)) ? 0 : 1;
    for (const [page, score] of best) {
      const a = acc.get(page) ?? { coverage: 0, score: 0, terms: [] };
      a.coverage += required;
      a.score += score * rarity;
      a.terms.push(shown);
      acc.set(page, a);
    }
  }
  // Exact-name boost: the whole query is the page's title, alias or a heading; or an identifier typed in
  // it (`registerRemotes 注册生产者`) or two words written apart (`register remotes at runtime`) are.
  const key = compact(query);
  const typed = query.split(/\s+/).filter(Boolean);
  const joined = withoutConjunctions(query);
  const named = new Set(typed.map((w) => singular(compact(w))));
  const words = new Set([
    ...typed.filter((w) => /\p{Ll}\p{Lu}/u.test(w)).map(compact),
    ...typed.slice(1).map((w, i) => compact(`${typed[i]}${w}`)),
  ]);
  for (const [page, a] of acc) {
    const title = input.pageTitles[page] ?? '';
    const headings = input.pageHeadings[page] ?? [];
    const titleWords = input.pageTitleWords[page] ?? [];
    if (title === key || input.pageAliases[page] === key) a.score += EXACT_TITLE;
    else if (headings.includes(key)) a.score += EXACT_HEADING;
    else if (joined !== key && input.pageHeadingsJoined[page]?.includes(joined)) a.score += EXACT_HEADING;
    else if (titleWords.length > 0 && titleWords.every((w) => named.has(w))) a.score += TITLE_WORDS;
    else if (words.has(title)) a.score += EXACT_HEADING;
    else if (headings.some((h) => words.has(h))) a.score += EXACT_HEADING / 2;
  }
  return [...acc]
    .sort(([pa, a], [pb, b]) => b.coverage - a.coverage || b.score - a.score || pa - pb)
    .slice(0, limit)
    .map(([page, a]) => ({ page, terms: a.terms }));
}
