#!/usr/bin/env node
// @ts-check
/**
 * The lab run of /guide/basic/load-failures: a React consumer loads a React producer's `./Card` while the
 * producer fails in the ways a reader meets (a 404 for every file, a remote entry that answers 503 a few
 * times and then works, a port where nothing listens), with each layer of the page in turn: nothing, a
 * React error boundary, an `errorLoadRemote` fallback, `@module-federation/retry-plugin`, all three, and
 * the page's own small retry plugin (retries, origin rotation, the `fetch` hook for manifests). Opened in
 * Chromium; records what the page shows, what the console says and every request the producer's server
 * answered. Writes tests/lab/stacks/load-failures/results.json (tests/unit/content/load-failures.test.ts
 * holds the page to it).
 *
 *   node tests/lab/stacks/load-failures/build.mjs [--write]
 *
 * Everything comes from the project's node_modules (no packages of its own); the servers listen on
 * ephemeral ports, written as `remote:` and `down:` in results.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/load-failures');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const PRODUCER = {
  'src/index.js': 'export {};\n',
  'src/Card.jsx': `export default function Card() {
  return <p id="card">Card from producer</p>;
}
`,
};

/** The page's error boundary (src/RemoteBoundary.tsx). */
const BOUNDARY = `import { Component, type ReactNode } from 'react';

type Props = { name: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(\`[\${this.props.name}] \${error.message.split('\\n')[0]}\`);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <p>{this.props.name} is unavailable right now.</p>
        <button type="button" onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}
`;

/** A remote component with the boundary around it (src/RemoteSlot.tsx). */
const SLOT = `import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

export function RemoteSlot({ id, name }: { id: string; name: string }) {
  // A new lazy component per attempt: React.lazy keeps a rejected import for good.
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadRemote<{ default: ComponentType }>(id);
        if (!mod) throw new Error(\`\${id} resolved to nothing\`);
        return mod;
      }),
    [id, attempt],
  );
  return (
    <RemoteBoundary name={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<p>Loading {name}…</p>}>
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
`;

/** The fallback layer (src/offline-fallback.ts). */
const FALLBACK = `import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function offlineFallback(): ModuleFederationRuntimePlugin {
  return {
    name: 'offline-fallback',
    async errorLoadRemote({ id, lifecycle, from, error }) {
      console.warn(\`[offline-fallback] \${id} failed in \${lifecycle}: \${String(error).split('\\n')[0]}\`);
      // Only \`onLoad\` expects a module back; other stages expect other values.
      if (lifecycle !== 'onLoad') return undefined;
      // Imported here, not at the top: a plugin from runtimePlugins runs before shared packages are ready.
      const { createElement } = await import('react');
      const OfflineCard = () => createElement('p', { id: 'offline-card' }, 'This card is offline. Your cart still works.');
      // \`__esModule\` keeps \`default\` the component when the bundler's interop reads this object.
      const mod = { __esModule: true, default: OfflineCard };
      // An import the bundler compiled (\`from: 'build'\`) expects a module factory; loadRemote expects the module.
      return from === 'build' ? () => mod : mod;
    },
  };
}
`;

