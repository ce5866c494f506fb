#!/usr/bin/env node
// @ts-check
/**
 * The measurements of /guide/start/choosing: the same two-app page (a host that renders a React widget
 * owned by a second app) built six ways, loaded in Chromium, with the requests and bytes each way costs;
 * and the build time of one producer with Rspack's built-in `ModuleFederationPlugin` and with
 * `@module-federation/enhanced/rspack`. Writes tests/lab/stacks/choices/results.json, which the page's
 * figures are checked against (tests/unit/facts/choices.test.ts).
 *
 *   node tests/lab/stacks/choices/measure.mjs [--runs 5]
 *
 * single-spa and qiankun are not in the project's package.json: they are installed from this folder's
 * package.json and lock into node_modules/.cache/lab/stacks/choices/node_modules (npm ci, once per lock).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { appUrl, HOST_PORT, REMOTE_PORT } from '../../urls.mjs';
import { installStack } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/choices');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'choices';
const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, write: { type: 'boolean', default: false } },
});
const RUNS = Number(opts.runs);
const LOAD0 = os.loadavg()[0] ?? 0;

/** Installs the pinned single-spa and qiankun into the cache (once per lock file). */
const install = () => installStack(HERE, CACHE);

const WIDGET = `import { useState } from 'react';
export default function Widget() {
  const [n, setN] = useState(0);
  return <button id="widget" type="button" onClick={() => setN(n + 1)}>Widget from app two ({n})</button>;
}
`;
const HOST_UI = `export function Shell({ children }) {
  return <main><h1>Host</h1><div id="slot">{children}</div></main>;
}
`;
const html = (/** @type {string} */ body) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body>${body}</body></html>\n`;

/** Rspack settings every app uses: production, JSX through the built-in SWC loader. */
const common = {
  mode: 'production',
  devtool: false,
  resolve: { extensions: ['.jsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.jsx$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
        },
        type: 'javascript/auto',
      },
    ],
  },
  output: { publicPath: 'auto', clean: true },
  performance: false,
};

/**
 * Each way: its apps, as { files, config(rspack, mf) }. The host is the page the browser opens.
 * @type {Record<string, { note: string, apps: Record<string, { files: Record<string, string>, config: (r: any, mf: any, app2: string) => object }> }>}
 */
const WAYS = {
  'npm-package': {
    note: 'one build: the widget is a module of the host (as an npm or workspace package is)',
    apps: {
      host: {
        files: {
          'src/Widget.jsx': WIDGET,
          'src/Shell.jsx': HOST_UI,
          'src/index.jsx': `import { createRoot } from 'react-dom/client';
import { Shell } from './Shell.jsx';
import Widget from './Widget.jsx';
createRoot(document.getElementById('root')).render(<Shell><Widget /></Shell>);
`,
          'public/index.html': html('<div id="root"></div><script src="main.js"></script>'),
        },
        config: () => ({ entry: './src/index.jsx' }),
      },
    },
  },
  federation: {
    note: '@module-federation/enhanced/rspack: app two exposes the widget, react, react-dom and react/jsx-runtime shared as singletons',
    apps: federationApps(false),
  },
  'federation-builtin': {
    note: "Rspack's built-in ModuleFederationPlugin, same options",
    apps: federationApps(true),
  },
  'single-spa': {
    note: 'single-spa 6.0.3 in the host; app two an ES module with the lifecycles, its own React bundled',
    apps: {
      host: {
        files: {
          'src/Shell.jsx': HOST_UI,
          'src/index.jsx': `import { createRoot } from 'react-dom/client';
import { registerApplication, start } from 'single-spa';
import { Shell } from './Shell.jsx';
createRoot(document.getElementById('root')).render(<Shell />);
const url = document.querySelector('meta[name=app2]').content;
registerApplication({
  name: 'app2',
  app: () => import(/* webpackIgnore: true */ url),
  activeWhen: () => true,
  customProps: { slot: () => document.getElementById('slot') },
});
start();
`,
          'public/index.html': html(
            '<meta name="app2" content="APP2main.js"><div id="root"></div><script src="main.js"></script>',
          ),
        },
        config: () => ({ entry: './src/index.jsx' }),
      },
      app2: {
        files: {
          'src/Widget.jsx': WIDGET,
          'src/index.jsx': `import { createRoot } from 'react-dom/client';
