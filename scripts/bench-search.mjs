#!/usr/bin/env node
// @ts-check
/**
 * Search benchmark. Prints figures, asserts nothing:
 * - the prebuilt index file per language, raw, gzip and brotli;
 * - in Node (the engine the browser runs): import time, query latency p50/p95 over the relevance set,
 *   recall@5 on the shipped file;
 * - in Chromium, on the real site: the dialog open with a query typed, the time from the index's arrival
 *   to the first result on screen, and its parts (parse, import, search and render), median of 5 loads;
 * - a bounded load run (loopback only) against scripts/search-server.mjs: requests per second, p50, p99.
 *
 *   npm run build && npm run bench:search   (RSPRESS_OUT_DIR selects another build)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { createJiti } from 'jiti';
import { CHROMIUM_FLAGS, findChromium } from '../tests/harness/chromium.mjs';
import { startServer } from '../tests/harness/staticServer.mjs';

const root = path.resolve(import.meta.dirname, '..');
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
/** @type {typeof import('../theme/logic/search/engine')} */
const { SearchEngine } = await jiti.import('../theme/logic/search/engine.ts');
/** @type {typeof import('../theme/logic/search/hits')} */
const { hitsOfPage } = await jiti.import('../theme/logic/search/hits.ts');
/** @type {typeof import('../plugins/search/index')} */
const { findIndexFiles } = await jiti.import('../plugins/search/index.ts');
const files = findIndexFiles(siteDir).filter((f) => f.lang === 'en' || f.lang === 'zh');

/** @param {number[]} values @param {number} p */
const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (/** @type {number} */ v) => `${v.toFixed(2)} ms`;
const kb = (/** @type {number} */ v) => `${(v / 1024).toFixed(1)} KB`;

console.log(`Search benchmark on ${siteDir}\n`);
console.log('Prebuilt index file (page records + FlexSearch export)');
for (const f of files) {
  const raw = fs.readFileSync(f.file);
  /** @type {import('../theme/logic/search/engine').SearchIndexFile} */
  const parsed = JSON.parse(String(raw));
  const part = (/** @type {unknown} */ v) => kb(zlib.gzipSync(JSON.stringify(v), { level: 9 }).length);
  console.log(
    `  ${f.lang}: ${kb(raw.length)} raw, ${kb(zlib.gzipSync(raw, { level: 9 }).length)} gzip, ` +
      `${kb(zlib.brotliCompressSync(raw).length)} brotli  (${path.basename(f.file)}; ` +
      `page text ${part(parsed.pages)} gzip, FlexSearch index ${part(parsed.index ?? /** @type {any} */ (parsed).fields)} gzip)`,
  );
}

console.log('\nNode (the engine the browser runs)');
for (const f of files) {
  const lang = /** @type {'en' | 'zh'} */ (f.lang);
  const imports = [];
  let engine;
  try {
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      engine = new SearchEngine(JSON.parse(fs.readFileSync(f.file, 'utf8')));
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
    `  ${lang}: read + import ${ms(Math.min(...imports))} (best of 3); query p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))} ` +
      `over ${times.length} queries; recall@5 on the shipped file ${((100 * found) / relevance[lang].length).toFixed(1)} %`,
  );
}

console.log(
  `\nChromium (the real site: open the dialog, type, wait for the first result; median of ${PAGE_LOADS} page loads)`,
);
const site = await startServer({ root: siteDir });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
/** One page load: the time from the index's arrival to the first result, and its parts. */
async function firstResult(/** @type {'en' | 'zh'} */ lang, /** @type {string} */ indexName) {
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
  // The index is held until the query is typed and its debounce is over, so that the time from its
  // arrival to the first result is what the reader waits for: parse, import, search and render.
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  await page.route('**/static/search_index.*', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('.mf-search-button').click();
  await page.getByRole('combobox').fill(lang === 'zh' ? '共享策略' : 'shareStrategy');
  const typedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction((t) => performance.now() > t, typedAt + DEBOUNCE_MS + 50);
  release();
  await page.waitForFunction(() => performance.getEntriesByName('bench:first-result').length > 0, undefined, {
    timeout: 30_000,
  });
  const t = await page.evaluate((name) => {
    const index = performance.getEntriesByType('resource').find((e) => e.name.includes(name));
    const arrived = index ? /** @type {PerformanceResourceTiming} */ (index).responseEnd : 0;
    const at = (/** @type {string} */ n) => (performance.getEntriesByName(n)[0]?.startTime ?? 0) - arrived;
    const parsed = at('mf-search:parsed');
    const imported = at('mf-search:imported');
    const first = at('bench:first-result');
    return { first, parse: parsed, import: imported - parsed, rest: first - imported };
  }, indexName);
  await context.close();
  return t;
}
try {
  for (const f of files) {
    const lang = /** @type {'en' | 'zh'} */ (f.lang);
    /** @type {{ first: number, parse: number, import: number, rest: number }[]} */
    const runs = [];
    for (let i = 0; i < PAGE_LOADS; i++) runs.push(await firstResult(lang, path.basename(f.file)));
    const median = (/** @type {'first' | 'parse' | 'import' | 'rest'} */ k) =>
      ms(
        pct(
          runs.map((r) => r[k]),
          50,
        ),
      );
    console.log(
      `  ${lang}: first result ${median('first')} after the index arrived (query typed before; ` +
        `parse ${median('parse')}, import ${median('import')}, search and render ${median('rest')}); ` +
        `all runs ${runs.map((r) => r.first.toFixed(0)).join(', ')} ms`,
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
