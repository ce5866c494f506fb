// @ts-check
/**
 * Chinese wording: one term per concept (the list in `config/terms.mjs`), Chinese quotation marks in
 * Chinese prose, and the term table in CONTRIBUTING.md generated from the same list. Code, inline code,
 * link URLs and quoted English strings (error messages) are exempt.
 */
import { HAN, maskQuotedEnglish, proseLines } from './zhProse.mjs';

/** @typedef {import('../../config/terms.mjs').Term} Term */

/** @param {string} s */
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern for every avoided variant; an ASCII variant matches only as a whole word.
 * @param {readonly Term[]} terms
 * @returns {{ pattern: RegExp, byVariant: Map<string, Term> }}
 */
function variantMatcher(terms) {
  /** @type {Map<string, Term>} */
  const byVariant = new Map();
  for (const term of terms) for (const variant of term.avoid ?? []) byVariant.set(variant, term);
  const alternatives = [...byVariant.keys()]
    .sort((a, b) => b.length - a.length)
    .map((v) => {
      const body = escapeRegExp(v);
      const head = /^[A-Za-z]/.test(v) ? '(?<![A-Za-z])' : '';
      const tail = /[A-Za-z]$/.test(v) ? '(?![A-Za-z])' : '';
      return `${head}${body}${tail}`;
    });
  return { pattern: new RegExp(alternatives.join('|') || '(?!)', 'gu'), byVariant };
}

/**
 * Reports every avoided variant in the prose of the Chinese pages.
 * @param {{ lang: string, rel: string, source: string }[]} files
 * @param {readonly Term[]} terms
 * @returns {{ errors: string[], checked: number }}
 */
export function checkTerms(files, terms) {
  const { pattern, byVariant } = variantMatcher(terms);
  /** @type {string[]} */
  const errors = [];
  let checked = 0;
  for (const file of files) {
    if (file.lang !== 'zh') continue;
    checked += 1;
    for (const { line, text } of proseLines(file.source)) {
      for (const match of maskQuotedEnglish(text).matchAll(pattern)) {
        const term = byVariant.get(match[0]);
        if (!term) continue;
        errors.push(
          `${file.rel}:${line}: "${match[0]}" is not on the term list; write "${term.zh}" (${term.en}), see config/terms.mjs`,
        );
      }
    }
  }
  return { errors, checked };
}

/**
 * Reports ASCII double quotes in Chinese prose: a text that contains Chinese uses “…”.
 * @param {{ lang: string, rel: string, source: string }[]} files
 * @returns {string[]}
 */
export function checkQuotes(files) {
  /** @type {string[]} */
  const errors = [];
  for (const file of files) {
    if (file.lang !== 'zh') continue;
    for (const { line, text, frontmatter } of proseLines(file.source)) {
      if (!text.includes('"')) continue;
      // YAML quotes its values with ASCII quotes; only the quotes inside a value are prose.
      const prose = frontmatter ? text.replace(/^\s*[\w-]+:\s*"(.*)"\s*$/, '$1') : text;
      if (prose.includes('"') && HAN.test(prose)) {
        errors.push(`${file.rel}:${line}: ASCII quotation mark in Chinese prose; write “…” instead of "…"`);
      }
    }
  }
  return errors;
}

/**
 * Reports a recurring heading id whose text differs from the one in `FIXED_HEADINGS`.
 * @param {{ lang: 'en' | 'zh', key: string, rel: string }[]} files
 * @param {Map<string, { headings: { id: string, text: string, line: number }[] }>} parsed
 * @param {Readonly<Record<string, { en: string, zh: string }>>} fixed
 * @returns {string[]}
 */
export function checkHeadings(files, parsed, fixed) {
  /** @type {string[]} */
  const errors = [];
  for (const file of files) {
    for (const heading of parsed.get(file.key)?.headings ?? []) {
      const want = fixed[heading.id]?.[file.lang];
      if (want !== undefined && heading.text !== want) {
        errors.push(
          `${file.rel}:${heading.line}: the heading {#${heading.id}} reads "${want}" on every page, not "${heading.text}"`,
        );
      }
    }
  }
  return errors;
}

