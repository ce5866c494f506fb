// Runs the installed bundler, build plugins and runtime for the behaviour facts of the sharing,
// share-scope, tree-shaking, reference and Rsbuild sections (ids `shared.`, `scope.`, `treeshake.`,
// `ref.`, `rsbuild.` in config/facts/behaviour/depth.ts). Builds go into a temporary folder and
// resolve packages from this repository's node_modules; nothing is fetched from the network. Each
// build runs once per test process (the results are memoised), however many facts read it.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createInstance } from '@module-federation/runtime';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { type Configuration, rspack, type Stats } from '@rspack/core';

type MfOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const NODE_MODULES = path.resolve('node_modules');

/** A temporary project folder holding `files`. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-facts-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/** One Rspack build of `dir/index.js` with the enhanced plugin, into `dir/<out>`, with the console silenced. */
async function build(
  dir: string,
  out: string,
  mf: MfOptions,
  mode: 'development' | 'production',
  extra: Partial<Configuration> = {},
): Promise<Stats> {
  return quietly(async () => {
    const config: Configuration = {
      mode,
      devtool: false,
      context: dir,
      entry: './index.js',
      infrastructureLogging: { level: 'none' },
      output: { path: path.join(dir, out), publicPath: 'auto' },
      resolve: { modules: [NODE_MODULES] },
      plugins: [new ModuleFederationPlugin({ dts: false, ...mf })],
      ...extra,
    };
    const compiler = rspack(config);
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => {
        if (error || !result) reject(error ?? new Error('no stats'));
        else compiler.close(() => resolve(result));
      }),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    return stats;
  });
}

/** The options of a producer `shop` that exposes `./Button` from a remoteEntry.js of the given library type. */
const shopProducer = (library: string): MfOptions => ({
  name: 'shop',
  filename: 'remoteEntry.js',
  library: { type: library },
  exposes: { './Button': './Button.js' },
  manifest: false,
});

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= make();
    return promise;
  };
}

/** Runs `run` with the console silenced (the plugins log progress and advice). */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, warn: console.warn, info: console.info };
  console.log = console.warn = console.info = () => {};
  try {
    return await run();
  } finally {
    Object.assign(console, saved);
  }
}

// ---------------------------------------------------------------------------------------------
// Subpaths: which share keys an app that imports react-dom/client and react/jsx-runtime consumes.

const subpathKeys = once(async () => {
  const dir = project({
    'index.js': "import('./app');",
    'app.js':
      "import { createRoot } from 'react-dom/client';\nimport { jsx } from 'react/jsx-runtime';\nconsole.log(createRoot, jsx);",
  });
  const consumed = async (out: string, shared: MfOptions['shared']) => {
    const stats = await build(dir, out, { name: 'shell', manifest: false, shared }, 'development');
    const names = (stats.toJson({ all: false, modules: true }).modules ?? []).map((m) => m.name ?? '');
    const keys = names.flatMap((n) => /^consume shared module \([^)]*\) (\S+?)@/.exec(n)?.[1] ?? []);
    return [...new Set(keys)].sort().join(', ');
  };
  return {
    exact: await consumed('exact', { react: { singleton: true }, 'react-dom': { singleton: true } }),
    prefix: await consumed('prefix', {
      react: { singleton: true },
      'react/': { singleton: true },
      'react-dom': { singleton: true },
      'react-dom/': { singleton: true },
    }),
  };
});

export const sharedExactKeyConsumes = async () => (await subpathKeys()).exact;
export const sharedPrefixKeyConsumes = async () => (await subpathKeys()).prefix;

// ---------------------------------------------------------------------------------------------
// Share scopes: a host and a producer, both real runtime instances. The producer's container is the
// bundler runtime's own initContainerEntry, so the way it binds the scope the host hands over is
// the real one; only the fetch of remoteEntry.js is replaced (a loadEntry hook returns the container).

