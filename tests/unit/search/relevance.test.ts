/**
 * Relevance, on the engine and index the site ships (built from the MDX sources):
 * - the hand-written set (tests/fixtures/search-relevance.json): the wanted page among the first 5
 *   for at least 97 % of queries, per language;
 * - the reference queries generated from the sidebar and the headings (./referenceQueries.ts):
 *   mean reciprocal rank of at least 0.9, per language.
 * The Chinese runs are repeated with the segments Chromium, Firefox and WebKit give for the queries
 * (./segmenters.ts): results must not depend on the reader's browser. Prints the figures and every miss.
 */
import fs from 'node:fs';
import path from 'node:path';
import { errorDescMap } from '@module-federation/error-codes';
import { describe, expect, it } from 'vitest';
import { MESSAGE_ENTRIES } from '../../../config/messages/entries.mjs';
import { SEARCH_KEYWORDS } from '../../../config/searchKeywords.mjs';
import { covers, lineOf, type Message } from '../../../lib/messages/pages.mjs';
import { pageRecords } from '../../../plugins/search/records';
import { buildIndex } from '../../../theme/logic/search/build';
import { memoryReader, SearchEngine } from '../../../theme/logic/search/engine';
import type { WordSegmenter } from '../../../theme/logic/search/text';
import { referenceQueries } from './referenceQueries';
import { ENGINE_SEGMENTERS } from './segmenters';

const root = path.resolve(import.meta.dirname, '../../..');
const set = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8')) as Record<
  'en' | 'zh',
  [string, string][]
>;

/** Routes of the pages ranked for `query`. */
const rankRoutes = (engine: SearchEngine, query: string, limit: number) =>
  engine.rank(query, limit).map((r) => r.record.routePath);

/** 1-based rank of the first hit or page in `wanted`, 0 when absent from the first 10. */
function rankOf(engine: SearchEngine, query: string, wanted: string[]): number {
  const sections = wanted[0]?.includes('#');
  const links = sections ? [...new Set(engine.search(query, 10).map((h) => h.link))] : rankRoutes(engine, query, 10);
  return links.findIndex((l) => wanted.includes(l)) + 1;
}

// Parsing every MDX page and indexing it takes a few seconds on a busy 2-core machine: once per language.
const pages = { en: pageRecords(path.join(root, 'docs'), 'en'), zh: pageRecords(path.join(root, 'docs'), 'zh') };
const built = { en: buildIndex(pages.en, 'en'), zh: buildIndex(pages.zh, 'zh') };
/** An engine over the fragments the site ships, read as the browser reads them. */
const engineOf = (lang: 'en' | 'zh', segmenter?: WordSegmenter) =>
  new SearchEngine(built[lang].manifest, memoryReader(built[lang]), segmenter);
const runs: ['en' | 'zh', string, WordSegmenter | undefined][] = [
  ['en', 'Node', undefined],
  ['zh', 'Node', undefined],
  ...Object.entries(ENGINE_SEGMENTERS).map(([name, s]): ['zh', string, WordSegmenter] => ['zh', name, s]),
];

describe.each(runs)('given the %s site, queries segmented as %s does', (lang, _engine, segmenter) => {
  const engine = engineOf(lang, segmenter);

  it('should put the wanted page in the top 5 for at least 97 % of the relevance set', { timeout: 60_000 }, () => {
    expect(set[lang].length).toBeGreaterThanOrEqual(50);
    const misses = set[lang].filter(([query, want]) => !rankRoutes(engine, query, 5).includes(want));
    const recall = 1 - misses.length / set[lang].length;
    console.log(`search recall@5 (${lang}): ${(recall * 100).toFixed(1)} % of ${set[lang].length} queries`);
    for (const [query, want] of misses)
      console.log(`  miss: "${query}" → wanted ${want}, got ${rankRoutes(engine, query, 5).join(', ')}`);
    expect(recall).toBeGreaterThanOrEqual(0.97);
  });

  it('should rank each reference page or section first by its name (MRR ≥ 0.9)', { timeout: 60_000 }, () => {
    const queries = referenceQueries(lang, pages[lang]);
    expect(queries.length).toBeGreaterThanOrEqual(40);
    const ranks = queries.map((q) => ({ ...q, rank: rankOf(engine, q.query, q.wanted) }));
    const mrr = ranks.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / ranks.length;
    console.log(`search MRR on ${ranks.length} reference queries (${lang}): ${mrr.toFixed(3)}`);
    for (const r of ranks.filter((x) => x.rank !== 1))
      console.log(`  rank ${r.rank || '>10'}: "${r.query}" → wanted ${r.wanted.join(' or ')}`);
    expect(mrr).toBeGreaterThanOrEqual(0.9);
  });
});

