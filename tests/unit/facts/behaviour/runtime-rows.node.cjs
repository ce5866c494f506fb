// @ts-nocheck: a child process of runtime-rows.ts, plain CommonJS run by Node, no bundler.
/**
 * Runtime questions of issue 42 (reader-questions rows 79, 126, 141, 198, 201): `node runtime-rows.node.cjs
 * <folder> <case>` loads `@module-federation/runtime` from `<folder>/node_modules` (the installed packages,
 * or an older release that runtime-rows.ts unpacked) and prints `{ [key]: value }` as JSON. The producers
 * are containers made in this file; the `revalidate` case serves them over HTTP on 127.0.0.1, so nothing
 * leaves the machine.
 */
const http = require('node:http');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const [folder, which] = process.argv.slice(2);
const base = path.resolve(folder);
const from = (name) => require(require.resolve(name, { paths: [base] }));
const version = from('@module-federation/runtime/package.json').version;

const results = { version };
const warnings = [];
const firstLine = (e) => String(e?.message ? e.message : e).split('\n')[0];
const lines = (e) =>
  String(e?.message ? e.message : e)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
console.warn = (...args) => warnings.push(args.map(String).join(' '));
console.error = () => {};
console.log = () => {};

/** A container whose every expose returns `text`; `onInit` runs inside its `init`. */
function container(text, onInit) {
  return {
    init() {
      onInit?.();
      return Promise.resolve();
    },
    get: async () => () => ({ default: () => text }),
  };
}

