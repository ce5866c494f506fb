#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/framework/modernjs and /practice/frameworks/modern/*: Modern.js 3 apps with
 * `@module-federation/modern-js-v3`, built with `modern build` and run with `modern serve`.
 *
 * - `provider` and `dynamic_provider` expose `./Image` (a counter button with a CSS module) with stream SSR;
 *   `dynamic_provider` writes its remote entry and manifest below `static/`.
 * - `consumer` (stream SSR) renders `remote/Image` (a static remote) on `/` with `createLazyComponent` and on
 *   `/plain` with a plain import, and on `/dynamic` registers `dynamic_provider` from a route Data Loader
 *   (`page.data.ts`) with `registerRemotes`.
 * - Each route's server-rendered HTML is fetched without a browser (is the remote's markup and CSS in it?),
 *   then the route is opened in Chromium (did the button hydrate and count?); whether the consumer's
 *   server is still running is recorded after each request.
 * - Production serving, five rounds: every app behind `modern serve`; the producers' whole `dist/` behind a
 *   plain static server; only their `static/` (file statuses only); and `provider` from the static server
 *   with `dynamic_provider` behind `modern serve`, without and with MODERN_MF_AUTO_CORS.
 * - Static generation: `ssg_consumer` sets `output.ssg` without `server.ssr` and imports `remote/Image`;
 *   `ssg_fixed` is the same app with `moduleFederationPlugin({ ssr: true })`. Their build results are recorded.
 *
 * Writes tests/lab/stacks/modernjs/results.json (tests/unit/content/modernjs.test.ts holds the pages to it).
 *
 *   node tests/lab/stacks/modernjs/build.mjs [--write] [--reuse]
 *
 * `--reuse` (for working on this script) keeps the apps already built in the cache and their build logs.
 *
 * The packages come from this folder's package.json and lock, installed into
 * node_modules/.cache/lab/stacks/modernjs (npm ci, once per lock); the apps are built below that folder.
 * `@modern-js/app-tools` is 3.8.1: the registry mirror here lacks 3.8.2 of `@modern-js/builder`, `i18n-utils`,
 * `plugin-data-loader`, `prod-server`, `server`, `server-core` and `server-utils`, which app-tools 3.8.2 pins.
 * The lock also lists the platform packages of `sass-embedded` that the mirror does not hold (every platform
 * but linux-x64) as optional stubs for other platforms, so that `npm ci` accepts it; none installs here.
 * Ports: the consumer on LAB_HOST_PORT, `provider` on LAB_REMOTE_PORT, `dynamic_provider` on LAB_DEV_PORT
 * (their URLs are built into the apps; results.json writes them as host:, remote: and dev:).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { HOST_PORT, REMOTE_PORT } from '../../urls.mjs';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/modernjs');
const WORK = path.join(CACHE, 'work');
const MODERN = path.join(CACHE, 'node_modules/.bin/modern');
const DEV_PORT = Number(process.env.LAB_DEV_PORT ?? 4196);
const { values: opts } = parseArgs({
  options: { write: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false } },
});

const origin = (/** @type {number} */ port) => `http://localhost:${port}`;

const PACKAGE_JSON = (/** @type {string} */ name) =>
  `${JSON.stringify(
    {
      name,
      version: '1.0.0',
      private: true,
      dependencies: {
        '@modern-js/app-tools': '3.8.1',
        '@modern-js/runtime': '3.8.1',
        '@module-federation/modern-js-v3': '2.8.2',
        react: '19.3.1',
        'react-dom': '19.3.1',
      },
    },
    null,
    2,
  )}\n`;

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      jsx: 'react-jsx',
      module: 'ESNext',
      moduleResolution: 'bundler',
      target: 'ES2020',
      strict: true,
      skipLibCheck: true,
      esModuleInterop: true,
      paths: { '*': ['./@mf-types/*'] },
    },
    include: ['src', 'modern.config.ts', 'module-federation.config.ts'],
  },
  null,
  2,
)}\n`;

const LAYOUT = `import { Outlet } from '@modern-js/runtime/router';

