import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CONTENT_FACTS } from '../../../../config/facts/behaviour/content';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { pageError } from './lab-results';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const MF = join(ROOT, 'node_modules/@module-federation');
/** An address nothing listens on: port 9 (discard) of the loopback interface. Never the network. */
const CLOSED = 'http://127.0.0.1:9';

const firstLine = (e: unknown) => String(e instanceof Error ? e.message : e).split('\n')[0] ?? '';
/** Runtime errors start with the logger's prefix; the pages show the message after it. */
const message = (e: unknown) => firstLine(e).replace(/^\[ Federation Runtime \]: /, '');

async function failure(run: () => unknown): Promise<string> {
  try {
    await run();
    return 'no error';
  } catch (e) {
    return message(e);
  }
}

/** Runs `run` with console output collected instead of printed (the runtime logs every failure). */
async function quietly<T>(run: (logged: string[]) => Promise<T> | T): Promise<T> {
  const logged: string[] = [];
  const saved = { error: console.error, warn: console.warn, log: console.log };
  const keep = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  };
  Object.assign(console, { error: keep, warn: keep, log: keep });
  try {
    return await run(logged);
  } finally {
    Object.assign(console, saved);
  }
}

const runtime = () => import('@module-federation/runtime');

/** The browser cases run once, in their own process (browser-runtime.mjs explains why). */
let browser: Promise<Record<string, string>> | undefined;
function browserCase(name: string): Promise<string> {
  browser ??= promisify(execFile)(process.execPath, [join(ROOT, 'tests/unit/facts/behaviour/browser-runtime.mjs')], {
    cwd: ROOT,
    timeout: 15_000,
  }).then(({ stdout }) => JSON.parse(stdout) as Record<string, string>);
  return browser.then((results) =>
    (results[name] ?? `no result for ${name}`).replace(/^\[ Federation Runtime \]: /, ''),
  );
}

