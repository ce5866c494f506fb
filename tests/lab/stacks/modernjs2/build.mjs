#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/framework/modernjs#modernjs-2: Modern.js 2 (`@modern-js/app-tools` 2.68.14, Rspack)
 * with `@module-federation/modern-js` 0.19.1, built with `modern build` and run with `modern serve`.
 *
 * - `provider` exposes `./Image` (a button that shows the `label` prop it is given and counts its own clicks)
 *   with stream SSR; its remote entry and manifest are written below `static/` so that `modern serve` serves
 *   them. Its build writes its types (`dist/@mf-types.zip`).
 * - `consumer` (stream SSR) renders `remote/Image` with `createLazyComponent` on `/` and passes it a prop that a
 *   button of the consumer changes. It leaves `dts` unset and has no declaration of `remote/Image` of its own.
 *   It is built while the producer's `dist/` is served (`consumer`), while nothing answers on the producer's
 *   URL (`consumer_offline`), and with `dts.consumeTypes.typesOnBuild: true` while the producer is served
 *   (`consumer_types`). After each build the lab runs `tsc --noEmit` in the app and records the errors.
 * - Static generation (`output.ssg` with `@modern-js/plugin-ssg` 2.68.14, no `server.ssr`): `ssg_consumer`
 *   imports `remote/Image` with a plain import; `ssg_fixed` is the same app with `moduleFederationPlugin({ ssr:
 *   true })`, built while the producer is served; `ssg_csr` loads the remote with `loadRemote` in the browser
 *   only. Their builds and the generated HTML are recorded; `ssg_csr` is opened in Chromium.
 * - The plugin's `remoteIpStrategy` defaults to 'ipv4', which writes the machine's IPv4 address in place of
 *   `localhost` in `remotes`. The lab's servers listen on 127.0.0.1, so every consumer here sets 'inherit',
 *   except `ssg_fixed_ipv4`, which shows what the default does to a build that renders pages.
 * - Production serving: the consumer behind `modern serve`, the producer behind `modern serve` without and with
 *   MODERN_MF_AUTO_CORS, then the producer's whole `dist/` behind a plain static server. Each round records the
 *   producer's files (status, CORS header), the consumer's server-rendered HTML and what Chromium showed.
 *
 * Writes tests/lab/stacks/modernjs2/results.json (tests/unit/content/modernjs2.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/modernjs2/build.mjs [--write] [--reuse]
 *
 * The packages come from this folder's package.json and lock, installed into
 * node_modules/.cache/lab/stacks/modernjs2 (npm ci, once per lock). As in the Modern.js 3 stack, the lock lists
 * the platform packages of `sass-embedded` that the mirror lacks as optional stubs for other platforms.
 * `@module-federation/modern-js` 0.19.1 is the newest 0.x release on this machine's registry mirror.
 * Ports: the consumer on LAB_HOST_PORT, `provider` on LAB_REMOTE_PORT (results.json writes host: and remote:).
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
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/modernjs2');
const WORK = path.join(CACHE, 'work');
const MODERN = path.join(CACHE, 'node_modules/.bin/modern');
const { values: opts } = parseArgs({
  options: { write: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false } },
});

const origin = (/** @type {number} */ port) => `http://localhost:${port}`;
const MANIFEST = `${origin(REMOTE_PORT)}/static/mf-manifest.json`;

const PACKAGE_JSON = (/** @type {string} */ name) =>
  `${JSON.stringify(
    {
      name,
      version: '1.0.0',
      private: true,
      dependencies: {
        '@modern-js/app-tools': '2.68.14',
        '@modern-js/plugin-ssg': '2.68.14',
        '@modern-js/runtime': '2.68.14',
        '@module-federation/modern-js': '0.19.1',
        react: '18.3.1',
        'react-dom': '18.3.1',
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

const SHARED = `  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
`;

const provider = {
  'package.json': PACKAGE_JSON('provider'),
  'tsconfig.json': TSCONFIG,
  'modern.config.ts': `import { appTools, defineConfig } from '@modern-js/app-tools';
import { moduleFederationPlugin } from '@module-federation/modern-js';

export default defineConfig({
  runtime: { router: true },
  server: { ssr: { mode: 'stream' }, port: ${REMOTE_PORT} },
  output: { assetPrefix: '${origin(REMOTE_PORT)}/' },
  plugins: [appTools({ bundler: 'rspack' }), moduleFederationPlugin()],
});
`,
  'module-federation.config.ts': `import { createModuleFederationConfig } from '@module-federation/modern-js';

