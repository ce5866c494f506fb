#!/usr/bin/env node
// @ts-check
/**
 * Search benchmark. Prints figures, asserts nothing:
 * - the prebuilt index per language: its manifest, shards and page texts, gzip;
 * - what a first search fetches (manifest, shards, page texts; gzip), largest and median over the
 *   relevance set;
 * - in Node (the engine the browser runs): import time, query latency p50/p95 over the relevance set,
 *   recall@5 on the shipped files;
 * - in Chromium, on the real site: the dialog open with a query typed, the time from the last search
 *   file's arrival to the first result on screen, and from the end of the debounce, median of 5 loads;
 * - a bounded load run (loopback only) against scripts/search-server.mjs: requests per second, p50, p99.
 *
 *   npm run build && npm run bench:search   (RSPRESS_OUT_DIR selects another build)
 *
 * `--copies 5,20` prints only what a first search fetches with the docs copied that many times (as
 * `npm run bench:scale` copies them), the index built in memory: no site build needed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { createJiti } from 'jiti';
import { CHROMIUM_FLAGS, findChromium } from '../harness/chromium.mjs';
import { startServer } from '../harness/staticServer.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const siteDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? path.join(root, 'doc_build'));
const LOAD_REQUESTS = 3000;
const LOAD_SECONDS = 10;
const LOAD_CONCURRENCY = 16;
const QUERY_ROUNDS = 5;
/** Page loads per language in Chromium; the median is printed. */
const PAGE_LOADS = 5;
const DEBOUNCE_MS = 150;

/** @type {Record<'en' | 'zh', [string, string][]>} */
const relevance = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'));
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../../theme/logic/search/engine')} */
const { SearchEngine } = await jiti.import('../../theme/logic/search/engine.ts');
/** @type {typeof import('../../theme/logic/search/hits')} */
const { hitsOfPage } = await jiti.import('../../theme/logic/search/hits.ts');
/** @type {typeof import('../../plugins/search/index')} */
const { diskReader, findIndexFiles } = await jiti.import('../../plugins/search/index.ts');
/** @type {typeof import('../build-output/searchFetches')} */
const { firstSearchFetches, writeCopiedIndex } = await jiti.import('../build-output/searchFetches.ts');

/** @param {number[]} values @param {number} p */
const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const median = (/** @type {number[]} */ values) => pct(values, 50);
const ms = (/** @type {number} */ v) => `${v.toFixed(2)} ms`;
const kb = (/** @type {number} */ v) => `${(v / 1024).toFixed(1)} KB`;

/** What a first search fetches, median and largest over the relevance set, for the index under `dir`. */
function printFirstSearch(/** @type {string} */ dir, /** @type {'en' | 'zh'} */ lang, /** @type {string} */ label) {
  const queries = relevance[lang].map(([q]) => q);
  const fetches = firstSearchFetches(dir, lang, queries).sort((a, b) => a.gzip - b.gzip);
  const worst = fetches.at(-1);
  console.log(
    `  ${label}: median ${kb(median(fetches.map((x) => x.gzip)))}, largest ${kb(worst?.gzip ?? 0)} ` +
      `("${worst?.query}", ${worst?.files.length} files), over ${fetches.length} queries`,
  );
}

