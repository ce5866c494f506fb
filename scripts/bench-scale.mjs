#!/usr/bin/env node
// @ts-check
/**
 * How the site grows with its page count (docs-dev/performance.md, "At scale"). Makes a copy of the
 * project in a scratch folder whose docs are copied `--factor` times (each language's sections again
 * under `copy2/`, `copy3/`, …: plain copies), builds it cold and warm, and prints what a reader
 * downloads: the JS of the home page and of doc pages, the bytes the first and the second search of
 * each language fetch, the search files in all, the build times and the social-card time.
 *
 *   node scripts/bench-scale.mjs [--factor 5] [--plain] [--runs 1] [--keep]
 *
 * `--plain` builds plain Rspress 2.0.22 on the same copy: our configuration with Rspress's default
 * theme, only the author-component and live-example plugins, llms off and Rspress's own search on.
 * `--runs 3` repeats the cold build (the figures after it come from the last one). The scratch folder
 * is `<tmp>/mf-bench-scale/x<factor>[-plain]`; `--keep` leaves it (and its build) in place, and
 * `--no-build` measures the build a `--keep` run left. The copy has no git history, so no page shows a
 * last-updated date (in both builds alike).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { launchChromium } from '../tests/harness/chromium.mjs';
import { startServer } from '../tests/harness/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    factor: { type: 'string', default: '5' },
    plain: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const factor = Number(opts.factor);
const runs = Number(opts.runs);
if (!Number.isInteger(factor) || factor < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error('--factor and --runs take a whole number ≥ 1');
  process.exit(2);
}
const root = path.join(import.meta.dirname, '..');
const scratch = path.join(os.tmpdir(), 'mf-bench-scale', `x${factor}${opts.plain ? '-plain' : ''}`);
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const gzipSize = (/** @type {Buffer} */ b) => zlib.gzipSync(b, { level: 9 }).length;

/** The project's files (tracked and new, not ignored), copied; `node_modules` hard-linked, without its cache. */
function makeScratch() {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(root, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(scratch, f)), { recursive: true });
    fs.copyFileSync(path.join(root, f), path.join(scratch, f));
  }
  // Hard links: the copy costs no space, and a build writes its own `node_modules/.cache`.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(scratch, 'node_modules')]);
  fs.rmSync(path.join(scratch, 'node_modules/.cache'), { recursive: true, force: true });
  for (const lang of fs.readdirSync(path.join(scratch, 'docs'))) {
    const dir = path.join(scratch, 'docs', lang);
    if (lang === 'public' || !fs.statSync(dir).isDirectory()) continue;
    const sections = fs.readdirSync(dir).filter((s) => fs.statSync(path.join(dir, s)).isDirectory());
    for (let k = 2; k <= factor; k++)
      for (const s of sections) fs.cpSync(path.join(dir, s), path.join(dir, `copy${k}`, s), { recursive: true });
  }
  if (opts.plain) {
    fs.writeFileSync(
      path.join(scratch, 'plain.config.ts'),
      `import { defineConfig } from '@rspress/core';
import base from './rspress.config';
import { authorComponents } from './plugins/authorComponents';
import { liveExamples } from './plugins/liveExamples';

// Plain Rspress: our configuration, Rspress's default theme and search, only the plugins the pages need.
const { search: _ours, ...rest } = base;
export default defineConfig({
  ...rest,
  themeDir: 'no-custom-theme',
  plugins: [authorComponents(), ...liveExamples()],
  llms: false,
});
`,
    );
  }
}

/** One `rspress build` in the scratch folder: seconds, and the social-card line of its log. */
function build() {
  const t0 = performance.now();
  const r = spawnSync('npx', ['rspress', 'build', ...(opts.plain ? ['-c', 'plain.config.ts'] : [])], {
    cwd: scratch,
    env: { ...process.env, RSPRESS_OUT_DIR: 'doc_build' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - t0) / 1000;
  const log = `${r.stdout}${r.stderr}`;
  if (r.status !== 0) {
    console.error(log.slice(-4000));
    console.error(`build failed in ${scratch}`);
    process.exit(1);
  }
  const cards = /social cards: (\d+) pages, (\d+) drawn, (\d+) from cache, in ([\d.]+) s/.exec(log);
  return { seconds, cards: cards ? `${cards[2]} drawn, ${cards[3]} cached, ${cards[4]} s` : 'none' };
}

if (!opts['no-build']) makeScratch();
const pages = (dir = path.join(scratch, 'docs')) =>
  /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true })).filter((f) => /\.mdx?$/.test(f)).length;
