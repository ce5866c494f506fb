// Rspack builds for the facts of the guide/advanced pages (ids `adv.manifest.`, `adv.size.`, `adv.ts.` in
// config/facts/behaviour/advanced.ts): the manifest and stats files of one producer, the bytes each
// runtime switch saves (minified and gzip, Node's zlib at its default level), and what a tree-shaken
// shared package records. Builds go into a temporary folder and resolve packages from this repository's
// node_modules; nothing is fetched. Each build runs once per test process (memoised).

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRsbuild } from '@rsbuild/core';
import { type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';

type MfOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type Json = Record<string, unknown>;

const NODE_MODULES = path.resolve('node_modules');

/**
 * A scratch project below the checkout's node_modules: the bytes of a build name its packages by their path
 * relative to the project, which is then the same in every checkout (a folder in the system's temp dir made the
 * sizes depend on where the repository was cloned).
 */
function project(files: Record<string, string>): string {
  const scratch = path.join(NODE_MODULES, '.cache', 'mf-advanced');
  mkdirSync(scratch, { recursive: true });
  // No "type": the checkout's own package.json says "module", which would make every .js file strict ESM.
  writeFileSync(path.join(scratch, 'package.json'), '{}\n');
  // Named by its files, not at random: module ids hash the path, and their length changes the bytes.
  const dir = path.join(scratch, createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= make();
    return promise;
  };
}

/** One production build of `dir/<entry>` into `dir/<out>`, with the console silenced (the plugins log progress). */
async function build(
  dir: string,
  out: string,
  entry: string,
  plugins: RspackPluginInstance[],
  extra: Partial<Configuration> = {},
) {
  const saved = { log: console.log, warn: console.warn, info: console.info };
  console.log = console.warn = console.info = () => {};
  try {
    const compiler = rspack({
      mode: 'production',
      devtool: false,
      context: dir,
      entry,
      infrastructureLogging: { level: 'none' },
      output: { path: path.join(dir, out), publicPath: 'auto' },
      resolve: { modules: [NODE_MODULES] },
      plugins,
      ...extra,
    });
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
      compiler.run((error, result) => {
        if (error || !result) reject(error ?? new Error('no stats'));
        else compiler.close(() => resolve(result));
      }),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  } finally {
    Object.assign(console, saved);
  }
  return path.join(dir, out);
}

const mf = (options: MfOptions) => new ModuleFederationPlugin({ dts: false, ...options });

/** Minified and gzip bytes of the `.js` files directly in `root` (or of one of them). */
function bytes(root: string, only?: string): { raw: number; gzip: number } {
  const files = readdirSync(root).filter((f) => f.endsWith('.js') && (!only || f === only));
  return files.reduce(
    (sum, f) => {
      const content = readFileSync(path.join(root, f));
      return { raw: sum.raw + content.length, gzip: sum.gzip + gzipSync(content).length };
    },
    { raw: 0, gzip: 0 },
  );
}

// Byte counts move by a few with the folder a project is built in (module ids hash its path): the
// facts give kilobytes to one decimal, and savings under 0.1 KB as such.
export const kb = (n: number) => (Math.abs(n) < 103 ? 'under 0.1 KB' : `${(n / 1024).toFixed(1)} KB`);

// ---------------------------------------------------------------------------------------------
// mf-manifest.json and mf-stats.json of `shop`: one expose, react as a singleton, lodash-es tree-shaken,
// a manifest remote and a remote written as name@version; once with manifest: true, once with
// disableAssetsAnalyze.

export const manifestBuild = once(async () => {
  const dir = project({
    'package.json': JSON.stringify({ name: 'shop-app', version: '3.4.5' }),
    'index.js': "import('./app');",
    'app.js':
      "import React from 'react';\nimport { debounce } from 'lodash-es';\nimport('catalog/Card');\nimport('legacy/Old');\nconsole.log(React, debounce);",
    'Button.js': "import React from 'react';\nexport default () => React.createElement('button');",
  });
  const options: MfOptions = {
    name: 'shop',
    filename: 'remoteEntry.js',
    exposes: { './Button': './Button.js' },
    remotes: { catalog: 'catalog@http://127.0.0.1:9/mf-manifest.json', legacy: 'legacy@1.2.0' },
    shared: { react: { singleton: true }, 'lodash-es': { treeShaking: { mode: 'runtime-infer' } } },
  };
  const read = (root: string, name: string) => JSON.parse(readFileSync(path.join(root, name), 'utf8')) as Json;
  const full = await build(dir, 'full', './index.js', [mf({ ...options, manifest: true })]);
  const light = await build(dir, 'light', './index.js', [mf({ ...options, manifest: { disableAssetsAnalyze: true } })]);
  return {
    manifest: read(full, 'mf-manifest.json'),
    stats: read(full, 'mf-stats.json'),
    light: read(light, 'mf-manifest.json'),
  };
});

// ---------------------------------------------------------------------------------------------
// ssrRemoteEntry: the Rsbuild plugin with `target: 'dual'`, as Rslib runs it (callerName `rslib`, the
// plugin global, one `mf` environment); and the same option under plain Rsbuild.

const dualBuild = async (callerName: 'rslib' | 'rsbuild') => {
  const dir = project({ 'package.json': JSON.stringify({ name: 'catalog-app', version: '1.0.0' }) });
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'index.js'), "import('./Card.js');\n");
  writeFileSync(path.join(dir, 'src', 'Card.js'), "export default 'card';\n");
  const rsbuild = await createRsbuild({
    cwd: dir,
    callerName,
    rsbuildConfig: {
      mode: 'production',
      logLevel: 'silent',
      environments: { mf: {} },
      tools: { rspack: { resolve: { modules: [NODE_MODULES] } } },
      plugins: [
        pluginModuleFederation(
          { name: 'catalog', exposes: { './Card': './src/Card.js' }, dts: false },
          { target: 'dual' },
        ),
      ],
    },
  });
  const saved = { log: console.log, warn: console.warn, info: console.info };
  console.log = console.warn = console.info = () => {};
  try {
    await rsbuild.build();
  } catch (error) {
    return { error: String((error as Error).message).split('\n')[0] ?? '', metaData: undefined };
  } finally {
    Object.assign(console, saved);
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as { metaData: Json };
  return { error: undefined, metaData: manifest.metaData };
};