export default createModuleFederationConfig({
  name: 'provider',
  filename: 'static/remoteEntry.js',
  manifest: { filePath: 'static' },
  exposes: { './Image': './src/components/Image.tsx' },
${SHARED}});
`,
  'src/components/Image.tsx': `import { useState } from 'react';

export default function Image({ label = 'none' }: { label?: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div data-remote="provider" style={{ border: '3px solid rgb(255, 0, 0)' }}>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        provider clicks: {clicks}
      </button>
      <span className="label">label {label}</span>
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
};

const CONSUMER_MF = (
  /** @type {string} */ extra,
) => `import { createModuleFederationConfig } from '@module-federation/modern-js';

export default createModuleFederationConfig({
  name: 'consumer',
  remotes: {
    remote: 'provider@${MANIFEST}',
  },
${SHARED}${extra}});
`;

// The component is created once, outside render; the consumer's own button changes the prop it passes.
const CONSUMER_PAGE = `import { useState } from 'react';
import { getInstance } from '@module-federation/modern-js/runtime';
import { lazyLoadComponentPlugin } from '@module-federation/modern-js/react';

const instance = getInstance();
if (!instance) throw new Error('no federation instance: is moduleFederationPlugin() in modern.config.ts?');
instance.registerPlugins([lazyLoadComponentPlugin()]);

const RemoteImage = instance.createLazyComponent({
  loader: () => import('remote/Image'),
  loading: <p className="loading">loading…</p>,
  export: 'default',
  fallback: ({ error }) => <p className="fallback">fallback: {String(error)}</p>,
});

export default function Index() {
  const [n, setN] = useState(0);
  return (
    <main>
      <h1>consumer</h1>
      <button type="button" id="host-button" onClick={() => setN(n + 1)}>
        host {n}
      </button>
      <RemoteImage label={String(n)} />
    </main>
  );
}
`;

// The same page without the data-fetch wrapper's Suspense: a plain import, and createLazyComponent with noSSR.
const PLAIN_PAGE = CONSUMER_PAGE.replace(
  /const RemoteImage = instance\.createLazyComponent\(\{[\s\S]*?\n\}\);\n/,
  '',
).replace(
  "import { useState } from 'react';",
  "import { useState } from 'react';\nimport RemoteImage from 'remote/Image';",
);
const NOSSR_PAGE = CONSUMER_PAGE.replace("export: 'default',", "export: 'default',\n  noSSR: true,");

/** @param {string} extra more federation options @param {Record<string, string>} [routes] more route files */
const consumerApp = (extra, routes = {}) => ({
  'package.json': PACKAGE_JSON('consumer'),
  'tsconfig.json': TSCONFIG,
  'modern.config.ts': `import { appTools, defineConfig } from '@modern-js/app-tools';
import { moduleFederationPlugin } from '@module-federation/modern-js';

export default defineConfig({
  runtime: { router: true },
  server: { ssr: { mode: 'stream' }, port: ${HOST_PORT} },
  plugins: [appTools({ bundler: 'rspack' }), moduleFederationPlugin({ remoteIpStrategy: 'inherit' })],
});
`,
  'module-federation.config.ts': CONSUMER_MF(extra),
  'src/routes/layout.tsx': LAYOUT,
  'src/routes/page.tsx': CONSUMER_PAGE,
  ...routes,
});

/** A static-generation consumer. @param {string} plugin @param {string} page */
const ssgConsumer = (plugin, page) => ({
  'package.json': PACKAGE_JSON('consumer'),
  'tsconfig.json': TSCONFIG,
  'modern.config.ts': `import { appTools, defineConfig } from '@modern-js/app-tools';
import { ssgPlugin } from '@modern-js/plugin-ssg';
import { moduleFederationPlugin } from '@module-federation/modern-js';

export default defineConfig({
  runtime: { router: true },
  output: { ssg: true },
  plugins: [appTools({ bundler: 'rspack' }), ssgPlugin(), ${plugin}],
});
`,
  'module-federation.config.ts': CONSUMER_MF('  dts: false,\n'),
  'src/remote.d.ts': `declare module 'remote/Image' {
  const Image: (props: { label?: string }) => JSX.Element;
  export default Image;
}
`,
  'src/routes/layout.tsx': LAYOUT,
  'src/routes/page.tsx': page,
});

const SSG_IMPORT = `import RemoteImage from 'remote/Image';

export default function Index() {
  return (
    <main>
      <h1>static page</h1>
      <RemoteImage label="ssg" />
    </main>
  );
}
`;

// The remote is named only at run time, in the browser: the Node build that renders the page never resolves it.
const SSG_CSR = `import { type ComponentType, useEffect, useState } from 'react';
import { loadRemote } from '@module-federation/modern-js/runtime';

function BrowserOnlyRemote() {
  const [Remote, setRemote] = useState<ComponentType<{ label?: string }> | null>(null);
  useEffect(() => {
    loadRemote<{ default: ComponentType<{ label?: string }> }>('remote/Image').then((m) => {
      if (m) setRemote(() => m.default);
    });
  }, []);
  return Remote ? <Remote label="csr" /> : <p className="placeholder">header placeholder</p>;
}

export default function Index() {
  return (
    <main>
      <h1>static page</h1>
      <BrowserOnlyRemote />
    </main>
  );
}
`;

/** @type {Array<[string, Record<string, string>, boolean]>} app, files, is the producer served while it builds */
const APPS = [
  ['provider', provider, false],
  [
    'consumer',
    consumerApp('', { 'src/routes/plain/page.tsx': PLAIN_PAGE, 'src/routes/nossr/page.tsx': NOSSR_PAGE }),
    true,
  ],
  ['consumer_offline', consumerApp(''), false],
  ['consumer_types', consumerApp('  dts: { consumeTypes: { typesOnBuild: true } },\n'), true],
  ['ssg_consumer', ssgConsumer("moduleFederationPlugin({ remoteIpStrategy: 'inherit' })", SSG_IMPORT), true],
  ['ssg_fixed_ipv4', ssgConsumer('moduleFederationPlugin({ ssr: true })', SSG_IMPORT), true],
  ['ssg_fixed', ssgConsumer("moduleFederationPlugin({ ssr: true, remoteIpStrategy: 'inherit' })", SSG_IMPORT), true],
  ['ssg_csr', ssgConsumer("moduleFederationPlugin({ remoteIpStrategy: 'inherit' })", SSG_CSR), true],
];

/** The lines of a build log that matter to the page. @param {string} out */
function notable(out) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes of the CLI's output
  const lines = out.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const find = (/** @type {RegExp} */ re) =>
    lines
      .find((l) => re.test(l))
      ?.replace(/^\s*(×|error)\s*/, '')
      .trim() ?? null;
  return {
    moduleNotFound: find(/Module not found|Can't resolve/)?.replace(/ in '[^']*'\s*$/, '') ?? null,
    typeError: find(/TS2307/)?.replace(/^.*?(TS2307)/, '$1') ?? null,
    typeDownload: [
      ...new Set(
        lines
          .filter((l) => /Module Federation DTS|consumeTypes|@mf-types/.test(l) && /error|fail|Error/i.test(l))
          .map((l) => l.trim().replace(/\s+/g, ' ').slice(0, 200)),
      ),
    ].slice(0, 2),
    failedBuild: /build failed|Build failed/.test(out),
    runtimeError: find(/Federation Runtime \] Error/)?.replace(/^info\s+/, '') ?? null,
    // The host the built server asked for the manifest (the machine's own IPv4 address is written <ipv4>, and
    // the producer's port <producer port>, so that the record does not depend on LAB_REMOTE_PORT).
    manifestHost:
      /"manifestUrl":"http:\/\/([^/"]+)\//
        .exec(out)?.[1]
        ?.replace(/^(?!localhost)[0-9.]+:/, '<ipv4>:')
        .replace(new RegExp(`:${REMOTE_PORT}$`), ':<producer port>') ?? null,
    ssgFailed: /ssg render failed/.test(out),
    prerenderError: find(/SSR Error - App Prerender, error = /)?.replace(/^.*error = /, '') ?? null,
  };
}