interface ScopeCase {
  /** `remotes[x].shareScope` on the host; unset means the host's default. */
  hostRemoteScope?: string | string[];
  /** The producer's top-level `shareScope` (the container's scope). */
  producerScope?: string | string[];
  /** The producer's `shared.react.shareScope`. */
  producerSharedScope?: string;
}

let scopeRun = 0;
async function shareScopeCase(c: ScopeCase): Promise<{ used: string; handedOver: string }> {
  scopeRun += 1;
  const producerName = `scope_producer_${scopeRun}`;
  const producerScope = c.producerScope ?? 'default';
  const producer = createInstance({
    name: producerName,
    remotes: [],
    shared: {
      react: {
        version: '19.0.0',
        lib: () => ({ from: 'producer', version: '19.0.0' }),
        scope: c.producerSharedScope ?? (typeof producerScope === 'string' ? producerScope : producerScope[0]),
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
      },
    },
  });
  const { bundlerRuntime } = bundlerRuntimePackage;
  if (!bundlerRuntime) throw new Error('@module-federation/webpack-bundler-runtime exports no bundlerRuntime');
  // The parts of __webpack_require__ that initContainerEntry reads.
  const webpackRequire = {
    S: {},
    federation: { instance: producer, initOptions: { name: producerName } },
    I: (name: string, initScope?: unknown) =>
      Promise.all(producer.initializeSharing(name, { initScope: initScope as never })),
  };
  let handedOver = '';
  const container = {
    init: (shareScope: Record<string, unknown>, initScope: unknown, remoteEntryInitOptions: unknown) => {
      handedOver = JSON.stringify(Object.keys(shareScope ?? {}));
      return bundlerRuntime.initContainerEntry({
        webpackRequire: webpackRequire as never,
        shareScope: shareScope as never,
        initScope: initScope as never,
        remoteEntryInitOptions: remoteEntryInitOptions as never,
        shareScopeKey: producerScope,
      });
    },
    get: async () => async () => {
      const factory = await producer.loadShare<{ from: string; version: string }>('react');
      return factory ? factory() : undefined;
    },
  };
  const host = createInstance({
    name: `scope_host_${scopeRun}`,
    remotes: [
      {
        name: producerName,
        entry: `http://127.0.0.1:9/${producerName}/remoteEntry.js`,
        ...(c.hostRemoteScope ? { shareScope: c.hostRemoteScope } : {}),
      },
    ],
    shared: {
      react: {
        version: '19.1.0',
        lib: () => ({ from: 'host', version: '19.1.0' }),
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
      },
    },
    plugins: [{ name: 'entry-from-memory', loadEntry: () => container as never }],
  });
  await Promise.all(host.initializeSharing('default'));
  const react = await host.loadRemote<{ from: string; version: string }>(`${producerName}/Widget`);
  return { used: react ? `react@${react.version} from ${react.from}` : 'nothing', handedOver };
}

export const scopeSameScope = async () => (await shareScopeCase({})).used;
export const scopeHostPicksOtherScope = async () => (await shareScopeCase({ hostRemoteScope: 'legacy' })).used;
export const scopeMissingScopeHandedOver = async () => (await shareScopeCase({ hostRemoteScope: 'legacy' })).handedOver;
export const scopeProducerNameOnly = async () => (await shareScopeCase({ producerScope: 'legacy' })).used;
export const scopeSharedOutsideContainerScope = async () => (await shareScopeCase({ producerSharedScope: 'ui' })).used;

// ---------------------------------------------------------------------------------------------
// Shared tree shaking: an app that uses one export of lodash-es, shared with treeShaking on.