/** The page's own retry plugin (src/simple-retry.ts). */
const SIMPLE_RETRY = `import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RetryEvent = { remote: string; url: string; attempt: number; error: string };

export type SimpleRetryOptions = {
  /** Attempts after the first one. */
  retries: number;
  /** Milliseconds before the first new attempt; doubled for each one after it. */
  delay: number;
  /** Origins that serve the same files, tried in turn from the second attempt on. */
  origins?: string[];
  onRetry?: (event: RetryEvent) => void;
  onGiveUp?: (event: RetryEvent) => void;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The URL of attempt \`n\`: the first keeps the registered URL, later ones swap the origin in turn. */
function urlFor(url: string, attempt: number, origins: string[]): string {
  const origin = origins[(attempt - 1) % origins.length];
  if (attempt === 0 || !origin) return url;
  const { pathname, search } = new URL(url);
  return new URL(pathname + search, origin).href;
}

export function simpleRetry(options: SimpleRetryOptions): ModuleFederationRuntimePlugin {
  const { retries, delay, origins = [], onRetry, onGiveUp } = options;
  // State kept across loads: how many times each producer has failed.
  const failures = new Map<string, number>();

  async function attempt<T>(remote: string, url: string, first: number, run: (url: string) => Promise<T>) {
    let last = first === 0 ? '' : 'the runtime’s own request failed';
    for (let n = first; n <= retries; n++) {
      const target = urlFor(url, n, origins);
      if (n > 0) {
        onRetry?.({ remote, url: target, attempt: n, error: last });
        await wait(delay * 2 ** (n - 1));
      }
      try {
        return await run(target);
      } catch (error) {
        failures.set(remote, (failures.get(remote) ?? 0) + 1);
        last = String(error).split('\\n')[0] ?? '';
      }
    }
    onGiveUp?.({ remote, url, attempt: retries, error: last });
    return undefined;
  }

  return {
    name: 'simple-retry',
    // Manifests (and any other request the runtime makes with fetch).
    async fetch(url, init, remoteInfo) {
      const response = await attempt(remoteInfo?.name ?? url, url, 0, async (target) => {
        const res = await fetch(target, init);
        if (!res.ok) throw new Error(\`\${res.status} \${target}\`);
        return res;
      });
      // Give up with a response the runtime reports as a failed manifest.
      return response ?? new Response('', { status: 503 });
    },
    // Remote entry scripts: called after the runtime's first attempt failed.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retried = attempt(remoteInfo.name, remoteInfo.entry, 1, async (entry) => {
        // The failed load is still registered under this key: remove it, or the retry waits on it.
        delete globalLoading[uniqueKey];
        const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry } });
        if (!exports) throw new Error(\`no container at \${entry}\`);
        return exports;
      });
      // The hook's result is typed as a promise of a promise (runtime-core 2.9.2); the runtime awaits it.
      return new Promise<typeof retried | undefined>((resolve) => resolve(retried));
    },
  };
}
`;

/** The lab's page: one build, the layer chosen by \`?v=\`. */
const BOOTSTRAP = `import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { offlineFallback } from './offline-fallback';
import { RemoteSlot } from './RemoteSlot';
import { simpleRetry } from './simple-retry';

const q = new URLSearchParams(location.search);
const v = q.get('v') ?? '';
const entry = q.get('entry') ?? '';
const mirror = q.get('mirror');
const events: unknown[] = [];
(window as any).labEvents = events;

registerRemotes([{ name: 'producer', entry }]);
const plugins = [];
if (v === 'fallback' || v === 'layers') plugins.push(offlineFallback());
if (v === 'retry' || v === 'layers') plugins.push(RetryPlugin({ script: { retryTimes: 2, retryDelay: 200 } }));
if (v.startsWith('simple'))
  plugins.push(
    simpleRetry({
      retries: 3,
      delay: 100,
      origins: mirror ? [mirror] : [],
      onRetry: (e) => events.push({ retry: e }),
      onGiveUp: (e) => events.push({ giveUp: e }),
    }),
  );
if (plugins.length) registerPlugins(plugins);

const Bare = lazy(() => loadRemote<any>('producer/Card') as Promise<any>);

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Shop</h1>
    {v === 'none' ? (
      <Suspense fallback={<p>Loading…</p>}>
        <Bare />
      </Suspense>
    ) : (
      <RemoteSlot id="producer/Card" name="The product card" />
    )}
    <p id="cart">Cart: 2 items</p>
  </main>,
);
`;

