#!/usr/bin/env node
// @ts-check
/**
 * How the site grows with its page count (docs-dev/performance.md, "At scale"). Makes a copy of the
 * project in a scratch folder whose docs are copied `--factor` times (each language's sections again
 * under `copy2/`, `copy3/`, …: plain copies), builds it cold and warm, and prints what a reader
 * downloads: the JS of the home page and of doc pages, the bytes a first search of each language
 * fetches (JS included), the search files in all, the build times and the social-card time.
 *
 *   node tests/bench/scale.mjs [--factor 5] [--plain | --compare] [--runs 1] [--keep] [--no-browser]
 *
 * `--plain` builds plain Rspress 2.0.22 on the same copy: our configuration with Rspress's default
 * theme, only the author-component and live-example plugins, llms off and Rspress's own search on.
 * `--compare` builds both, each in its own copy, one after the other (ours, plain, ours, plain, …):
 * on a shared machine the load moves, and each pair sees about the same; it prints every run's wall
 * and CPU time (user + system, from `/usr/bin/time`), the load average as it started, and ours ÷ plain
 * run by run. `--runs 3` repeats the cold builds (the figures after them come from the last one); a
 * warm build (nothing changed) of each follows, and with `--compare` the script exits 1 when ours is
 * slower than plain's (the warm-build budget, docs-dev/performance.md). The scratch folders are
 * `<tmp>/mf-bench-scale/x<factor>[-plain]`; `--keep` leaves them (and their builds) in place,
 * `--no-build` measures the builds a `--keep` run left, and `--no-browser` prints the build times only.
 * The copy has no git history, so no page shows a last-updated date (in both builds alike).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { createJiti } from 'jiti';
import { launchChromium } from '../harness/chromium.mjs';
import { startServer } from '../harness/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    factor: { type: 'string', default: '5' },
    plain: { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
  },
});
const factor = Number(opts.factor);
const runs = Number(opts.runs);
if (!Number.isInteger(factor) || factor < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error('--factor and --runs take a whole number ≥ 1');
  process.exit(2);
}
const root = path.join(import.meta.dirname, '../..');
/** @type {Record<'en' | 'zh', [string, string][]>} */
const relevance = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'));
/** @type {typeof import('../build-output/searchFetches')} */
const { firstSearchFetches } = await createJiti(import.meta.url).import('../build-output/searchFetches.ts');
/** @typedef {'ours' | 'plain'} Variant */
/** @type {Variant[]} */
const variants = opts.compare ? ['ours', 'plain'] : [opts.plain ? 'plain' : 'ours'];
const scratchOf = (/** @type {Variant} */ v) =>
  path.join(os.tmpdir(), 'mf-bench-scale', `x${factor}${v === 'plain' ? '-plain' : ''}`);
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const gzipSize = (/** @type {Buffer} */ b) => zlib.gzipSync(b, { level: 9 }).length;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