export default function Layout() {
  return <Outlet />;
}
`;

/** A producer: `./Image` is a counter with a CSS module. @param {string} name @param {number} port @param {string} extra */
const producer = (name, port, extra = '') => ({
  'package.json': PACKAGE_JSON(name),
  'tsconfig.json': TSCONFIG,
  'modern.config.ts': `import { appTools, defineConfig } from '@modern-js/app-tools';
import { moduleFederationPlugin } from '@module-federation/modern-js-v3';

export default defineConfig({
  server: { ssr: { mode: 'stream' }, port: ${port} },
  output: { assetPrefix: '${origin(port)}/' },
  plugins: [appTools(), moduleFederationPlugin()],
});
`,
  'module-federation.config.ts': `import { createModuleFederationConfig } from '@module-federation/modern-js-v3';

export default createModuleFederationConfig({
  name: '${name}',
${extra}  exposes: { './Image': './src/components/Image.tsx' },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
});
`,
  'src/components/Image.module.css': '.card {\n  border: 3px solid rgb(255, 0, 0);\n  padding: 8px;\n}\n',
  'src/components/Image.tsx': `import { useState } from 'react';
import styles from './Image.module.css';

export default function Image() {
  const [clicks, setClicks] = useState(0);
  return (
    <div className={styles.card} data-remote="${name}">
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        ${name} clicks: {clicks}
      </button>
    </div>
  );
}
`,
  'src/routes/layout.tsx': LAYOUT,
  'src/routes/page.tsx': `import Image from '../components/Image';

export default function Index() {
  return <Image />;
}
`,
});

/** The consumer's types of remote/Image (it sets dts: false, so it downloads none). */
const REMOTE_TYPES = `declare module 'remote/Image' {
  const Image: () => JSX.Element;
  export default Image;
}
`;

/** A consumer's federation options. */
const CONSUMER_MF = `import { createModuleFederationConfig } from '@module-federation/modern-js-v3';

export default createModuleFederationConfig({
  name: 'consumer',
  remotes: {
    remote: 'provider@${origin(REMOTE_PORT)}/mf-manifest.json',
  },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
  dts: false,
});
`;

const CONSUMER_PAGE = `import { getInstance } from '@module-federation/modern-js-v3/runtime';
import { lazyLoadComponentPlugin } from '@module-federation/modern-js-v3/data-fetch';

const instance = getInstance();
if (!instance) throw new Error('no federation instance: is moduleFederationPlugin() in modern.config.ts?');
instance.registerPlugins([lazyLoadComponentPlugin()]);

const RemoteImage = instance.createLazyComponent({
  loader: () => import('remote/Image'),
  loading: 'loading…',
  export: 'default',
  fallback: ({ error }) => <p className="fallback">fallback: {String(error)}</p>,
});

export default function Index() {
  return (
    <main>
      <h1>consumer</h1>
      <RemoteImage />
    </main>
  );
}
`;

/** The same remote with a plain import, without createLazyComponent. */
const PLAIN_PAGE = `import RemoteImage from 'remote/Image';

export default function Plain() {
  return (
    <main>
      <h1>plain</h1>
      <RemoteImage />
    </main>
  );
}
`;

const DYNAMIC_DATA = `export interface Provider {
  name: string;
  entry: string;
  id: string;
}

export interface DataLoaderRes {
  providerList: Provider[];
}

// Stands for a request to your configuration service; a Data Loader runs on the server only.
async function fetchProviderList(): Promise<Provider[]> {
  return [
    {
      name: 'dynamic_provider',
      entry: '${origin(DEV_PORT)}/static/mf-manifest.json',
      id: 'dynamic_provider/Image',
    },
  ];
}

export const loader = async (): Promise<DataLoaderRes> => ({
  providerList: await fetchProviderList(),
});
`;

const DYNAMIC_PAGE = `import type { ComponentType } from 'react';
import { useLoaderData } from '@modern-js/runtime/router';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/modern-js-v3/runtime';
import { lazyLoadComponentPlugin } from '@module-federation/modern-js-v3/data-fetch';
import type { DataLoaderRes } from './page.data';

const instance = getInstance();
if (!instance) throw new Error('no federation instance');
instance.registerPlugins([lazyLoadComponentPlugin()]);

