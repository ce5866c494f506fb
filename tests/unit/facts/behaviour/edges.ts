// Runs the installed packages for the behaviour facts of config/facts/behaviour/edges.ts (issue 42):
// - edges.node.cjs, a fresh Node process with the 2.9.2 runtime, for the shared-dependency and runtime facts;
// - one Rspack and one webpack build of a project whose package.json lists a shared package as `workspace:^`;
// - `generateTypes` of the dts plugin for a producer whose exposed file imports through `compilerOptions.paths`.
// Builds go into temporary folders and resolve packages from this repository's node_modules; nothing is
// fetched from the network. Each part runs once per test process, however many facts read it.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateTypes } from '@module-federation/dts-plugin/core';
import { ModuleFederationPlugin as RspackFederation } from '@module-federation/enhanced/rspack';
import { ModuleFederationPlugin as WebpackFederation } from '@module-federation/enhanced/webpack';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRsbuild } from '@rsbuild/core';
import { type Configuration, rspack } from '@rspack/core';
import webpack from 'webpack';
import type { EDGE_FACTS } from '../../../../config/facts/behaviour/edges';
import type { Scenarios } from '../../../../config/facts/behaviour/types';

const run = promisify(execFile);
const HERE = path.dirname(new URL(import.meta.url).pathname);
const NODE_MODULES = path.resolve('node_modules');

type Results = Record<string, string>;

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= make();
    return promise;
  };
}

const child = once(async (): Promise<Results> => {
  const { stdout } = await run(process.execPath, [path.join(HERE, 'edges.node.cjs')], {
    maxBuffer: 1 << 24,
    timeout: 55_000,
  });
  const results = JSON.parse(stdout) as Results;
  if (results.__error) throw new Error(`edges.node.cjs: ${results.__error}`);
  return results;
});
const fromChild = (id: string) => async () => (await child())[id] ?? `no result for ${id}`;

/** Runs `work` with the console silenced (the plugins log progress and advice). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, warn: console.warn, info: console.info };
  console.log = console.warn = console.info = () => {};
  try {
    return await work();
  } finally {
    Object.assign(console, saved);
  }
}

/** A project that depends on `shared-utils` 1.2.3 through `workspace:^` and imports it lazily. */
function workspaceProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-edges-ws-'));
  const lib = path.join(dir, 'node_modules', 'shared-utils');
  mkdirSync(lib, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'app', version: '0.0.0', dependencies: { 'shared-utils': 'workspace:^' } }),
  );
  writeFileSync(
    path.join(lib, 'package.json'),
    JSON.stringify({ name: 'shared-utils', version: '1.2.3', main: 'index.js' }),
  );
  writeFileSync(path.join(lib, 'index.js'), 'module.exports = { id: 1 };');
  writeFileSync(path.join(dir, 'index.js'), "import('./app');");
  writeFileSync(path.join(dir, 'app.js'), "import utils from 'shared-utils';\nconsole.log(utils);");
  return dir;
}

/** The `requiredVersion` the built files give `shared-utils`, as written in the bundle. */
function requiredVersionIn(out: string): string {
  for (const file of readdirSync(out).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(out, file), 'utf8');
    for (const match of text.matchAll(/requiredVersion:\s*("[^"]*"|false)/g)) {
      const around = text.slice(Math.max(0, (match.index ?? 0) - 400), (match.index ?? 0) + 40);
      if (around.includes('shared-utils')) return `requiredVersion: ${match[1]}`;
    }
  }
  return 'no requiredVersion for shared-utils';
}

function base(dir: string): Configuration {
  return {
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './index.js',
    infrastructureLogging: { level: 'none' },
    output: { path: path.join(dir, 'dist'), publicPath: 'auto' },
    resolve: { modules: ['node_modules', NODE_MODULES] },
  };
}

const shared = { 'shared-utils': { singleton: true } };