/**
 * A reader pastes the first line the console printed, `<description> #<CODE>` (getShortErrorMsg of
 * @module-federation/error-codes), or the description alone: the first hit is that code's entry on the
 * troubleshooting page of its kind, in either language.
 */
describe.each(['en', 'zh'] as const)('given a console line pasted into the %s search', (lang) => {
  const engine = engineOf(lang);
  const lines = Object.entries(errorDescMap).flatMap(([code, description]) => [
    { code, query: `${description} #${code}` },
    { code, query: description },
  ]);

  it('should rank the entry of its code first, with or without the #CODE suffix', { timeout: 60_000 }, () => {
    const prefix = lang === 'zh' ? '/zh' : '';
    const misses = lines.flatMap(({ code, query }) => {
      const want = `${prefix}/guide/troubleshooting/${code.split('-')[0]?.toLowerCase()}#${code.toLowerCase()}`;
      const first = engine.search(query, 5)[0]?.link;
      return first === want ? [] : [`"${query}" → wanted ${want}, got ${first ?? 'nothing'}`];
    });
    console.log(`console lines ranked first (${lang}): ${lines.length - misses.length} of ${lines.length}`);
    for (const miss of misses) console.log(`  miss: ${miss}`);
    expect(misses).toEqual([]);
  });
});

/** Every message the packages print now or printed in an older release (config/messages/). */
const messages = ['installed.json', 'history.json'].flatMap((name) => {
  const data = JSON.parse(fs.readFileSync(path.join(root, 'config/messages', name), 'utf8'));
  return (data.messages ?? data.wordings) as Message[];
});

/** A message's first line as a reader's console prints it: their URL and names where the page writes `${…}`. */
const pasted = (template: string) =>
  template
    .split('\n')[0]
    ?.replace(/\$\{[^}]*(?:url|entry|href|src)[^}]*\}/gi, 'http://localhost:3001/mf-manifest.json')
    .replace(/\$\{[^}]*\}/g, 'checkout')
    .trim() ?? '';

/**
 * A reader pastes any message a federation package prints (issue 42), filled in with their own values: among
 * the first 5 pages is its entry's message page, its code's page, or a page that quotes the line.
 */
describe.each(['en', 'zh'] as const)('given any package message pasted into the %s search', (lang) => {
  const engine = engineOf(lang);
  const prefix = lang === 'zh' ? '/zh' : '';
  const lines = new Map<string, string[]>();
  for (const m of messages) {
    const entry = MESSAGE_ENTRIES.find((e) => covers(e, m));
    const query = pasted(lineOf(m));
    if (!entry || query.length < 8 || lines.has(query)) continue;
    const fixed =
      lineOf(m)
        .split('\n')[0]
        ?.split(/\$\{[^}]*\}/)
        .sort((a, b) => b.length - a.length)[0]
        ?.trim() ?? '';
    const quoting =
      fixed.length >= 16 ? pages[lang].filter((p) => p.content.includes(fixed)).map((p) => p.routePath) : [];
    const code = m.code ? [`${prefix}/guide/troubleshooting/${m.code.split('-')[0]?.toLowerCase()}`] : [];
    lines.set(query, [`${prefix}/guide/troubleshooting/${entry.page}`, ...code, ...quoting]);
  }

  it('should find a page that answers it for at least 96 % of them', { timeout: 60_000 }, () => {
    expect(lines.size).toBeGreaterThan(300);
    const misses = [...lines].filter(
      ([query, wanted]) => !rankRoutes(engine, query, 5).some((r) => wanted.includes(r)),
    );
    const found = 1 - misses.length / lines.size;
    console.log(`pasted messages found (${lang}): ${(found * 100).toFixed(1)} % of ${lines.size}`);
    for (const [query, wanted] of misses) console.log(`  miss: "${query}" → wanted ${wanted[0]}`);
    expect(found).toBeGreaterThanOrEqual(0.96);
  });
});

/**
 * The words of config/searchKeywords.mjs that name an entry (`route#id`): the reader's word, alone, gives a
 * hit that opens that entry, in every engine's segments.
 */
describe.each(runs)('given a symptom word typed into the %s search (%s)', (lang, _engine, segmenter) => {
  const engine = engineOf(lang, segmenter);
  const ofLang = (target: string) => target.startsWith('/zh/') === (lang === 'zh');
  const entries = SEARCH_KEYWORDS.filter((k) => k.target.includes('#') && ofLang(k.target)).flatMap((k) =>
    k.words.map((word) => ({ word, target: k.target })),
  );

  it('should give a hit that opens the entry the word is listed for', () => {
    expect(entries.length).toBeGreaterThan(0);
    const misses = entries.filter(({ word, target }) => !engine.search(word).some((h) => h.link === target));
    expect(
      misses.map(
        ({ word, target }) =>
          `${word} → ${target}: ${engine
            .search(word)
            .map((h) => h.link)
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
});
