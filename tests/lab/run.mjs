#!/usr/bin/env node
// @ts-check
/**
 * The federation lab (tests/lab/README.md): builds each scenario's producer and consumer with the real
 * plugins, loads the consumer in Chromium, and records what happened in
 * node_modules/.cache/lab/results/<id>.json. A scenario whose inputs (its file, the lab's own files and
 * package-lock.json) are unchanged since its last run is not run again.
 *
 *   node tests/lab/run.mjs [--only id,id] [--force]
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../harness/chromium.mjs';
import { startServers } from './server.mjs';
import { appUrl, HOST_PORT, REMOTE_PORT } from './urls.mjs';

const LAB = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(LAB, '../..');
export const CACHE = path.join(ROOT, 'node_modules/.cache/lab');
const WWW = path.join(CACHE, 'www');
const RESULTS = path.join(CACHE, 'results');

const { values: opts } = parseArgs({
  options: { only: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const t0 = performance.now();
const load0 = os.loadavg()[0] ?? 0;

const files = fs
  .readdirSync(path.join(LAB, 'scenarios'))
  .filter((f) => f.endsWith('.mjs'))
  .sort();
/** @type {{ file: string, scenario: any }[]} */
const all = [];
for (const f of files) {
  const file = path.join(LAB, 'scenarios', f);
  all.push({ file, scenario: (await import(pathToFileURL(file).href)).default });
}
const wanted = opts.only ? new Set(opts.only.split(',')) : undefined;
const chosen = all.filter(({ scenario }) => !wanted || wanted.has(scenario.id));
if (wanted)
  for (const id of wanted) if (!all.some((s) => s.scenario.id === id)) throw new Error(`no lab scenario ${id}`);

const shared =
  ['run.mjs', 'build-child.mjs', 'server.mjs', 'urls.mjs', 'fixtures.mjs']
    .map((f) => fs.readFileSync(path.join(LAB, f), 'utf8'))
    .join('\0') + fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
/** @param {string} file */
const hashOf = (file) =>
  crypto.createHash('sha256').update(shared).update(fs.readFileSync(file)).digest('hex').slice(0, 16);

const stale = chosen.filter(({ file, scenario }) => {
  if (opts.force) return true;
  const f = path.join(RESULTS, `${scenario.id}.json`);
  return !fs.existsSync(f) || JSON.parse(fs.readFileSync(f, 'utf8')).hash !== hashOf(file);
});
fs.mkdirSync(RESULTS, { recursive: true });

/**
 * A node_modules for the webpack the site does not pin (`webpack-<version>` in package.json): every
 * package of the project's node_modules linked in, `webpack` replaced, in a folder outside the project so
 * that Node finds no other webpack above it. Loaded with `--preserve-symlinks`, so the federation plugin
 * resolves `webpack/lib/...` in this folder, as it would in a project that installed that webpack.
 * @param {string} version
 */
function otherWebpack(version) {
  // One folder per checkout: its links point into that checkout's node_modules (another worktree's may be gone).
  const checkout = crypto.createHash('sha256').update(ROOT).digest('hex').slice(0, 8);
  const work = path.join(os.tmpdir(), `mf-lab-${process.getuid?.() ?? 0}`, `webpack-${version}-${checkout}`);
  const nm = path.join(work, 'node_modules');
  const stamp = path.join(work, 'lock-hash');
  const lockHash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === lockHash) return work;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(nm, { recursive: true });
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name.startsWith('.') || name === 'webpack') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(nm, name));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules', `webpack-${version}`), path.join(nm, 'webpack'));
  fs.writeFileSync(stamp, lockHash);
  return work;
}

/**
 * @param {string} file @param {object} job @param {string[]} nodeArgs @param {string} cwd
 * @returns {Promise<{ results: Record<string, Record<string, any>>, output: string[] }>}
 */
function buildChild(file, job, nodeArgs, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, path.join(LAB, 'build-child.mjs'), file, JSON.stringify(job)], {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('LAB-BUILD '));
      if (!line) return reject(new Error(`lab build of ${file} exited ${code} without a result:\n${out}`));
      const output = out.split('\n').filter((l) => l.trim() && !l.startsWith('LAB-BUILD '));
      resolve({ results: JSON.parse(line.slice('LAB-BUILD '.length)), output });
    });
  });
}