const treeShakingBuilds = once(async () => {
  const dir = project({
    'index.js': "import('./app');",
    'app.js': "import { debounce } from 'lodash-es';\nconsole.log(debounce);",
  });
  const run = async (out: string, extra: Partial<MfOptions>) => {
    await build(
      dir,
      out,
      { name: 'shell', shared: { 'lodash-es': { treeShaking: { mode: 'runtime-infer' } } }, ...extra },
      'production',
    );
    const root = path.join(dir, out);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
    const js = files
      .filter((f) => f.endsWith('.js') && !f.includes('/'))
      .map((f) => readFileSync(path.join(root, f), 'utf8'))
      .join('\n');
    const injected = /\.usedExports=(\{[^}]*\})/.exec(js)?.[1] ?? 'absent';
    const fallback = files.filter((f) => f.endsWith('.js') && f.includes('/')).sort();
    const fallbackBytes = fallback.reduce((sum, f) => sum + readFileSync(path.join(root, f)).length, 0);
    return { injected, fallback, fallbackBytes };
  };
  return {
    unset: await run('unset', {}),
    off: await run('off', { injectTreeShakingUsedExports: false, treeShakingDir: 'shared-fallbacks' }),
  };
});

export const treeshakeInjectDefault = async () => (await treeShakingBuilds()).unset.injected;
export const treeshakeInjectFalse = async () => (await treeShakingBuilds()).off.injected;
export const treeshakeFallbackFile = async () => (await treeShakingBuilds()).unset.fallback.join(', ');
// In KB to one decimal: the byte count moves by a few with the folder the project is built in (module
// ids hash its path), 83,583 bytes in one clone and 83,585 in another.
export const treeshakeFallbackBytes = async () =>
  `${((await treeShakingBuilds()).unset.fallbackBytes / 1024).toFixed(1)} KB`;
export const treeshakeDirIgnoredByRspack = async () =>
  (await treeShakingBuilds()).off.fallback.map((f) => f.split('/')[0]).join(', ');

/** The tree-shaking mode the runtime gives a shared entry that sets none. */
export async function treeshakeRuntimeModeDefault(): Promise<string> {
  const instance = createInstance({
    name: 'treeshake_mode_default',
    remotes: [],
    shared: { 'lodash-es': { version: '4.18.1', lib: () => ({}), treeShaking: {} } },
  });
  const [entry] = instance.options.shared['lodash-es'] ?? [];
  return String(entry?.treeShaking?.mode);
}

let selectionRun = 0;

type TreeShaking = { mode?: 'server-calc' | 'runtime-infer'; status?: number; usedExports?: string[] };

/**
 * An instance `name` that registers lodash-es `version` with a full and a trimmed copy; each copy is the
 * text `<owner>full copy` or `<owner>trimmed copy`.
 */
function lodashWithTrimmedCopy(name: string, version: string, owner: string, treeShaking: TreeShaking) {
  return createInstance({
    name,
    remotes: [],
    shared: {
      'lodash-es': {
        version,
        get: async () => () => `${owner}full copy`,
        treeShaking: { get: async () => () => `${owner}trimmed copy`, ...treeShaking },
      },
    },
  });
}

/** Which copy loadShare returns when one instance registers a package with a full and a trimmed copy. */
async function selectedCopy(treeShaking: TreeShaking): Promise<string> {
  selectionRun += 1;
  const instance = lodashWithTrimmedCopy(`treeshake_select_${selectionRun}`, '4.18.1', '', {
    usedExports: ['debounce'],
    ...treeShaking,
  });
  const factory = await instance.loadShare<string>('lodash-es');
  return factory ? String(factory()) : 'nothing';
}

export const treeshakeSelectRuntimeInfer = () => selectedCopy({ mode: 'runtime-infer' });
export const treeshakeSelectServerCalc = () => selectedCopy({ mode: 'server-calc' });
/** TreeShakingStatus.CALCULATED (2 in @module-federation/sdk) is what a deployment service sets. */
export const treeshakeSelectServerCalcCalculated = () => selectedCopy({ mode: 'server-calc', status: 2 });

/**
 * A host registers a trimmed lodash-es that keeps only `debounce`; a producer that declares it needs
 * `debounce` and `throttle` joins the host's scope and loads the package.
 */
