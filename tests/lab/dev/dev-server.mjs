#!/usr/bin/env node
// @ts-check
/**
 * The dev server in the lab (issue 42): `rsbuild dev` of a React producer and a React consumer, both with
 * `@module-federation/rsbuild-plugin` and Fast Refresh, opened in Chromium; files are edited while the
 * page is open and the script records what the page shows after each edit, and whether it reloaded. Writes
 * node_modules/.cache/lab/results/dev.rsbuild.json and compares it with the facts of
 * config/facts/behaviour/dev.ts (exit 1 on a difference). Run by `npm run test:full`; ports
 * LAB_DEV_PORT and the next one (default 4196, 4197).
 *
 *   node tests/lab/dev/dev-server.mjs
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createJiti } from 'jiti';
import { findHeadlessChromium } from '../../harness/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BASE = Number(process.env.LAB_DEV_PORT ?? 4196);
const PRODUCER_PORT = BASE;
const CONSUMER_PORT = BASE + 1;
// Outside node_modules: Rspack's watcher ignores changes under node_modules. Each app folder links the
// project's node_modules, so its imports resolve as in the project.
const WORK = path.join(os.tmpdir(), `mf-lab-dev-${process.getuid?.() ?? 0}-${BASE}`);
const RESULTS = path.join(ROOT, 'node_modules/.cache/lab/results');
const UPDATE_TIMEOUT = 30_000;

const { createRsbuild } = await import('@rsbuild/core');
const { pluginModuleFederation } = await import('@module-federation/rsbuild-plugin');
// The project does not declare @rsbuild/plugin-react: as the probes do, take the copy Rspress depends on.
const fromRspress = createRequire(fileURLToPath(import.meta.resolve('@rspress/core')));
const { pluginReact } = fromRspress('@rsbuild/plugin-react');

/** @param {string} dir @param {Record<string, string>} files */
function write(dir, files) {
  if (!fs.existsSync(path.join(dir, 'node_modules'))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  }
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

const shared = { react: { singleton: true }, 'react-dom': { singleton: true } };
const boundary = { 'src/index.jsx': "import('./bootstrap.jsx');\n" };

/**
 * Starts `rsbuild dev` in `dir` (React with Fast Refresh, the federation plugin); `nextCompile()` waits for
 * the next finished compilation.
 * @param {string} dir @param {number} port @param {object} mf @param {string} entry
 */
async function dev(dir, port, mf, entry) {
  /** @type {((v: number) => void)[]} */
  let waiting = [];
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode: 'development',
      source: { entry: { index: entry } },
      server: { port, strictPort: true, cors: { origin: '*' } },
      logLevel: 'warn',
      plugins: [pluginReact(), pluginModuleFederation(mf)],
    },
  });
  rsbuild.onDevCompileDone(() => {
    const now = performance.now();
    for (const w of waiting) w(now);
    waiting = [];
  });
  const first = new Promise((r) => waiting.push(r));
  const server = await rsbuild.startDevServer();
  console.error(`dev: ${path.basename(dir)} listening on ${port}`);
  await first;
  return {
    /** @returns {Promise<number>} the time the next compilation finished */
    nextCompile: () => new Promise((r) => waiting.push(r)),
    close: () => server.server.close(),
  };
}

/** @type {Record<string, unknown>} */
const results = {};

// 1. A React producer and a React consumer in dev, the consumer's page open in Chromium.
fs.rmSync(WORK, { recursive: true, force: true });
const producerDir = path.join(WORK, 'producer');
const consumerDir = path.join(WORK, 'consumer');
const button = (/** @type {string} */ text) =>
  `export default function Button() { return <button id="remote">${text}</button>; }\n`;