const TABLE_START = '<!-- terms:start (generated from config/terms.mjs) -->';
const TABLE_END = '<!-- terms:end -->';

/** @param {string} s */
const cell = (s) => s.replaceAll('|', '\\|');

/**
 * The term table of CONTRIBUTING.md, between its markers.
 * @param {readonly Term[]} terms
 */
export function termTable(terms) {
  const rows = terms.map((t) => {
    const zh = t.keep ? `${t.zh}（不翻译）` : t.zh;
    const avoid = (t.avoid ?? []).join('、');
    return `| ${cell(t.en)} | ${cell(zh)} | ${cell(avoid)} |`;
  });
  return [TABLE_START, '', '| English | 中文 | 不要写 |', '| --- | --- | --- |', ...rows, '', TABLE_END].join('\n');
}

/**
 * The sentence of CONTRIBUTING.md that names the pages in one language only, between its markers.
 * @param {readonly string[]} enOnly
 * @param {readonly string[]} zhOnly
 */
function oneLanguageSentence(enOnly, zhOnly) {
  const list = (/** @type {readonly string[]} */ routes) => routes.map((r) => `\`${r}\``).join(', ');
  return `${ONE_LANGUAGE_START}English-only ${list(enOnly)}; Chinese-only ${list(zhOnly)}${ONE_LANGUAGE_END}`;
}
const ONE_LANGUAGE_START = '<!-- one-language:start (generated from config/siteFacts.mjs) -->';
const ONE_LANGUAGE_END = '<!-- one-language:end -->';

/**
 * Checks that CONTRIBUTING.md carries the text generated from the data between a pair of markers, or
 * rewrites it.
 * @param {string} contributing the file's text
 * @param {{ start: string, end: string, expected: string, source: string }} region
 * @returns {{ errors: string[], updated: string }}
 */
function checkGenerated(contributing, { start: startMarker, end: endMarker, expected, source }) {
  const start = contributing.indexOf(startMarker);
  const end = contributing.indexOf(endMarker);
  if (start < 0 || end < start) {
    return {
      errors: [
        `CONTRIBUTING.md:1: the markers of the text generated from ${source} are missing ("${startMarker}" … "${endMarker}")`,
      ],
      updated: contributing,
    };
  }
  const current = contributing.slice(start, end + endMarker.length);
  const updated = contributing.slice(0, start) + expected + contributing.slice(end + endMarker.length);
  if (current === expected) return { errors: [], updated };
  const line = contributing.slice(0, start).split('\n').length;
  return {
    errors: [
      `CONTRIBUTING.md:${line}: the text generated from ${source} differs from it; run "node scripts/check-content.mjs --write-terms"`,
    ],
    updated,
  };
}

/**
 * Checks that CONTRIBUTING.md carries the term table generated from the list, or rewrites it.
 * @param {string} contributing the file's text
 * @param {readonly Term[]} terms
 * @returns {{ errors: string[], updated: string }}
 */
export function checkTermTable(contributing, terms) {
  return checkGenerated(contributing, {
    start: TABLE_START,
    end: TABLE_END,
    expected: termTable(terms),
    source: 'config/terms.mjs',
  });
}

/**
 * Checks that CONTRIBUTING.md names the one-language pages of config/siteFacts.mjs, or rewrites the
 * sentence.
 * @param {string} contributing the file's text
 * @param {readonly string[]} enOnly
 * @param {readonly string[]} zhOnly
 * @returns {{ errors: string[], updated: string }}
 */
export function checkOneLanguageSentence(contributing, enOnly, zhOnly) {
  return checkGenerated(contributing, {
    start: ONE_LANGUAGE_START,
    end: ONE_LANGUAGE_END,
    expected: oneLanguageSentence(enOnly, zhOnly),
    source: 'config/siteFacts.mjs',
  });
}