function tempProject(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mf-fact-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Resolves the Rsbuild configuration with the Module Federation plugin and returns the Rsbuild instance. */
async function rsbuildWith(
  mf: Record<string, unknown>,
  extra: Record<string, unknown> | undefined,
  mode: 'development' | 'production',
) {
  const { createRsbuild } = await import('@rsbuild/core');
  const { pluginModuleFederation } = await import('@module-federation/rsbuild-plugin');
  const cwd = tempProject({ 'package.json': '{"name":"fact-app","private":true}' });
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      mode,
      // biome-ignore lint/suspicious/noExplicitAny: the plugin's option types are not needed to run it
      plugins: [pluginModuleFederation(mf as any, extra as any)],
    },
  });
  try {
    const configs = await quietly(() => rsbuild.initConfigs());
    return { rsbuild, configs };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/**
 * What the bundled app does for a shared module of the initial chunk: the ConsumeSharedRuntimeModule
 * installs it with the bundler runtime's arguments, then the entry's `import` requires it.
 */
function requireInitialShared(
  // biome-ignore lint/suspicious/noExplicitAny: the bundler runtime and a minimal __webpack_require__ stand-in
  bundlerRuntime: any,
  instance: unknown,
  getter: () => unknown,
  shareConfig: Record<string, unknown>,
) {
  const webpackRequire: { federation: unknown; m: Record<number, (module: { exports: unknown }) => void>; c: object } =
    { federation: { instance }, m: {}, c: {} };
  bundlerRuntime.installInitialConsumes({
    moduleToHandlerMapping: { 1: { shareKey: 'react', shareInfo: { shareConfig, scope: ['default'] }, getter } },
    webpackRequire,
    installedModules: {},
    initialConsumes: [1],
  });
  webpackRequire.m[1]?.({ exports: {} });
}

/**
 * An instance `name` that shares a non-eager react (its getter returns a promise, as a lazily loaded
 * module does); returns what the bundled app's initial chunk then does: require it (requireInitialShared).
 */
async function nonEagerReact(name: string): Promise<() => void> {
  const { createInstance } = await runtime();
  const { bundlerRuntime } = (await import('@module-federation/webpack-bundler-runtime')).default;
  const getter = () => Promise.resolve(() => ({}));
  const shareConfig = { singleton: true, requiredVersion: '^19.0.0' };
  const instance = createInstance({
    name,
    remotes: [],
    shared: { react: { version: '19.0.0', get: getter, shareConfig } },
  });
  return () => requireInitialShared(bundlerRuntime, instance, getter, shareConfig);
}

/** One scenario per fact of config/facts/behaviour/content.ts; each runs the installed packages. */
export const CONTENT_SCENARIOS: Scenarios<keyof typeof CONTENT_FACTS> = {
  'runtime.syncShareError': async () => {
    const requireReact = await nonEagerReact('fact_sync_share');
    return quietly(() => failure(requireReact));
  },
  'runtime.syncShareConsoleHint': async () => {
    const requireReact = await nonEagerReact('fact_sync_share_hint');
    return quietly(async (logged) => {
      await failure(requireReact);
      const hint = logged[0] ?? '';
      return hint.slice(0, hint.indexOf('!') + 1);
    });
  },
  'runtime.initAdoptsCreateInstance': async () => {
    const { createInstance, init, getInstance } = await runtime();
    const created = createInstance({ name: 'fact_adopt', remotes: [] });
    const initialised = init({ name: 'fact_adopt', remotes: [] });
    return initialised === created && getInstance() === created ? 'same instance' : 'new instance';
  },
  'runtime.initOtherName': async () => {
    const { init, getInstance } = await runtime();
    const first = init({ name: 'fact_first_name', remotes: [] });
    const second = init({ name: 'fact_other_name', remotes: [] });
    if (second === first) return 'same instance';
    return getInstance() === second ? 'new instance' : 'new instance, but getInstance() keeps the first';
  },
  'runtime.renameError': async () => {
    const { createInstance, init } = await runtime();
    // What the bundler defines: the build identifier, and the instance it creates with that id.
    const global = globalThis as { FEDERATION_BUILD_IDENTIFIER?: string };
    global.FEDERATION_BUILD_IDENTIFIER = 'fact_build:1.0.0';
    try {
      createInstance({ id: 'fact_build:1.0.0', name: 'fact_build', remotes: [] } as { name: string; remotes: [] });
      return await quietly(() => failure(() => init({ name: 'fact_renamed', remotes: [] })));
    } finally {
      delete global.FEDERATION_BUILD_IDENTIFIER;
    }
  },
  'runtime.noInstanceError': () => browserCase('noInstance'),
  'runtime.preloadRejects': async () => {
    const { createInstance } = await runtime();
    const host = createInstance({
      name: 'fact_preload',
      remotes: [{ name: 'fact_preload_down', entry: `${CLOSED}/remoteEntry.js` }],
    });
    return quietly(() => failure(() => host.preloadRemote([{ nameOrAlias: 'fact_preload_down' }])));
  },
  'runtime.preloadErrorFields': async () => {
    const { createInstance } = await runtime();
    const host = createInstance({
      name: 'fact_preload_fields',
      remotes: [{ name: 'fact_preload_fields_down', entry: `${CLOSED}/remoteEntry.js` }],
    });
    return quietly(async () => {
      try {
        await host.preloadRemote([{ nameOrAlias: 'fact_preload_fields_down' }]);
        return 'resolved';
      } catch (e) {
        return Object.keys(e as object).join(', ');
      }
    });
  },
  'runtime.preloadUnknownName': async () => {
    const { createInstance } = await runtime();
    const host = createInstance({ name: 'fact_preload_unknown', remotes: [] });
    const text = await quietly(() => failure(() => host.preloadRemote([{ nameOrAlias: 'nobody' }])));
    return text.replace('nobody', '<name>').replace(/ in \{?$/, ' in');
  },
  'runtime.pluginRegisteredTwice': async () => {
    const { createInstance } = await runtime();
    let calls = 0;
    const plugin = () => ({
      name: 'fact-count',
      beforeRequest: <T>(args: T) => {
        calls++;
        return args;
      },
    });
    const host = createInstance({
      name: 'fact_twice',
      remotes: [{ name: 'fact_twice_down', entry: `${CLOSED}/remoteEntry.js` }],
    });
    host.registerPlugins([plugin()]);
    host.registerPlugins([plugin()]);
    await quietly(() => failure(() => host.loadRemote('fact_twice_down/Button')));
    return String(calls);
  },
  'runtime.versionFirstEntryDown': async () => {
    const { createInstance } = await runtime();
    const lifecycles: string[] = [];
    const host = createInstance({
      name: 'fact_version_first_entry',
      shareStrategy: 'version-first',
      remotes: [{ name: 'fact_vf_entry_down', entry: `${CLOSED}/remoteEntry.js` }],
      shared: {
        lib: { version: '1.0.0', lib: () => ({}), shareConfig: { singleton: false, requiredVersion: '^1.0.0' } },
      },
      plugins: [
        {
          name: 'fact-watch-errors',
          errorLoadRemote: (args) => {
            lifecycles.push(String(args.lifecycle));
          },
        },
      ],
    });
    const outcome = await quietly(() => failure(() => host.loadShare('lib')));
    return outcome === 'no error' ? lifecycles.join(', ') : `loadShare failed: ${outcome}`;
  },
  'runtime.versionFirstManifestDown': async () => {
    const { createInstance } = await runtime();
    const host = createInstance({
      name: 'fact_version_first_manifest',
      shareStrategy: 'version-first',
      remotes: [{ name: 'fact_vf_manifest_down', entry: `${CLOSED}/mf-manifest.json` }],
      shared: {
        lib: { version: '1.0.0', lib: () => ({}), shareConfig: { singleton: false, requiredVersion: '^1.0.0' } },
      },
    });
    return quietly(() => failure(() => host.loadShare('lib')));
  },
  'runtime.manifestInvalid': async () => {
    const { createInstance } = await runtime();
    // The runtime treats an entry whose URL contains ".json" as a manifest.
    const json = `data:application/json,${encodeURIComponent('{"about":"not an mf-manifest.json"}')}`;
    const host = createInstance({ name: 'fact_bad_manifest', remotes: [{ name: 'fact_bad_manifest_p', entry: json }] });
    return quietly(() => failure(() => host.loadRemote('fact_bad_manifest_p/Button')));
  },
  // A real Rspack-built producer and consumer in Chromium (tests/lab, scenario symptom.expose-missing).
  'runtime.exposeMissing': () => pageError('symptom.expose-missing', 'broken'),
  'runtime.entryScriptFailed': () => browserCase('entryScriptFailed'),
  'runtime.entryGlobalMissing': () => browserCase('entryGlobalMissing'),
  'share.noRequiredVersionWarning': async () => {
    const { rspack } = await import('@rspack/core');
    const dir = tempProject({
      'src/index.js': "import('lib-x').then((m) => m.default);",
      'node_modules/lib-x/package.json': '{"name":"lib-x","version":"1.2.3","main":"index.js"}',
      'node_modules/lib-x/index.js': 'export default 1;',
    });
    try {
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        output: { path: join(dir, 'dist') },
        plugins: [
          new rspack.container.ModuleFederationPlugin({
            name: 'fact_host',
            shared: { 'lib-x': {} },
            // The temp project has no node_modules of its own for the runtime: use the repository's.
            implementation: join(MF, 'runtime-tools'),
          }),
        ],
      });
      const stats = await promisify(compiler.run.bind(compiler))();
      await promisify(compiler.close.bind(compiler))();
      const warning = stats
        ?.toJson({ all: false, warnings: true })
        .warnings?.find((w) => /required version/i.test(w.message));
      return warning ? (warning.message.match(/No required version[^.]*\./)?.[0] ?? warning.message) : 'no warning';
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  'bundler.rspackPublicPathDefault': async () => {
    const { rspack } = await import('@rspack/core');
    const compiler = rspack({ mode: 'production', context: tmpdir(), entry: './index.js', target: 'web' });
    return String(compiler.options.output.publicPath);
  },
  'bundler.webpackPublicPathDefault': async () => {
    const { default: webpack } = await import('webpack');
    const compiler = webpack({ mode: 'production', context: tmpdir(), entry: './index.js', target: 'web' });
    return String(compiler.options.output.publicPath);
  },
  'bundler.rsbuildProducerPublicPath': async () => {
    const { configs } = await rsbuildWith(
      { name: 'fact_producer', exposes: { './Button': './src/Button.js' } },
      undefined,
      'production',
    );
    return String(configs[0]?.output?.publicPath);
  },
  'bundler.dualTargetError': async () =>
    failure(() => rsbuildWith({ name: 'fact_dual' }, { target: 'dual' }, 'development')),
  'bundler.ssrOptionError': async () => failure(() => rsbuildWith({ name: 'fact_ssr' }, { ssr: true }, 'development')),
  'bundler.rsbuildCorsHeader': async () => {
    const producer = await rsbuildWith(
      { name: 'fact_cors_p', exposes: { './Button': './src/Button.js' } },
      undefined,
      'development',
    );
    const consumer = await rsbuildWith({ name: 'fact_cors_c', remotes: {} }, undefined, 'development');
    const origin = (headers: unknown) =>
      (headers as Record<string, string> | undefined)?.['Access-Control-Allow-Origin'];
    const p = origin(producer.rsbuild.getNormalizedConfig().server.headers);
    const c = origin(consumer.rsbuild.getNormalizedConfig().server.headers);
    if (c !== undefined) return `the consumer got one too: ${c}`;
    return p === undefined ? 'no header' : `Access-Control-Allow-Origin: ${p}`;
  },
  'bundler.mfNodeEngines': () => {
    const declared = new Map<string, string[]>();
    for (const name of readdirSync(MF).sort()) {
      const pkg = JSON.parse(readFileSync(join(MF, name, 'package.json'), 'utf8')) as { engines?: { node?: string } };
      const range = pkg.engines?.node;
      if (range) declared.set(range, [...(declared.get(range) ?? []), `@module-federation/${name}`]);
    }
    return [...declared].map(([range, names]) => `${names.join(', ')}: ${range}`).join('; ');
  },
  'bundler.rspackNodeEngine': () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/@rspack/core/package.json'), 'utf8')) as {
      engines: { node: string };
    };
    return pkg.engines.node;
  },
  'dts.productionDownloadSwitch': async () => {
    const { rspack } = await import('@rspack/core');
    const { DtsPlugin } = await import('@module-federation/dts-plugin');
    const requested: string[] = [];
    const server = http.createServer((req, res) => {
      requested.push(req.url ?? '');
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const dir = tempProject({ 'tsconfig.json': '{"compilerOptions":{"strict":true}}', 'index.ts': 'export {};' });
    const savedEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      return await quietly(async () => {
        for (const typesOnBuild of [false, true]) {
          const remote = `fact_types@http://127.0.0.1:${port}/${typesOnBuild ? 'on' : 'off'}/mf-manifest.json`;
          const plugin = new DtsPlugin({
            name: 'fact_types_host',
            remotes: { fact_types: remote },
            dts: { consumeTypes: { typesOnBuild } },
          });
          rspack({ mode: 'production', context: dir, entry: './index.ts', plugins: [plugin] });
        }
        // The decision is taken when the plugin is applied; wait (bounded) for the one request that should come.
        for (let i = 0; i < 50 && !requested.some((u) => u.startsWith('/on/')); i++)
          await new Promise((r) => setTimeout(r, 100));
        await new Promise((r) => setTimeout(r, 200));
        const on = requested.some((u) => u.startsWith('/on/'));
        const off = requested.some((u) => u.startsWith('/off/'));
        if (off) return 'production build downloaded types without typesOnBuild';
        return on ? 'dts.consumeTypes.typesOnBuild' : 'no download even with typesOnBuild';
      });
    } finally {
      process.env.NODE_ENV = savedEnv;
      server.closeAllConnections();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
  'bridge.beforeRenderUsedField': () => browserCase('beforeRenderUsedField'),
  'bridge.reactProducerHooks': () => browserCase('reactProducerHooks'),
  'bridge.reactHooksWithoutPlugin': () => browserCase('reactHooksWithoutPlugin'),
  'bridge.vue3HooksFired': () => browserCase('vue3HooksFired'),
  'bridge.vue3Version': () =>
    (JSON.parse(readFileSync(join(MF, 'bridge-vue3/package.json'), 'utf8')) as { version: string }).version,
  'bridge.routeSyncEmitters': () => {
    // Every place a bridge package calls the hook (`…afterBridgeRouteSync…emit(`) in its dist JavaScript.
    const emitters: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.(m?js|cjs)$/.test(entry.name) &&
          /afterBridgeRouteSync\)?[^;]{0,60}\.emit\(/.test(readFileSync(path, 'utf8'))
        )
          emitters.push(path.slice(MF.length + 1));
      }
    };
    for (const bridge of ['bridge-react', 'bridge-vue3', 'bridge-shared']) walk(join(MF, bridge, 'dist'));
    return emitters.join(', ') || 'none';
  },
};
