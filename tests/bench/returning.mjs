#!/usr/bin/env node
// @ts-check
/**
 * What a returning reader downloads again after a one-page deploy (docs-dev/performance.md, "A returning
 * reader"). Takes the build in the output folder as the deploy the reader saw (`--no-build`) or makes it,
 * adds one sentence to one page (`--page`, reverted afterwards), builds again into a scratch folder with
 * the cache the first build left, and prints per page of config/budgets.mjs (a first visit, the video once
 * the reader points at it, and one search of the relevance set): what the page fetches in the second build
 * and how much of it has a URL the first build did not have, so the browser's cache holds nothing for it
 * (gzip -9, HTML documents left out: they are asked for again on every visit). With `--check`, exits 1 when
 * a page other than the edited one fetches more than `BUDGETS.returningReader` again or xgplayer's chunk
 * was renamed.
 *
 *   node tests/bench/returning.mjs [--no-build] [--check] [--keep] [--page docs/en/configure/name.mdx]
 *
 * The page is edited in the working tree while the second build runs (Ctrl-C puts it back): do not commit
 * or build from the tree meanwhile. `npm test` runs it alone, after the steps that build from the tree.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { BUDGET_PAGES, BUDGETS } from '../../config/budgets.mjs';
import { launchChromium } from '../harness/chromium.mjs';
import { startServer } from '../harness/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    page: { type: 'string', default: 'docs/en/configure/name.mdx' },
  },
});
const root = path.join(import.meta.dirname, '../..');
const before = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const source = path.resolve(root, opts.page);
/** The edited page's route (`docs/en/configure/name.mdx` → `/configure/name`). */
const editedRoute = `/${path
  .relative(path.join(root, 'docs'), source)
  .replace(/\\/g, '/')
  .replace(/^en\//, '')
  .replace(/\.mdx?$/, '')
  .replace(/(^|\/)index$/, '$1')}`;
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
/** xgplayer's chunk: its plugins render `xgplayer-start` (as tests/bench/site.mjs finds it). */
const XGPLAYER_MARKER = 'xgplayer-start';
const relevance = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'));