const CASES = {
  // Row 79 (core#2923): the module-level functions of `@module-federation/runtime` act on the instance the
  // last `init` of a new name created in that copy of the runtime. A producer whose start-up calls `init`
  // with its own name on the same copy moves them to its instance.
  async 'instance-swap'() {
    const runtime = from('@module-federation/runtime');
    globalThis.__labRuntime = runtime;
    const plugin = {
      name: 'lab-entry',
      loadEntry({ remoteInfo }) {
        if (remoteInfo.name === 'MFBottom')
          // What a producer does when its start-up code runs `init` on the runtime copy the host uses.
          return container('MFBottom module', () => globalThis.__labRuntime.init({ name: 'MFBottom', remotes: [] }));
        return container(`${remoteInfo.name} module`);
      },
    };
    runtime.init({ name: 'host', remotes: [], plugins: [plugin] });
    runtime.registerRemotes([{ name: 'MFBottom', entry: 'https://cdn.example/MFBottom/remoteEntry.js' }]);
    const first = runtime.loadRemote('MFBottom/xxx');
    runtime.registerRemotes([{ name: 'pcyyBase', entry: 'https://cdn.example/pcyyBase/remoteEntry.js' }]);
    await first;
    const instance = runtime.getInstance();
    results['instance-swap.after-first'] = `getInstance() is ${instance?.options?.name}`;
    const second = await runtime
      .loadRemote('pcyyBase/components/BottomBar/ChannelBottomBar')
      .then((m) => m.default(), lines);
    // 2.x prints the code on the first line; 0.6 puts `Unable to locate … in …` on the second.
    results['instance-swap.error'] = Array.isArray(second) ? second.slice(0, 2).join(' ') : second;
    // The fix: keep the host's instance and call its methods, whatever `init` runs later.
    const host = runtime.init({ name: 'host_kept', remotes: [], plugins: [plugin] });
    host.registerRemotes([{ name: 'MFBottom', entry: 'https://cdn.example/MFBottom/v2/remoteEntry.js' }]);
    const firstKept = host.loadRemote('MFBottom/xxx');
    host.registerRemotes([{ name: 'pcyyBase', entry: 'https://cdn.example/pcyyBase/remoteEntry.js' }]);
    await firstKept;
    results['instance-swap.kept'] = await host
      .loadRemote('pcyyBase/components/BottomBar/ChannelBottomBar')
      .then((m) => m.default(), firstLine);
  },

  // Row 79: names that are prefixes of each other (`pcyy`, `pcyyBase`) are matched on `name/`, not on the
  // prefix alone.
  async 'prefix-names'() {
    const runtime = from('@module-federation/runtime');
    const mf = runtime.init({
      name: `host_prefix_${Date.now()}`,
      remotes: [],
      plugins: [{ name: 'lab-entry', loadEntry: ({ remoteInfo }) => container(`${remoteInfo.name} module`) }],
    });
    mf.registerRemotes([{ name: 'pcyy', entry: 'https://cdn.example/pcyy/remoteEntry.js' }]);
    mf.registerRemotes([{ name: 'pcyyBase', entry: 'https://cdn.example/pcyyBase/remoteEntry.js' }]);
    const a = await mf.loadRemote('pcyyBase/Button').then((m) => m.default(), firstLine);
    const b = await mf.loadRemote('pcyy/Button').then((m) => m.default(), firstLine);
    results['prefix-names'] = `pcyyBase/Button: ${a}; pcyy/Button: ${b}`;
    let alias;
    try {
      mf.registerRemotes([{ name: 'other', alias: 'pcyy', entry: 'https://cdn.example/other/remoteEntry.js' }]);
      alias = 'registered';
    } catch (e) {
      alias = firstLine(e);
    }
    results['prefix-alias'] = alias;
  },

  // Rows 126, 141 (vite#273, core#3434): the ES module build of `@module-federation/runtime/core`.
  async 'core-default'() {
    const pkg = from('@module-federation/runtime/package.json');
    const target = pkg.exports['./core'].import;
    const file = typeof target === 'string' ? target : target.default;
    const dir = path.dirname(require.resolve('@module-federation/runtime/package.json', { paths: [base] }));
    results['core-default.file'] = file;
    results['core-default'] = await import(pathToFileURL(path.join(dir, file)).href).then(
      (m) => `imports; default export: ${typeof m.default}`,
      (e) => `${e.name}: ${firstLine(e)}`,
    );
  },

  // Row 135 (core#3541): `NodeFederationPlugin` of `@module-federation/node` in an Rspack server build, and the
  // Rspack plugin of `@module-federation/enhanced` with the Node runtime plugin instead.
  async 'node-plugin-rspack'() {
    const fs = require('node:fs');
    const os = require('node:os');
    const { rspack } = await import(require.resolve('@rspack/core', { paths: [base] }));
    const node = from('@module-federation/node');
    const { ModuleFederationPlugin } = from('@module-federation/enhanced/rspack');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-rows-node-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/Button.js'), 'export default () => "Button";\n');
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'export {};\n');
    const build = (plugin, out) =>
      new Promise((resolve) => {
        const compiler = rspack({
          mode: 'production',
          context: dir,
          entry: './src/index.js',
          target: 'async-node',
          output: { path: path.join(dir, out), publicPath: 'http://127.0.0.1/', library: { type: 'commonjs-module' } },
          plugins: [plugin],
        });
        compiler.run((err, stats) => {
          const errors = stats?.toJson({ all: false, errors: true }).errors ?? [];
          const first = err ? firstLine(err) : errors.length ? firstLine(errors[0].message) : 'built';
          // Colour codes (CI=true turns Rspack's on) and the leading `×` are decoration, not the message.
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it removes
          compiler.close(() => resolve(first.replace(/\u001b\[[0-9;]*m/g, '').replace(/^\s*×\s*/, '')));
        });
      });
    const options = { name: 'server', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.js' } };
    try {
      results['node-plugin-rspack.node-federation-plugin'] = await build(
        new node.NodeFederationPlugin(options, {}),
        'a',
      );
      results['node-plugin-rspack.enhanced-rspack'] = await build(
        new ModuleFederationPlugin({
          ...options,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin', { paths: [base] })],
        }),
        'b',
      );
      results['node-plugin-rspack.files'] = fs
        .readdirSync(path.join(dir, 'b'))
        .filter((f) => f === 'remoteEntry.js')
        .join(', ');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },

  // Row 197 (core#4220): a page that keeps the old build's runtime and asks for a lazy chunk after a redeploy.
  // A webpack build for Node stands in for a producer's bundler runtime and its lazy chunk: the federation
  // runtime is not involved in loading that chunk. Version 2 moves a module the chunk needs into the entry
  // chunk; one module of the entry sets `this` at the top (what UMD and CommonJS files often do), which makes
  // webpack call module factories with `.call`.
  async 'stale-chunk'() {
    const fs = require('node:fs');
    const os = require('node:os');
    const webpack = from('webpack');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-rows-stale-'));
    const write = (v, file, text) => {
      fs.mkdirSync(path.join(dir, v), { recursive: true });
      fs.writeFileSync(path.join(dir, v, file), text);
    };
    for (const v of ['v1', 'v2']) {
      write(v, 'legacy.js', 'this.legacy = true;\nmodule.exports = this;\n');
      write(v, 'helper.js', "export const helper = () => 'helper';\n");
      write(v, 'lazy.js', `import { helper } from './helper.js';\nexport default () => 'lazy ${v} ' + helper();\n`);
      write(
        v,
        'index.js',
        `require('./legacy.js');\n${v === 'v2' ? "import { helper } from './helper.js';\nglobalThis.__labHelper = helper;\n" : ''}module.exports.run = () => import(/* webpackChunkName: "lazy" */ './lazy.js').then((m) => m.default());\n`,
      );
    }
    const build = (v, out, chunkFilename) =>
      new Promise((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: path.join(dir, v),
            entry: './index.js',
            target: 'node',
            output: { path: path.join(dir, out), chunkFilename, library: { type: 'commonjs2' } },
            optimization: { minimize: false },
          },
          (err, stats) =>
            err || stats.hasErrors() ? reject(err || new Error(stats.toString('errors-only'))) : resolve(),
        ),
      );
    /** Loads `deployed/main.js` of version 1, redeploys version 2 into the folder, then asks for the chunk. */
    const session = async (chunkFilename, keepOld) => {
      const tag = `${chunkFilename.includes('contenthash') ? 'hashed' : 'named'}-${keepOld}`;
      await build('v1', `${tag}-1`, chunkFilename);
      await build('v2', `${tag}-2`, chunkFilename);
      const deployed = path.join(dir, `${tag}-deployed`);
      fs.cpSync(path.join(dir, `${tag}-1`), deployed, { recursive: true });
      const page = require(path.join(deployed, 'main.js'));
      if (!keepOld) for (const f of fs.readdirSync(deployed)) fs.rmSync(path.join(deployed, f));
      fs.cpSync(path.join(dir, `${tag}-2`), deployed, { recursive: true });
      // Node's chunk loading `require`s the file synchronously, so a missing file throws inside `run()` itself.
      return Promise.resolve()
        .then(() => page.run())
        .then(
          (r) => `loads: ${r}`,
          (e) =>
            `${e.name}: ${firstLine(e)
              .replace(/[0-9a-f]{20}/g, '[hash]')
              .replace(deployed, '<deployed>')}`,
        );
    };
    try {
      results['stale-chunk.same-name'] = await session('[name].js', false);
      results['stale-chunk.hashed-kept'] = await session('[name].[contenthash].js', true);
      results['stale-chunk.hashed-removed'] = await session('[name].[contenthash].js', false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },

  // Row 106 (core#3762): which emitted files of a producer carry its `getPublicPath` code.
  async 'get-public-path-files'() {
    const fs = require('node:fs');
    const os = require('node:os');
    const { rspack } = await import(require.resolve('@rspack/core', { paths: [base] }));
    const { ModuleFederationPlugin } = from('@module-federation/enhanced/rspack');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-rows-gpp-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/Button.js'), 'export default () => "Button";\n');
    fs.writeFileSync(path.join(dir, 'src/index.js'), "import('./Button.js').then((m) => m.default());\n");
    try {
      await new Promise((resolve, reject) => {
        const compiler = rspack({
          mode: 'production',
          context: dir,
          entry: './src/index.js',
          output: { path: path.join(dir, 'dist'), publicPath: '/' },
          plugins: [
            new ModuleFederationPlugin({
              name: 'catalog',
              filename: 'remoteEntry.js',
              exposes: { './Button': './src/Button.js' },
              getPublicPath: "return window.__LAB_CDN__ + '/';",
            }),
          ],
        });
        compiler.run((err, stats) =>
          compiler.close(() => (err || stats.hasErrors() ? reject(err || new Error('build failed')) : resolve())),
        );
      });
      const files = fs.readdirSync(path.join(dir, 'dist')).sort();
      // Numeric chunk ids depend on module paths; they are written as [id].
      const shown = (f) => f.replace(/^\d+\.js$/, '[id].js');
      const has = files.filter((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('__LAB_CDN__'));
      results['get-public-path-files'] = `with the code: ${has.map(shown).join(', ')}; without: ${files
        .filter((f) => !has.includes(f))
        .map(shown)
        .join(', ')}`;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },

  // Rows 198, 201 (core#3119): `revalidate()` of `@module-federation/node` in a plain Node host (not
  // bundled) after the producer is redeployed at the same URL.
  async revalidate() {
    const runtime = from('@module-federation/runtime');
    const node = from('@module-federation/node/utils');
    let deployed = 'v1';
    let entryRequests = 0;
    const server = http.createServer((_req, res) => {
      entryRequests += 1;
      res.setHeader('content-type', 'application/javascript');
      res.end(`module.exports = { init() {}, get: async () => () => ({ default: () => 'Button ${deployed}' }) };\n`);
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const entry = `http://127.0.0.1:${server.address().port}/shop/remoteEntry.js`;
    const call = (mf) => mf.loadRemote('shop/Button').then((m) => m.default(), firstLine);
    const revalidate = () =>
      node.revalidate(fetch).then(
        (v) => String(v),
        (e) => `threw ${e.name}: ${firstLine(e)}`,
      );
    try {
      const mf = runtime.createInstance({ name: 'server_host', remotes: [{ name: 'shop', entry }] });
      const steps = [];
      steps.push(`load: ${await call(mf)}`);
      steps.push(`revalidate: ${await revalidate()}`);
      deployed = 'v2';
      steps.push(`redeploy v2, revalidate: ${await revalidate()}`);
      steps.push(`load: ${await call(mf)}`);
      results['revalidate.first'] = steps.join('; ');
      results['revalidate.instances-after'] =
        `__FEDERATION__.__INSTANCES__: ${globalThis.__FEDERATION__.__INSTANCES__.length}`;
      deployed = 'v3';
      const next = [`redeploy v3, revalidate: ${await revalidate()}`, `load: ${await call(mf)}`];
      results['revalidate.second'] = next.join('; ');
      // What does get the new code: a new instance (the old one's caches are left as they are).
      deployed = 'v4';
      const fresh = runtime.createInstance({ name: `server_host_${Date.now()}`, remotes: [{ name: 'shop', entry }] });
      results['revalidate.fresh-instance'] = `redeploy v4, new instance load: ${await call(fresh)}`;
      // `force` with the same URL: removeRemote clears the loaded entry only through the module cache that
      // performReload already emptied.
      mf.registerRemotes([{ name: 'shop', entry }], { force: true });
      results['revalidate.force-same-url'] = `registerRemotes with the same URL and force: ${await call(mf)}`;
      // A new entry URL (a query the server ignores) is a new cache key for the runtime's entry loading.
      mf.registerRemotes([{ name: 'shop', entry: `${entry}?v=4` }], { force: true });
      results['revalidate.new-url'] = `registerRemotes with ${'`?v=4`'} and force: ${await call(mf)}`;
      results['revalidate.entry-requests'] = String(entryRequests);
    } finally {
      server.close();
    }
  },
};

(async () => {
  const run = CASES[which];
  if (!run) {
    process.stdout.write(JSON.stringify({ __error: `no case ${which}` }));
    process.exit(0);
  }
  try {
    await run();
  } catch (e) {
    results[which] = `threw: ${firstLine(e)}`;
  }
  results.warnings = warnings.join(' | ');
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
})();
