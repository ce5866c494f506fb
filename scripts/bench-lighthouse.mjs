#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse SEO and Best Practices for the home page and a doc page in both languages, served the
 * way the CDN serves them (the output folder's `_headers` applied: CSP, cache and security headers).
 * Also times social card generation on its own (cold, no cache). Prints figures; target 100 for every
 * score. It does not pass or fail.
 *
 *   node scripts/bench-lighthouse.mjs [--pages /,/guide/start/quick-start,/zh/,/zh/guide/start/quick-start] [--no-cards]
 *
 * Uses Debian's Chromium (`CHROME_PATH`, `CHROMIUM_PATH` or /usr/bin/chromium). Build first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findCardFont, loadCardFont } from '../plugins/publishing/socialCards/font.mjs';
import { renderCard } from '../plugins/publishing/socialCards/renderCard.mjs';
import { CHROMIUM_FLAGS, findChromium } from './lib/chromium.mjs';
import { cliOption } from './lib/cliOption.mjs';
import { startServer } from './lib/staticServer.mjs';

const args = process.argv.slice(2);
const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const pages = cliOption('--pages', '/,/guide/start/quick-start,/zh/,/zh/guide/start/quick-start').split(',');

if (!args.includes('--no-cards')) await benchCards();

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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo', 'best-practices'],
      // A desktop run: the site's layout is the same, and mobile throttling only slows the benchmark.
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
      throttlingMethod: 'provided',
      // The site is served from 127.0.0.1 here; canonical and hreflang name the production origin.
      locale: p.startsWith('/zh/') ? 'zh' : 'en',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push(
      `${p.padEnd(32)} SEO ${String(score('seo')).padStart(3)}   Best Practices ${String(score('best-practices')).padStart(3)}`,
    );
    for (const id of ['seo', 'best-practices']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          rows.push(`    ✗ ${id}: ${audit.id} — ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}
console.log('\nLighthouse (desktop, _headers applied)');
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
  const font = loadCardFont(findCardFont());
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
    `  font load + first card ${tFont.toFixed(0)} ms per thread; ${per.toFixed(0)} ms per card (${sample.length} sampled)`,
  );
  console.log(
    `  ${titles.length} pages: ~${((titles.length * per) / 1000).toFixed(1)} s on one thread, ~${((titles.length * per) / threads / 1000 + tFont / 1000).toFixed(1)} s on ${threads}`,
  );
  console.log('  warm builds reuse node_modules/.cache/social-cards: 0 cards drawn when no title changed');
}