import Widget from './Widget.jsx';
let root;
export async function bootstrap() {}
export async function mount(props) {
  const el = props.slot();
  root = createRoot(el);
  root.render(<Widget />);
}
export async function unmount() { root.unmount(); }
`,
        },
        config: () => ({
          entry: './src/index.jsx',
          output: {
            ...common.output,
            module: true,
            filename: 'main.js',
            library: { type: 'module' },
            chunkFormat: 'module',
          },
        }),
      },
    },
  },
  qiankun: {
    note: 'qiankun 2.10.16 in the host (loadMicroApp); app two an HTML entry with a UMD script, its own React bundled',
    apps: {
      host: {
        files: {
          'src/Shell.jsx': HOST_UI,
          'src/index.jsx': `import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { loadMicroApp } from 'qiankun';
import { Shell } from './Shell.jsx';
const root = createRoot(document.getElementById('root'));
flushSync(() => root.render(<Shell />));
const url = document.querySelector('meta[name=app2]').content;
loadMicroApp({ name: 'app2', entry: url, container: '#slot' });
`,
          'public/index.html': html(
            '<meta name="app2" content="APP2"><div id="root"></div><script src="main.js"></script>',
          ),
        },
        config: () => ({ entry: './src/index.jsx' }),
      },
      app2: {
        files: {
          'src/Widget.jsx': WIDGET,
          'src/index.jsx': `import { createRoot } from 'react-dom/client';
import Widget from './Widget.jsx';
let root;
export async function bootstrap() {}
export async function mount(props) {
  root = createRoot(props.container.querySelector('#app2-root'));
  root.render(<Widget />);
}
export async function unmount() { root.unmount(); }
`,
          'public/index.html': html('<div id="app2-root"></div><script src="main.js"></script>'),
        },
        config: () => ({
          entry: './src/index.jsx',
          output: { ...common.output, library: { name: 'app2', type: 'umd' } },
        }),
      },
    },
  },
  iframe: {
    note: 'the host page frames app two, a page of its own with its own React',
    apps: {
      host: {
        files: {
          'src/Shell.jsx': HOST_UI,
          'src/index.jsx': `import { createRoot } from 'react-dom/client';
import { Shell } from './Shell.jsx';
const url = document.querySelector('meta[name=app2]').content;
createRoot(document.getElementById('root')).render(<Shell><iframe title="app two" src={url} /></Shell>);
`,
          'public/index.html': html(
            '<meta name="app2" content="APP2"><div id="root"></div><script src="main.js"></script>',
          ),
        },
        config: () => ({ entry: './src/index.jsx' }),
      },
      app2: {
        files: {
          'src/Widget.jsx': WIDGET,
          'src/index.jsx': `import { createRoot } from 'react-dom/client';
import Widget from './Widget.jsx';
createRoot(document.getElementById('root')).render(<Widget />);
`,
          'public/index.html': html('<div id="root"></div><script src="main.js"></script>'),
        },
        config: () => ({ entry: './src/index.jsx' }),
      },
    },
  },
};

/** @param {boolean} builtin Rspack's own plugin (which has no `dts`) rather than enhanced's */
function federationApps(builtin) {
  const pick = (/** @type {any} */ r, /** @type {any} */ enhanced) =>
    builtin ? r.container.ModuleFederationPlugin : enhanced;
  const dts = builtin ? {} : { dts: false };
  const shared = {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
    'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  };
  return {
    host: {
      files: {
        'src/Shell.jsx': HOST_UI,
        'src/index.js': "import('./bootstrap.jsx');\n",
        'src/bootstrap.jsx': `import { createRoot } from 'react-dom/client';
