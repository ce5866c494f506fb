/**
 * The index files of a first search (config/budgets.mjs): for every query of the relevance set, in each
 * language, the manifest, the shards of its terms and the text of the pages it shows, as the browser's
 * engine asks for them, in gzip bytes. Prints the largest and the median. The budget counts the dialog's
 * code too: tests/e2e/search.spec.ts adds what Chromium fetches on opening; here the index files alone
 * must fit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../config/budgets.mjs';
import { firstSearchFetches } from './searchFetches';
import { outDir } from './site';

const set = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../fixtures/search-relevance.json'), 'utf8'),
) as Record<'en' | 'zh', [string, string][]>;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe.each(['en', 'zh'] as const)('given a reader searching the %s site for the first time', (lang) => {
  it(`should fetch at most ${kb(BUDGETS.firstSearch)} gzip of index files for any query of the relevance set`, () => {
    const fetches = firstSearchFetches(
      outDir,
      lang,
      set[lang].map(([query]) => query),
    ).sort((a, b) => b.gzip - a.gzip);
    const worst = fetches[0];
    const median = fetches[Math.floor(fetches.length / 2)];
    console.log(
      `first search, index files (${lang}): at most ${kb(worst?.gzip ?? 0)} ("${worst?.query}", ${worst?.files.length} files), ` +
        `median ${kb(median?.gzip ?? 0)}, over ${fetches.length} queries`,
    );
    expect(fetches.filter((f) => f.gzip > BUDGETS.firstSearch).map((f) => `${f.query}: ${kb(f.gzip)}`)).toEqual([]);
  });
});