export async function treeshakeSelectMissingExport(): Promise<string> {
  selectionRun += 1;
  const host = lodashWithTrimmedCopy(`treeshake_host_${selectionRun}`, '4.18.1', "host's ", {
    mode: 'runtime-infer',
    usedExports: ['debounce'],
  });
  await Promise.all(host.initializeSharing('default'));
  const producer = lodashWithTrimmedCopy(`treeshake_producer_${selectionRun}`, '4.17.0', "producer's ", {
    mode: 'runtime-infer',
    usedExports: ['debounce', 'throttle'],
  });
  const scope = host.shareScopeMap.default;
  if (!scope) throw new Error('the host has no default scope');
  producer.initShareScopeMap('default', scope);
  const factory = await producer.loadShare<string>('lodash-es');
  return factory ? String(factory()) : 'nothing';
}

/** Minified JavaScript bytes of a consumer that loads one remote, per `experiments.optimization`. */
const runtimeSizes = once(async () => {
  const dir = project({
    'index.js': "import('./app');",
    'app.js': "import('catalog/Card').then(console.log);",
  });
  const size = async (out: string, optimization: NonNullable<MfOptions['experiments']>['optimization']) => {
    await build(
      dir,
      out,
      {
        name: 'shell',
        manifest: false,
        remotes: { catalog: 'catalog@http://127.0.0.1:9/remoteEntry.js' },
        experiments: { optimization },
      },
      'production',
    );
    const root = path.join(dir, out);
    return readdirSync(root)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + readFileSync(path.join(root, f)).length, 0);
  };
  const base = await size('base', {});
  return {
    base,
    noSnapshot: base - (await size('no-snapshot', { disableSnapshot: true })),
    web: base - (await size('web', { target: 'web' })),
  };
});

// Rounded to the kilobyte: the exact count moves by a few dozen bytes with the build folder's path.
export const treeshakeBytesBaseline = async () => `${Math.round((await runtimeSizes()).base / 1024)} KB`;
export const treeshakeBytesNoSnapshot = async () => `${(await runtimeSizes()).noSnapshot} bytes`;
export const treeshakeBytesTargetWeb = async () => `${(await runtimeSizes()).web} bytes`;

// ---------------------------------------------------------------------------------------------
// The manifest and stats files of a producer that exposes one module, shares React and uses a remote.

const manifestFiles = once(async () => {
  const dir = project({
    'index.js': "import('./app');",
    'app.js': "import React from 'react';\nimport('catalog/Card');\nconsole.log(React);",
    'Button.js': "import React from 'react';\nexport default () => React.createElement('button');",
  });
  await build(
    dir,
    'dist',
    {
      name: 'shop',
      filename: 'remoteEntry.js',
      exposes: { './Button': './Button.js' },
      remotes: { catalog: 'catalog@http://127.0.0.1:9/mf-manifest.json' },
      shared: { react: { singleton: true } },
    },
    'production',
  );
  const read = (name: string) => JSON.parse(readFileSync(path.join(dir, 'dist', name), 'utf8'));
  return { manifest: read('mf-manifest.json'), stats: read('mf-stats.json') };
});

const keysOf = (value: unknown) => Object.keys(value as object).join(', ');

export const refManifestTopLevel = async () => keysOf((await manifestFiles()).manifest);
export const refManifestMetaData = async () => keysOf((await manifestFiles()).manifest.metaData);
export const refManifestShared = async () => keysOf((await manifestFiles()).manifest.shared[0]);
export const refManifestExposes = async () => keysOf((await manifestFiles()).manifest.exposes[0]);
export const refManifestRemotes = async () => keysOf((await manifestFiles()).manifest.remotes[0]);
export const refStatsShared = async () => keysOf((await manifestFiles()).stats.shared[0]);
export const refStatsExposes = async () => keysOf((await manifestFiles()).stats.exposes[0]);
export const refStatsRemotes = async () => keysOf((await manifestFiles()).stats.remotes[0]);

/**
 * What the webpack plugin's option check (the schema validation the plugin runs in its constructor)
 * says about the former name of allowNodeModulesSuffixMatch, called directly: it is what the
 * constructor runs, before any compiler exists.
 */