// One component per remote module, created once, so a render does not remount it.
const components = new Map<string, ComponentType>();
function remoteComponent(id: string): ComponentType {
  let Remote = components.get(id);
  if (!Remote) {
    Remote = instance.createLazyComponent({
      loader: () => loadRemote(id) as Promise<{ default: ComponentType }>,
      loading: 'loading…',
      export: 'default',
      fallback: ({ error }) => <p className="fallback">fallback: {String(error)}</p>,
    }) as ComponentType;
    components.set(id, Remote);
  }
  return Remote;
}

export default function DynamicPage() {
  const { providerList } = useLoaderData() as DataLoaderRes;
  // Before the first loadRemote, on the server and again in the browser; a second call with the same
  // names changes nothing.
  registerRemotes(providerList.map(({ name, entry }) => ({ name, entry })));
  return (
    <main>
      <h1>dynamic</h1>
      {providerList.map(({ id }) => {
        const Remote = remoteComponent(id);
        return <Remote key={id} />;
      })}
    </main>
  );
}
`;

const consumer = {
  'package.json': PACKAGE_JSON('consumer'),
  'tsconfig.json': TSCONFIG,
  'modern.config.ts': `import { appTools, defineConfig } from '@modern-js/app-tools';
import { moduleFederationPlugin } from '@module-federation/modern-js-v3';

export default defineConfig({
  server: { ssr: { mode: 'stream' }, port: ${HOST_PORT} },
  plugins: [appTools(), moduleFederationPlugin()],
});
`,
  'module-federation.config.ts': CONSUMER_MF,
  'src/routes/layout.tsx': LAYOUT,
  'src/remote.d.ts': REMOTE_TYPES,
  'src/routes/page.tsx': CONSUMER_PAGE,
  'src/routes/plain/page.tsx': PLAIN_PAGE,
  'src/routes/dynamic/page.data.ts': DYNAMIC_DATA,
  'src/routes/dynamic/page.tsx': DYNAMIC_PAGE,
};

/** The static-generation consumer: `output.ssg`, no `server.ssr`, a plain import of the remote. @param {string} plugin */
const ssgConsumer = (plugin) => ({
  'package.json': PACKAGE_JSON('consumer'),
  'tsconfig.json': TSCONFIG,
  'modern.config.ts': `import { appTools, defineConfig } from '@modern-js/app-tools';
import { moduleFederationPlugin } from '@module-federation/modern-js-v3';

export default defineConfig({
  output: { ssg: true },
  plugins: [appTools(), ${plugin}],
});
`,
  'module-federation.config.ts': CONSUMER_MF,
  'src/routes/layout.tsx': LAYOUT,
  'src/routes/page.tsx': `import RemoteImage from 'remote/Image';