import Widget from 'app2/Widget';
import { Shell } from './Shell.jsx';
createRoot(document.getElementById('root')).render(<Shell><Widget /></Shell>);
`,
        'public/index.html': html('<div id="root"></div><script src="main.js"></script>'),
      },
      config: (/** @type {any} */ r, /** @type {any} */ enhanced, /** @type {string} */ app2) => {
        const Plugin = pick(r, enhanced);
        return {
          entry: './src/index.js',
          plugins: [new Plugin({ name: 'host', remotes: { app2: `app2@${app2}remoteEntry.js` }, shared, ...dts })],
        };
      },
    },
    app2: {
      files: { 'src/Widget.jsx': WIDGET, 'src/index.js': 'export {};\n' },
      config: (/** @type {any} */ r, /** @type {any} */ enhanced) => {
        const Plugin = pick(r, enhanced);
        return {
          entry: './src/index.js',
          plugins: [
            new Plugin({
              name: 'app2',
              filename: 'remoteEntry.js',
              exposes: { './Widget': './src/Widget.jsx' },
              shared,
              ...dts,
            }),
          ],
        };
      },
    },
  };
}

/** @param {string} dir @param {Record<string, string>} files */
function writeFiles(dir, files) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries({ 'package.json': '{"name":"lab-app","version":"1.0.0"}', ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** @param {string} dir @returns {string[]} */
const listFiles = (dir, prefix = '') =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    )
    .sort();

/** Builds every app of every way into www/choices/<way>/<app>/. */
async function buildAll() {
  const req = createRequire(path.join(CACHE, 'lab.js'));
  const rspack = req('@rspack/core');
  const enhanced = req('@module-federation/enhanced/rspack').ModuleFederationPlugin;
  /** @type {Record<string, Record<string, string[]>>} */
  const emitted = {};
  for (const [way, { apps }] of Object.entries(WAYS)) {
    emitted[way] = {};
    for (const [app, a] of Object.entries(apps)) {
      const dir = path.join(WORK, way, app);
      const out = path.join(WWW, BASE, way, app);
      const app2 = appUrl(BASE, way, 'app2');
      const files = Object.fromEntries(Object.entries(a.files).map(([f, t]) => [f, t.replaceAll('APP2', app2)]));
      writeFiles(dir, files);
      const own = /** @type {any} */ (a.config(rspack, enhanced, app2));
      const config = { ...common, context: dir, ...own, output: { ...common.output, ...own.output, path: out } };
      const stats = await new Promise((resolve, reject) =>
        rspack(config, (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s))),
      );
      const info = /** @type {any} */ (stats).toJson({ all: false, errors: true });
      if (info.errors?.length) throw new Error(`${way}/${app}: ${info.errors[0].message}`);
      if (fs.existsSync(path.join(dir, 'public')))
        for (const f of listFiles(path.join(dir, 'public')))
          fs.copyFileSync(path.join(dir, 'public', f), path.join(out, f));
      // The same page under a script policy without 'unsafe-eval' (scripts from the two origins only).
      const index = path.join(out, 'index.html');
      if (app === 'host' && fs.existsSync(index))
        fs.writeFileSync(
          path.join(out, 'csp.html'),
          fs
            .readFileSync(index, 'utf8')
            .replace(
              '<head>',
              `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${new URL(app2).origin}">`,
            ),
        );
      emitted[way][app] = listFiles(out).filter((f) => f !== 'csp.html');
    }
  }
  return emitted;
}

/**
 * Opens the way's page under a Content-Security-Policy without 'unsafe-eval': does the widget render,
 * and what did the console say.
 * @param {import('@playwright/test').Browser} browser @param {string} way
 */
async function underCsp(browser, way) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = /** @type {string[]} */ ([]);
  page.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().split('\n')[0] ?? ''));
  await page.goto(`${appUrl(BASE, way, 'host')}csp.html`);
  const frame = way === 'iframe' ? page.frameLocator('iframe') : page;
  const renders = await frame
    .locator('#widget')
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  await context.close();
  return { renders, errors: [...new Set(errors)].slice(0, 3) };
}