export const ssrBuilds = once(async () => ({ rslib: await dualBuild('rslib'), rsbuild: await dualBuild('rsbuild') }));

// ---------------------------------------------------------------------------------------------
// Runtime size: a consumer that loads one remote and shares nothing, a producer that exposes one
// module and loads nothing, each built with the plugin and each switch; a project that bundles
// @module-federation/runtime itself, built without the plugin, with the constants defined or not.

const OPT = {
  none: {},
  web: { target: 'web' },
  snapshot: { disableSnapshot: true },
  remote: { disableRemote: true },
  shared: { disableShared: true },
  consumerAll: { target: 'web', disableShared: true, disableSnapshot: true },
  producerAll: { target: 'web', disableRemote: true, disableShared: true, disableSnapshot: true },
} as const;

const CONSTANTS = {
  FEDERATION_OPTIMIZE_NO_REMOTE: true,
  FEDERATION_OPTIMIZE_NO_SHARED: true,
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_HAS_EXPOSES: false,
} as const;
type Constant = keyof typeof CONSTANTS;

export const sizeBuilds = once(async () => {
  const dir = project({
    'consumer.js': "import('./app');",
    'app.js': "import('catalog/Card').then(console.log);",
    'producer.js': "import('./Clock');",
    'Clock.js': "export default () => 'clock';",
    'solo.js': [
      "import { createInstance } from '@module-federation/runtime';",
      "const instance = createInstance({ name: 'solo', remotes: [] });",
      "instance.loadRemote('x/y').then(() => console.log('loaded'), (e) => console.log(e.message.split('\\n')[0]));",
      '',
    ].join('\n'),
  });
  const consumer = async (key: keyof typeof OPT) => {
    const plugin = mf({
      name: 'shell',
      manifest: false,
      remotes: { catalog: 'catalog@http://127.0.0.1:9/remoteEntry.js' },
      experiments: { optimization: OPT[key] },
    });
    return bytes(await build(dir, `consumer-${key}`, './consumer.js', [plugin]));
  };
  const producer = async (key: keyof typeof OPT, externalRuntime = false) => {
    const plugin = mf({
      name: 'widgets',
      filename: 'remoteEntry.js',
      manifest: false,
      exposes: { './Clock': './Clock.js' },
      experiments: { optimization: OPT[key], externalRuntime },
    });
    return bytes(await build(dir, `producer-${key}-${externalRuntime}`, './producer.js', [plugin]), 'remoteEntry.js');
  };
  const solo = async (defined: Constant[] | 'none') => {
    const names = defined === 'none' ? [] : defined;
    const values = Object.fromEntries(names.map((n) => [n, JSON.stringify(CONSTANTS[n])]));
    const plugins = names.length ? [new rspack.DefinePlugin(values)] : [];
    const root = await build(dir, `solo-${names.join('-') || 'none'}`, './solo.js', plugins, { target: 'node' });
    const printed = execFileSync(process.execPath, [path.join(root, 'main.js')], { encoding: 'utf8', timeout: 20_000 });
    return { ...bytes(root), printed: printed.trim().split('\n').pop() ?? '' };
  };
  const all = Object.keys(CONSTANTS) as Constant[];
  return {
    consumer: {
      none: await consumer('none'),
      web: await consumer('web'),
      snapshot: await consumer('snapshot'),
      shared: await consumer('shared'),
      all: await consumer('consumerAll'),
    },
    producer: {
      none: await producer('none'),
      remote: await producer('remote'),
      shared: await producer('shared'),
      all: await producer('producerAll'),
      external: await producer('none', true),
    },
    solo: {
      none: await solo('none'),
      remote: await solo(['FEDERATION_OPTIMIZE_NO_REMOTE']),
      shared: await solo(['FEDERATION_OPTIMIZE_NO_SHARED']),
      snapshot: await solo(['FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN']),
      all: await solo(all),
    },
  };
});