export async function refFormerSuffixName(): Promise<string> {
  const require = createRequire(import.meta.url);
  const check = require(
    path.join(NODE_MODULES, '@module-federation/enhanced/dist/src/schemas/container/ModuleFederationPlugin.check.js'),
  ) as { validate: ((options: unknown) => boolean) & { errors?: { params: Record<string, unknown> }[] | null } };
  const result = (shared: object) => {
    const ok = check.validate({ name: 'shell', shared: { react: shared } });
    const unknown = (check.validate.errors ?? []).flatMap((e) =>
      e.params.additionalProperty ? [e.params.additionalProperty] : [],
    );
    return ok ? 'valid' : `additionalProperty: ${unknown.join(', ')}`;
  };
  const current = result({ allowNodeModulesSuffixMatch: true });
  if (current !== 'valid') return `allowNodeModulesSuffixMatch: ${current}`;
  return result({ nodeModulesReconstructedLookup: true });
}

/** The names a remote entry built with `library.type: 'module'` exports, without `experiments.outputModule`. */
export async function refLibraryModuleRspack(): Promise<string> {
  const dir = project({ 'index.js': "import('./Button');", 'Button.js': 'export default 1;' });
  await build(dir, 'dist', shopProducer('module'), 'production');
  return exportedNames(readFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8'));
}

function exportedNames(code: string): string {
  const list = /export\s*\{([^}]*)\}/.exec(code)?.[1];
  if (!list) return 'no export statement';
  return list
    .split(',')
    .map((item) =>
      item
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .join(', ');
}

/**
 * A Node consumer loading a producer built with `library: { type: 'commonjs-module' }` from a file
 * path, with the given `remoteType`; what the consumer prints when it runs in a child Node process.
 */
const nodeConsumers = once(async () => {
  const dir = project({
    'producer.js': "import('./Button');",
    'Button.js': "export default 'Button from shop';",
    'index.js': "import('shop/Button').then((m) => console.log(m.default));",
  });
  const node = { target: 'async-node' as const };
  await build(dir, 'shop', shopProducer('commonjs-module'), 'production', { ...node, entry: './producer.js' });
  const consumer = async (remoteType: 'commonjs2' | 'node-commonjs') => {
    const out = `host-${remoteType}`;
    await build(
      dir,
      out,
      { name: 'host', remoteType, remotes: { shop: path.join(dir, 'shop', 'remoteEntry.js') }, manifest: false },
      'production',
      node,
    );
    return execFileSync(process.execPath, [path.join(dir, out, 'main.js')], {
      encoding: 'utf8',
      timeout: 20_000,
    }).trim();
  };
  return { commonjs2: await consumer('commonjs2'), nodeCommonjs: await consumer('node-commonjs') };
});

export const refRemoteTypeCommonjs2 = async () => (await nodeConsumers()).commonjs2;
export const refRemoteTypeNodeCommonjs = async () => (await nodeConsumers()).nodeCommonjs;

// ---------------------------------------------------------------------------------------------
// Rsbuild plugin: the dev-server headers and the environments each plugin instance applies to.

/**
 * An Rsbuild instance with the federation plugin: one plugin instance per entry of `instances` (the
 * plugin's second argument, Rsbuild-specific options), all with the same federation options `mf`.
 */
async function rsbuildFor(options: {
  mf: Parameters<typeof pluginModuleFederation>[0];
  instances?: Parameters<typeof pluginModuleFederation>[1][];
  callerName?: string;
  environments?: Record<string, object>;
  mode?: 'development' | 'production';
}) {
  const { mf, instances = [undefined], callerName, environments, mode = 'production' } = options;
  return createRsbuild({
    cwd: project({}),
    ...(callerName ? { callerName } : {}),
    rsbuildConfig: {
      mode,
      logLevel: 'silent',
      ...(environments ? { environments } : {}),
      plugins: instances.map((rsbuildOptions) => pluginModuleFederation({ dts: false, ...mf }, rsbuildOptions)),
    },
  });
}

interface FederatedCompiler {
  name: string;
  target: string;
  /** The Rspack federation plugin this compiler received, if any. */
  plugin?: { _options?: { library?: { type?: string }; runtimePlugins?: unknown[] } };
}

/** The Rspack compilers `rsbuild` creates, each with the federation plugin it received. */
async function federatedCompilers(rsbuild: Awaited<ReturnType<typeof rsbuildFor>>): Promise<FederatedCompiler[]> {
  const found: FederatedCompiler[] = [];
  const probe: RsbuildPlugin = {
    name: 'probe',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
        for (const c of compilers)
          found.push({
            name: c.options.name ?? '?',
            target: String(c.options.target),
            plugin: c.options.plugins.find(
              (p) => p && (p as { name?: string }).name === 'RspackModuleFederationPlugin',
            ) as FederatedCompiler['plugin'],
          });
      });
    },
  };
  rsbuild.addPlugins([probe]);
  await quietly(() => rsbuild.createCompiler());
  return found;
}

