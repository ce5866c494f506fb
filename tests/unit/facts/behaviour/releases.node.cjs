// @ts-nocheck: a child process of releases.ts, plain CommonJS run by Node, no bundler.
/**
 * Runs the cases of the known-problems page (config/facts/behaviour/releases.ts) against one release of
 * `@module-federation/runtime`: `node releases.node.cjs <folder>` loads the runtime from
 * `<folder>/node_modules` (the installed packages, or an older release that releases.ts unpacked) and
 * prints `{ [case]: value }` as JSON. The producers are containers made in this file (`get`/`init`),
 * handed to the runtime by a `loadEntry` hook, and their manifests come from a `fetch` hook: nothing is
 * downloaded, so each case shows the runtime's own behaviour on that release.
 */
const path = require('node:path');

const [folder] = process.argv.slice(2);
const from = (name) => require(require.resolve(name, { paths: [path.resolve(folder)] }));
const runtime = from('@module-federation/runtime');
const version = from('@module-federation/runtime/package.json').version;

const results = { version };
const warnings = [];
const firstLine = (e) => String(e?.message ? e.message : e).split('\n')[0];
console.warn = (...args) => warnings.push(args.map(String).join(' '));
console.error = () => {};
console.log = () => {};

/** A manifest as the Rspack plugin writes it, for producer `shop`, whose entry is `entry`. */
function manifest(entry) {
  return {
    id: 'shop',
    name: 'shop',
    metaData: {
      name: 'shop',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: 'shop' },
      remoteEntry: { name: entry, path: '', type: 'global' },
      ssrRemoteEntry: { name: entry, path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'shop',
      pluginVersion: version,
      publicPath: 'https://cdn.example/shop/',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'shop:Button',
        name: 'Button',
        path: './Button',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/** A container whose `./Button` returns `text`; `inits` counts its `init` calls. */
function container(text, counter) {
  return {
    init() {
      counter.inits = (counter.inits ?? 0) + 1;
      return new Promise((resolve) => setTimeout(resolve, 20));
    },
    get: async () => () => ({ default: () => text }),
  };
}

const CASES = {
  // core PR #4841 (runtime-core 2.6.0, 7cfd71b): after a redeploy the manifest names a new entry; a forced
  // re-registration at the same manifest URL must fetch the manifest again and load the new entry.
  async 'force-manifest'() {
    const url = 'https://cdn.example/shop/mf-manifest.json';
    let deployed = 'remoteEntry.v1.js';
    const fetched = [];
    const counter = {};
    const mf = runtime.createInstance({
      name: `host_force_${Date.now()}`,
      remotes: [{ name: 'shop', entry: url }],
      plugins: [
        {
          name: 'lab-net',
          fetch(u) {
            fetched.push(u);
            const body = JSON.stringify(manifest(deployed));
            return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
          },
          loadEntry({ remoteInfo }) {
            return container(remoteInfo.entry.includes('v2') ? 'Button v2' : 'Button v1', counter);
          },
        },
      ],
    });
    const first = await mf.loadRemote('shop/Button').then((m) => m.default(), firstLine);
    deployed = 'remoteEntry.v2.js';
    mf.registerRemotes([{ name: 'shop', entry: url }], { force: true });
    const second = await mf.loadRemote('shop/Button').then((m) => m.default(), firstLine);
    results['force-manifest'] = `${first}, then ${second} (manifest fetched ${fetched.length}×)`;
  },

  // 6590738 (runtime-core 0.24.1): two `loadRemote` calls at once initialise the producer's container once.
  async 'concurrent-init'() {
    const counter = {};
    const mf = runtime.createInstance({
      name: `host_init_${Date.now()}`,
      remotes: [{ name: 'shop', entry: 'https://cdn.example/shop/remoteEntry.js' }],
      plugins: [{ name: 'lab-entry', loadEntry: () => container('Button', counter) }],
    });
    await Promise.all([mf.loadRemote('shop/Button'), mf.loadRemote('shop/Button')]);
    results['concurrent-init'] = `container init called ${counter.inits ?? 0}×`;
  },

  // cc44d97 (runtime-core 0.17.1): the manifest error is thrown with the logger's prefix once.
  async 'failed-manifest'() {
    const mf = runtime.createInstance({
      name: `host_manifest_${Date.now()}`,
      remotes: [{ name: 'down', entry: 'https://cdn.example/down/mf-manifest.json' }],
      plugins: [{ name: 'lab-net', fetch: () => Promise.reject(new Error('offline')) }],
    });
    results['failed-manifest'] = await mf.loadRemote('down/Button').then(() => 'loaded', firstLine);
  },

  // The warning of a second registration under the same name, without and with `force`.
  async 'reregister-warning'() {
    const mf = runtime.createInstance({
      name: `host_warn_${Date.now()}`,
      remotes: [{ name: 'shop', entry: 'https://cdn.example/shop/remoteEntry.js' }],
    });
    warnings.length = 0;
    mf.registerRemotes([{ name: 'shop', entry: 'https://cdn.example/shop/v2/remoteEntry.js' }]);
    const without = warnings.join(' | ') || 'no warning';
    const kept = mf.options.remotes.find((r) => r.name === 'shop')?.entry;
    warnings.length = 0;
    mf.registerRemotes([{ name: 'shop', entry: 'https://cdn.example/shop/v2/remoteEntry.js' }], { force: true });
    const forced = warnings.join(' | ') || 'no warning';
    const now = mf.options.remotes.find((r) => r.name === 'shop')?.entry;
    results['reregister-without-force'] = `${without}; entry ${kept}`;
    results['reregister-force'] = `${forced}; entry ${now}`;
  },
};

(async () => {
  for (const [name, run] of Object.entries(CASES)) {
    try {
      await run();
    } catch (e) {
      results[name] = `threw: ${firstLine(e)}`;
    }
  }
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
})();