/** Opens each way's host page, waits for the widget, and counts what was fetched. */
async function loadAll() {
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  /** @type {Record<string, any>} */
  const out = {};
  try {
    for (const way of Object.keys(WAYS)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** @type {{ url: string, type: string, bytes: number, gzip: number }[]} */
      const got = [];
      /** @type {Promise<void>[]} */
      const pending = [];
      const errors = /** @type {string[]} */ ([]);
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('response', (r) => {
        const url = r.url();
        if (url.endsWith('/favicon.ico')) return;
        pending.push(
          r.body().then(
            (b) =>
              void got.push({
                url,
                type: r.request().resourceType(),
                bytes: b.length,
                gzip: zlib.gzipSync(b, { level: 9 }).length,
              }),
            () => void got.push({ url, type: r.request().resourceType(), bytes: 0, gzip: 0 }),
          ),
        );
      });
      await page.goto(appUrl(BASE, way, 'host'));
      const frame = way === 'iframe' ? page.frameLocator('iframe') : page;
      await frame
        .locator('#widget')
        .waitFor({ timeout: 20_000 })
        .catch((e) => {
          throw new Error(`${way}: the widget did not render (${errors.join(' | ') || e.message})`);
        });
      await frame.locator('#widget').click();
      const text = await frame.locator('#widget').textContent();
      await Promise.all(pending);
      await context.close();
      const csp = await underCsp(browser, way);
      const sum = (
        /** @type {(g: typeof got[number]) => boolean} */ f,
        key = /** @type {'bytes' | 'gzip'} */ ('bytes'),
      ) => got.filter(f).reduce((n, g) => n + g[key], 0);
      const isScript = (/** @type {typeof got[number]} */ g) => /\.m?js($|\?)/.test(new URL(g.url).pathname);
      out[way] = {
        widget: text,
        csp,
        errors,
        requests: got.length,
        scriptRequests: got.filter(isScript).length,
        bytes: sum(() => true),
        scriptBytes: sum(isScript),
        gzipBytes: sum(() => true, 'gzip'),
        files: got
          .map((g) => ({
            ...g,
            url: g.url
              .replace(`http://localhost:${HOST_PORT}`, 'host:')
              .replace(`http://localhost:${REMOTE_PORT}`, 'remote:')
              .replace(`/${BASE}/${way}/`, '/'),
          }))
          .sort((a, b) => a.url.localeCompare(b.url)),
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * The build time of app two (the producer) with each plugin: each build in a fresh Node process, so the
 * time includes loading the plugin, as `rspack build` does. `enhanced-dts` is enhanced with its `dts`
 * default on a TypeScript producer (types generated); the others are the same producer with `dts: false`.
 */
function buildTimes() {
  const dir = path.join(WORK, 'build-time');
  writeFiles(dir, {
    'src/Widget.tsx': WIDGET.replace(
      "import { useState } from 'react';",
      "import { type ReactElement, useState } from 'react';",
    ).replace('export default function Widget()', 'export default function Widget(): ReactElement'),
    'src/index.ts': 'export {};\n',
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        jsx: 'react-jsx',
        strict: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        target: 'es2020',
        skipLibCheck: true,
        types: [],
      },
      include: ['src'],
    }),
  });
  const child = `
const t0 = performance.now();
const { rspack } = require('@rspack/core');
const kind = process.argv[1];
const Plugin = kind.startsWith('builtin') ? rspack.container.ModuleFederationPlugin : require('@module-federation/enhanced/rspack').ModuleFederationPlugin;
const t1 = performance.now();
const mf = { name: 'app2', filename: 'remoteEntry.js', exposes: { './Widget': './src/Widget.tsx' },
  shared: { react: { singleton: true, requiredVersion: '^19.0.0' }, 'react-dom': { singleton: true, requiredVersion: '^19.0.0' } } };
if (kind === 'enhanced') mf.dts = false;
if (kind === 'builtin-manifest') mf.manifest = true;
rspack({ mode: 'production', context: process.cwd(), entry: './src/index.ts', devtool: false,
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [{ test: /\\.tsx?$/, loader: 'builtin:swc-loader', type: 'javascript/auto',
    options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } } }] },
  output: { path: require('node:path').join(process.cwd(), 'dist-' + kind), publicPath: 'auto', clean: true },
  plugins: [new Plugin(mf)] }, (e, s) => {
  if (e || s.hasErrors()) { console.error(e || s.toString()); process.exit(1); }
  const t2 = performance.now();
  console.log(JSON.stringify({ load: t1 - t0, build: t2 - t1 }));
});`;
  /** @type {Record<string, { load: number, build: number, wall: number, cpu: number, typesFailed: boolean }[]>} */
  const runs = { builtin: [], 'builtin-manifest': [], enhanced: [], 'enhanced-dts': [] };
  for (let i = 0; i < RUNS; i++)
    for (const kind of Object.keys(runs)) {
      // As a clean CI build: no type cache from the previous run.
      for (const d of ['node_modules', '.mf']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
      const t = performance.now();
      // bash's `times` prints the CPU time of the build process and the processes it waited for (the
      // type generation runs in a child process): on a loaded machine CPU time varies less than wall time.
      const r = spawnSync('bash', ['-c', 'node -e "$CHILD" "$KIND" && times'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_PATH: '', CHILD: child, KIND: kind },
      });
      const wall = performance.now() - t;
      const out = r.stdout.trim().split('\n');
      const seconds = (/** @type {string} */ t) => {
        const m = t.match(/(\d+)m([\d.]+)s/);
        return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
      };
      const [user = '', sys = ''] = (out.pop() ?? '').split(/\s+/);
      out.pop(); // the shell's own times
      const cpu = Math.round((seconds(user) + seconds(sys)) * 1000);
      const line = out.pop() ?? '';
      const typesFailed = /TYPE-001/.test(r.stdout + r.stderr);
      if (r.status !== 0 || !line.startsWith('{')) throw new Error(`build-time ${kind}: ${r.stderr || r.stdout}`);
      runs[kind]?.push({ ...JSON.parse(line), wall, cpu, typesFailed });
    }
  const median = (/** @type {number[]} */ xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return Math.round(s[Math.floor(s.length / 2)] ?? 0);
  };
  const emittedBy = (/** @type {string} */ kind) => listFiles(path.join(dir, `dist-${kind}`));
  return Object.fromEntries(
    Object.entries(runs).map(([kind, rs]) => [
      kind,
      {
        wallMs: median(rs.map((r) => r.wall)),
        cpuMs: median(rs.map((r) => r.cpu)),
        cpuRangeMs: [Math.min(...rs.map((r) => r.cpu)), Math.max(...rs.map((r) => r.cpu))],
        loadMs: median(rs.map((r) => r.load)),
        buildMs: median(rs.map((r) => r.build)),
        wallRangeMs: [Math.round(Math.min(...rs.map((r) => r.wall))), Math.round(Math.max(...rs.map((r) => r.wall)))],
        emitted: emittedBy(kind),
        typesFailed: rs.some((r) => r.typesFailed),
      },
    ]),
  );
}

install();
const emitted = await buildAll();
const stop = await startServers(WWW, [HOST_PORT, REMOTE_PORT]);
let pages;
try {
  pages = await loadAll();
} finally {
  await stop();
}
const times = buildTimes();
const req = createRequire(path.join(CACHE, 'lab.js'));
const version = (/** @type {string} */ name) => {
  const main = req.resolve(name);
  let d = path.dirname(main);
  while (
    !fs.existsSync(path.join(d, 'package.json')) ||
    JSON.parse(fs.readFileSync(path.join(d, 'package.json'), 'utf8')).name !== name
  )
    d = path.dirname(d);
  return JSON.parse(fs.readFileSync(path.join(d, 'package.json'), 'utf8')).version;
};
const results = {
  versions: {
    '@rspack/core': version('@rspack/core'),
    '@module-federation/enhanced': version('@module-federation/enhanced'),
    react: version('react'),
    'single-spa': version('single-spa'),
    qiankun: version('qiankun'),
  },
  machine: {
    cpus: os.cpus().length,
    loadavg1: [LOAD0, os.loadavg()[0] ?? 0].map((l) => Math.round(l * 10) / 10),
    runs: RUNS,
  },
  command: `node tests/lab/stacks/choices/measure.mjs --runs ${RUNS}`,
  ways: Object.fromEntries(
    Object.entries(WAYS).map(([k, w]) => [k, { note: w.note, emitted: emitted[k], ...pages[k] }]),
  ),
  buildTime: times,
};
const text = `${JSON.stringify(results, null, 2)}\n`;
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
for (const [k, w] of Object.entries(results.ways))
  console.log(
    `${k.padEnd(20)} requests ${w.requests} (scripts ${w.scriptRequests})  bytes ${w.bytes} (scripts ${w.scriptBytes}, gzip ${w.gzipBytes})  widget ${JSON.stringify(w.widget)}  csp ${w.csp.renders ? 'renders' : `fails: ${w.csp.errors.join(' | ')}`}${w.errors.length ? `  errors ${w.errors.join(' | ')}` : ''}`,
  );
for (const [k, t] of Object.entries(times))
  console.log(
    `build ${k.padEnd(16)} cpu ${t.cpuMs} ms (range ${t.cpuRangeMs.join('–')})  wall ${t.wallMs} ms (range ${t.wallRangeMs.join('–')})  load ${t.loadMs} ms  build ${t.buildMs} ms  emitted ${t.emitted.join(', ')}`,
  );

/**
 * What must not change between runs (times do): the versions, every count and size, what each build
 * emitted, whether the widget rendered. A difference means the page's figures are out of date: run with
 * `--write` and update /guide/start/choosing.
 * @param {any} r
 */
const stable = (r) => ({
  versions: r.versions,
  ways: Object.fromEntries(
    Object.entries(r.ways).map(([k, /** @type {any} */ w]) => [
      k,
      {
        ...w,
        errors: undefined,
        files: undefined,
        csp: { renders: w.csp.renders },
        // Compared apart, within a tolerance (below): the sizes move with the lab's ports and the clone's folder.
        bytes: undefined,
        scriptBytes: undefined,
        gzipBytes: undefined,
      },
    ]),
  ),
  emitted: Object.fromEntries(Object.entries(r.buildTime).map(([k, /** @type {any} */ t]) => [k, t.emitted])),
});
const committedResults = JSON.parse(fs.readFileSync(committed, 'utf8'));
const before = JSON.stringify(stable(committedResults), null, 1);
/** Bytes a size may move between clones and runs (module ids and the server's ports are in the files): 0.25 KB. */
const SIZE_SLACK = 250;
for (const [k, /** @type {any} */ w] of Object.entries(results.ways))
  for (const field of ['bytes', 'scriptBytes', 'gzipBytes']) {
    const was = committedResults.ways?.[k]?.[field];
    if (typeof was !== 'number' || Math.abs(w[field] - was) > SIZE_SLACK) {
      console.error(`choices: ${k} ${field} is ${w[field]}, committed ${was} (more than ${SIZE_SLACK} bytes apart)`);
      process.exitCode = 1;
    }
  }
const now = JSON.stringify(stable(results), null, 1);
if (before !== now) {
  const a = before.split('\n');
  const b = now.split('\n');
  const diff = b.map((l, i) => (l !== a[i] ? `  committed ${a[i]?.trim()}  measured ${l.trim()}` : '')).filter(Boolean);
  console.error(
    `choices: the measurement differs from tests/lab/stacks/choices/results.json:\n${diff.slice(0, 20).join('\n')}`,
  );
  process.exitCode = 1;
}