/** The consumer whose import of the producer the bundler compiles (remotes and runtimePlugins in its config). */
const BUNDLED_BOOTSTRAP = `import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteBoundary } from './RemoteBoundary';

const Card = lazy(() => import('producer/Card'));

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Shop</h1>
    <RemoteBoundary name="The product card" onRetry={() => location.reload()}>
      <Suspense fallback={<p>Loading…</p>}>
        <Card />
      </Suspense>
    </RemoteBoundary>
    <p id="cart">Cart: 2 items</p>
  </main>,
);
`;
/** runtimePlugins files: the page's plugin; one that ignores \`from\`; one that imports React at its top. */
const RUNTIME_FALLBACK = "export { offlineFallback as default } from './offline-fallback';\n";
const RUNTIME_FALLBACK_OBJECT = `export default function objectFallback() {
  return {
    name: 'object-fallback',
    async errorLoadRemote({ lifecycle }: { lifecycle: string }) {
      if (lifecycle !== 'onLoad') return undefined;
      const { createElement } = await import('react');
      return { default: () => createElement('p', { id: 'offline-card' }, 'offline') };
    },
  };
}
`;
const RUNTIME_FALLBACK_PLAIN = `export default function plainFallback() {
  return {
    name: 'plain-fallback',
    async errorLoadRemote({ lifecycle }: { lifecycle: string }) {
      if (lifecycle !== 'onLoad') return undefined;
      const { createElement } = await import('react');
      const mod = { default: () => createElement('p', { id: 'offline-card' }, 'offline') };
      return () => mod;
    },
  };
}
`;
const RUNTIME_FALLBACK_STATIC = `import { createElement } from 'react';

export default function staticFallback() {
  return {
    name: 'static-fallback',
    async errorLoadRemote({ lifecycle }: { lifecycle: string }) {
      if (lifecycle !== 'onLoad') return undefined;
      const mod = { default: () => createElement('p', { id: 'offline-card' }, 'offline') };
      return () => mod;
    },
  };
}
`;

const CONSUMER = {
  'src/index.ts': "import('./bootstrap');\n",
  'src/bootstrap.tsx': BOOTSTRAP,
  'src/RemoteBoundary.tsx': BOUNDARY,
  'src/RemoteSlot.tsx': SLOT,
  'src/offline-fallback.ts': FALLBACK,
  'src/simple-retry.ts': SIMPLE_RETRY,
};

const req = createRequire(path.join(ROOT, 'package.json'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');
const version = (/** @type {string} */ pkg) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;

const SHARED = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
};

/** @param {string} name @param {Record<string, string>} files @param {object} mf @param {string} entry */
async function build(name, files, mf, entry) {
  const dir = path.join(WORK, name);
  const out = path.join(WWW, name);
  writeFiles(dir, files);
  const stats = await new Promise((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: dir,
        entry,
        devtool: false,
        resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'], modules: [path.join(ROOT, 'node_modules')] },
        module: {
          rules: [
            {
              test: /\.[jt]sx?$/,
              include: path.join(dir, 'src'),
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                },
              },
              type: 'javascript/auto',
            },
          ],
        },
        output: { path: out, publicPath: 'auto', clean: true, uniqueName: name },
        plugins: [new ModuleFederationPlugin({ ...mf, dts: false })],
      },
      (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s)),
    ),
  );
  const info = /** @type {any} */ (stats).toJson({ all: false, errors: true });
  if (info.errors?.length) throw new Error(`${name}: ${info.errors[0].message}`);
  return out;
}

