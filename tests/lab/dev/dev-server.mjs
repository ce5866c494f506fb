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
 * @param {object} [reactOptions] options of @rsbuild/plugin-react
 */
async function dev(dir, port, mf, entry, reactOptions) {
  /** @type {((v: number) => void)[]} */
  let waiting = [];
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode: 'development',
      source: { entry: { index: entry } },
      server: { port, strictPort: true, cors: { origin: '*' } },
      logLevel: 'warn',
      plugins: [pluginReact(reactOptions), pluginModuleFederation(mf)],
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

// 1c. Reader question 62 (rspack#9322): the consumer imports the remote component statically, the import and
// its use are removed (a hot update), then restored (another hot update). Errors of this phase only.
const staticApp = (/** @type {string} */ label, /** @type {boolean} */ withRemote) =>
  withRemote
    ? `import Button from 'producer/Button';\nexport default function App() {\n  return <div><p id="own">${label}</p><Button /></div>;\n}\n`
    : `export default function App() {\n  return <div><p id="own">${label}</p></div>;\n}\n`;
write(consumerDir, { 'src/App.jsx': staticApp('static v1', true) });
await consumer.nextCompile();
errors.length = 0;
await page.goto(`http://localhost:${CONSUMER_PORT}/`);
await page
  .waitForFunction(() => document.getElementById('remote') !== null, undefined, { timeout: UPDATE_TIMEOUT })
  .catch(() => undefined);
results.staticStart = `${await text('own')}, ${await text('remote')}`;
await page.evaluate(() => {
  /** @type {any} */ (window).__labKept = true;
});
write(consumerDir, { 'src/App.jsx': staticApp('static v2', false) });
results.staticRemoved = await after('own', 'static v2');
await page.evaluate(() => {
  /** @type {any} */ (window).__labKept = true;
});
write(consumerDir, { 'src/App.jsx': staticApp('static v3', true) });
results.staticRestored = await after('own', 'static v3');
results.staticRestoredRemote = await text('remote');
results.staticErrors = errors.slice();
console.error(
  `dev: static import removed and restored ${JSON.stringify(results.staticRestored)} ${results.staticRestoredRemote}`,
);
// The same page reloaded: does it render again?
errors.length = 0;
await page.reload();
await page
  .waitForFunction(() => document.getElementById('remote') !== null, undefined, { timeout: UPDATE_TIMEOUT })
  .catch(() => undefined);
results.staticAfterReload = `${await text('own')}, ${await text('remote')}`;
results.staticAfterReloadErrors = errors.slice();
// The fixes: (a) keep the import and only take the element out and back; (b) a `lazy` import removed and
// put back.
const keptImport = (/** @type {string} */ label, /** @type {boolean} */ withElement) =>
  `import Button from 'producer/Button';\nexport default function App() {\n  return <div><p id="own">${label}</p>${withElement ? '<Button />' : ''}</div>;\n}\n`;
errors.length = 0;
await page.evaluate(() => {
  /** @type {any} */ (window).__labKept = true;
});
write(consumerDir, { 'src/App.jsx': keptImport('kept v1', false) });
await after('own', 'kept v1');
write(consumerDir, { 'src/App.jsx': keptImport('kept v2', true) });
results.keptImportRestored = await after('own', 'kept v2');
results.keptImportRemote = await text('remote');
const lazyApp = (/** @type {string} */ label, /** @type {boolean} */ withRemote) =>
  withRemote ? app(label) : `export default function App() {\n  return <div><p id="own">${label}</p></div>;\n}\n`;
write(consumerDir, { 'src/App.jsx': lazyApp('lazy v1', false) });
await after('own', 'lazy v1');
write(consumerDir, { 'src/App.jsx': lazyApp('lazy v2', true) });
results.lazyRestored = await after('own', 'lazy v2');
await page
  .waitForFunction(() => document.getElementById('remote') !== null, undefined, { timeout: 10_000 })
  .catch(() => undefined);
results.lazyRemote = await text('remote');
results.fixErrors = errors.slice();
console.error(`dev: kept import ${results.keptImportRemote}, lazy ${results.lazyRemote}`);
await consumer.close();

// 1d. The same toggle with `reactRefreshOptions: { reloadOnRuntimeErrors: true }` (@rspack/plugin-react-refresh
// reloads the page when a hot update fails with `factory is undefined`).
const reloadDir = path.join(WORK, 'consumer-reload');
write(reloadDir, {
  'package.json': '{"name":"dev-consumer-reload","version":"1.0.0"}',
  ...boundary,
  'src/bootstrap.jsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': staticApp('reload v1', true),
});
const reloadConsumer = await dev(
  reloadDir,
  BASE + 6,
  {
    name: 'consumer',
    remotes: { producer: `producer@http://localhost:${PRODUCER_PORT}/mf-manifest.json` },
    shared,
    dts: false,
  },
  './src/index.jsx',
  { reactRefreshOptions: { reloadOnRuntimeErrors: true } },
);
await page.goto(`http://localhost:${BASE + 6}/`);
await page
  .waitForFunction(() => document.getElementById('remote') !== null, undefined, { timeout: 10_000 })
  .catch(() => undefined);
await page.evaluate(() => {
  /** @type {any} */ (window).__labKept = true;
});
write(reloadDir, { 'src/App.jsx': staticApp('reload v2', false) });
await after('own', 'reload v2');
await page.evaluate(() => {
  /** @type {any} */ (window).__labKept = true;
});
write(reloadDir, { 'src/App.jsx': staticApp('reload v3', true) });
results.reloadOnErrors = await after('own', 'reload v3');
await page
  .waitForFunction(() => document.getElementById('remote') !== null, undefined, { timeout: 10_000 })
  .catch(() => undefined);
results.reloadOnErrorsRemote = await text('remote');
console.error(`dev: reloadOnRuntimeErrors ${JSON.stringify(results.reloadOnErrors)} ${results.reloadOnErrorsRemote}`);
await reloadConsumer.close();

// 2. Reader questions 127, 128, 92: a consumer in `rsbuild dev` loading a producer that was built for
// production (`rsbuild build`, served by `rsbuild preview`): start, the consumer's own edit.
const prodProducerDir = path.join(WORK, 'producer-prod');
write(prodProducerDir, {
  'package.json': '{"name":"prod-producer","version":"1.0.0"}',
  ...boundary,
  'src/bootstrap.jsx':
    "import { createRoot } from 'react-dom/client';\nimport Button from './Button.jsx';\ncreateRoot(document.getElementById('root')).render(<Button />);\n",
  'src/Button.jsx': button('production producer'),
  // Reader question 127 (core#3216): a second exposed module, a component wrapped by the React bridge.
  'src/Layout.jsx': `import { createBridgeComponent } from '@module-federation/bridge-react/v19';
function Layout() {
  return <section id="bridged">bridged layout</section>;
}
export default createBridgeComponent({ rootComponent: Layout });
`,
});
const PROD_PORT = BASE + 2;
const DEV_CONSUMER_PORT = BASE + 3;
const prodProducer = await createRsbuild({
  cwd: prodProducerDir,
  rsbuildConfig: {
    mode: 'production',
    source: { entry: { index: './src/index.jsx' } },
    server: { port: PROD_PORT, strictPort: true, cors: { origin: '*' } },
    output: { assetPrefix: 'auto' },
    logLevel: 'warn',
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'producer',
        filename: 'remoteEntry.js',
        exposes: { './Button': './src/Button.jsx', './Layout': './src/Layout.jsx' },
        shared,
        dts: false,
      }),
    ],
  },
});
await prodProducer.build();
const prodServer = await prodProducer.preview();
const PROD_CONSUMER_PORT = BASE + 4;
const short = { timeout: 10_000 };
/** Opens `url` and waits (10 s at most) for the producer's button. */
async function open(/** @type {string} */ url) {
  errors.length = 0;
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('remote') !== null, undefined, short).catch(() => undefined);
  return `${await text('own')}, ${await text('remote')}`;
}
// Each mixed pairing with the default share strategy, then with `loaded-first` (the page's own copies of React
// are kept).
for (const strategy of /** @type {const} */ (['version-first', 'loaded-first'])) {
  const key = strategy === 'version-first' ? '' : 'LoadedFirst';
  const devConsumerDir = path.join(WORK, `consumer-dev-${strategy}`);
  // The dev consumer's entry and federation options, the same for the plain and the bridge-wrapped case.
  const devBootstrap = {
    'src/bootstrap.jsx':
      "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  };
  const devConsumerOptions = {
    name: 'consumer',
    remotes: { producer: `producer@http://localhost:${PROD_PORT}/mf-manifest.json` },
    shared,
    shareStrategy: strategy,
    dts: false,
  };
  write(devConsumerDir, {
    'package.json': '{"name":"dev-consumer-2","version":"1.0.0"}',
    ...boundary,
    ...devBootstrap,
    'src/App.jsx': app('dev consumer v1'),
  });
  const devConsumer = await dev(devConsumerDir, DEV_CONSUMER_PORT, devConsumerOptions, './src/index.jsx');
  results[`prodRemoteStart${key}`] = await open(`http://localhost:${DEV_CONSUMER_PORT}/`);
  results[`prodRemoteErrors${key}`] = errors.slice();
  if (results[`prodRemoteStart${key}`] !== 'null, null') {
    await page.evaluate(() => {
      /** @type {any} */ (window).__labKept = true;
    });
    write(devConsumerDir, { 'src/App.jsx': app('dev consumer v2') });
    results[`prodRemoteConsumerEdit${key}`] = await after('own', 'dev consumer v2');
    results[`prodRemoteConsumerEditRemote${key}`] = await text('remote');
    results[`prodRemoteEditErrors${key}`] = errors.slice();
  }
  console.error(`dev: production producer in a dev consumer (${strategy}) ${results[`prodRemoteStart${key}`]}`);
  await devConsumer.close();

  // 2b. Reader question 127 (core#3216): the same pairing, the consumer rendering the producer's
  // bridge-wrapped component with createRemoteAppComponent.
  const bridgeDir = path.join(WORK, `consumer-dev-bridge-${strategy}`);
  write(bridgeDir, {
    'package.json': '{"name":"dev-consumer-bridge","version":"1.0.0"}',
    ...boundary,
    ...devBootstrap,
    'src/App.jsx': `import { createRemoteAppComponent } from '@module-federation/bridge-react';
const Layout = createRemoteAppComponent({
  loader: () => import('producer/Layout'),
  loading: <span>loading</span>,
  fallback: ({ error }) => <p id="fallback">{error.message}</p>,
});
export default function App() {
  return <div><p id="own">bridge consumer</p><Layout /></div>;
}
`,
  });
  const bridgeConsumer = await dev(bridgeDir, DEV_CONSUMER_PORT, devConsumerOptions, './src/index.jsx');
  errors.length = 0;
  await page.goto(`http://localhost:${DEV_CONSUMER_PORT}/`);
  await page
    .waitForFunction(() => document.getElementById('bridged') ?? document.getElementById('fallback'), undefined, short)
    .catch(() => undefined);
  results[`prodRemoteBridge${key}`] = `${await text('own')}, ${await text('bridged')}`;
  results[`prodRemoteBridgeFallback${key}`] = await text('fallback');
  results[`prodRemoteBridgeErrors${key}`] = errors.slice();
  console.error(`dev: bridge component of a production producer (${strategy}) ${results[`prodRemoteBridge${key}`]}`);
  await bridgeConsumer.close();

  // 3. Reader questions 19 and 26: a consumer built for production (served by `rsbuild preview`) loading the
  // producer from its dev server: does it render, and does a producer edit reach the page?
  const prodConsumerDir = path.join(WORK, `consumer-prod-${strategy}`);
  write(prodConsumerDir, {
    'package.json': '{"name":"prod-consumer","version":"1.0.0"}',
    ...boundary,
    'src/bootstrap.jsx':
      "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
    'src/App.jsx': app('production consumer'),
  });
  const prodConsumer = await createRsbuild({
    cwd: prodConsumerDir,
    rsbuildConfig: {
      mode: 'production',
      source: { entry: { index: './src/index.jsx' } },
      server: { port: PROD_CONSUMER_PORT, strictPort: true },
      logLevel: 'warn',
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          name: 'consumer',
          remotes: { producer: `producer@http://localhost:${PRODUCER_PORT}/mf-manifest.json` },
          shared,
          shareStrategy: strategy,
          dts: false,
        }),
      ],
    },
  });
  await prodConsumer.build();
  const prodConsumerServer = await prodConsumer.preview();
  results[`prodHostStart${key}`] = await open(`http://localhost:${PROD_CONSUMER_PORT}/`);
  results[`prodHostStartErrors${key}`] = errors.slice();
  if (results[`prodHostStart${key}`] !== 'null, null') {
    await page.evaluate(() => {
      /** @type {any} */ (window).__labKept = true;
    });
    const compiled = producer.nextCompile();
    const label = `producer ${strategy}`;
    write(producerDir, { 'src/Button.jsx': button(label) });
    await compiled;
    results[`prodHostProducerEdit${key}`] = await after('remote', label);
    results[`prodHostEditErrors${key}`] = errors.slice();
  }
  console.error(`dev: production consumer, dev producer (${strategy}) ${results[`prodHostStart${key}`]}`);
  await prodConsumerServer.server.close();
}
// 2c. The fix for question 127: the bridge's producer side renders with its own `react-dom/client`, which the
// `react-dom` key does not share. A second production producer and a dev consumer that both share
// `react-dom/client` too, with `loaded-first`.
const sharedClient = { ...shared, 'react-dom/client': { singleton: true } };
const PROD2_PORT = BASE + 5;
const prodProducer2 = await createRsbuild({
  cwd: prodProducerDir,
  rsbuildConfig: {
    mode: 'production',
    source: { entry: { index: './src/index.jsx' } },
    server: { port: PROD2_PORT, strictPort: true, cors: { origin: '*' } },
    output: { assetPrefix: 'auto', distPath: { root: 'dist-client-shared' } },
    logLevel: 'warn',
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'producer',
        filename: 'remoteEntry.js',
        exposes: { './Button': './src/Button.jsx', './Layout': './src/Layout.jsx' },
        shared: sharedClient,
        dts: false,
      }),
    ],
  },
});
await prodProducer2.build();
const prodServer2 = await prodProducer2.preview();
const bridgeFixDir = path.join(WORK, 'consumer-dev-bridge-loaded-first');
const bridgeFix = await dev(
  bridgeFixDir,
  DEV_CONSUMER_PORT,
  {
    name: 'consumer',
    remotes: { producer: `producer@http://localhost:${PROD2_PORT}/mf-manifest.json` },
    shared: sharedClient,
    shareStrategy: 'loaded-first',
    dts: false,
  },
  './src/index.jsx',
);
errors.length = 0;
await page.goto(`http://localhost:${DEV_CONSUMER_PORT}/`);
await page
  .waitForFunction(() => document.getElementById('bridged') ?? document.getElementById('fallback'), undefined, short)
  .catch(() => undefined);