const rspackWorkspace = once(() =>
  quietly(async () => {
    const dir = workspaceProject();
    const compiler = rspack({
      ...base(dir),
      plugins: [new RspackFederation({ name: 'app', dts: false, manifest: false, shared })],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString() ?? 'no stats'));
        else compiler.close(() => resolve());
      }),
    );
    return requiredVersionIn(path.join(dir, 'dist'));
  }),
);

const webpackWorkspace = once(() =>
  quietly(async () => {
    const dir = workspaceProject();
    const compiler = webpack({
      ...(base(dir) as webpack.Configuration),
      resolveLoader: { modules: [NODE_MODULES] },
      plugins: [new WebpackFederation({ name: 'app', dts: false, manifest: false, shared })],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString() ?? 'no stats'));
        else compiler.close(() => resolve());
      }),
    );
    return requiredVersionIn(path.join(dir, 'dist'));
  }),
);

/** The producer project of the alias scenario, after `generateTypes` (its dist holds `@mf-types.zip`). */
const aliasProducer = once(() =>
  quietly(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mf-edges-dts-'));
    mkdirSync(path.join(dir, 'src', 'lib'), { recursive: true });
    mkdirSync(path.join(dir, 'node_modules'));
    // The plugin resolves `typescript` from the project, as in a real producer.
    symlinkSync(path.join(NODE_MODULES, 'typescript'), path.join(dir, 'node_modules', 'typescript'), 'dir');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'catalog', version: '1.0.0' }));
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2020',
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          baseUrl: '.',
          paths: { '@/*': ['src/*'] },
        },
        include: ['src'],
      }),
    );
    writeFileSync(path.join(dir, 'src', 'lib', 'types.ts'), 'export interface Item { id: string }\n');
    writeFileSync(
      path.join(dir, 'src', 'Button.ts'),
      "import type { Item } from '@/lib/types';\nexport function label(item: Item): string {\n  return item.id;\n}\n",
    );
    await generateTypes({
      remote: {
        moduleFederationConfig: {
          name: 'catalog',
          filename: 'remoteEntry.js',
          exposes: { './Button': './src/Button.ts' },
        },
        tsConfigPath: './tsconfig.json',
        context: dir,
        abortOnError: true,
      },
    });
    return dir;
  }),
);

/** The import line of the declaration generated for an exposed file that imports through a path alias. */
async function aliasInTypes(): Promise<string> {
  const dir = await aliasProducer();
  const declaration = readFileSync(path.join(dir, 'dist', '@mf-types', 'compiled-types', 'Button.d.ts'), 'utf8');
  return declaration.split('\n').find((line) => line.startsWith('import')) ?? 'no import line';
}

interface TypesRun {
  logs: string[];
  types: string;
  proxyConnections: number;
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl for this test process. */
const certificate = once(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-edges-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { key, cert };
});

/** consumeTypes against the HTTPS producer, in a Node process started with `env` (edges.types.cjs). */
const typesRuns = new Map<string, Promise<TypesRun>>();
function typesRun(name: string, env: Record<string, string>, mode: 'direct' | 'proxy'): Promise<TypesRun> {
  let pending = typesRuns.get(name);
  if (!pending) {
    pending = (async () => {
      const zip = path.join(await aliasProducer(), 'dist', '@mf-types.zip');
      const { key, cert } = await certificate();
      const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
      delete environment.HTTPS_PROXY;
      delete environment.https_proxy;
      delete environment.NODE_EXTRA_CA_CERTS;
      delete environment.NODE_TLS_REJECT_UNAUTHORIZED;
      Object.assign(environment, env);
      const { stdout } = await run(process.execPath, [path.join(HERE, 'edges.types.cjs'), zip, key, cert, mode], {
        env: environment,
        maxBuffer: 1 << 22,
        timeout: 55_000,
      });
      const result = JSON.parse(stdout) as TypesRun & { __error?: string };
      if (result.__error) throw new Error(`edges.types.cjs: ${result.__error}`);
      return result;
    })();
    typesRuns.set(name, pending);
  }
  return pending;
}
const selfSigned = () => typesRun('self-signed', {}, 'direct');
const extraCa = async () => typesRun('extra-ca', { NODE_EXTRA_CA_CERTS: (await certificate()).cert }, 'direct');
const viaProxy = async () => typesRun('proxy', { NODE_EXTRA_CA_CERTS: (await certificate()).cert }, 'proxy');
const rejectOff = () => typesRun('reject-off', { NODE_TLS_REJECT_UNAUTHORIZED: '0' }, 'direct');
const dtsLine = (text: string) => text.replace(/^\[ Module Federation DTS \] /, '');