const producerOut = await build(
  'producer',
  PRODUCER,
  { name: 'producer', filename: 'remoteEntry.js', exposes: { './Card': './src/Card.jsx' }, shared: SHARED },
  './src/index.js',
);
const consumerOut = await build('consumer', CONSUMER, { name: 'shop', remotes: {}, shared: SHARED }, './src/index.ts');
fs.writeFileSync(
  path.join(consumerOut, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><title>shop</title></head><body><div id="root"></div><script src="main.js"></script></body></html>\n',
);

// The producer's server: /ok/ serves the build, /gone/ answers 404 for everything, /flaky/<n>/ answers
// 503 for the first n requests of remoteEntry.js and of mf-manifest.json (each counted apart), then serves.
/** @type {{ path: string, status: number }[]} */
let requests = [];
/** @type {Map<string, number>} */
const flakyCount = new Map();
const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
});
/** @param {string} root */
const serveFrom = (root) =>
  http.createServer((rq, res) => {
    const url = new URL(rq.url ?? '/', 'http://x');
    const send = (/** @type {number} */ status, /** @type {string} */ file = '') => {
      if (root === producerOut) requests.push({ path: url.pathname, status });
      const headers = /** @type {Record<string, string>} */ ({
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      });
      if (status !== 200) return res.writeHead(status, headers).end(String(status));
      headers['content-type'] = TYPES[path.extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, headers).end(fs.readFileSync(file));
    };
    let rest = url.pathname;
    if (root === producerOut) {
      const m = rest.match(/^\/(ok|gone|flaky\/(\d+))\/(.*)$/);
      if (!m || m[1] === 'gone') return send(404);
      rest = `/${m[3]}`;
      if (m[2] && /^\/(remoteEntry\.js|mf-manifest\.json)$/.test(rest)) {
        const seen = flakyCount.get(rest) ?? 0;
        flakyCount.set(rest, seen + 1);
        if (seen < Number(m[2])) return send(503);
      }
    }
    const file = path.join(root, rest.endsWith('/') ? `${rest}index.html` : rest);
    if (!file.startsWith(root) || !fs.existsSync(file)) return send(404);
    send(200, file);
  });
/** @param {http.Server} s @returns {Promise<number>} */
const listen = (s) =>
  new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(/** @type {any} */ (s.address()).port)));
const hostServer = serveFrom(WWW);
const remoteServer = serveFrom(producerOut);
const hostPort = await listen(hostServer);
const remotePort = await listen(remoteServer);
// A port where nothing listens: the producer is down.
const closed = http.createServer();
const downPort = await listen(closed);
await new Promise((r) => closed.close(r));
const REMOTE = `http://127.0.0.1:${remotePort}`;
const DOWN = `http://127.0.0.1:${downPort}`;

// Consumers whose remote is in the build (the URL is the running server's, hence built here).
for (const [name, plugin] of /** @type {[string, string][]} */ ([
  ['consumer-build', 'src/runtime-fallback.ts'],
  ['consumer-build-object', 'src/runtime-fallback-object.ts'],
  ['consumer-build-static', 'src/runtime-fallback-static.ts'],
  ['consumer-build-plain', 'src/runtime-fallback-plain.ts'],
])) {
  const out = await build(
    name,
    {
      'src/index.ts': "import('./bootstrap');\n",
      'src/bootstrap.tsx': BUNDLED_BOOTSTRAP,
      'src/RemoteBoundary.tsx': BOUNDARY,
      'src/offline-fallback.ts': FALLBACK,
      'src/runtime-fallback.ts': RUNTIME_FALLBACK,
      'src/runtime-fallback-object.ts': RUNTIME_FALLBACK_OBJECT,
      'src/runtime-fallback-static.ts': RUNTIME_FALLBACK_STATIC,
      'src/runtime-fallback-plain.ts': RUNTIME_FALLBACK_PLAIN,
    },
    {
      name: name.replaceAll('-', '_'),
      remotes: { producer: `producer@${REMOTE}/gone/remoteEntry.js` },
      runtimePlugins: [path.join(WORK, name, plugin)],
      shared: SHARED,
    },
    './src/index.ts',
  );
  fs.copyFileSync(path.join(consumerOut, 'index.html'), path.join(out, 'index.html'));
}