// ---------------------------------------------------------------------------------------------
// Shared tree shaking: server-calc with and without injectTreeShakingUsedExports, a CommonJS package,
// and an eager package.

export const treeShakingBuilds = once(async () => {
  const dir = project({
    'index.js': "import('./app');",
    'app.js':
      "import { debounce } from 'lodash-es';\nimport { isValidElementType } from 'react-is';\nconsole.log(debounce, isValidElementType);",
    'eager.js': "import { debounce } from 'lodash-es';\nconsole.log(debounce);",
  });
  const look = (root: string) => {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
    const js = files
      .filter((f) => f.endsWith('.js') && !f.includes('/'))
      .map((f) => readFileSync(path.join(root, f), 'utf8'))
      .join('\n');
    const stats = JSON.parse(readFileSync(path.join(root, 'mf-stats.json'), 'utf8')) as { shared: Json[] };
    const used = Object.fromEntries(stats.shared.map((s) => [String(s.name), s.usedExports]));
    return {
      injected: /\.usedExports=(\{[^}]*\})/.exec(js)?.[1] ?? 'absent',
      used,
      files: files.filter((f) => f.endsWith('.js')).sort(),
      gzip: bytes(root).gzip,
    };
  };
  const shared = {
    'lodash-es': { treeShaking: { mode: 'server-calc' as const } },
    'react-is': { treeShaking: { mode: 'server-calc' as const } },
  };
  const serverCalc = look(
    await build(dir, 'server-calc', './index.js', [mf({ name: 'shell', manifest: true, shared })]),
  );
  const noInject = look(
    await build(dir, 'no-inject', './index.js', [
      mf({ name: 'shell', manifest: true, shared, injectTreeShakingUsedExports: false }),
    ]),
  );
  const eagerShared = { 'lodash-es': { eager: true, treeShaking: { mode: 'runtime-infer' as const } } };
  const eager = look(
    await build(dir, 'eager', './eager.js', [mf({ name: 'shell', manifest: true, shared: eagerShared })]),
  );
  // treeShakingSharedPlugins: a CommonJS plugin class (what `new (require(p))()` needs) that records each
  // compiler it is applied to; then the `name@version` form, which that require cannot resolve.
  const marker = path.join(dir, 'plugin-runs.txt');
  writeFileSync(
    path.join(dir, 'externals-plugin.cjs'),
    `const fs = require('node:fs');\nmodule.exports = class ExternalsPlugin {\n  apply(compiler) {\n    fs.appendFileSync(${JSON.stringify(marker)}, compiler.options.output.path + '\\n');\n  }\n};\n`,
  );
  const pluginPath = path.join(dir, 'externals-plugin.cjs');
  const lodashOnly = { 'lodash-es': { treeShaking: { mode: 'server-calc' as const } } };
  const withPlugin = await build(dir, 'with-plugin', './index.js', [
    mf({ name: 'shell', manifest: true, shared: lodashOnly, treeShakingSharedPlugins: [pluginPath] }),
  ]);
  const runs = readFileSync(marker, 'utf8')
    .trim()
    .split('\n')
    .map((p) => path.relative(withPlugin, p).split(path.sep).join('/') || '.');
  const pluginStats = JSON.parse(readFileSync(path.join(withPlugin, 'mf-stats.json'), 'utf8')) as { metaData: Json };
  let versioned = 'built';
  try {
    await build(dir, 'versioned', './index.js', [
      mf({ name: 'shell', manifest: true, shared: lodashOnly, treeShakingSharedPlugins: ['my-build-plugin@0.0.2'] }),
    ]);
  } catch (error) {
    versioned = String((error as Error).message).split('\n')[0] ?? '';
  }
  return {
    serverCalc,
    noInject,
    eager,
    plugin: { runs, buildInfo: (pluginStats.metaData.buildInfo as Json).plugins, versioned, pluginPath },
  };
});