export default function Index() {
  return <RemoteImage />;
}
`,
  'src/remote.d.ts': REMOTE_TYPES,
});

const APPS = /** @type {const} */ ({
  provider: producer('provider', REMOTE_PORT),
  dynamic_provider: producer(
    'dynamic_provider',
    DEV_PORT,
    "  filename: 'static/remoteEntry.js',\n  manifest: { filePath: 'static' },\n",
  ),
  consumer,
  ssg_consumer: ssgConsumer('moduleFederationPlugin()'),
  ssg_fixed: ssgConsumer('moduleFederationPlugin({ ssr: true })'),
});

/** The lines a build printed that matter to the page: the federation plugin's, and the first error. @param {string} out */
function notable(out) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes of the CLI's output
  const lines = out.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const plugin = [...new Set(lines.filter((l) => l.includes('[ Modern.js Module Federation ]')).map((l) => l.trim()))];
  const error = lines.find((l) => /Module not found|Can't resolve/.test(l));
  const failed = lines.find((l) => /build failed in .*\((client|server)\)/.test(l));
  return {
    plugin,
    error: error
      ? error
          .replace(/^\s*×\s*/, '')
          .replace(/ in '[^']*'\s*$/, '')
          .trim()
      : null,
    failedBuild: failed ? (/\((client|server)\)/.exec(failed)?.[1] ?? null) : null,
    built: lines.filter((l) => /^ready\s+built in/.test(l)).map((l) => /\((client|server)\)/.exec(l)?.[1] ?? '?'),
  };
}

/** @param {string} dir */
const listDist = (dir) =>
  [
    'mf-manifest.json',
    'remoteEntry.js',
    'static/mf-manifest.json',
    'static/remoteEntry.js',
    'bundles/mf-manifest.json',
    'bundles/remoteEntry.js',
    'bundles/static/remoteEntry.js',
    'html/index/index.html',
  ].filter((f) => fs.existsSync(path.join(dir, 'dist', f)));

installStack(HERE, CACHE);
/** @type {Record<string, any>} */
const builds = {};
for (const [name, files] of Object.entries(APPS)) {
  const dir = path.join(WORK, name);
  const log = path.join(CACHE, `${name}.build.log`);
  let run = { status: Number(opts.reuse && fs.existsSync(log) && fs.readFileSync(`${log}.exit`, 'utf8')) };
  if (!opts.reuse || !fs.existsSync(log)) {
    writeFiles(dir, files);
    const r = spawnSync(MODERN, ['build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    fs.writeFileSync(log, `${r.stdout}\n${r.stderr}`);
    fs.writeFileSync(`${log}.exit`, String(r.status));
    run = { status: r.status ?? -1 };
  }
  const out = fs.readFileSync(log, 'utf8');
  builds[name] = { exit: run.status, ...notable(out), dist: listDist(dir) };
  if (name.startsWith('ssg_')) {
    // Was the route prerendered: does the built HTML hold the remote's markup?
    const html = path.join(dir, 'dist/html/index/index.html');
    builds[name].prerendered = fs.existsSync(html) && fs.readFileSync(html, 'utf8').includes('provider clicks');
  }
  console.log(name, 'exit', run.status);
  if (['provider', 'dynamic_provider', 'consumer'].includes(name) && run.status !== 0)
    throw new Error(`${name}: modern build failed; see ${path.join(CACHE, `${name}.build.log`)}`);
}
const manifest = (/** @type {string} */ f) => JSON.parse(fs.readFileSync(path.join(WORK, f), 'utf8'));
for (const [name, f] of [
  ['provider', 'provider/dist/mf-manifest.json'],
  ['dynamic_provider', 'dynamic_provider/dist/static/mf-manifest.json'],
]) {
  const m = manifest(/** @type {string} */ (f)).metaData;
  builds[/** @type {string} */ (name)].manifest = {
    publicPath: m.publicPath,
    // The content hash moves with the clone's folder (module ids hash paths): recorded as `<hash>`.
    remoteEntry: `${m.remoteEntry.path ? `${m.remoteEntry.path}/` : ''}${m.remoteEntry.name}`.replace(
      /\.[0-9a-f]{8,}\.js$/,
      '.<hash>.js',
    ),
    ssrPublicPath: m.ssrPublicPath,
    ssrRemoteEntry: `${m.ssrRemoteEntry.path ? `${m.ssrRemoteEntry.path}/` : ''}${m.ssrRemoteEntry.name}`,
  };
}

/**
 * Starts `modern serve` in an app's folder; resolves when its port answers.
 * @param {string} name @param {number} port @param {Record<string, string>} [env]
 * @param {{ mayExit?: boolean }} [opts] with `mayExit`, a server that ends while starting is returned, ended
 */
async function serve(name, port, env = {}, { mayExit = false } = {}) {
  const child = spawn(MODERN, ['serve'], {
    cwd: path.join(WORK, name),
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null && !mayExit) throw new Error(`${name}: modern serve exited: ${log}`);
    // A TCP connection, not a request: a request to a route would render it.
    const ok = await new Promise((r) => {
      const socket = net.connect(port, 'localhost', () => {
        socket.end();
        r(true);
      });
      socket.once('error', () => r(false));
    });
    if (ok || child.exitCode !== null)
      return {
        /** @returns {number | null} the exit code if the server has ended */
        exited: () => child.exitCode,
        log: () => log,
        stop: () =>
          child.exitCode !== null
            ? Promise.resolve()
            : new Promise((r) => {
                child.once('exit', r);
                child.kill('SIGTERM');
              }),
      };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${name}: modern serve did not answer on ${port}: ${log}`);
}

