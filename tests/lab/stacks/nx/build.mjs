#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/framework/nx: a tiny Nx workspace (workspace.mjs: a host, one remote and a
 * workspace library) whose two apps are configured by @nx/module-federation 23.2.1's
 * withModuleFederation for Rspack and built by Rspack, without the Nx daemon and without `nx serve`
 * (build-apps.cjs computes the project graph in process). The host is then loaded in Chromium from
 * one origin and the remote from another. Writes tests/lab/stacks/nx/results.json
 * (tests/unit/content/nx.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/nx/build.mjs [--write]
 *
 * Nx is not in the project's package.json: it is installed from this folder's package.json and lock
 * into node_modules/.cache/lab/stacks/nx/node_modules (npm ci, once per lock).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack } from '../stack.mjs';
import { workspace } from './workspace.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/nx');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'nx';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const install = () => installStack(HERE, CACHE);

install();
const hostUrl = appUrl(BASE, 'mf', 'host');
const remoteUrl = appUrl(BASE, 'mf', 'remote');
fs.rmSync(WORK, { recursive: true, force: true });
for (const [name, text] of Object.entries(workspace(remoteUrl))) {
  fs.mkdirSync(path.dirname(path.join(WORK, name)), { recursive: true });
  fs.writeFileSync(path.join(WORK, name), text);
}
fs.copyFileSync(path.join(HERE, 'build-apps.cjs'), path.join(WORK, 'build-apps.cjs'));
fs.copyFileSync(path.join(HERE, 'build-dts.cjs'), path.join(WORK, 'build-dts.cjs'));
const out = path.join(WWW, BASE, 'mf');
fs.rmSync(out, { recursive: true, force: true });
const built = spawnSync('node', ['build-apps.cjs', out], {
  cwd: WORK,
  encoding: 'utf8',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
});
if (built.status !== 0) throw new Error(`nx: the workspace build failed\n${built.stderr}`);
const report = JSON.parse(built.stdout.trim().split('\n').pop() ?? '{}');
// The remote with type generation on (`dts`), in three forms: what it emitted and what it printed.
/** @type {Record<string, any>} */
const dts = {};
for (const form of ['true', 'top-level', 'both']) {
  const run = spawnSync('node', ['build-dts.cjs', path.join(CACHE, 'dts', form), form], {
    cwd: WORK,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (run.status !== 0) throw new Error(`nx: the dts build (${form}) failed\n${run.stderr}`);
  const printed = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((l) => /federated types/i.test(l))
    .map((l) => l.replaceAll(WORK, '<workspace>').trim());
  dts[form] = { ...JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}'), printed: [...new Set(printed)] };
}
const page =
  '<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body><div id="root"></div><script src="main.js"></script></body></html>\n';
fs.writeFileSync(path.join(out, 'host', 'index.html'), page);

const stop = await startServers(WWW, [Number(new URL(hostUrl).port), Number(new URL(remoteUrl).port)]);
/** @type {Record<string, any>} */
let browserResult = {};
try {
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const p = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(hostUrl);
  const rendered = await p
    .locator('.remote .badge')
    .waitFor({ timeout: 20_000 })
    .then(
      () => p.locator('.badge').allTextContents(),
      () => [`not rendered: ${errors.join(' | ')}`],
    );
  const sharedUiCopies = await p.evaluate(() => /** @type {any} */ (window).sharedUiCopies ?? 0);
  browserResult = { rendered, sharedUiCopies, errors };
  // The host again, with the remote's files answered from the runtime-chunk build (report.runtimeChunk).
  const q = await browser.newPage();
  const chunkErrors = /** @type {string[]} */ ([]);
  q.on('pageerror', (e) => chunkErrors.push(e.message));
  q.on('console', (m) => m.type() === 'error' && chunkErrors.push(m.text()));
  await q.route(`${remoteUrl}**`, (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const served = path.join(out, 'remote-runtime-chunk', file);
    return fs.existsSync(served) ? route.fulfill({ path: served }) : route.fulfill({ status: 404 });
  });
  await q.goto(hostUrl);
  const chunkRendered = await q
    .locator('.remote .badge')
    .waitFor({ timeout: 8_000 })
    .then(
      () => true,
      () => false,
    );
  browserResult.runtimeChunk = {
    rendered: chunkRendered,
    errors: [...new Set(chunkErrors.map((e) => e.split('\n')[0]))],
  };
  // The host built in development with runtimeChunk 'single' (report.devRuntimeChunk): its page with
  // runtime.js before main.js, as Nx's HTML plugin writes it, and with main.js alone.
  /** @type {Record<string, any>} */
  const single = {};
  for (const [label, scripts] of /** @type {const} */ ([
    ['runtime.js and main.js', ['runtime.js', 'main.js']],
    ['main.js only', ['main.js']],
  ])) {
    const html = `${label.replaceAll(/[^a-z]+/g, '-')}.html`;
    fs.writeFileSync(
      path.join(out, 'host-dev-single', html),
      `<!doctype html><html><body><div id="root"></div>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body></html>\n`,
    );
    const r = await browser.newPage();
    const pageErrors = /** @type {string[]} */ ([]);
    r.on('pageerror', (e) => pageErrors.push(e.message));
    r.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    await r.goto(new URL(`../host-dev-single/${html}`, hostUrl).href);
    const shown = await r
      .locator('.remote .badge')
      .waitFor({ timeout: 8_000 })
      .then(
        () => true,
        () => false,
      );
    single[label] = { rendered: shown, errors: [...new Set(pageErrors.map((e) => e.split('\n')[0]))] };
  }
  browserResult.devRuntimeChunkSingle = single;
  await browser.close();
} finally {
  await stop();
}

const version = (/** @type {string} */ name) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', name, 'package.json'), 'utf8')).version;
const manifest = JSON.parse(fs.readFileSync(path.join(out, 'remote', 'mf-manifest.json'), 'utf8'));
const results = {
  versions: Object.fromEntries(
    ['@nx/module-federation', 'nx', '@rspack/core', '@module-federation/enhanced'].map((n) => [n, version(n)]),
  ),
  graph: { projects: report.projects, npmNodes: report.npmNodes, dependencies: report.dependencies },
  remote: report.remote,
  host: report.host,
  'remote with additionalShared': report.additionalShared,
  'remote with runtimeChunk': report.runtimeChunk,
  'remote with dts': dts,
  'host with shareStrategy: loaded-first': report.shareStrategy,
  'host with two remotes in development': report.devRuntimeChunk,
  remoteManifest: {
    name: manifest.name,
    remoteEntry: manifest.metaData.remoteEntry.name,
    exposes: manifest.exposes.map((/** @type {any} */ e) => e.path),
    shared: manifest.shared.map((/** @type {any} */ s) => s.name).sort(),
  },
  browser: browserResult,
};
// Chunk ids stay, ports do not: the remote's origin is written remote:.
// Formatted as Biome formats the committed file, so that `npm run lint` and this comparison agree.
const text = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=results.json'], {
  input: `${JSON.stringify(results, null, 2)}\n`.replaceAll(new URL(remoteUrl).origin, 'remote:'),
  encoding: 'utf8',
});
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error(
    'nx: the build differs from tests/lab/stacks/nx/results.json: run with --write and update /guide/framework/nx',
  );
  process.exitCode = 1;
}
