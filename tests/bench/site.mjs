#!/usr/bin/env node
// @ts-check
/**
 * Site benchmark: cold build time, page count and output size, then what a visitor downloads.
 * For each page: the JS and CSS of a first visit before any interaction (raw and gzip; a page's
 * `Video` loads xgplayer only once it is near the viewport, so a video below the first screens costs
 * nothing there), what scrolling to the video adds, and the extra JS of a client-side navigation to
 * another doc page. Prints figures; with `--check`, also compares them with the byte budgets of
 * config/budgets.mjs on the pages listed there, and exits 1 naming every budget exceeded.
 *
 *   node tests/bench/site.mjs [--no-build] [--check] [--markdown] [--pages /,/guide/start/quick-start,/blog/announcement]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { BUDGET_PAGES, BUDGETS } from '../../config/budgets.mjs';
import { launchChromium } from '../harness/chromium.mjs';
import { startServer } from '../harness/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
  },
});
const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const check = opts.check;
const pages = (
  opts.pages ??
  (check
    ? BUDGET_PAGES.map((p) => p.path).join(',')
    : '/,/guide/start/quick-start,/zh/guide/basic/runtime,/blog/announcement')
).split(',');
/** Budget offences, one line each. */
const overBudget = /** @type {string[]} */ ([]);
/** A client-side navigation through the top bar, available on every page. */
const NEXT_PAGE = '/configure/';

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
/** Rows of the `--markdown` table (docs-dev/performance.md, "Current figures"). */
const markdown = /** @type {string[]} */ ([]);

if (!opts['no-build']) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync('node_modules/.cache', { recursive: true, force: true });
  const t0 = performance.now();
  const r = spawnSync('npx', ['rspress', 'build'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    console.error('build failed: run `npm run build` to see why');
    process.exit(1);
  }
  const cold = (performance.now() - t0) / 1000;
  console.log(`build (cold, no cache): ${cold.toFixed(1)} s`);
  markdown.push(
    `| cold build (\`rspress build\`, no cache, social cards drawn) | ${cold.toFixed(1)} s | ≤ 1.15× plain Rspress (\`bench:scale -- --compare\`) |`,
  );
  // plugins/liveExamples.ts builds the demo producer first and prints how long it took.
  const producer = /producer built in (\d+) ms/.exec(r.stdout.toString())?.[1];
  console.log(`  of which demo producer: ${producer ? `${(Number(producer) / 1000).toFixed(1)} s` : 'not reported'}`);
  const t1 = performance.now();
  spawnSync('npx', ['rspress', 'build'], { stdio: 'ignore', env: process.env });
  const warm = (performance.now() - t1) / 1000;
  console.log(`build (warm):           ${warm.toFixed(1)} s`);
  markdown.push(
    `| warm build | ${warm.toFixed(1)} s | no slower than plain Rspress's (\`bench:scale -- --compare\`) |`,
  );
}

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const files = walk(outDir);
const html = files.filter((f) => f.endsWith('.html'));
const total = files.reduce((n, f) => n + fs.statSync(f).size, 0);
console.log(
  `output: ${html.length} HTML pages, ${files.length} files, ${kb(total)} in ${path.relative(process.cwd(), outDir)}`,
);

const server = await startServer({ root: outDir });
// The full browser: the headless shell puts a pointer over the page's top-left corner and sends it
// `pointerover` as the page lays out, which the home page can take for the visitor's first interaction.
const browser = await launchChromium();

/**
 * xgplayer's async chunk (JS and CSS): its plugins render `xgplayer-start`, which neither Rspress nor our
 * own code contains (the Video component only mentions `xgplayer-error-refresh`).
 */
const XGPLAYER_MARKER = 'xgplayer-start';
/**
 * Module Federation's runtime: the prefix of its log and error messages, assigned to a variable in its core
 * chunk (`X="[ Federation Runtime ]",`). Pages quote the prefix too, but as text (`children:"[ Federation
 * Runtime ]: …"`), never assigned.
 */
const RUNTIME_MARKER = /[A-Za-z_$][\w$]*="\[ Federation Runtime \]"[,;]/;

/** Sums the JS and CSS files a page fetched, raw and gzip, read from the output folder. */
function measure(/** @type {string[]} */ urls) {
  const sum = {
    js: { raw: 0, gz: 0, files: 0 },
    css: { raw: 0, gz: 0, files: 0 },
    xgplayer: { raw: 0, gz: 0, files: 0 },
    runtime: { raw: 0, gz: 0, files: 0 },
  };
  for (const u of new Set(urls)) {
    const p = new URL(u).pathname;
    const kind = p.endsWith('.js') ? 'js' : p.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const body = fs.readFileSync(path.join(outDir, p));
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    sum[kind].raw += body.length;
    sum[kind].gz += gz;
    sum[kind].files += 1;
    if (body.includes(XGPLAYER_MARKER)) {
      sum.xgplayer.raw += body.length;
      sum.xgplayer.gz += gz;
      sum.xgplayer.files += 1;
    }
    if (RUNTIME_MARKER.test(body.toString('latin1'))) {
      sum.runtime.raw += body.length;
      sum.runtime.gz += gz;
      sum.runtime.files += 1;
    }
  }
  return sum;
}