/** The project's files (tracked and new, not ignored), copied; `node_modules` hard-linked, without its cache. */
function makeScratch(/** @type {Variant} */ variant) {
  const scratch = scratchOf(variant);
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
  // Without the cache, and without the modules builds write there: hard-linked, a build of one copy would
  // rewrite the other's (plugins/reproducible.ts).
  for (const dir of ['.cache', '.rspress', '.federation', '.vite'])
    fs.rmSync(path.join(scratch, 'node_modules', dir), { recursive: true, force: true });
  for (const lang of fs.readdirSync(path.join(scratch, 'docs'))) {
    const dir = path.join(scratch, 'docs', lang);
    if (lang === 'public' || !fs.statSync(dir).isDirectory()) continue;
    const sections = fs.readdirSync(dir).filter((s) => fs.statSync(path.join(dir, s)).isDirectory());
    for (let k = 2; k <= factor; k++)
      for (const s of sections) fs.cpSync(path.join(dir, s), path.join(dir, `copy${k}`, s), { recursive: true });
  }
  if (variant === 'plain') {
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

/** `/usr/bin/time`, to read a build's CPU time (user + system, all threads and child processes). */
const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/**
 * One `rspress build` in `variant`'s scratch folder (`cold`: without `node_modules/.cache` and the last
 * output): wall and CPU seconds, the load average as it started, and the social-card line of its log.
 */
function build(/** @type {Variant} */ variant, /** @type {boolean} */ cold) {
  const scratch = scratchOf(variant);
  if (cold) {
    fs.rmSync(path.join(scratch, 'node_modules/.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(scratch, 'doc_build'), { recursive: true, force: true });
  }
  const timeFile = path.join(scratch, '.build-time');
  // The copy's own Rspress (its `node_modules`), which is the one that compiles its theme.
  const args = [
    path.join(scratch, 'node_modules/@rspress/core/bin/rspress.js'),
    'build',
    ...(variant === 'plain' ? ['-c', 'plain.config.ts'] : []),
  ];
  const startLoad = load();
  const t0 = performance.now();
  const r = spawnSync(
    TIME ?? process.execPath,
    TIME ? ['-f', '%U %S', '-o', timeFile, process.execPath, ...args] : args,
    {
      cwd: scratch,
      env: { ...process.env, RSPRESS_OUT_DIR: 'doc_build' },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - t0) / 1000;
  const log = `${r.stdout}${r.stderr}`;
  if (r.status !== 0) {
    console.error(log.slice(-4000));
    console.error(`build failed in ${scratch}`);
    process.exit(1);
  }
  const cpu = TIME
    ? fs
        .readFileSync(timeFile, 'utf8')
        .trim()
        .split('\n')
        .at(-1)
        ?.split(' ')
        .reduce((n, x) => n + Number(x), 0)
    : undefined;
  const cards =
    /social cards: (\d+) pages, (\d+) drawn, (\d+) from cache, (\d+) the same as another page's, in ([\d.]+) s/.exec(
      log,
    );
  const result = {
    seconds,
    cpu,
    load: startLoad,
    cards: cards ? `${cards[2]} drawn, ${cards[3]} cached, ${cards[4]} shared, ${cards[5]} s` : 'none',
  };
  console.log(
    `  ${variant} ${cold ? 'cold' : 'warm'}: ${seconds.toFixed(1)} s${cpu === undefined ? '' : `, CPU ${cpu.toFixed(1)} s`} (load ${result.load}; cards: ${result.cards})`,
  );
  return result;
}

const pages = (dir = path.join(scratchOf(variants[0] ?? 'ours'), 'docs')) =>
  /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true })).filter((f) => /\.mdx?$/.test(f)).length;
if (!opts['no-build']) for (const v of variants) makeScratch(v);
console.log(
  `${variants.join(' and ')} ×${factor}: ${pages()} pages in ${path.dirname(scratchOf('ours'))}  (load ${load()})`,
);

/** Rows of the table, per variant. @type {Record<Variant, [string, string][]>} */
const rowsOf = { ours: [], plain: [] };
/** @type {Record<Variant, ReturnType<typeof build>[]>} */
const colds = { ours: [], plain: [] };
/** @type {Partial<Record<Variant, ReturnType<typeof build>>>} */
const warms = {};
/** Set when the warm build is slower than plain Rspress's. */
let warmOverBudget = '';
if (!opts['no-build']) {
  // Interleaved (ours, plain, ours, plain, …): on a shared machine the load moves, and each pair sees
  // about the same.
  for (let i = 0; i < runs; i++) for (const v of variants) colds[v].push(build(v, true));
  for (const v of variants) {
    const warm = build(v, false);
    warms[v] = warm;
    const list = colds[v];
    rowsOf[v].push(
      [
        'cold build, wall (CPU)',
        `${list.map((c) => `${c.seconds.toFixed(1)} (${c.cpu?.toFixed(1) ?? '?'})`).join(' / ')} s`,
      ],
      ['load average at each cold start', list.map((c) => c.load.split(', ')[0]).join(' / ')],
      ['warm build, wall (CPU)', `${warm.seconds.toFixed(1)} (${warm.cpu?.toFixed(1) ?? '?'}) s`],
      ['social cards (last cold build)', list.at(-1)?.cards ?? 'none'],
    );
  }
  if (opts.compare)
    rowsOf.ours.push([
      'cold build ÷ plain, run by run (wall)',
      colds.ours.map((c, i) => (c.seconds / (colds.plain[i]?.seconds ?? Number.NaN)).toFixed(2)).join(' / '),
    ]);
  // The warm-build budget (docs-dev/performance.md, decision 0011): no slower than plain Rspress's warm
  // build in the same run.
  const [ours, plain] = [warms.ours?.seconds, warms.plain?.seconds];
  if (opts.compare && ours !== undefined && plain !== undefined) {
    const ratio = ours / plain;
    rowsOf.ours.push(['warm build ÷ plain (wall; budget ≤ 1.00)', ratio.toFixed(2)]);
    if (ratio > 1) warmOverBudget = `the warm build took ${ours.toFixed(1)} s, plain Rspress's ${plain.toFixed(1)} s`;
  }
}

for (const variant of opts['no-browser'] ? [] : variants) {
  const scratch = scratchOf(variant);
  const outDir = path.join(scratch, 'doc_build');
  /** Search files: our index (`static/search_index.*`, `static/search/`) or Rspress's own. */
  const searchFiles = /** @type {string[]} */ (fs.readdirSync(path.join(outDir, 'static'), { recursive: true }))
    .filter((f) => /(^|\/)search_index\.|^search\//.test(f))
    .map((f) => path.join(outDir, 'static', f))
    .filter((f) => fs.statSync(f).isFile());
  for (const lang of ['en', 'zh']) {
    const mine = searchFiles.filter((f) => new RegExp(`[./]${lang}[./]`).test(path.relative(outDir, f)));
    const gz = mine.reduce((n, f) => n + gzipSize(fs.readFileSync(f)), 0);
    rowsOf[variant].push([`search files in all, ${lang} (gzip)`, `${kb(gz)} in ${mine.length} file(s)`]);
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
    rowsOf[variant].push([`\`${page}\` first visit JS (gzip)`, kb(measure(requested).js)]);
    await context.close();
  }

  /**
   * What a first search fetches. Ours: in Chromium, everything from the click on the search button to
   * the first result (the dialog's code, the manifest, the query's shards and the texts of the pages
   * shown), for `shared` / `共享`; then the dialog's code plus the index files the engine reads for each
   * query of the relevance set, the largest printed (as tests/e2e/search.spec.ts checks at 1×).
   * Rspress's own search fetches its whole index when the page loads.
   */
  for (const lang of /** @type {const} */ (['en', 'zh'])) {
    if (variant === 'plain') {
      const file = searchFiles.find((f) => new RegExp(`search_index\\.${lang}\\.`).test(path.basename(f)));
      const gz = file ? gzipSize(fs.readFileSync(file)) : 0;
      rowsOf[variant].push([`${lang}: first search fetches, JS included (gzip)`, `${kb(gz)}, on page load`]);
      continue;
    }
    const [route, query, button] =
      lang === 'zh' ? ['/zh/guide/start/', '共享', '搜索文档'] : ['/guide/start/', 'shared', 'Search Docs'];
    const context = await newContext(route);
    const tab = await context.newPage();
    await tab.goto(server.url + route, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    /** @type {string[]} */
    const fetched = [];
    tab.on('request', (/** @type {{ url(): string }} */ req) => fetched.push(req.url()));
    await tab.getByRole('button', { name: button }).first().click();
    await tab.getByRole('combobox').fill(query);
    await tab.getByRole('option').first().waitFor();
    const { js, data } = measure(fetched);
    await context.close();
    const fetches = firstSearchFetches(
      outDir,
      lang,
      relevance[lang].map(([q]) => q),
    ).sort((x, y) => y.gzip - x.gzip);
    const worst = fetches[0];
    const mid = fetches[Math.floor(fetches.length / 2)];
    rowsOf[variant].push(
      [`${lang}: first search "${query}", JS included (gzip)`, `${kb(js + data)} (JS ${kb(js)})`],
      [
        `${lang}: first search over the relevance set, JS included, median / largest (gzip)`,
        `${kb(js + (mid?.gzip ?? 0))} / ${kb(js + (worst?.gzip ?? 0))}`,
      ],
    );
  }
  await browser.close();
  await server.close();
}

const columns = variants.map((v) => (v === 'plain' ? 'plain Rspress' : 'ours'));
console.log(`\n| ×${factor} (${pages()} pages) | ${columns.join(' | ')} |\n| --- |${' --- |'.repeat(columns.length)}`);
const labels = [...new Set(variants.flatMap((v) => rowsOf[v].map(([k]) => k)))];
for (const k of labels)
  console.log(`| ${k} | ${variants.map((v) => rowsOf[v].find(([l]) => l === k)?.[1] ?? '').join(' | ')} |`);
if (!opts.keep && !opts['no-build'])
  for (const v of variants) fs.rmSync(scratchOf(v), { recursive: true, force: true });
if (warmOverBudget) {
  console.error(`\nover budget: ${warmOverBudget} (the warm build must be no slower than plain Rspress's)`);
  process.exit(1);
}
