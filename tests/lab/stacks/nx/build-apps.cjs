// @ts-check
/**
 * Runs inside the lab's Nx workspace (cwd = its root, NX_DAEMON=false): computes the project graph in
 * process, wraps each app's Rspack config in @nx/module-federation's withModuleFederation, builds both
 * apps with Rspack, and prints what the helper computed as one JSON line. Called by build.mjs.
 */
const fs = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
// Nx is installed in the lab's own cache (build.mjs), not in the project: loaded by name at run time.
/** @type {(id: string) => any} */
const fromLab = require;
const { createProjectGraphAsync } = fromLab('@nx/devkit');

/** module-federation.config.ts, transpiled the way Nx's TypeScript config loading would. @param {string} file */
function loadTs(file) {
  const { code } = rspack.experiments.swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const m = { exports: /** @type {any} */ ({}) };
  new Function('module', 'exports', 'require', code)(m, m.exports, require);
  return m.exports.default ?? m.exports;
}

/** @param {string} app @param {string} outDir */
const baseConfig = (app, outDir) => ({
  mode: /** @type {const} */ ('production'),
  context: process.cwd(),
  entry: `./apps/${app}/src/main.ts`,
  devtool: false,
  // what Nx's own Rspack plugin sets: workspace libraries resolve through tsconfig.base.json's paths
  resolve: { extensions: ['.tsx', '.ts', '.js'], tsConfig: path.resolve('tsconfig.base.json') },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        },
        type: 'javascript/auto',
      },
    ],
  },
  output: { path: outDir, clean: true },
  optimization: { minimize: false },
  plugins: /** @type {any[]} */ ([]),
});

