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

/** @param {string} s */
const cell = (s) => s.replaceAll('|', '\\|');

/**
 * The markers around a text of CONTRIBUTING.md generated from `source`.
 * @param {string} name
 * @param {string} source
 * @returns {[string, string]}
 */
const markers = (name, source) => [`<!-- ${name}:start (generated from ${source}) -->`, `<!-- ${name}:end -->`];

/**
 * The term table of CONTRIBUTING.md, between its markers.
 * @param {readonly Term[]} terms
 */
export function termTable(terms) {
  const rows = terms.map(
    (t) => `| ${cell(t.en)} | ${cell(t.keep ? `${t.zh}（不翻译）` : t.zh)} | ${cell((t.avoid ?? []).join('、'))} |`,
  );
  const [start, end] = markers('terms', 'config/terms.mjs');
  return [start, '', '| English | 中文 | 不要写 |', '| --- | --- | --- |', ...rows, '', end].join('\n');
}

/**
 * Checks that CONTRIBUTING.md carries `expected` (markers included) between the markers of `name`, or
 * rewrites it (`updated`).
 * @param {string} contributing the file's text
 * @param {string} name
 * @param {string} source
 * @param {string} expected
 * @returns {{ errors: string[], updated: string }}
 */
function checkGenerated(contributing, name, source, expected) {
  const [startMarker, endMarker] = markers(name, source);
  const start = contributing.indexOf(startMarker);
  const end = contributing.indexOf(endMarker) + endMarker.length;
  if (start < 0 || end < start + endMarker.length) {
    const errors = [
      `CONTRIBUTING.md:1: the markers of the text generated from ${source} are missing ("${startMarker}" … "${endMarker}")`,
    ];
    return { errors, updated: contributing };
  }
  const updated = contributing.slice(0, start) + expected + contributing.slice(end);
  if (contributing.slice(start, end) === expected) return { errors: [], updated };
  const line = contributing.slice(0, start).split('\n').length;
  const fix = 'run "node scripts/check-content.mjs --write-terms"';
  return { errors: [`CONTRIBUTING.md:${line}: the text generated from ${source} differs from it; ${fix}`], updated };
}

/**
 * CONTRIBUTING.md's term table, checked against the list or rewritten.
 * @param {string} contributing the file's text
 * @param {readonly Term[]} terms
 */
export const checkTermTable = (contributing, terms) =>
  checkGenerated(contributing, 'terms', 'config/terms.mjs', termTable(terms));

/**
 * CONTRIBUTING.md's sentence naming the pages of one language only, checked or rewritten.
 * @param {string} contributing the file's text
 * @param {readonly string[]} enOnly
 * @param {readonly string[]} zhOnly
 */
export function checkOneLanguageSentence(contributing, enOnly, zhOnly) {
  const list = (/** @type {readonly string[]} */ routes) => routes.map((r) => `\`${r}\``).join(', ');
  const [start, end] = markers('one-language', 'config/siteFacts.mjs');
  const sentence = `${start}English-only ${list(enOnly)}; Chinese-only ${list(zhOnly)}${end}`;
  return checkGenerated(contributing, 'one-language', 'config/siteFacts.mjs', sentence);
}