/** What the server sent for a route, without running any script. @param {string} url @param {string} remote */
async function serverHtml(url, remote) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) }).catch((e) => ({
    status: String(e.cause?.code ?? e.name),
    text: async () => '',
  }));
  const html = await res.text();
  return {
    status: res.status,
    remoteMarkup: html.includes(`${remote} clicks: <!-- -->0`) || html.includes(`${remote} clicks: 0`),
    remoteCss: /<link[^>]+__federation_expose_Image[^>]*\.css/.test(html),
    fallback: html.includes('class="fallback"'),
    // The loader's result in the HTML (Modern.js writes `/` in it as \u002F).
    loaderDataInHtml: /"id":"dynamic_provider(\/|\\u002F)Image"/.test(html),
  };
}

/** Opens a route in Chromium, clicks the remote button twice. @param {import('@playwright/test').Browser} browser @param {string} url */
async function inBrowser(browser, url) {
  const page = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  page.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().split('\n')[0] ?? ''));
  const loaded = await page.goto(url, { timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  const button = page.locator('[data-remote] button');
  const shown =
    loaded &&
    (await button.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    ));
  let text = null;
  if (shown) {
    await page.waitForLoadState('networkidle');
    text = await button
      .click({ timeout: 5_000 })
      .then(() => button.click({ timeout: 5_000 }))
      .then(() => button.textContent({ timeout: 5_000 }))
      .catch(async () => `no click: ${await page.locator('[data-remote]').count()} remote element(s)`);
  }
  const fallback = loaded ? await page.locator('.fallback').count() : 0;
  const border = shown
    ? await page
        .locator('[data-remote]')
        .first()
        .evaluate((e) => getComputedStyle(e).borderTopColor, undefined, { timeout: 5_000 })
        .catch(() => null)
    : null;
  await page.close();
  return {
    loaded,
    text,
    border,
    fallback,
    errors: [...new Set(errors.map((e) => e.replaceAll(/https?:\/\/localhost:\d+/g, 'URL')))].slice(0, 3),
  };
}

/** @param {string} u */
const head = async (u) => {
  const res = await fetch(u, { headers: { origin: origin(HOST_PORT) } });
  return {
    status: res.status,
    type: (res.headers.get('content-type') ?? '').split(';')[0],
    cors: res.headers.get('access-control-allow-origin'),
  };
};

/** The consumer's two routes: the server's HTML, then Chromium; and whether its server is still up. @param {import('@playwright/test').Browser} browser */
async function consumerRound(browser, { mayExit = false } = {}) {
  const server = await serve('consumer', HOST_PORT, {}, { mayExit });
  /** @type {Record<string, any>} */
  const round = {};
  try {
    for (const [route, url, remote] of [
      ['dataLoader', `${origin(HOST_PORT)}/dynamic`, 'dynamic_provider'],
      ['plainImport', `${origin(HOST_PORT)}/plain`, 'provider'],
      ['staticRemote', `${origin(HOST_PORT)}/`, 'provider'],
    ]) {
      const key = /** @type {string} */ (route);
      const html = await serverHtml(/** @type {string} */ (url), /** @type {string} */ (remote));
      // A server that is going down answers the request in flight with a 500 or resets it, depending on
      // timing: both are recorded as one outcome.
      if (html.status === 500 || html.status === 'ECONNRESET') html.status = 'failed (500 or reset)';
      await new Promise((r) => setTimeout(r, 1000));
      const up = server.exited() === null;
      round[key] = { html, serverUp: up, browser: up ? await inBrowser(browser, /** @type {string} */ (url)) : null };
    }
    const log = server.log();
    round.serverLog = [
      ...new Set(
        log
          .split('\n')
          // The runtime's own lines; the server's wrapper lines around them vary with timing.
          .filter((l) => /^\[ Federation Runtime \]|^SyntaxError: Unexpected token/.test(l.trim()))
          .map((l) => l.trim()),
      ),
    ].slice(0, 4);
    round.serverExit = server.exited();
  } finally {
    await server.stop();
  }
  return round;
}

/** Where each producer's files are, from its manifest. */
const producerUrls = () =>
  Object.fromEntries(
    [
      ['provider', `${origin(REMOTE_PORT)}/mf-manifest.json`],
      ['dynamic_provider', `${origin(DEV_PORT)}/static/mf-manifest.json`],
    ].map(([app, url]) => {
      const m = builds[/** @type {string} */ (app)].manifest;
      return [
        app,
        {
          manifest: url,
          remoteEntry: `${m.publicPath}${m.remoteEntry}`,
          ssrRemoteEntry: `${m.ssrPublicPath}${m.ssrRemoteEntry}`,
        },
      ];
    }),
  );

