#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse 12 with its default mobile preset (simulated slow 4G and 4x CPU slowdown) on the pages of
 * issue 12, served the way the CDN serves them (the output folder's `_headers` applied: CSP, cache and
 * security headers). Each page is run `--runs` times (default 3) and the median is printed: performance,
 * Total Blocking Time, Largest Contentful Paint, Cumulative Layout Shift, and the accessibility, best
 * practices and SEO scores, with the failing audits of the median run. Budgets: performance >= 98,
 * TBT <= 150 ms, CLS 0, the other scores 100 (social cards are timed by `npm run bench:scale`).
 * Prints figures; it does not pass or fail. The machine's load changes the figures: say how loaded it was.
 *
 *   node tests/bench/lighthouse.mjs [--pages /,/zh/,/guide/start/quick-start,/zh/guide/basic/runtime] [--runs 3]
 *
 * Uses Debian's Chromium (`CHROME_PATH`, `CHROMIUM_PATH` or /usr/bin/chromium). Build first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../harness/chromium.mjs';
import { median } from '../harness/median.mjs';
import { startServer } from '../harness/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/zh/,/guide/start/quick-start,/zh/guide/basic/runtime' },
    runs: { type: 'string', default: '3' },
  },
});
const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const pages = opts.pages.split(',');
const runs = Math.max(1, Number(opts.runs));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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
    /** @param {(lhr: import('lighthouse').Result) => number} of */
    const med = (of) => median(results.map(of));
    const score = (/** @type {string} */ id) => (/** @type {import('lighthouse').Result} */ lhr) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => (/** @type {import('lighthouse').Result} */ lhr) =>
      lhr.audits[id]?.numericValue ?? Number.NaN;
    const perf = results.map(score('performance'));
    const mid = results[perf.indexOf(median(perf))] ?? results[0];
    rows.push(
      `${p.padEnd(28)} perf ${String(median(perf)).padStart(3)} (${perf.join('/')})` +
        `  TBT ${med(metric('total-blocking-time')).toFixed(0).padStart(4)} ms` +
        `  LCP ${(med(metric('largest-contentful-paint')) / 1000).toFixed(2)} s` +
        `  CLS ${med(metric('cumulative-layout-shift')).toFixed(3)}` +
        `  a11y ${med(score('accessibility'))}  BP ${med(score('best-practices'))}  SEO ${med(score('seo'))}`,
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
