#!/usr/bin/env node
// @ts-check
/**
 * Search benchmark (issue 4). Prints figures, asserts nothing:
 * - index size per language, raw and gzip (Rspress's `search_index` files of the built site);
 * - index load + build time and query latency p50/p95 over the relevance set, in Node and in Chromium;
 * - recall@5 of the relevance set on the built index;
 * - a bounded load run (loopback only) against scripts/search-server.mjs: requests per second, p50, p99.
 *
 *   npm run build && node scripts/bench-search.mjs   (RSPRESS_OUT_DIR selects another build)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { findIndexFiles } from './lib/searchIndexFiles.mjs';
import { loadSearchLogic } from './lib/searchLogic.mjs';
import { transpileSearchModule } from './lib/searchTsHooks.mjs';
import { startServer } from './lib/staticServer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const siteDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? path.join(root, 'doc_build'));
const LOAD_REQUESTS = 3000;
const LOAD_SECONDS = 10;
const LOAD_CONCURRENCY = 16;
const QUERY_ROUNDS = 5;

/** @type {Record<'en' | 'zh', [string, string][]>} */
const relevance = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'));
const files = findIndexFiles(siteDir).filter((f) => f.lang === 'en' || f.lang === 'zh');
const logic = await loadSearchLogic();

/** @param {number[]} values @param {number} p */
const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (/** @type {number} */ v) => `${v.toFixed(2)} ms`;
const kb = (/** @type {number} */ v) => `${(v / 1024).toFixed(1)} KB`;

console.log(`Search benchmark on ${siteDir}\n`);
console.log('Index size (Rspress search_index file)');
for (const f of files) {
  const raw = fs.readFileSync(f.file);
  console.log(
    `  ${f.lang}: ${kb(raw.length)} raw, ${kb(zlib.gzipSync(raw, { level: 9 }).length)} gzip  (${path.basename(f.file)})`,
  );
}

console.log('\nNode (same logic as the browser)');
for (const f of files) {
  const lang = /** @type {'en' | 'zh'} */ (f.lang);
  const builds = [];
  let engine;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const records = JSON.parse(fs.readFileSync(f.file, 'utf8'));
    engine = logic.createEngine(records);
    builds.push(performance.now() - t0);
  }
  if (!engine) continue;
  const times = [];
  for (let round = 0; round < QUERY_ROUNDS; round++) {
    for (const [query] of relevance[lang]) {
      const t0 = performance.now();
      logic.toHits(logic.searchPages(engine.index, query, logic.DEFAULT_LIMIT), query);
      times.push(performance.now() - t0);
    }
  }
  const found = relevance[lang].filter(([q, want]) => engine.rankRoutes(q, 5).includes(want)).length;
  console.log(
    `  ${lang}: load + build ${ms(Math.min(...builds))} (best of 3); query p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))} ` +
      `over ${times.length} queries; recall@5 on the built index ${((100 * found) / relevance[lang].length).toFixed(1)} %`,
  );
}

console.log('\nChromium');
const site = await startServer({ root: siteDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const f of files) {
    const lang = /** @type {'en' | 'zh'} */ (f.lang);
    const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    const page = await context.newPage();
    // The real site: open the dialog and read the index measure the UI records (fetch + build).
    await page.goto(`${site.url}${lang === 'zh' ? '/zh/guide/start/' : '/guide/start/'}`);
    await page.waitForFunction(() => document.querySelector('.mf-search-button__hint[style*="visible"]') !== null);
    await page.locator('.mf-search-button').click();
    await page.waitForFunction(() => performance.getEntriesByName('mf-search:index').length > 0, undefined, {
      timeout: 30_000,
    });
    const uiIndex = await page.evaluate(() => performance.getEntriesByName('mf-search:index')[0]?.duration ?? 0);
    // The logic alone, as ES modules, on the same index file: query latency without the debounce and React.
    await page.route('**/__search_logic/**', async (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      const source = fs.readFileSync(path.join(root, 'theme/logic/search', name), 'utf8');
      const js = transpileSearchModule(source, name).replace(/from '(\.\/[\w]+)'/g, "from '$1.ts'");
      await route.fulfill({ contentType: 'text/javascript', body: js });
    });
    const indexUrl = `/static/${path.basename(f.file)}`;
    const result = await page.evaluate(
      async ({ indexUrl, queries, rounds }) => {
        const L = await import(/* @vite-ignore */ `${location.origin}/__search_logic/index.ts`);
        const t0 = performance.now();
        const records = await (await fetch(indexUrl, { cache: 'no-store' })).json();
        const engine = L.createEngine(records);
        const build = performance.now() - t0;
        const times = [];
        for (let r = 0; r < rounds; r++) {
          for (const q of queries) {
            const s = performance.now();
            L.toHits(L.searchPages(engine.index, q, 7), q);
            times.push(performance.now() - s);
          }
        }
        return { build, times };
      },
      { indexUrl, queries: relevance[lang].map(([q]) => q), rounds: QUERY_ROUNDS },
    );
    console.log(
      `  ${lang}: UI index load + build ${ms(uiIndex)} (paced, first opening); logic load + build ${ms(result.build)}; ` +
        `query p50 ${ms(pct(result.times, 50))}, p95 ${ms(pct(result.times, 95))} over ${result.times.length} queries`,
    );
    await context.close();
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