/** The status of each producer file. */
const producerFiles = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(producerUrls()).map(async ([app, urls]) => [
        app,
        Object.fromEntries(await Promise.all(Object.entries(urls).map(async ([k, u]) => [k, await head(u)]))),
      ]),
    ),
  );

const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
/** @type {Record<string, any>} */
const serving = {};
try {
  // Round 1: every app behind `modern serve`, the producers with MODERN_MF_AUTO_CORS=1.
  const producers = [
    await serve('provider', REMOTE_PORT, { MODERN_MF_AUTO_CORS: '1' }),
    await serve('dynamic_provider', DEV_PORT, { MODERN_MF_AUTO_CORS: '1' }),
  ];
  try {
    // The consumer's server ends once a static remote's manifest cannot be read: while it starts or during the
    // first request, as timing has it (both were seen). Only what every run shows is kept: the exit and the
    // runtime's own lines.
    const ended = await consumerRound(browser, { mayExit: true });
    serving.modernServe = {
      files: await producerFiles(),
      consumer: { serverExit: ended.serverExit, serverLog: ended.serverLog },
    };
  } finally {
    for (const p of producers) await p.stop();
  }
  // Round 2: a plain static server in front of each built producer, with its whole dist/.
  // Round 3: the same, but with a folder that holds only its static/ (the files' status only: the
  // consumer's server ends at the first request, as in round 1).
  for (const [round, only] of /** @type {const} */ ([
    ['staticDist', false],
    ['staticOnly', true],
  ])) {
    const root = path.join(CACHE, 'www', round);
    fs.rmSync(root, { recursive: true, force: true });
    const stops = [];
    for (const [app, port] of /** @type {const} */ ([
      ['provider', REMOTE_PORT],
      ['dynamic_provider', DEV_PORT],
    ])) {
      const from = path.join(WORK, app, 'dist');
      fs.cpSync(only ? path.join(from, 'static') : from, path.join(root, app, only ? 'static' : ''), {
        recursive: true,
      });
      stops.push(await startServers(path.join(root, app), [port]));
    }
    try {
      serving[round] = { files: await producerFiles(), ...(only ? {} : { consumer: await consumerRound(browser) }) };
    } finally {
      for (const stop of stops) await stop();
    }
  }
  // Rounds 4 and 5: `provider` from the static server (whole dist/), `dynamic_provider` (manifest below
  // static/) behind `modern serve`, without and with MODERN_MF_AUTO_CORS.
  for (const [round, env] of /** @type {const} */ ([
    ['mixedNoCors', {}],
    ['mixed', { MODERN_MF_AUTO_CORS: '1' }],
  ])) {
    const stop = await startServers(path.join(CACHE, 'www', 'staticDist', 'provider'), [REMOTE_PORT]);
    const dynamic = await serve('dynamic_provider', DEV_PORT, env);
    try {
      serving[round] = { files: await producerFiles(), consumer: await consumerRound(browser) };
    } finally {
      await dynamic.stop();
      await stop();
    }
  }
} finally {
  await browser.close();
}

const version = (/** @type {string} */ p) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', p, 'package.json'), 'utf8')).version;
const results = {
  versions: Object.fromEntries(
    [
      '@module-federation/modern-js-v3',
      '@modern-js/app-tools',
      '@modern-js/runtime',
      '@module-federation/enhanced',
      '@module-federation/bridge-react',
      'react',
    ].map((p) => [p, version(p)]),
  ),
  builds,
  serving,
};
const text = `${JSON.stringify(results, null, 2)}\n`
  .replaceAll(origin(HOST_PORT), 'host:')
  .replaceAll(origin(REMOTE_PORT), 'remote:')
  .replaceAll(origin(DEV_PORT), 'dev:');
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  // The committed file is in the repository's format (biome); the comparison below reads it as JSON.
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(JSON.parse(text))) {
  console.error(
    'modernjs: the build differs from tests/lab/stacks/modernjs/results.json: run with --write and update /guide/framework/modernjs',
  );
  process.exitCode = 1;
}