async function corsHeader(mode: 'development' | 'production', exposes: boolean): Promise<string> {
  const rsbuild = await rsbuildFor({
    mode,
    mf: { name: 'catalog', ...(exposes ? { exposes: { './Card': './Card.js' } } : {}) },
  });
  await quietly(() => rsbuild.initConfigs());
  const headers = rsbuild.getNormalizedConfig().server.headers as Record<string, string> | undefined;
  return headers?.['Access-Control-Allow-Origin'] ?? 'not set';
}

export const rsbuildCorsProduction = () => corsHeader('production', true);
export const rsbuildCorsWithoutExposes = () => corsHeader('production', false);

/** The environments whose Rspack config receives the federation plugin. */
async function federatedEnvironments(callerName: string, target: 'web' | 'node'): Promise<string> {
  const rsbuild = await rsbuildFor({
    callerName,
    mf: { name: 'shell', remotes: { catalog: 'catalog@http://127.0.0.1:9/mf-manifest.json' } },
    instances: [{ target }],
    environments: { web: {}, client: {}, mf: {}, node: { output: { target: 'node' } } },
  });
  const compilers = await federatedCompilers(rsbuild);
  return compilers
    .filter((c) => c.plugin)
    .map((c) => c.name)
    .join(', ');
}

export const rsbuildEnvRsbuildWeb = () => federatedEnvironments('rsbuild', 'web');
export const rsbuildEnvRsbuildNode = () => federatedEnvironments('rsbuild', 'node');
export const rsbuildEnvRslib = () => federatedEnvironments('rslib', 'web');
export const rsbuildEnvRspress = () => federatedEnvironments('rspress', 'web');

export async function rsbuildNodeTargetMissingEnvironment(): Promise<string> {
  const rsbuild = await rsbuildFor({ mf: { name: 'shell' }, instances: [{ target: 'node' }] });
  try {
    await quietly(() => rsbuild.initConfigs());
    return 'no error';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The SSR recipe of the Rsbuild section: web and node environments, one plugin instance each. */
export async function rsbuildSsrNodeOutput(): Promise<string> {
  const rsbuild = await rsbuildFor({
    mf: { name: 'catalog', exposes: { './Card': './Card.js' } },
    instances: [undefined, { target: 'node' }],
    environments: {
      web: {},
      node: { output: { target: 'node', distPath: { root: 'dist/server' } } },
    },
  });
  const compilers = await federatedCompilers(rsbuild);
  return compilers
    .filter((c) => c.name === 'node')
    .flatMap(({ target, plugin }) => {
      const nodePlugin = (plugin?._options?.runtimePlugins ?? []).some((p) =>
        JSON.stringify(p).includes('@module-federation/node'),
      );
      return [
        target,
        plugin?._options?.library?.type ?? 'no plugin',
        nodePlugin ? 'runtime plugin of @module-federation/node' : 'no Node runtime plugin',
      ];
    })
    .join(', ');
}