/** What each variant loads and from where. */
const VARIANTS = {
  none: { entry: `${REMOTE}/gone/remoteEntry.js` },
  boundary: { entry: `${REMOTE}/flaky/1/remoteEntry.js`, click: 'Try again' },
  down: { entry: `${DOWN}/ok/remoteEntry.js` },
  fallback: { entry: `${REMOTE}/gone/remoteEntry.js` },
  retry: { entry: `${REMOTE}/flaky/2/remoteEntry.js` },
  'retry-gone': { v: 'retry', entry: `${REMOTE}/gone/remoteEntry.js` },
  layers: { entry: `${REMOTE}/gone/remoteEntry.js` },
  'layers-flaky': { v: 'layers', entry: `${REMOTE}/flaky/2/remoteEntry.js` },
  'simple-entry': { entry: `${REMOTE}/flaky/2/remoteEntry.js` },
  'simple-origins': { entry: `${DOWN}/ok/remoteEntry.js`, mirror: REMOTE },
  'simple-manifest': { entry: `${REMOTE}/flaky/2/mf-manifest.json` },
  'simple-gone': { entry: `${REMOTE}/gone/remoteEntry.js` },
  'simple-manifest-gone': { entry: `${REMOTE}/gone/mf-manifest.json` },
  'fallback-build': { app: 'consumer-build' },
  'fallback-build-object': { app: 'consumer-build-object' },
  'fallback-build-static': { app: 'consumer-build-static' },
  'fallback-build-plain': { app: 'consumer-build-plain' },
};

const first = (/** @type {string} */ t) => (t.split('\n')[0] ?? '').trim();
/** @type {Record<string, any>} */
const pages = {};
const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
try {
  for (const [name, variant] of Object.entries(VARIANTS)) {
    requests = [];
    flakyCount.clear();
    const p = await browser.newPage();
    /** @type {string[]} */
    const consoleLines = [];
    /** @type {string[]} */
    const pageErrors = [];
    p.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') consoleLines.push(`${m.type()}: ${first(m.text())}`);
    });
    p.on('pageerror', (e) => pageErrors.push(first(e.message)));
    const search = new URLSearchParams({
      v: /** @type {any} */ (variant).v ?? name,
      entry: /** @type {any} */ (variant).entry ?? '',
    });
    if ('mirror' in variant && variant.mirror) search.set('mirror', variant.mirror);
    await p.goto(`http://127.0.0.1:${hostPort}/${/** @type {any} */ (variant).app ?? 'consumer'}/?${search}`);
    // Settled: the card, the fallback or the boundary's message is shown, or the root was unmounted.
    const settle = () =>
      p.waitForFunction(
        () =>
          document.querySelector('#card, #offline-card, [role=alert]') ||
          (document.readyState === 'complete' && !document.querySelector('#root')?.childElementCount),
        undefined,
        { timeout: 30_000, polling: 100 },
      );
    await settle();
    await p.waitForTimeout(300);
    const shown = async () => ({
      text: ((await p.locator('#root').textContent()) ?? '').trim(),
      card: await p.locator('#card').count(),
      offline: await p.locator('#offline-card').count(),
      alert: await p.locator('[role=alert]').count(),
    });
    const record = {
      shown: await shown(),
      requests: [...requests],
      console: [...consoleLines],
      pageErrors: [...pageErrors],
      events: await p.evaluate(() => /** @type {any} */ (window).labEvents ?? []),
    };
    if ('click' in variant && variant.click) {
      requests = [];
      await p.getByRole('button', { name: variant.click }).click();
      await p.locator('#card, [role=alert]').first().waitFor({ timeout: 20_000 });
      await p.waitForTimeout(300);
      Object.assign(record, { afterClick: { shown: await shown(), requests: [...requests] } });
    }
    pages[name] = record;
    await p.close();
  }
} finally {
  await browser.close();
  await new Promise((r) => hostServer.close(r));
  await new Promise((r) => remoteServer.close(r));
}

const results = {
  versions: {
    '@module-federation/enhanced': version('@module-federation/enhanced'),
    '@module-federation/retry-plugin': version('@module-federation/retry-plugin'),
    '@rspack/core': version('@rspack/core'),
    react: version('react'),
  },
  pages,
};
const text = `${JSON.stringify(results, null, 2)}\n`
  .replaceAll(REMOTE, 'remote:')
  .replaceAll(DOWN, 'down:')
  .replaceAll(`http://127.0.0.1:${hostPort}`, 'host:');
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(JSON.parse(text))) {
  console.error(
    'load-failures: the run differs from tests/lab/stacks/load-failures/results.json: run with --write and update /guide/basic/load-failures',
  );
  process.exitCode = 1;
}
