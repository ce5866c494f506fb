/**
 * The relevance set (tests/fixtures/search-relevance.json): for each query, the page a reader wants
 * must be among the first 5. Prints recall@5 per language; fails below 95 %.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRecords } from '../../../scripts/lib/searchPages.mjs';
import { createEngine } from '../../../theme/logic/search';

const root = path.resolve(import.meta.dirname, '../../..');
const set = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8')) as Record<
  'en' | 'zh',
  [string, string][]
>;

describe.each(['en', 'zh'] as const)('given the %s relevance set', (lang) => {
  it('should hold at least 40 queries', () => {
    expect(set[lang].length).toBeGreaterThanOrEqual(40);
  });

  // Parsing every MDX page takes a few seconds on a busy 2-core machine.
  it('should put the wanted page in the top 5 for at least 95 % of queries', { timeout: 60_000 }, () => {
    const engine = createEngine(pageRecords(path.join(root, 'docs'), lang));
    const misses = set[lang].filter(([query, want]) => !engine.rankRoutes(query, 5).includes(want));
    const recall = (set[lang].length - misses.length) / set[lang].length;
    console.log(
      `search recall@5 (${lang}): ${(recall * 100).toFixed(1)} % (${set[lang].length - misses.length}/${set[lang].length})`,
    );
    for (const [query, want] of misses)
      console.log(`  miss: "${query}" → wanted ${want}, got ${engine.rankRoutes(query, 5).join(', ')}`);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