/** Runs a command without blocking this process. @param {string} cmd @param {string[]} args @param {string} cwd */
const run = (cmd, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), 600_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status: status ?? -1, out });
    });
  });

installStack(HERE, CACHE);
/** Serves the producer's whole `dist/` on the remote port, from a copy. */
const serveProviderDist = async () => {
  const root = path.join(CACHE, 'www', 'provider');
  fs.rmSync(root, { recursive: true, force: true });
  fs.cpSync(path.join(WORK, 'provider', 'dist'), root, { recursive: true });
  return startServers(root, [REMOTE_PORT]);
};

/** @type {Record<string, any>} */
const builds = {};
for (const [name, files, served] of APPS) {
  const dir = path.join(WORK, name);
  const log = path.join(CACHE, `${name}.build.log`);
  if (!opts.reuse || !fs.existsSync(log)) {
    writeFiles(dir, files);
    const stop = served ? await serveProviderDist() : null;
    try {
      // Not spawnSync: the producer's static server runs in this process and must answer during the build.
      const r = await run(MODERN, ['build'], dir);
      fs.writeFileSync(log, r.out);
      fs.writeFileSync(`${log}.exit`, String(r.status));
    } finally {
      if (stop) await stop();
    }
  }
  const exit = Number(fs.readFileSync(`${log}.exit`, 'utf8'));
  builds[name] = { producerServed: served, exit, ...notable(fs.readFileSync(log, 'utf8')) };
  builds[name].mfTypes = fs.existsSync(path.join(dir, '@mf-types/remote'));
  if (name.startsWith('consumer')) {
    // The type check a CI runs (and Modern.js' type checker in a project folder: in the lab's folders, which
    // lie below node_modules/.cache, @rsbuild/plugin-type-check drops every issue as a node_modules file).
    const tsc = spawnSync(path.join(CACHE, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    builds[name].tsc = {
      exit: tsc.status,
      errors: [
        ...new Set(
          tsc.stdout
            .split('\n')
            .filter((l) => /error TS/.test(l))
            .map((l) => l.replace(/^.*?error /, '')),
        ),
      ],
    };
  }
  if (name.startsWith('ssg_')) {
    const html = path.join(dir, 'dist/html/main/index.html');
    const text = fs.existsSync(html) ? fs.readFileSync(html, 'utf8') : '';
    builds[name].html = {
      written: text !== '',
      pageMarkup: text.includes('static page'),
      remoteMarkup: text.includes('provider clicks'),
      placeholder: text.includes('header placeholder'),
    };
  }
  console.log(name, 'exit', exit);
  if (name === 'provider' && exit !== 0) throw new Error(`provider: modern build failed; see ${log}`);
}
builds.provider.dist = [
  'static/mf-manifest.json',
  'static/remoteEntry.js',
  'bundles/static/remoteEntry.js',
  '@mf-types.zip',
].filter((f) => fs.existsSync(path.join(WORK, 'provider/dist', f)));

/** Starts `modern serve` in an app's folder; resolves when its port answers. @param {string} name @param {number} port @param {Record<string, string>} [env] */
async function serve(name, port, env = {}) {
  const child = spawn(MODERN, ['serve'], {
    cwd: path.join(WORK, name),
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${name}: modern serve exited: ${log}`);
    const ok = await new Promise((r) => {
      const socket = net.connect(port, 'localhost', () => {
        socket.end();
        r(true);
      });
      socket.once('error', () => r(false));
    });
    if (ok)
      return {
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

/** @param {string} u */
const head = async (u) => {
  const res = await fetch(u, { headers: { origin: origin(HOST_PORT) } }).catch(() => null);
  return res
    ? {
        status: res.status,
        type: (res.headers.get('content-type') ?? '').split(';')[0],
        cors: res.headers.get('access-control-allow-origin'),
      }
    : { status: 'no answer' };
};
const producerFiles = async () => ({
  manifest: await head(MANIFEST),
  remoteEntry: await head(`${origin(REMOTE_PORT)}/static/remoteEntry.js`),
  ssrRemoteEntry: await head(`${origin(REMOTE_PORT)}/bundles/static/remoteEntry.js`),
});

/** What the server sent for `/`, without running any script. */
async function serverHtml() {
  const res = await fetch(`${origin(HOST_PORT)}/`, { signal: AbortSignal.timeout(30_000) }).catch((e) => ({
    status: String(e.cause?.code ?? e.name),
    text: async () => '',
  }));
  const html = await res.text();
  return {
    status: res.status,
    remoteMarkup: /provider clicks: (<!-- -->)?0/.test(html),
    fallback: html.includes('class="fallback"'),
  };
}

/**
 * Opens a page in Chromium; clicks the remote's button, then the consumer's own button twice, and records
 * whether the loading element was seen again after the first render (a MutationObserver watches for it).
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
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
  /** @type {Record<string, any>} */
  const out = { loaded, shown };
  if (shown) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__loadingSeen = 0;
      new MutationObserver(() => {
        if (document.querySelector('.loading')) w.__loadingSeen++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    out.remote = await button
      .click({ timeout: 5_000 })
      .then(() => button.textContent({ timeout: 5_000 }))
      .catch(() => null);
    const host = page.locator('#host-button');
    if (await host.count()) {
      await host.click();
      await host.click();
      await page.waitForTimeout(500);
      out.label = await page.locator('[data-remote] .label').textContent();
      // The remote keeps its own state across the prop change if it was not remounted.
      out.remoteAfterPropChange = await button.textContent();
      out.loadingSeenAfterPropChange = await page.evaluate(() => /** @type {any} */ (window).__loadingSeen);
    } else out.label = await page.locator('[data-remote] .label').textContent();
  }
  out.fallback = loaded ? await page.locator('.fallback').count() : 0;
  out.errors = [...new Set(errors.map((e) => e.replaceAll(/https?:\/\/localhost:\d+/g, 'URL')))].slice(0, 3);
  await page.close();
  return out;
}

const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
/** @type {Record<string, any>} */
const serving = {};
try {
  const consumerRound = async (withRoutes = false) => {
    const server = await serve('consumer', HOST_PORT);
    try {
      const html = await serverHtml();
      await new Promise((r) => setTimeout(r, 1000));
      const up = server.exited() === null;
      return {
        html,
        serverUp: up,
        browser: up ? await inBrowser(browser, `${origin(HOST_PORT)}/`) : null,
        ...(withRoutes && up
          ? {
              plain: await inBrowser(browser, `${origin(HOST_PORT)}/plain`),
              noSSR: await inBrowser(browser, `${origin(HOST_PORT)}/nossr`),
            }
          : {}),
        serverLog: [
          ...new Set(
            server
              .log()
              .split('\n')
              .filter((l) => /Federation Runtime|Error/.test(l))
              .map((l) => l.trim().slice(0, 200)),
          ),
        ].slice(0, 3),
      };
    } finally {
      await server.stop();
    }
  };
  for (const [round, env] of /** @type {const} */ ([
    ['modernServeNoCors', {}],
    ['modernServe', { MODERN_MF_AUTO_CORS: '1' }],
  ])) {
    const p = await serve('provider', REMOTE_PORT, env);
    try {
      serving[round] = { files: await producerFiles(), consumer: await consumerRound() };
    } finally {
      await p.stop();
    }
  }
  const stop = await serveProviderDist();
  try {
    serving.staticDist = { files: await producerFiles(), consumer: await consumerRound(true) };
    // The static-generation app whose remote loads in the browser only, served as built files.
    const root = path.join(CACHE, 'www', 'ssg_csr');
    fs.rmSync(root, { recursive: true, force: true });
    fs.cpSync(path.join(WORK, 'ssg_csr', 'dist'), root, { recursive: true });
    // The generated page answers `/`, as a static host serves it.
    fs.copyFileSync(path.join(root, 'html/main/index.html'), path.join(root, 'index.html'));
    const stopSsg = await startServers(root, [HOST_PORT]);
    try {
      builds.ssg_csr.browser = await inBrowser(browser, `${origin(HOST_PORT)}/`);
    } finally {
      await stopSsg();
    }
  } finally {
    await stop();
  }
} finally {
  await browser.close();
}

const version = (/** @type {string} */ p) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', p, 'package.json'), 'utf8')).version;
const results = {
  versions: Object.fromEntries(
    [
      '@module-federation/modern-js',
      '@modern-js/app-tools',
      '@modern-js/runtime',
      '@modern-js/plugin-ssg',
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
  .replaceAll(origin(REMOTE_PORT), 'remote:');
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(JSON.parse(text))) {
  console.error(
    'modernjs2: the build differs from tests/lab/stacks/modernjs2/results.json: run with --write and update /guide/framework/modernjs#modernjs-2',
  );
  process.exitCode = 1;
}