const copies = process.argv.includes('--copies') ? String(process.argv[process.argv.indexOf('--copies') + 1]) : '';
if (copies) {
  console.log('First search with the docs copied, the index built in memory (index files, gzip, relevance set)');
  for (const factor of copies.split(',').map(Number))
    for (const lang of /** @type {const} */ (['en', 'zh'])) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-search-copies-'));
      const { pages, files } = writeCopiedIndex(path.join(root, 'docs'), dir, lang, factor);
      printFirstSearch(dir, lang, `×${factor} ${lang} (${pages} pages, ${files} fragments)`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  process.exit(0);
}
const files = findIndexFiles(siteDir).filter((f) => f.lang === 'en' || f.lang === 'zh');

console.log(`Search benchmark on ${siteDir}\n`);
console.log('Prebuilt index (gzip; a query fetches the manifest, the shards of its terms, the texts of its pages)');
const gz = (/** @type {string} */ file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
for (const f of files) {
  /** @type {import('../../theme/logic/search/fragments').SearchManifest} */
  const manifest = JSON.parse(fs.readFileSync(f.file, 'utf8'));
  const dir = path.join(siteDir, 'static/search');
  const sizes = (/** @type {string} */ kind) =>
    fs
      .readdirSync(dir)
      .filter((n) => new RegExp(`^${f.lang}\\.${kind}\\d+\\.`).test(n))
      .map((n) => gz(path.join(dir, n)))
      .sort((a, b) => a - b);
  const shards = sizes('t');
  const texts = sizes('p');
  const sum = (/** @type {number[]} */ v) => v.reduce((n, x) => n + x, 0);
  console.log(
    `  ${f.lang}: manifest ${kb(gz(f.file))} (${path.basename(f.file)}, ${manifest.pages} pages); ` +
      `${shards.length} shards ${kb(sum(shards))} (median ${kb(median(shards))}, largest ${kb(pct(shards, 100))}); ` +
      `${texts.length} page texts ${kb(sum(texts))} (median ${kb(median(texts))}, largest ${kb(pct(texts, 100))})`,
  );
}

console.log(
  '\nFirst search: the index files a fresh page fetches for each query of the relevance set (gzip; the dialog code comes on top: npm run bench:scale, tests/e2e/search.spec.ts)',
);
for (const f of files) printFirstSearch(siteDir, /** @type {'en' | 'zh'} */ (f.lang), f.lang);

console.log('\nNode (the engine the browser runs)');
for (const f of files) {
  const lang = /** @type {'en' | 'zh'} */ (f.lang);
  const imports = [];
  let engine;
  try {
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      engine = new SearchEngine(JSON.parse(fs.readFileSync(f.file, 'utf8')), diskReader(siteDir));
      imports.push(performance.now() - t0);
    }
  } catch (error) {
    // An index of another format (a build of older code): its browser figures below still hold.
    console.log(`  ${lang}: skipped, ${/** @type {Error} */ (error).message}`);
  }
  if (!engine) continue;
  const times = [];
  for (let round = 0; round < QUERY_ROUNDS; round++) {
    for (const [query] of relevance[lang]) {
      const t0 = performance.now();
      // rank + hits without the result cache, as a first query would run
      engine.rank(query).flatMap((r) => hitsOfPage(r, query));
      times.push(performance.now() - t0);
    }
  }
  const found = relevance[lang].filter(([q, want]) =>
    engine.rank(q, 5).some((/** @type {{ record: { routePath: string } }} */ r) => r.record.routePath === want),
  ).length;
  console.log(
    `  ${lang}: read the manifest and make the engine ${ms(Math.min(...imports))} (best of 3); query p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))} ` +
      `over ${times.length} queries (fragments read); recall@5 on the shipped files ${((100 * found) / relevance[lang].length).toFixed(1)} %`,
  );
}

console.log(
  `\nChromium (the real site: open the dialog, type, wait for the first result; median of ${PAGE_LOADS} page loads)`,
);
const site = await startServer({ root: siteDir });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
/** One page load: the time from the last search file's arrival, and from the end of the debounce, to the first result. */
async function firstResult(/** @type {'en' | 'zh'} */ lang) {
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await context.newPage();
  await page.goto(`${site.url}${lang === 'zh' ? '/zh/guide/start/' : '/guide/start/'}`);
  await page.waitForFunction(() => document.querySelector('.mf-search-button__hint[style*="visible"]') !== null);
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="option"]')) {
        performance.mark('bench:first-result');
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.mf-search-button').click();
  const typedAt = await page.evaluate(() => performance.now());
  await page.getByRole('combobox').fill(lang === 'zh' ? '共享策略' : 'shareStrategy');
  await page.waitForFunction(() => performance.getEntriesByName('bench:first-result').length > 0, undefined, {
    timeout: 30_000,
  });
  const t = await page.evaluate(
    ({ typed, debounce }) => {
      const files = performance.getEntriesByType('resource').filter((e) => /\/static\/search/.test(e.name));
      const arrived = Math.max(...files.map((e) => /** @type {PerformanceResourceTiming} */ (e).responseEnd));
      const first = performance.getEntriesByName('bench:first-result')[0]?.startTime ?? 0;
      return { afterBytes: first - arrived, afterDebounce: first - typed - debounce, files: files.length };
    },
    { typed: typedAt, debounce: DEBOUNCE_MS },
  );
  await context.close();
  return t;
}
try {
  for (const f of files) {
    const lang = /** @type {'en' | 'zh'} */ (f.lang);
    /** @type {{ afterBytes: number, afterDebounce: number, files: number }[]} */
    const runs = [];
    for (let i = 0; i < PAGE_LOADS; i++) runs.push(await firstResult(lang));
    const mid = (/** @type {'afterBytes' | 'afterDebounce'} */ k) => ms(median(runs.map((r) => r[k])));
    console.log(
      `  ${lang}: first result ${mid('afterBytes')} after the last of its ${runs[0]?.files} search files arrived, ` +
        `${mid('afterDebounce')} after the debounce; all runs ${runs.map((r) => r.afterBytes.toFixed(0)).join(', ')} ms`,
    );
  }
} finally {
  await browser.close();
  await site.close();
}

console.log(
  `\nSearch service load run (loopback, ${LOAD_CONCURRENCY} connections, at most ${LOAD_REQUESTS} requests or ${LOAD_SECONDS} s)`,
);
const child = spawn(
  process.execPath,
  [path.join(root, 'scripts/search-server.mjs'), '--index', `mf-docs=${siteDir}`, '--port', '0'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const serviceUrl = await new Promise((resolve, reject) => {
  child.stdout.on('data', (d) => {
    const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(String(d));
    if (m) resolve(m[1]);
  });
  child.on('exit', (code) => reject(new Error(`search service exited with ${code}`)));
});
try {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CONCURRENCY });
  const queries = [
    ...relevance.en.map(([q]) => ({ q, lang: 'en' })),
    ...relevance.zh.map(([q]) => ({ q, lang: 'zh' })),
  ];
  /** @type {number[]} */
  const latencies = [];
  let sent = 0;
  let failed = 0;
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  /** @param {string} url @returns {Promise<number>} */
  const get = (url) =>
    new Promise((resolve) => {
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', () => resolve(0));
    });
  const worker = async () => {
    while (sent < LOAD_REQUESTS && performance.now() < deadline) {
      const { q, lang } = /** @type {{ q: string, lang: string }} */ (queries[sent % queries.length]);
      sent++;
      const t0 = performance.now();
      const status = await get(
        `${serviceUrl}/search?keyword=${encodeURIComponent(q)}&limit=7&searchIndexes=mf-docs&lang=${lang}`,
      );
      latencies.push(performance.now() - t0);
      if (status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  console.log(
    `  ${latencies.length} requests in ${seconds.toFixed(1)} s: ${(latencies.length / seconds).toFixed(0)} requests/s, ` +
      `p50 ${ms(pct(latencies, 50))}, p99 ${ms(pct(latencies, 99))}, ${failed} failed ` +
      '(queries repeat, so the service cache of 100 queries serves most of them)',
  );
} finally {
  child.kill();
}