(async () => {
  const outRoot = process.argv[2] ?? 'dist';
  const graph = await createProjectGraphAsync({ exitOnError: true });
  const { withModuleFederation } = fromLab('@nx/module-federation/rspack');
  /** @type {Record<string, any>} */
  const report = {
    projects: Object.keys(graph.nodes).sort(),
    npmNodes: Object.keys(graph.externalNodes ?? {}).length,
    dependencies: Object.fromEntries(
      ['host', 'remote'].map((p) => [
        p,
        (graph.dependencies[p] ?? []).map((/** @type {{ target: string }} */ d) => d.target).sort(),
      ]),
    ),
  };
  for (const app of ['remote', 'host']) {
    const mf = loadTs(`apps/${app}/module-federation.config.ts`);
    const make = await withModuleFederation(mf, { dts: false });
    const config = make(baseConfig(app, path.join(outRoot, app)), { context: {} });
    const plugin = config.plugins.find((/** @type {any} */ p) => p?.constructor?.name === 'ModuleFederationPlugin');
    const stats = await new Promise((res, rej) =>
      rspack.rspack(config, (e, s) => (e ? rej(e) : res(/** @type {any} */ (s)))),
    );
    const json = stats.toJson({ all: false, errors: true, warnings: true });
    report[app] = {
      plugin: {
        name: plugin._options.name,
        filename: plugin._options.filename,
        exposes: plugin._options.exposes,
        remotes: plugin._options.remotes,
        shared: plugin._options.shared,
        dts: plugin._options.dts,
      },
      otherPlugins: config.plugins
        .filter((/** @type {any} */ p) => p !== plugin)
        .map((/** @type {any} */ p) => p?.constructor?.name),
      output: { uniqueName: config.output.uniqueName, publicPath: config.output.publicPath },
      errors: json.errors.map((/** @type {any} */ e) => e.message.split('\n')[0]),
      warnings: json.warnings.length,
      emitted: fs.existsSync(path.join(outRoot, app)) ? fs.readdirSync(path.join(outRoot, app)).sort() : [],
    };
  }
  // The remote again with the runtime chunk @nx/rspack's app plugin asks for (`runtimeChunk: true` becomes
  // `{ name: 'runtime' }`), which @nx/module-federation 21.0.0 and 21.1.x left in place for a production build
  // (21.2.0 and later set `runtimeChunk: false` outside the dev server): where remoteEntry.js's bootstrap goes.
  {
    const mf = loadTs('apps/remote/module-federation.config.ts');
    const make = await withModuleFederation(mf, { dts: false });
    const outDir = path.join(outRoot, 'remote-runtime-chunk');
    const config = make(baseConfig('remote', outDir), { context: {} });
    const helperSet = config.optimization.runtimeChunk;
    config.optimization.runtimeChunk = { name: 'runtime' };
    const stats = await new Promise((res, rej) =>
      rspack.rspack(config, (e, s) => (e ? rej(e) : res(/** @type {any} */ (s)))),
    );
    const entry = fs.readFileSync(path.join(outDir, 'remoteEntry.js'), 'utf8');
    report.runtimeChunk = {
      helperSet,
      errors: stats.toJson({ all: false, errors: true }).errors.length,
      emitted: fs
        .readdirSync(outDir)
        .filter((f) => f.endsWith('.js') && !/^\d/.test(f))
        .sort(),
      remoteEntryStartsWith: entry.trimStart().slice(0, 60),
    };
  }
  // The remote's config again with additionalShared in its two forms: what each puts into `shared`.
  const remoteMf = loadTs('apps/remote/module-federation.config.ts');
  /** @type {Record<string, any>} */
  const additional = {};
  for (const [label, extra] of /** @type {const} */ ([
    ['strings', ['react', 'react/jsx-runtime']],
    ['tuple', ['react', ['react/jsx-runtime', { singleton: true, requiredVersion: '19.3.1' }]]],
  ])) {
    try {
      const make = await withModuleFederation({ ...remoteMf, additionalShared: extra }, { dts: false });
      const config = make(baseConfig('remote', path.join(outRoot, 'unused')), { context: {} });
      const plugin = config.plugins.find((/** @type {any} */ p) => p?.constructor?.name === 'ModuleFederationPlugin');
      additional[label] = Object.fromEntries(
        Object.entries(plugin._options.shared).filter(([k]) => k === 'react' || k.startsWith('react/')),
      );
    } catch (e) {
      additional[label] = {
        error: `${/** @type {any} */ (e).code}: ${String(/** @type {any} */ (e).message).split(' in /')[0]}`,
      };
    }
  }
  report.additionalShared = additional;
  // The host's config with shareStrategy in withModuleFederation's second argument: what reaches the plugin.
  {
    const make = await withModuleFederation(loadTs('apps/host/module-federation.config.ts'), {
      dts: false,
      shareStrategy: 'loaded-first',
    });
    const config = make(baseConfig('host', path.join(outRoot, 'unused')), { context: {} });
    const plugin = config.plugins.find((/** @type {any} */ p) => p?.constructor?.name === 'ModuleFederationPlugin');
    report.shareStrategy = plugin._options.shareStrategy;
  }
  // A host with two remotes and no `exposes` in development (what `nx serve` builds), and the same with
  // `exposes: {}`: the runtimeChunk withModuleFederation leaves (read by /guide/framework/nx#failed-to-load-module-script).
  {
    const hostMf = loadTs('apps/host/module-federation.config.ts');
    /** @type {Record<string, any>} */
    const devRuntimeChunk = {};
    for (const [label, extra] of /** @type {const} */ ([
      ['noExposes', {}],
      ['emptyExposes', { exposes: {} }],
    ])) {
      const make = await withModuleFederation(
        {
          ...hostMf,
          ...extra,
          remotes: [
            ['header', 'http://localhost:4201/remoteEntry.js'],
            ['footer', 'http://localhost:4202/remoteEntry.js'],
          ],
        },
        { dts: false },
      );
      const config = make(
        { ...baseConfig('host', path.join(outRoot, 'unused')), mode: 'development' },
        { context: {} },
      );
      devRuntimeChunk[label] = config.optimization.runtimeChunk;
    }
    report.devRuntimeChunk = devRuntimeChunk;
    // The lab's host built in development with that runtime chunk: build.mjs loads it in Chromium.
    const make = await withModuleFederation(hostMf, { dts: false });
    const outDir = path.join(outRoot, 'host-dev-single');
    const config = make({ ...baseConfig('host', outDir), mode: 'development' }, { context: {} });
    config.optimization.runtimeChunk = devRuntimeChunk.noExposes;
    const stats = await new Promise((res, rej) =>
      rspack.rspack(config, (e, s) => (e ? rej(e) : res(/** @type {any} */ (s)))),
    );
    report.devRuntimeChunk.build = {
      errors: stats.toJson({ all: false, errors: true }).errors.length,
      emitted: ['main.js', 'runtime.js'].filter((f) => fs.existsSync(path.join(outDir, f))),
    };
  }
  console.log(JSON.stringify(report));
})().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(1);
});