results.prodRemoteBridgeClientShared = `${await text('own')}, ${await text('bridged')}`;
results.prodRemoteBridgeClientSharedErrors = errors.slice();
console.error(`dev: bridge, react-dom/client shared too ${results.prodRemoteBridgeClientShared}`);
await bridgeFix.close();
await prodServer2.server.close();

// 3b. The fix for question 19: the production consumer loads a production build of the producer (the one
// `rsbuild preview` serves in step 2) instead of its dev server.
const prodConsumer2Dir = path.join(WORK, 'consumer-prod-2');
write(prodConsumer2Dir, {
  'package.json': '{"name":"prod-consumer","version":"1.0.0"}',
  ...boundary,
  'src/bootstrap.jsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': app('production consumer'),
});
const prodConsumer2 = await createRsbuild({
  cwd: prodConsumer2Dir,
  rsbuildConfig: {
    mode: 'production',
    source: { entry: { index: './src/index.jsx' } },
    server: { port: PROD_CONSUMER_PORT, strictPort: true },
    logLevel: 'warn',
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'consumer',
        remotes: { producer: `producer@http://localhost:${PROD_PORT}/mf-manifest.json` },
        shared,
        dts: false,
      }),
    ],
  },
});
await prodConsumer2.build();
const prodConsumer2Server = await prodConsumer2.preview();
results.prodBothStart = await open(`http://localhost:${PROD_CONSUMER_PORT}/`);
results.prodBothStartErrors = errors.slice();
console.error(`dev: production consumer, production producer ${results.prodBothStart}`);
await prodConsumer2Server.server.close();
await browser.close();
await prodServer.server.close();
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
