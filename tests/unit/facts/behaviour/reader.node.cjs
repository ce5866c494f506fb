// @ts-nocheck: a child process of reader-runtime.ts, plain CommonJS run by Node, no bundler.
/**
 * Node scenarios of config/facts/behaviour/reader-runtime.ts: the reader questions of issue 31 about a
 * consumer that runs in Node (SSR, a server, a script). Builds two producers `shop` with the installed
 * Rspack and federation plugin, as a Node app would ship them: `node`, target `async-node`, library
 * `commonjs-module`, with `@module-federation/node/runtimePlugin`; `web`, a browser build. Serves them
 * from 127.0.0.1, loads them with the installed runtime, and prints `{ [factId]: value }` as JSON. Hosts
 * in values: `cdn.example` is the failing origin (a closed port), `mirror.example` the one that answers.
 *
 * `node reader.node.cjs <dir> build` builds into `<dir>`; `node reader.node.cjs <dir> <group>` runs one
 * group of scenarios in a fresh process, as a reader's server starts: instances that load the same
 * producer share its container and chunk loader inside one process, so each group gets its own.
 */
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const { execFile } = require('node:child_process');

const { report, runtimeMessage } = require('./child.cjs');

const results = {};
const [root, group] = process.argv.slice(2);
const NODE_MODULES = path.resolve('node_modules');

/** Both producers, built once with Rspack (a multi-compiler: one run). */
function buildProducers() {
  const { rspack } = require('@rspack/core');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
  fs.writeFileSync(path.join(root, 'index.js'), "import('./Button');");
  fs.writeFileSync(path.join(root, 'Button.js'), "export default 'Button from shop';");
  const config = (out, target, library, runtimePlugins) => ({
    name: out,
    mode: 'production',
    devtool: false,
    context: root,
    entry: './index.js',
    target,
    infrastructureLogging: { level: 'none' },
    output: { path: path.join(root, out), publicPath: 'auto' },
    resolve: { modules: [NODE_MODULES] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shop',
        filename: 'remoteEntry.js',
        library,
        exposes: { './Button': './Button.js' },
        dts: false,
        runtimePlugins,
      }),
    ],
  });
  const compiler = rspack([
    config('node', 'async-node', { type: 'commonjs-module' }, [
      require.resolve('@module-federation/node/runtimePlugin'),
    ]),
    config('web', 'web', { type: 'var', name: 'shop' }, []),
  ]);
  const warn = console.warn;
  console.warn = () => {};
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      console.warn = warn;
      if (error || !stats) return reject(error ?? new Error('no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      compiler.close(() => resolve());
    }),
  );
}

/** What the server answers for `url` (a file of the build, or a 404 with a plain-text body). */
let down = () => false;
function answer(req, res) {
  const file = path.join(root, decodeURIComponent(req.url.split('?')[0]));
  if (down(req.url) || !file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.statusCode = 404;
    res.end('Not Found');
    return;
  }
  res.end(fs.readFileSync(file));
}