/** @param {Record<string, string>} env */
function build(env) {
  const t0 = performance.now();
  const r = spawnSync('npx', ['rspress', 'build'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error('build failed: run `npm run build` to see why');
    process.exit(1);
  }
  return (performance.now() - t0) / 1000;
}

/** Every file under `dir`, relative to it (forward slashes). @returns {string[]} */
const filesOf = (/** @type {string} */ dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());

/** One sentence appended to the first paragraph of prose after the page's title. */
function addSentence(/** @type {string} */ text) {
  const lines = text.split('\n');
  const title = lines.findIndex((l) => l.startsWith('# '));
  const at = lines.findIndex(
    (l, i) => i > title && /^[`*A-Za-z\p{Script=Han}]/u.test(l) && !/^(import|export) /.test(l),
  );
  if (title < 0 || at < 0) throw new Error(`${opts.page}: no paragraph after the title to add a sentence to`);
  lines[at] =
    `${lines[at]} ${/\p{Script=Han}/u.test(lines[at] ?? '') ? '这一句用于衡量回访读者的下载量。' : 'This sentence measures what a returning reader downloads again.'}`;
  return lines.join('\n');
}

if (!opts['no-build']) console.log(`first build: ${build({}).toFixed(1)} s`);
if (!fs.existsSync(path.join(before, 'index.html'))) {
  console.error(`no build in ${before}: run \`npm run build\` first, or leave out --no-build`);
  process.exit(2);
}

const after = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-returning-'));
const original = fs.readFileSync(source, 'utf8');
const restore = () => fs.writeFileSync(source, original);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.once(signal, () => {
    restore();
    process.exit(1);
  });
let seconds = 0;
try {
  fs.writeFileSync(source, addSentence(original));
  seconds = build({ RSPRESS_OUT_DIR: after });
} finally {
  restore();
}
console.log(`second build, one sentence added to ${opts.page} (${editedRoute}): ${seconds.toFixed(1)} s`);

const old = new Set(filesOf(before));
const now = filesOf(after);
/** gzip -9 size of a file of the second build. */
const gzipOf = (/** @type {string} */ f) => zlib.gzipSync(fs.readFileSync(path.join(after, f)), { level: 9 }).length;
const renamed = now.filter((f) => f.startsWith('static/') && !old.has(f));
const inStatic = now.filter((f) => f.startsWith('static/'));
console.log(
  `static/: ${renamed.length} of ${inStatic.length} files have a new name, ${kb(renamed.reduce((n, f) => n + gzipOf(f), 0))} gzip`,
);
const xgplayer = (/** @type {string} */ dir, /** @type {string[]} */ files) =>
  files.filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes(XGPLAYER_MARKER));
const xgBefore = xgplayer(before, [...old]);
const xgAfter = xgplayer(after, now);
const xgKept = xgAfter.length > 0 && xgAfter.every((f) => old.has(f));
console.log(`xgplayer's chunk: ${xgBefore.join(', ')} → ${xgAfter.join(', ')} (${xgKept ? 'kept' : 'RENAMED'})`);

const server = await startServer({ root: after });
const browser = await launchChromium();
/** Budget offences, one line each. */
const over = /** @type {string[]} */ ([]);
if (!xgKept) over.push("xgplayer's chunk was renamed by a content edit");
console.log('\npage                                   fetched      of which new URLs (fetched again)');
for (const { path: page, uses } of BUDGET_PAGES) {
  const lang = page.startsWith('/zh') ? 'zh' : 'en';
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const tab = await context.newPage();
  const requested = new Set();
  tab.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === server.url && req.resourceType() !== 'document') requested.add(url.pathname);
  });
  await tab.goto(server.url + page, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  if (uses.includes('xgplayer') && (await tab.locator('.mf-video').count()) > 0) {
    await tab.locator('.mf-video__frame').first().hover();
    await tab.locator('.mf-video .xgplayer').first().waitFor({ state: 'attached' });
  }
  // One search, as a reader types it: the dialog's code, the manifest, the query's shards and texts.
  await tab.locator('.mf-search-button__hint').first().waitFor({ state: 'visible' });
  await tab.keyboard.press('Control+k');
  await tab.getByRole('combobox').fill(relevance[lang][0][0]);
  await tab.getByRole('option').first().waitFor({ state: 'visible' });
  await tab.waitForLoadState('networkidle');
  await context.close();
  const files = [...requested]
    .map((p) => decodeURIComponent(p).replace(/^\//, ''))
    .filter((f) => fs.existsSync(path.join(after, f)));
  const fetched = files.reduce((n, f) => n + gzipOf(f), 0);
  const again = files.filter((f) => !old.has(f));
  const againBytes = again.reduce((n, f) => n + gzipOf(f), 0);
  const edited = page === editedRoute;
  console.log(
    `${page.padEnd(38)} ${kb(fetched).padStart(9)}    ${kb(againBytes).padStart(9)} in ${again.length} files${edited ? ' (the edited page)' : ''}`,
  );
  for (const f of again) console.log(`    ${f} ${kb(gzipOf(f))}`);
  if (!edited && againBytes > BUDGETS.returningReader)
    over.push(`${page}: ${kb(againBytes)} fetched again > ${kb(BUDGETS.returningReader)}`);
}
await browser.close();
await server.close();
if (!opts.keep) fs.rmSync(after, { recursive: true, force: true });
else console.log(`\nthe second build is in ${after}`);

if (opts.check) {
  console.log(`\nreturning-reader budget (config/budgets.mjs) on ${BUDGET_PAGES.length} pages`);
  if (over.length > 0) {
    for (const line of over) console.error(`  over budget: ${line}`);
    process.exit(1);
  }
  console.log('  all within budget');
}