/** consumeTypes in CI (edges.types-ci.cjs): the producer down, or `remoteTypeUrls` with `remotes: {}`. */
const ciRuns = new Map<string, Promise<TypesRun>>();
function ciRun(mode: 'down' | 'type-urls'): Promise<TypesRun> {
  let pending = ciRuns.get(mode);
  if (!pending) {
    pending = (async () => {
      const zip = path.join(await aliasProducer(), 'dist', '@mf-types.zip');
      const { stdout } = await run(process.execPath, [path.join(HERE, 'edges.types-ci.cjs'), zip, mode], {
        maxBuffer: 1 << 22,
        timeout: 55_000,
      });
      const result = JSON.parse(stdout) as TypesRun & { __error?: string };
      if (result.__error) throw new Error(`edges.types-ci.cjs: ${result.__error}`);
      return result;
    })();
    ciRuns.set(mode, pending);
  }
  return pending;
}

/**
 * An Rsbuild production build of a producer whose exposed file has a type error, with
 * `dts.generateTypes.abortOnError: true` (row 74): whether the build fails, what it emits, and whether
 * the console shows the TYPE-001 line. The project links this repository's node_modules, so the type
 * generator finds TypeScript.
 */
const abortOnErrorBuild = once(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-edges-abort-'));
  mkdirSync(path.join(dir, 'src'));
  symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'producer', version: '1.0.0' }));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'esnext',
        target: 'es2020',
        moduleResolution: 'bundler',
        skipLibCheck: true,
      },
      include: ['src'],
    }),
  );
  writeFileSync(path.join(dir, 'src', 'index.ts'), 'export {};\n');
  writeFileSync(
    path.join(dir, 'src', 'Button.ts'),
    "export default function Button(): number {\n  return 'not a number';\n}\n",
  );
  const printed: string[] = [];
  const saved = { log: console.log, warn: console.warn, info: console.info, error: console.error };
  console.log =
    console.warn =
    console.info =
    console.error =
      (...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      };
  // The type plugin's error reporter writes `.mf/diagnostics` under the working directory (this
  // repository): removed afterwards unless it was there before.
  const diagnostics = path.resolve('.mf');
  const hadDiagnostics = existsSync(diagnostics);
  // As `rsbuild build` runs: NODE_ENV is `production` (the test runner sets `test`, which Rsbuild keeps).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let outcome: string;
  try {
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'error',
        source: { entry: { index: './src/index.ts' } },
        server: { cors: { origin: 'http://localhost' } },
        plugins: [
          pluginModuleFederation({
            name: 'producer',
            filename: 'remoteEntry.js',
            exposes: { './Button': './src/Button.ts' },
            dts: { generateTypes: { abortOnError: true }, consumeTypes: false },
          }),
        ],
      },
    });
    const result = await rsbuild.build();
    await result.close();
    outcome = 'build resolved';
  } catch (error) {
    outcome = `build failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
  } finally {
    Object.assign(console, saved);
    process.env.NODE_ENV = nodeEnv;
    if (!hadDiagnostics) rmSync(diagnostics, { recursive: true, force: true });
  }
  const dist = path.join(dir, 'dist');
  return [
    outcome,
    existsSync(path.join(dist, 'remoteEntry.js')) ? 'remoteEntry.js emitted' : 'no remoteEntry.js',
    existsSync(path.join(dist, '@mf-types.zip')) ? '@mf-types.zip emitted' : 'no @mf-types.zip',
    printed.some((line) => line.includes('#TYPE-001')) ? 'TYPE-001 printed' : 'TYPE-001 not printed',
  ].join('; ');
});

/**
 * `generateTypes` with `abortOnError: true` for an exposed file with a type error, its tsconfig setting
 * `compilerOptions.noCheck: true` (TypeScript 5.5 and later): whether it resolves, and the declaration.
 */
const noCheckTypes = once(() =>
  quietly(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mf-edges-nocheck-'));
    mkdirSync(path.join(dir, 'src'));
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(NODE_MODULES, 'typescript'), path.join(dir, 'node_modules', 'typescript'), 'dir');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'checkout', version: '1.0.0' }));
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'ESNext',
          target: 'ES2020',
          moduleResolution: 'bundler',
          noCheck: true,
        },
        include: ['src'],
      }),
    );
    writeFileSync(
      path.join(dir, 'src', 'Button.ts'),
      "export default function Button(): number {\n  return 'not a number';\n}\n",
    );
    let outcome = 'resolved';
    try {
      await generateTypes({
        remote: {
          moduleFederationConfig: {
            name: 'checkout',
            filename: 'remoteEntry.js',
            exposes: { './Button': './src/Button.ts' },
          },
          tsConfigPath: './tsconfig.json',
          context: dir,
          abortOnError: true,
        },
      });
    } catch (error) {
      outcome = `rejected: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
    }
    const file = path.join(dir, 'dist', '@mf-types', 'compiled-types', 'Button.d.ts');
    return `${outcome}; ${existsSync(file) ? readFileSync(file, 'utf8').trim() : 'no declaration'}`;
  }),
);