function listen(port = 0) {
  return new Promise((resolve) => {
    const server = http.createServer(answer);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function closedPort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const close = (server) => new Promise((resolve) => server.close(resolve));

/** The scenario groups; each runs in a process of its own (see the header). */
const GROUPS = {
  // Row 53: a remote entry that cannot be downloaded in Node. The Node loader rethrows a message of its
  // own (no RUNTIME-008), so `loadEntryError` (where the retry plugin works) never runs; `errorLoadRemote`
  // does, with the lifecycle `onLoad`.
  async 'entry-failure'({ runtime, CDN, loaded }) {
    const hooks = [];
    const watched = runtime.createInstance({
      name: 'ssr_watch',
      remotes: [{ name: 'shop', entry: `${CDN}/node/remoteEntry.js` }],
      plugins: [
        {
          name: 'watch',
          loadEntryError() {
            hooks.push('loadEntryError');
          },
          errorLoadRemote({ lifecycle }) {
            hooks.push(`errorLoadRemote (${lifecycle})`);
          },
        },
      ],
    });
    results['node.entry-failure-message'] = await loaded(watched);
    results['node.entry-failure-hooks'] = hooks.join(', ') || 'none';
  },

  // Issue 42 row 212: the Vite plugin's generated module calls `loadShare(name, { customShareInfo })` and then
  // the result as a factory. With no registered copy, or only one outside `requiredVersion` (not a
  // singleton), the runtime returns `false` and the call throws.
  async 'vite-load-share'({ runtime }) {
    const custom = (singleton) => ({
      customShareInfo: { shareConfig: { singleton, strictVersion: false, requiredVersion: '^18.3.1' } },
    });
    const call = async (result) => {
      try {
        await Promise.resolve(result).then((factory) => factory());
        return 'no error';
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    };
    const empty = runtime.createInstance({ name: 'vite_host', remotes: [], shared: {} });
    const none = await empty.loadShare('react-dom', custom(false));
    results['vite.load-share-unregistered'] = `${String(none)}, ${await call(none)}`;
    const older = runtime.createInstance({
      name: 'vite_host_older',
      remotes: [],
      shared: {
        'react-dom': {
          version: '18.2.0',
          lib: () => ({}),
          shareConfig: { singleton: false, requiredVersion: '^18.2.0' },
        },
      },
    });
    const outside = await older.loadShare('react-dom', custom(false));
    results['vite.load-share-outside-range'] = `${String(outside)}, ${await call(outside)}`;
  },

  // Row 53, the fix: `errorLoadRemote` at `onLoad` registers the producer again at another origin and
  // loads the module from there (once: the flag stops a loop when the mirror fails too).
  async failover({ runtime, CDN, MIRROR, loaded, quiet }) {
    const failover = runtime.createInstance({
      name: 'ssr_failover',
      remotes: [{ name: 'shop', entry: `${CDN}/node/remoteEntry.js` }],
      plugins: [
        {
          name: 'failover',
          async errorLoadRemote({ id, lifecycle, origin }) {
            if (lifecycle !== 'onLoad' || origin.failedOver) return undefined;
            origin.failedOver = true;
            origin.registerRemotes([{ name: 'shop', entry: `${MIRROR}/node/remoteEntry.js` }], { force: true });
            return origin.loadRemote(id);
          },
        },
      ],
    });
    results['node.entry-failover'] = await quiet(() => loaded(failover));
  },

  // Row 24: after a failure, a later loadRemote call requests the entry again and succeeds once the
  // producer answers (the failed load is not kept).
  async 'retry-entry'({ runtime, loaded }) {
    const port = await closedPort();
    const later = runtime.createInstance({
      name: 'ssr_later',
      remotes: [{ name: 'shop', entry: `http://127.0.0.1:${port}/node/remoteEntry.js` }],
    });
    const first = await loaded(later);
    const revived = await listen(port);
    results['node.retry-after-entry-failure'] = first.startsWith('Failed to load Node.js entry')
      ? await loaded(later)
      : `first call: ${first}`;
    await close(revived);
  },

  // Row 24, a chunk that fails: the exposed module's chunk answers 404 once. The Node chunk loader runs
  // the 404 body as code; the next call loads the chunk again.
  async 'retry-chunk'({ runtime, MIRROR, loaded }) {
    down = (url) => url.includes('__federation_expose_');
    const chunky = runtime.createInstance({
      name: 'ssr_chunk',
      remotes: [{ name: 'shop', entry: `${MIRROR}/node/remoteEntry.js` }],
    });
    results['node.chunk-404-message'] = await loaded(chunky);
    down = () => false;
    results['node.retry-after-chunk-failure'] = await loaded(chunky);
  },

  // Row 32: createInstance in Node loads a Node producer.
  async 'create-instance'({ runtime, MIRROR, loaded }) {
    const created = runtime.createInstance({
      name: 'node_created',
      remotes: [{ name: 'shop', entry: `${MIRROR}/node/remoteEntry.js` }],
    });
    results['node.create-instance-loads'] = await loaded(created);
  },

  // Row 32, the cause in older releases: the producer's chunk loader finds the entry URL through
  // `__FEDERATION__.__INSTANCES__` (publicPath 'auto'). An instance missing from that list, as
  // createInstance made them before it registered itself, never gets the chunk installed.
  async unlisted({ runtime, MIRROR, loaded }) {
    const unlisted = runtime.createInstance({
      name: 'node_unlisted',
      remotes: [{ name: 'shop', entry: `${MIRROR}/node/remoteEntry.js` }],
    });
    const instances = globalThis.__FEDERATION__.__INSTANCES__;
    instances.splice(instances.indexOf(unlisted), 1);
    results['node.chunk-without-instance'] = await loaded(unlisted);
  },

  // Row 16: a browser build of the producer loaded by a Node consumer.
  async 'web-build'({ runtime, MIRROR, loaded }) {
    const webInNode = runtime.createInstance({
      name: 'node_web',
      remotes: [{ name: 'shop', entry: `${MIRROR}/web/remoteEntry.js` }],
    });
    results['node.browser-build-message'] = await loaded(webInNode);
  },

  // Row 16: a pure ES-module host (`.mjs`; `import` resolves the runtime's ES build) in its own process.
  async 'esm-host'({ MIRROR }) {
    const dir = path.join(NODE_MODULES, '@module-federation/runtime');
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const host = path.join(root, 'host.mjs');
    fs.writeFileSync(
      host,
      [
        `import { createInstance } from ${JSON.stringify(path.join(dir, pkg.exports['.'].import.default))};`,
        `const mf = createInstance({ name: 'esm_host', remotes: [{ name: 'shop', entry: ${JSON.stringify(`${MIRROR}/node/remoteEntry.js`)} }] });`,
        "mf.loadRemote('shop/Button').then((m) => process.stdout.write(String(m.default)), (e) => process.stdout.write(String(e.message).split('\\n')[0]));",
      ].join('\n'),
    );
    results['node.esm-host-loads'] = await new Promise((resolve) =>
      execFile(process.execPath, [host], { timeout: 20_000 }, (error, stdout) =>
        resolve(stdout || String(error?.message ?? 'no output')),
      ),
    );
  },

  // Rows 28 and 55: the retry plugin's manifest fallback. The manifest comes from the mirror, but its
  // publicPath is 'auto', which the runtime resolves against the URL the remote was registered with, so
  // the entry is requested from the failing origin.
  async 'retry-fallback'({ runtime, CDN, MIRROR, loaded, quiet, named }) {
    const { RetryPlugin } = require('@module-federation/retry-plugin');
    const requested = [];
    const withRetry = runtime.createInstance({
      name: 'retry_host',
      remotes: [{ name: 'shop', entry: `${CDN}/node/mf-manifest.json` }],
      plugins: [
        RetryPlugin({ fetch: { retryTimes: 0, fallback: () => `${MIRROR}/node/mf-manifest.json` } }),
        recorder(requested, named),
      ],
    });
    const retried = await quiet(() => loaded(withRetry));
    results['retry.fallback-entry-url'] = requested[0] ?? `no entry requested: ${retried}`;
    results['retry.fallback-result'] = retried;
  },

  // The fix: an errorLoadRemote hook at `afterResolve` returns the mirror's manifest with an absolute
  // publicPath, so the entry and the chunks come from the mirror.
  async 'mirror-manifest'({ runtime, CDN, MIRROR, loaded, named }) {
    const requested = [];
    const MANIFEST = `${MIRROR}/node/mf-manifest.json`;
    const withMirror = runtime.createInstance({
      name: 'mirror_host',
      remotes: [{ name: 'shop', entry: `${CDN}/node/mf-manifest.json` }],
      plugins: [
        recorder(requested, named),
        {
          name: 'mirror-manifest',
          async errorLoadRemote({ lifecycle }) {
            if (lifecycle !== 'afterResolve') return undefined;
            const manifest = await (await fetch(MANIFEST)).json();
            return { ...manifest, metaData: { ...manifest.metaData, publicPath: new URL('./', MANIFEST).href } };
          },
        },
      ],
    });
    const result = await loaded(withMirror);
    results['retry.mirror-manifest-entry-url'] = requested[0] ?? `no entry requested: ${result}`;
    results['retry.mirror-manifest-result'] = result;
  },
};

/**
 * Rows 28 and 55 in the browser: the same fallback with a jsdom window, so the runtime takes its browser
 * path and injects `<script>` elements (the entry, and the exposed chunk it preloads); a `createScript` hook
 * records their URLs, and the scripts are not loaded.
 */
async function browserFallback({ CDN, MIRROR, named }, fix) {
  const runtime = require('@module-federation/runtime');
  const { RetryPlugin } = require('@module-federation/retry-plugin');
  const MANIFEST = `${MIRROR}/web/mf-manifest.json`;
  const scripts = [];
  const record = {
    name: 'record-script',
    createScript({ url }) {
      scripts.push(named(url));
      const script = document.createElement('script');
      return { script, timeout: 1 };
    },
  };
  const plugins = fix
    ? [
        record,
        {
          name: 'mirror-manifest',
          async errorLoadRemote({ lifecycle }) {
            if (lifecycle !== 'afterResolve') return undefined;
            const manifest = await (await fetch(MANIFEST)).json();
            return { ...manifest, metaData: { ...manifest.metaData, publicPath: new URL('./', MANIFEST).href } };
          },
        },
      ]
    : [RetryPlugin({ fetch: { retryTimes: 0, fallback: () => MANIFEST } }), record];
  const host = runtime.createInstance({
    name: fix ? 'browser_mirror' : 'browser_retry',
    remotes: [{ name: 'shop', entry: `${CDN}/web/mf-manifest.json` }],
    plugins,
  });
  const saved = { log: console.log, warn: console.warn, error: console.error };
  console.log = console.warn = console.error = () => {};
  try {
    await host.loadRemote('shop/Button');
  } catch {
    // the recorded script never loads; only its URL matters
  } finally {
    Object.assign(console, saved);
  }
  return [...new Set(scripts)].sort().join(', ') || 'no script';
}

GROUPS['browser-retry-fallback'] = async (context) => {
  results['retry.browser-fallback-scripts'] = await browserFallback(context, false);
};
GROUPS['browser-mirror-manifest'] = async (context) => {
  results['retry.browser-mirror-manifest-scripts'] = await browserFallback(context, true);
};

/** A jsdom window as the global, so the runtime (required afterwards) takes its browser paths. */
function browserGlobals() {
  const { JSDOM } = require('jsdom');
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://127.0.0.1/' });
  for (const key of ['window', 'document', 'HTMLScriptElement', 'HTMLLinkElement', 'navigator']) {
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
  }
}

/** A plugin that records the entry URL the runtime is about to load (and lets it load). */
const recorder = (requested, named) => ({
  name: 'record-entry',
  loadEntry({ remoteInfo }) {
    requested.push(named(remoteInfo.entry));
  },
});

async function main() {
  if (group === 'build') return buildProducers();
  const run = GROUPS[group];
  if (!run) throw new Error(`no group ${group}`);
  if (group.startsWith('browser-')) browserGlobals();
  const runtime = require('@module-federation/runtime');
  const mirror = await listen();
  const MIRROR = `http://127.0.0.1:${mirror.address().port}`;
  const CDN = `http://127.0.0.1:${await closedPort()}`;
  /** A URL as the pages write it: the failing origin is cdn.example, the answering one mirror.example. */
  const named = (text) => text.split(CDN).join('https://cdn.example').split(MIRROR).join('https://mirror.example');
  const loaded = async (instance, id = 'shop/Button') => {
    try {
      const mod = await instance.loadRemote(id);
      return mod?.default ?? `loaded ${typeof mod}`;
    } catch (error) {
      return named(runtimeMessage(error));
    }
  };
  const quiet = async (work) => {
    const saved = { log: console.log, warn: console.warn, info: console.info, error: console.error };
    console.log = console.warn = console.info = console.error = () => {};
    try {
      return await work();
    } finally {
      Object.assign(console, saved);
    }
  };
  try {
    await run({ runtime, CDN, MIRROR, loaded, quiet, named });
  } finally {
    await close(mirror);
  }
}

report(main, results);
