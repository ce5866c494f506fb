#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse 12 with its default mobile preset (simulated slow 4G and 4x CPU slowdown) on the pages of
 * issue 12, served the way the CDN serves them (the output folder's `_headers` applied: CSP, cache and
 * security headers). Each page is run `--runs` times (default 3) and the median is printed: performance,
 * Total Blocking Time, Largest Contentful Paint, Cumulative Layout Shift, and the accessibility, best
 * practices and SEO scores, with the failing audits of the median run. Budgets: performance >= 98,
 * TBT <= 150 ms, CLS 0, the other scores 100. Also times social card drawing on its own (no cache).
 * Prints figures; it does not pass or fail. The machine's load changes the figures: say how loaded it was.
 *
 *   node scripts/bench-lighthouse.mjs [--pages /,/zh/,/guide/start/quick-start,/zh/guide/basic/runtime] [--runs 3] [--no-cards]
 *
 * Uses Debian's Chromium (`CHROME_PATH`, `CHROMIUM_PATH` or /usr/bin/chromium). Build first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findCardFont, loadCardFont } from '../lib/socialCards/font.mjs';
import { renderCard } from '../lib/socialCards/renderCard.mjs';
import { cardCharacters, subsetCardFont } from '../lib/socialCards/subsetFont.mjs';
import { CHROMIUM_FLAGS, findChromium } from '../tests/harness/chromium.mjs';
import { median } from '../tests/harness/median.mjs';
import { startServer } from '../tests/harness/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/zh/,/guide/start/quick-start,/zh/guide/basic/runtime' },
    runs: { type: 'string', default: '3' },
    'no-cards': { type: 'boolean', default: false },
  },
});
const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const pages = opts.pages.split(',');
const runs = Math.max(1, Number(opts.runs));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!opts['no-cards']) await benchCards();

const server = await startServer({ root: outDir, hostingHeaders: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? findChromium(),
  chromeFlags: CHROMIUM_FLAGS.filter((f) => f !== '--headless').concat('--headless=new'),
});
/** @type {string[]} */
const rows = [];
try {
  for (const p of pages) {
    const url = `${server.url}${p}`;
    /** @type {import('lighthouse').Result[]} */
    const results = [];
    // A run Lighthouse could not complete (a runtime error, no performance score) is a failed measurement,
    // not a score of 0: it is reported and run again, at most twice per page.
    for (let i = 0, retries = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The site is served from 127.0.0.1 here; canonical and hreflang name the production origin.
        locale: p.startsWith('/zh/') ? 'zh' : 'en',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const failure =
        result.lhr.runtimeError?.code ?? (result.lhr.categories.performance?.score == null ? 'no score' : null);
      if (failure && retries < 2) {
        console.warn(`${p}: run ${i + 1} failed (${failure}); running it again`);
        retries++;
        i--;
        continue;
      }
      results.push(result.lhr);
    }
    const score = (/** @type {import('lighthouse').Result} */ lhr, /** @type {string} */ id) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (/** @type {import('lighthouse').Result} */ lhr, /** @type {string} */ id) =>
      lhr.audits[id]?.numericValue ?? Number.NaN;
    const perf = results.map((r) => score(r, 'performance'));
    const mid = results[perf.indexOf(median(perf))] ?? results[0];
    rows.push(
      `${p.padEnd(28)} perf ${String(median(perf)).padStart(3)} (${perf.join('/')})` +
        `  TBT ${median(results.map((r) => metric(r, 'total-blocking-time')))
          .toFixed(0)
          .padStart(4)} ms` +
        `  LCP ${(median(results.map((r) => metric(r, 'largest-contentful-paint'))) / 1000).toFixed(2)} s` +
        `  CLS ${median(results.map((r) => metric(r, 'cumulative-layout-shift'))).toFixed(3)}` +
        `  a11y ${median(results.map((r) => score(r, 'accessibility')))}` +
        `  BP ${median(results.map((r) => score(r, 'best-practices')))}` +
        `  SEO ${median(results.map((r) => score(r, 'seo')))}`,
    );
    if (!mid) continue;
    for (const id of CATEGORIES) {
      for (const ref of mid.categories[id]?.auditRefs ?? []) {
        const audit = mid.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1)) {
          rows.push(`    ✗ ${id}: ${audit.id} — ${audit.displayValue ?? audit.title}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}
console.log(`\nLighthouse (mobile preset, _headers applied, median of ${runs})`);
for (const r of rows) console.log(r);

/** Draws cards for every built page with an empty cache, one thread, and prints the time per card. */
async function benchCards() {
  const titles = [];
  for (const f of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!f.endsWith('.html') || f === '404.html') continue;
    const m = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(outDir, f), 'utf8'));
    if (m?.[1]) titles.push(m[1].replace(/ \| .*$/, ''));
  }
  const t0 = performance.now();
  const full = loadCardFont(findCardFont());
  const inputs = titles.map((title) => ({
    title,
    section: 'Guide',
    siteTitle: 'Module federation',
    host: 'example.org',
  }));
  // The build draws with the font cut to the cards' characters (lib/socialCards/subsetFont.mjs).
  const warmUp = { title: 'Warm-up 预热', section: 'Guide', siteTitle: 'Module federation', host: 'example.org' };
  const font = await subsetCardFont(full, cardCharacters([...inputs, warmUp]));
  const tSubset = performance.now() - t0;
  // satori parses the font on first use: the first card carries that cost, once per worker thread.
  await renderCard(
    { title: 'Warm-up 预热', section: 'Guide', siteTitle: 'Module federation', host: 'example.org' },
    font,
  );
  const tFont = performance.now() - t0;
  const sample = titles.slice(0, 30);
  const t1 = performance.now();
  for (const title of sample)
    await renderCard({ title, section: 'Guide', siteTitle: 'Module federation', host: 'example.org' }, font);
  const per = (performance.now() - t1) / sample.length;
  const threads = Math.min(2, os.availableParallelism());
  console.log('Social cards (no cache)');
  console.log(
    `  font load + subset ${tSubset.toFixed(0)} ms (once); first card ${(tFont - tSubset).toFixed(0)} ms per thread; ${per.toFixed(0)} ms per card (${sample.length} sampled)`,
  );
  console.log(
    `  ${titles.length} pages: ~${((titles.length * per) / 1000).toFixed(1)} s on one thread, ~${((titles.length * per) / threads / 1000 + tFont / 1000).toFixed(1)} s on ${threads}`,
  );
  console.log('  warm builds reuse node_modules/.cache/social-cards: 0 cards drawn when no title changed');
}