/** @param {{ file: string, scenario: any }} s */
async function build({ file, scenario }) {
  const base = scenario.id;
  const bundlers = new Set(
    Object.values(scenario.variants).flatMap((v) =>
      Object.values(/** @type {any} */ (v).apps).map((a) => /** @type {any} */ (a).bundler ?? scenario.bundler),
    ),
  );
  const other = [...bundlers].find((b) => /^webpack-\d/.test(b));
  const work = path.join(CACHE, 'work');
  fs.mkdirSync(work, { recursive: true });
  const main = await buildChild(file, { work, www: WWW, base, skipBundler: other }, [], work);
  if (other) {
    const owork = otherWebpack(other.slice('webpack-'.length));
    const extra = await buildChild(
      file,
      { work: owork, www: WWW, base, onlyBundler: other },
      ['--preserve-symlinks'],
      owork,
    );
    for (const [v, apps] of Object.entries(extra.results)) main.results[v] = { ...main.results[v], ...apps };
    main.output.push(...extra.output);
  }
  return main;
}

/** @type {import('@playwright/test').Browser | undefined} */
let browser;
/**
 * Opens the variant's page and records what the app reported (`labDone`), the console, uncaught errors
 * and failed requests.
 * @param {string} base @param {string} variant @param {any} v
 */
async function load(base, variant, v) {
  browser ??= await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {{ type: string, text: string }[]} */
  const consoleLines = [];
  /** @type {string[]} */
  const pageErrors = [];
  /** @type {{ url: string, status?: number, failure?: string }[]} */
  const failed = [];
  const short = (/** @type {string} */ u) =>
    u
      .replace(`http://localhost:${HOST_PORT}`, 'host:')
      .replace(`http://localhost:${REMOTE_PORT}`, 'remote:')
      .replace(`/${base}/${variant}/`, '/');
  page.on('console', (m) => consoleLines.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && failed.push({ url: short(r.url()), status: r.status() }));
  page.on('requestfailed', (r) => failed.push({ url: short(r.url()), failure: r.failure()?.errorText }));
  const app = v.load;
  let result;
  try {
    await page.goto(appUrl(base, variant, app));
    await page.waitForFunction(() => /** @type {any} */ (window).__LAB__?.done, undefined, { timeout: 20_000 });
    result = await page.evaluate(() => /** @type {any} */ (window).__LAB__.result);
  } catch (e) {
    result = { timeout: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  }
  await context.close();
  return { result, console: consoleLines, pageErrors, failedRequests: failed };
}

const stop = await startServers(WWW, [HOST_PORT, REMOTE_PORT]);
/** @type {string[]} */
const problems = [];
try {
  const queue = [...stale];
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const t = performance.now();
      const { scenario, file } = s;
      try {
        const built = await build(s);
        /** @type {Record<string, any>} */
        const variants = {};
        for (const [variant, v] of Object.entries(/** @type {Record<string, any>} */ (scenario.variants))) {
          variants[variant] = { build: built.results[variant] ?? {} };
          if (v.load) variants[variant].page = await load(scenario.id, variant, v);
        }
        const record = {
          id: scenario.id,
          hash: hashOf(file),
          bundler: scenario.bundler,
          broken: scenario.broken,
          fixed: scenario.fixed,
          buildOutput: built.output,
          variants,
        };
        // A new file renamed into place, not a write into the old one: a worktree whose node_modules is a
        // hard-linked copy of another's shares the old file's inode, and would change the other's record.
        const out = path.join(RESULTS, `${scenario.id}.json`);
        fs.writeFileSync(`${out}.${process.pid}.tmp`, `${JSON.stringify(record, null, 1)}\n`);
        fs.renameSync(`${out}.${process.pid}.tmp`, out);
        console.log(`lab: ${scenario.id} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
      } catch (e) {
        problems.push(`${scenario.id}: ${e instanceof Error ? e.stack : e}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
} finally {
  await browser?.close();
  await stop();
}
const seconds = (performance.now() - t0) / 1000;
console.log(
  `lab: ${chosen.length} scenarios, ${stale.length} run, ${chosen.length - stale.length} cached, ${seconds.toFixed(1)} s (load average ${load0.toFixed(1)} at start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at end, ${os.cpus().length} cores)`,
);
if (problems.length) console.error(problems.join('\n'));
// Nothing is left to wait for (a child's stray handle must not keep the step open).
process.exit(problems.length ? 1 : 0);