/**
 * Reader question 27: an exposed file whose exported values have inferred types that use an interface the
 * producer does not export (TS4023). `generateTypes` with `abortOnError: true` and `noCheck: true`, with the
 * interface internal and then exported; and the compiler's own first line for the internal one.
 */
const unnamedTypes = (exported: boolean) =>
  quietly(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mf-edges-unnamed-'));
    mkdirSync(path.join(dir, 'src'));
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(NODE_MODULES, 'typescript'), path.join(dir, 'node_modules', 'typescript'), 'dir');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'catalog', version: '1.0.0' }));
    const compilerOptions = {
      strict: true,
      module: 'ESNext',
      target: 'ES2020',
      moduleResolution: 'bundler',
      noCheck: true,
    };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
    writeFileSync(
      path.join(dir, 'src', 'types.ts'),
      `${exported ? 'export ' : ''}interface Item {\n  id: string;\n}\nexport function make(): Item {\n  return { id: 'a' };\n}\n`,
    );
    writeFileSync(path.join(dir, 'src', 'Button.ts'), "import { make } from './types';\nexport const item = make();\n");
    // TYPE-001 makes the error reporter write `.mf/diagnostics` under the working directory: removed
    // afterwards unless it was there before.
    const diagnostics = path.resolve('.mf');
    const hadDiagnostics = existsSync(diagnostics);
    let outcome = 'resolved';
    try {
      await generateTypes({
        remote: {
          moduleFederationConfig: {
            name: 'catalog',
            filename: 'remoteEntry.js',
            exposes: { './Button': './src/Button.ts' },
          },
          tsConfigPath: './tsconfig.json',
          context: dir,
          abortOnError: true,
        },
      });
    } catch (error) {
      outcome = `rejected: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
    } finally {
      if (!hadDiagnostics) rmSync(diagnostics, { recursive: true, force: true });
    }
    const file = path.join(dir, 'dist', '@mf-types', 'compiled-types', 'Button.d.ts');
    let tsc = '';
    if (!exported) {
      const config = path.join(dir, 'tsconfig.emit.json');
      writeFileSync(
        config,
        JSON.stringify({
          compilerOptions: { ...compilerOptions, declaration: true, emitDeclarationOnly: true, outDir: 'tsc-out' },
          include: ['src'],
        }),
      );
      tsc = await run(process.execPath, [path.join(NODE_MODULES, 'typescript', 'bin', 'tsc'), '-p', config], {
        cwd: dir,
      }).then(
        () => 'no error',
        (e: { stdout?: string }) =>
          String(e.stdout ?? '')
            .split('\n')[0]
            ?.replace(dir, '<project>') ?? '',
      );
    }
    return { outcome, declaration: existsSync(file) ? readFileSync(file, 'utf8').trim() : 'no declaration', tsc };
  });
const unnamedInternal = once(() => unnamedTypes(false));
const unnamedExported = once(() => unnamedTypes(true));

export const EDGE_SCENARIOS: Scenarios<keyof typeof EDGE_FACTS> = {
  'edges.prerelease-singleton-used': fromChild('edges.prerelease-singleton-used'),
  'edges.prerelease-singleton-warning': fromChild('edges.prerelease-singleton-warning'),
  'edges.prerelease-non-singleton': fromChild('edges.prerelease-non-singleton'),
  'edges.prerelease-range': fromChild('edges.prerelease-range'),
  'edges.prerelease-higher-minor': fromChild('edges.prerelease-higher-minor'),
  'edges.postfix-non-singleton': fromChild('edges.postfix-non-singleton'),
  'edges.postfix-singleton': fromChild('edges.postfix-singleton'),
  'edges.workspace-build-rspack': rspackWorkspace,
  'edges.workspace-build-webpack': webpackWorkspace,
  'edges.workspace-singleton-warning': fromChild('edges.workspace-singleton-warning'),
  'edges.workspace-non-singleton': fromChild('edges.workspace-non-singleton'),
  'edges.empty-range': fromChild('edges.empty-range'),
  'edges.required-false-singleton': fromChild('edges.required-false-singleton'),
  'edges.required-false-non-singleton': fromChild('edges.required-false-non-singleton'),
  'edges.strict-non-singleton': fromChild('edges.strict-non-singleton'),
  'edges.loadshare-unregistered': fromChild('edges.loadshare-unregistered'),
  'edges.loadshare-sync-unregistered': fromChild('edges.loadshare-sync-unregistered'),
  'edges.eager-tree-shaking': fromChild('edges.eager-tree-shaking'),
  'edges.loadremote-cached': fromChild('edges.loadremote-cached'),
  'edges.federation-globals': fromChild('edges.federation-globals'),
  'edges.instance-id': fromChild('edges.instance-id'),
  'edges.dts-alias-kept': aliasInTypes,
  'edges.abort-on-error-rsbuild': abortOnErrorBuild,
  'edges.dts-no-check': noCheckTypes,
  'edges.dts-unnamed-type': async () => {
    const { outcome, declaration } = await unnamedInternal();
    return `${outcome}; ${declaration}`;
  },
  'edges.dts-unnamed-type-tsc': async () => (await unnamedInternal()).tsc,
  'edges.dts-unnamed-type-exported': async () => {
    const { outcome, declaration } = await unnamedExported();
    return `${outcome}; ${declaration}`;
  },
  'edges.types-self-signed': async () => dtsLine((await selfSigned()).logs[0] ?? 'no log'),
  'edges.types-producer-down': async () => {
    const { logs, types } = await ciRun('down');
    return `${dtsLine(logs[0] ?? 'no log')} (${types})`;
  },
  'edges.types-remote-type-urls': async () => (await ciRun('type-urls')).types,
  'edges.types-self-signed-result': async () => {
    const { logs, types } = await selfSigned();
    return `${types}; then: ${dtsLine(logs.at(-1) ?? 'no log')}`;
  },
  'edges.types-extra-ca': async () => (await extraCa()).types,
  'edges.types-tls-reject-off': async () => (await rejectOff()).types,
  'edges.types-https-proxy': async () => {
    const { types, proxyConnections } = await viaProxy();
    return `${proxyConnections} proxy connections; ${types}`;
  },
};