const app = (/** @type {string} */ text) => `import { lazy, Suspense } from 'react';
const Button = lazy(() => import('producer/Button'));
export default function App() {
  return <div><p id="own">${text}</p><Suspense fallback={<span>loading</span>}><Button /></Suspense></div>;
}
`;
write(producerDir, {
  'package.json': '{"name":"dev-producer","version":"1.0.0"}',
  ...boundary,
  'src/bootstrap.jsx':
    "import { createRoot } from 'react-dom/client';\nimport Button from './Button.jsx';\ncreateRoot(document.getElementById('root')).render(<Button />);\n",
  'src/Button.jsx': button('producer v1'),
});
write(consumerDir, {
  'package.json': '{"name":"dev-consumer","version":"1.0.0"}',
  ...boundary,
  'src/bootstrap.jsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': app('consumer v1'),
});
const producer = await dev(
  producerDir,
  PRODUCER_PORT,
  { name: 'producer', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.jsx' }, shared, dts: false },
  './src/index.jsx',
);
const consumer = await dev(
  consumerDir,
  CONSUMER_PORT,
  {
    name: 'consumer',
    remotes: { producer: `producer@http://localhost:${PRODUCER_PORT}/mf-manifest.json` },
    shared,
    dts: false,
  },
  './src/index.jsx',
);
console.error('dev: producer and consumer compiled');
const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
const page = await browser.newPage();
/** @type {string[]} */
const errors = [];
page.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text().split('\n')[0] ?? ''));
let loads = 0;
page.on('load', () => {
  loads += 1;
});
const text = (/** @type {string} */ id) => page.evaluate((i) => document.getElementById(i)?.textContent ?? null, id);
/** Waits until #id reads `want` (or the timeout passes); reports what it read and whether the page reloaded. */
async function after(/** @type {string} */ id, /** @type {string} */ want) {
  const loadsBefore = loads;
  const t = performance.now();
  const seen = await page
    .waitForFunction(
      (/** @type {[string, string]} */ [i, w]) => document.getElementById(i)?.textContent === w,
      /** @type {[string, string]} */ ([id, want]),
      {
        timeout: UPDATE_TIMEOUT,
      },
    )
    .then(
      () => want,
      async () => `still ${JSON.stringify(await text(id))} after ${UPDATE_TIMEOUT / 1000} s`,
    );
  const kept = await page.evaluate(() => /** @type {any} */ (window).__labKept === true).catch(() => false);
  return {
    seen,
    how: loads > loadsBefore || !kept ? 'page reloaded' : 'hot update, no reload',
    ms: Math.round(performance.now() - t),
  };
}
await page.goto(`http://localhost:${CONSUMER_PORT}/`);
await page.waitForFunction(() => document.getElementById('remote')?.textContent === 'producer v1', undefined, {
  timeout: UPDATE_TIMEOUT,
});
await page.evaluate(() => {
  /** @type {any} */ (window).__labKept = true;
});
results.start = `${await text('own')}, ${await text('remote')}`;
console.error(`dev: page shows ${results.start}`);

// 1a. The consumer's own component edited.
write(consumerDir, { 'src/App.jsx': app('consumer v2') });
results.consumerEdit = await after('own', 'consumer v2');
results.consumerEditRemote = await text('remote');
console.error(`dev: consumer edit ${JSON.stringify(results.consumerEdit)}`);
await page.evaluate(() => {
  /** @type {any} */ (window).__labKept = true;
});

// 1b. The producer's exposed component edited: does the consumer's page show it?
const producerCompiled = producer.nextCompile();
write(producerDir, { 'src/Button.jsx': button('producer v2') });
await producerCompiled;
console.error('dev: producer recompiled');
results.producerEdit = await after('remote', 'producer v2');
results.errors = errors.slice();
console.error(`dev: producer edit ${JSON.stringify(results.producerEdit)}`);
await browser.close();
await consumer.close();
await producer.close();

fs.mkdirSync(RESULTS, { recursive: true });
fs.writeFileSync(path.join(RESULTS, 'dev.rsbuild.json'), `${JSON.stringify(results, null, 1)}\n`);
console.log(JSON.stringify(results, null, 1));

// The facts the pages show about the dev server, compared with what this run saw.
const jiti = createJiti(import.meta.url);
const { DEV_FACTS, devValue } = /** @type {any} */ (await jiti.import('../../../config/facts/behaviour/dev.ts'));
/** @type {string[]} */
const wrong = [];
for (const [id, fact] of Object.entries(/** @type {Record<string, { value: string }>} */ (DEV_FACTS))) {
  const got = devValue(id, results);
  if (got !== fact.value)
    wrong.push(`${id}: the page says ${JSON.stringify(fact.value)}, the dev server gave ${JSON.stringify(got)}`);
}
if (wrong.length) console.error(`dev-server facts that no longer hold:\n${wrong.join('\n')}`);
process.exit(wrong.length ? 1 : 0);