console.log(
  '\npage                                   video   JS raw     JS gzip   CSS raw   CSS gzip  xgplayer gzip  | next navigation JS gzip',
);
/** What scrolling to a page's video adds, one line per page with a video. */
const videoCost = /** @type {string[]} */ ([]);
/** First-visit totals of pages with and without a video. */
const byVideo = {
  with: /** @type {ReturnType<typeof measure>[]} */ ([]),
  without: /** @type {ReturnType<typeof measure>[]} */ ([]),
};
for (const page of pages) {
  const context = await browser.newContext({ locale: page.startsWith('/zh') ? 'zh-CN' : 'en-US' });
  const tab = await context.newPage();
  /** @type {string[]} */
  let requested = [];
  tab.on('request', (req) => requested.push(req.url()));
  await tab.goto(server.url + page, { waitUntil: 'load' });
  const hasVideo = (await tab.locator('.mf-video').count()) > 0;
  // Before any interaction: the player (and xgplayer) loads only once the video is near the viewport,
  // so a video far below the first screen costs nothing here.
  await tab.waitForLoadState('networkidle');
  const first = measure(requested);
  if (hasVideo) {
    // What reaching the video adds: xgplayer's JS and CSS (the media element keeps the network busy,
    // so this waits for the player rather than for an idle network).
    requested = [];
    await tab.locator('.mf-video__frame').first().hover();
    await tab.locator('.mf-video .xgplayer').first().waitFor({ state: 'attached' });
    const player = measure(requested);
    videoCost.push(
      `${page}: +${kb(player.js.gz)} JS, +${kb(player.css.gz)} CSS gzip once the visitor reaches the video`,
    );
    await tab.evaluate(() => window.scrollTo(0, 0));
  }
  byVideo[hasVideo ? 'with' : 'without'].push(first);
  requested = [];
  const next = (page.startsWith('/zh') ? '/zh' : '') + NEXT_PAGE;
  await tab.locator(`header a[href="${next}"]:visible`).first().click();
  await tab.waitForURL((u) => u.pathname === next);
  await tab.waitForLoadState('networkidle');
  const then = measure(requested);
  if (check) {
    const budget = BUDGET_PAGES.find((p) => p.path === page);
    if (budget) {
      const limit = budget.kind === 'home' ? BUDGETS.homeFirstVisitJs : BUDGETS.docFirstVisitJs;
      if (first.js.gz > limit) overBudget.push(`${page}: first visit ${kb(first.js.gz)} JS gzip > ${kb(limit)}`);
      if (then.js.gz > BUDGETS.laterNavigationJs)
        overBudget.push(`${page} → ${next}: navigation ${kb(then.js.gz)} JS gzip > ${kb(BUDGETS.laterNavigationJs)}`);
      for (const [part, key] of /** @type {const} */ ([
        ['xgplayer', 'xgplayer'],
        ['federation-runtime', 'runtime'],
      ])) {
        if (!budget.uses.includes(part) && first[key].gz > 0)
          overBudget.push(`${page}: ${kb(first[key].gz)} of ${part} on a page that does not use it`);
        // The navigation target (the configuration overview) uses neither.
        if (then[key].gz > 0) overBudget.push(`${page} → ${next}: ${kb(then[key].gz)} of ${part} on the way`);
      }
    }
  }
  const budgetOf = page === '/' || page === '/zh/' ? BUDGETS.homeFirstVisitJs : BUDGETS.docFirstVisitJs;
  markdown.push(
    `| \`${page}\`: first visit JS gzip (xgplayer, federation runtime) | ${kb(first.js.gz)} (${kb(first.xgplayer.gz)}, ${kb(first.runtime.gz)}) | ≤ ${kb(budgetOf)}, 0, 0 |`,
    `| \`${page}\` → \`${next}\`: navigation JS gzip | ${kb(then.js.gz)} | ≤ ${kb(BUDGETS.laterNavigationJs)} |`,
  );
  console.log(
    `${page.padEnd(38)} ${(hasVideo ? 'yes' : 'no').padEnd(5)} ${kb(first.js.raw).padStart(9)} ${kb(first.js.gz).padStart(9)} ${kb(first.css.raw).padStart(9)} ${kb(first.css.gz).padStart(9)} ${kb(first.xgplayer.gz).padStart(13)}  | ${kb(then.js.gz)} (${then.js.files} files)`,
  );
  await context.close();
}

console.log('\nvideo pages, after pointing at the player');
for (const line of videoCost) console.log(`  ${line}`);
console.log('\nwith and without video (first visit before interaction, gzip, mean per page)');
for (const [label, list] of Object.entries(byVideo)) {
  if (list.length === 0) {
    console.log(`  ${label.padEnd(8)} video: no page measured (pass one with --pages)`);
    continue;
  }
  const mean = (/** @type {(m: ReturnType<typeof measure>) => number} */ f) =>
    list.reduce((n, m) => n + f(m), 0) / list.length;
  console.log(
    `  ${label.padEnd(8)} video: JS ${kb(mean((m) => m.js.gz))}, CSS ${kb(mean((m) => m.css.gz))}, of which xgplayer ${kb(mean((m) => m.xgplayer.gz))} ` +
      `(${kb(mean((m) => m.xgplayer.raw))} raw) over ${list.length} page(s)`,
  );
}
await browser.close();
await server.close();

if (opts.markdown) {
  console.log(`\n| figure | now | budget |\n| --- | --- | --- |\n${markdown.join('\n')}`);
}

if (check) {
  console.log(`\nbyte budgets (config/budgets.mjs) on ${pages.length} pages`);
  if (overBudget.length > 0) {
    for (const line of overBudget) console.error(`  over budget: ${line}`);
    process.exit(1);
  }
  console.log('  all within budget');
}