console.log(
  `${opts.plain ? 'plain Rspress' : 'ours'} ×${factor}: ${pages()} pages in ${scratch}  (load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')})`,
);

/** @type {[string, string][]} */
const rows = [];
const colds = [];
let cards = '';
for (let i = 0; i < (opts['no-build'] ? 0 : runs); i++) {
  fs.rmSync(path.join(scratch, 'node_modules/.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(scratch, 'doc_build'), { recursive: true, force: true });
  const cold = build();
  colds.push(cold.seconds.toFixed(1));
  cards = cold.cards;
  console.log(`  cold build ${i + 1}: ${cold.seconds.toFixed(1)} s (cards: ${cold.cards})`);
}
if (!opts['no-build']) {
  const warm = build();
  console.log(`  warm build: ${warm.seconds.toFixed(1)} s (cards: ${warm.cards})`);
  rows.push(['cold build', `${colds.join(' / ')} s`], ['warm build', `${warm.seconds.toFixed(1)} s`]);
  rows.push(['social cards (cold)', cards]);
}

const outDir = path.join(scratch, 'doc_build');
/** Search files: our index (`static/search_index.*`, `static/search/`) or Rspress's own. */
const searchFiles = /** @type {string[]} */ (fs.readdirSync(path.join(outDir, 'static'), { recursive: true }))
  .filter((f) => /(^|\/)search_index\.|^search\//.test(f))
  .map((f) => path.join(outDir, 'static', f))
  .filter((f) => fs.statSync(f).isFile());
for (const lang of ['en', 'zh']) {
  const mine = searchFiles.filter((f) => new RegExp(`[./]${lang}[./]`).test(path.relative(outDir, f)));
  const gz = mine.reduce((n, f) => n + gzipSize(fs.readFileSync(f)), 0);
  rows.push([`search files in all, ${lang} (gzip)`, `${kb(gz)} in ${mine.length} file(s)`]);
}

const server = await startServer({ root: outDir });
const browser = await launchChromium();
/** A context whose waits allow for a loaded machine: bytes, not times, are measured in the browser. */
const newContext = async (/** @type {string} */ page) => {
  // A reader of the page's language: with another, Rspress's locale redirect would load a second page.
  const context = await browser.newContext({ locale: page.startsWith('/zh') ? 'zh-CN' : 'en-US' });
  context.setDefaultTimeout(300_000);
  return context;
};
/** gzip bytes of the files `urls` name, JS apart from the rest. */
const measure = (/** @type {Iterable<string>} */ urls) => {
  const sum = { js: 0, data: 0 };
  for (const u of new Set(urls)) {
    const p = decodeURIComponent(new URL(u).pathname);
    const file = path.join(outDir, p);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
    sum[p.endsWith('.js') ? 'js' : 'data'] += gzipSize(fs.readFileSync(file));
  }
  return sum;
};
for (const page of ['/', '/guide/start/quick-start', '/zh/guide/basic/runtime', '/configure/shared']) {
  const context = await newContext(page);
  const tab = await context.newPage();
  /** @type {string[]} */
  const requested = [];
  tab.on('request', (/** @type {{ url(): string }} */ req) => requested.push(req.url()));
  await tab.goto(server.url + page, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  rows.push([`\`${page}\` first visit JS (gzip)`, kb(measure(requested).js)]);
  await context.close();
}

/**
 * What a search fetches. Our dialog fetches its language's whole index file on the first query and
 * nothing more after it (tests/e2e/search.spec.ts checks the one request); Rspress's own search fetches
 * its index when the page loads.
 */
for (const lang of ['en', 'zh']) {
  const file = searchFiles.find((f) => new RegExp(`search_index\\.${lang}\\.`).test(path.basename(f)));
  const gz = file ? gzipSize(fs.readFileSync(file)) : 0;
  rows.push(
    [`${lang}: first query fetches (gzip)`, opts.plain ? `${kb(gz)}, on page load` : kb(gz)],
    [`${lang}: second query fetches (gzip)`, kb(0)],
  );
}
await browser.close();
await server.close();

console.log(`\n| ${opts.plain ? 'plain Rspress' : 'ours'}, ×${factor} (${pages()} pages) | |\n| --- | --- |`);
for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
if (!opts.keep && !opts['no-build']) fs.rmSync(scratch, { recursive: true, force: true });
