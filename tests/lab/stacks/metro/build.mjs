#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/framework/react-native: a React Native producer ("mini", exposing one
 * component) bundled with `react-native bundle-mf-remote`, and a consumer ("host", loading it lazily)
 * bundled with `react-native bundle-mf-host`, both for iOS in production mode, through the commands that
 * `@module-federation/metro-plugin-rnc-cli` adds to the React Native community CLI. It records the files
 * written and their sizes, the producer's mf-manifest.json, what the consumer bundle refers to, and what
 * `withModuleFederation` says and throws for a wrong configuration. Nothing runs on a device or a
 * simulator (none exists here): the bundles are only built and read. Writes
 * tests/lab/stacks/metro/results.json (tests/unit/content/metro.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/metro/build.mjs [--write]
 *
 * React Native, Metro and the CLI are not in the project's package.json: they are installed from this
 * folder's package.json and lock into node_modules/.cache/lab/stacks/metro/node_modules (npm ci, once per
 * lock), and both apps are written in folders below it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/metro');
const WORK = path.join(CACHE, 'work');
const { values: opts } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    // Reads the bundles of the previous run instead of bundling again (when only this script's reading changed).
    'reuse-bundles': { type: 'boolean', default: false },
  },
});

/** The app's package.json: the community CLI finds the bundle commands through its dependencies. */
const appPackage = (/** @type {string} */ name) =>
  `${JSON.stringify(
    {
      name,
      version: '1.0.0',
      private: true,
      dependencies: {
        '@module-federation/metro': '0.21.6',
        '@module-federation/metro-plugin-rnc-cli': '0.21.6',
        react: '19.1.0',
        'react-native': '0.80.3',
      },
    },
    null,
    2,
  )}\n`;

const BABEL = "module.exports = { presets: ['module:@react-native/babel-preset'] };\n";

/** The apps: the page's examples, file for file. */
const APPS = {
  mini: {
    'package.json': appPackage('mini'),
    'babel.config.js': BABEL,
    'metro.config.js': `const path = require('node:path');
const { withModuleFederation } = require('@module-federation/metro');
const { getDefaultConfig, mergeConfig } = require('@react-native/metro-config');

// The lab's node_modules is one folder up: Metro has to watch it.
const config = { watchFolders: [path.resolve(__dirname, '../..')] };

module.exports = withModuleFederation(mergeConfig(getDefaultConfig(__dirname), config), {
  name: 'mini',
  filename: 'mini.container.bundle',
  exposes: { './Greeting': './src/Greeting.js' },
  shared: {
    react: { singleton: true, eager: false, version: '19.1.0', requiredVersion: '19.1.0' },
    'react-native': { singleton: true, eager: false, version: '0.80.3', requiredVersion: '0.80.3' },
  },
});
`,
    'index.js': "export { default } from './src/Greeting';\n",
    'src/Greeting.js': `import { Text, View } from 'react-native';

export default function Greeting({ name }) {
  return (
    <View>
      <Text>Hello {name}, from the mini app</Text>
    </View>
  );
}
`,
  },
  host: {
    'package.json': appPackage('host'),
    'babel.config.js': BABEL,
    'metro.config.js': `const path = require('node:path');
const { withModuleFederation } = require('@module-federation/metro');
const { getDefaultConfig, mergeConfig } = require('@react-native/metro-config');

// The lab's node_modules is one folder up: Metro has to watch it.
const config = { watchFolders: [path.resolve(__dirname, '../..')] };

module.exports = withModuleFederation(mergeConfig(getDefaultConfig(__dirname), config), {
  name: 'host',
  remotes: { mini: 'mini@http://10.0.2.2:8082/ios/mf-manifest.json' },
  shared: {
    react: { singleton: true, eager: true, version: '19.1.0', requiredVersion: '19.1.0' },
    'react-native': { singleton: true, eager: true, version: '0.80.3', requiredVersion: '0.80.3' },
  },
});
`,
    'index.js': `import { withAsyncStartup } from '@module-federation/metro/bootstrap';
import { AppRegistry } from 'react-native';

AppRegistry.registerComponent(
  'host',
  withAsyncStartup(() => require('./src/App')),
);
`,
    'src/App.js': `import { lazy, Suspense } from 'react';
import { Text } from 'react-native';

const Greeting = lazy(() => import('mini/Greeting'));

export default function App() {
  return (
    <Suspense fallback={<Text>Loading the mini app...</Text>}>
      <Greeting name="host" />
    </Suspense>
  );
}
`,
  },
};

/** @param {string} dir @param {string} [prefix] @returns {string[]} */
const listFiles = (dir, prefix = '') =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    )
    .sort();

/** Runs the community CLI in an app folder; returns its output lines that are not progress noise. */
function cli(/** @type {string} */ app, /** @type {string[]} */ args) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [path.join(CACHE, 'node_modules/react-native/cli.js'), ...args], {
    cwd: path.join(WORK, app),
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = `${r.stdout}\n${r.stderr}`;
  if (r.status !== 0) throw new Error(`${app}: react-native ${args.join(' ')} exited ${r.status}\n${out.slice(-3000)}`);
  console.error(`${app}: react-native ${args[0]} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return out;
}

/** What withModuleFederation does with `options` when the CLI command is `command` (a child process). */
function plugin(/** @type {string} */ command, /** @type {unknown} */ options) {
  const code = `const { withModuleFederation } = require('@module-federation/metro');
const warnings = [];
console.warn = (m) => warnings.push(String(m).split('\\n')[0]);
try {
  const config = withModuleFederation({ projectRoot: process.cwd(), transformer: {}, serializer: {}, resolver: {}, server: {} }, ${JSON.stringify(options)});
  process.stdout.write(JSON.stringify({ warnings, augmented: 'customSerializer' in config.serializer }));
} catch (e) {
  process.stdout.write(JSON.stringify({ warnings, error: e.message }));
}
`;
  fs.writeFileSync(path.join(WORK, 'probe/probe.cjs'), code);
  const r = spawnSync(process.execPath, ['probe.cjs', command], { cwd: path.join(WORK, 'probe'), encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

installStack(HERE, CACHE);
const version = (/** @type {string} */ p) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', p, 'package.json'), 'utf8')).version;

const reuse = opts['reuse-bundles'] && fs.existsSync(path.join(WORK, 'logs.json'));
if (!reuse) for (const [name, files] of Object.entries(APPS)) writeFiles(path.join(WORK, name), files);
writeFiles(path.join(WORK, 'probe'), { 'package.json': appPackage('probe') });

const common = ['--platform', 'ios', '--dev', 'false', '--reset-cache'];
const bundle = () => ({
  remoteLog: cli('mini', ['bundle-mf-remote', ...common, '--output', 'dist']),
  hostLog: cli('host', [
    'bundle-mf-host',
    ...common,
    '--entry-file',
    'index.js',
    '--bundle-output',
    'dist/ios/main.jsbundle',
    '--sourcemap-output',
    'dist/ios/main.jsbundle.map',
  ]),
});
/** @type {{ remoteLog: string, hostLog: string }} */
const { remoteLog, hostLog } = reuse ? JSON.parse(fs.readFileSync(path.join(WORK, 'logs.json'), 'utf8')) : bundle();
fs.writeFileSync(path.join(WORK, 'logs.json'), JSON.stringify({ remoteLog, hostLog }));

/** The files an app's build wrote and their sizes in bytes; source maps (their size depends on the folder) only counted. */
const sizes = (/** @type {string} */ app, /** @type {string} */ dir) => {
  const abs = path.join(WORK, app, dir);
  const files = listFiles(abs);
  return {
    ...Object.fromEntries(
      files.filter((f) => !f.endsWith('.map')).map((f) => [f, fs.statSync(path.join(abs, f)).size]),
    ),
    sourceMaps: files.filter((f) => f.endsWith('.map')).length,
  };
};
/** The packages a bundle holds modules of, read from its source map (the app's own files are `(app)`). */
const packagesOf = (/** @type {string} */ map) => [
  ...new Set(
    JSON.parse(fs.readFileSync(map, 'utf8'))
      .sources.filter((/** @type {string} */ s) => s !== '__prelude__')
      .map((/** @type {string} */ s) => {
        const inApp = s.startsWith(`${WORK}/`);
        const pkg = (inApp ? s.slice(WORK.length) : s).match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
        return pkg ?? (inApp ? '(app)' : '(other)');
      }),
  ),
];
const remoteFiles = sizes('mini', 'dist/ios');
const manifest = JSON.parse(fs.readFileSync(path.join(WORK, 'mini/dist/ios/mf-manifest.json'), 'utf8'));
const hostFiles = sizes('host', 'dist/ios');
const hostBundle = fs.readFileSync(path.join(WORK, 'host/dist/ios/main.jsbundle'), 'utf8');
const exposed = fs.readFileSync(path.join(WORK, 'mini/dist/ios/exposed/Greeting.bundle'), 'utf8');
const container = fs.readFileSync(path.join(WORK, 'mini/dist/ios/mini.container.bundle'), 'utf8');

const results = {
  versions: Object.fromEntries(
    [
      '@module-federation/metro',
      '@module-federation/metro-plugin-rnc-cli',
      '@module-federation/runtime',
      '@react-native-community/cli',
      'metro',
      'react-native',
      'react',
    ].map((p) => [p, version(p)]),
  ),
  remote: {
    command: 'react-native bundle-mf-remote --platform ios --dev false --output dist',
    files: remoteFiles,
    manifest: {
      name: manifest.name,
      remoteEntry: manifest.metaData.remoteEntry,
      publicPath: manifest.metaData.publicPath,
      exposes: manifest.exposes.map((/** @type {any} */ e) => ({ name: e.name, path: e.path, js: e.assets.js.sync })),
      shared: manifest.shared.map((/** @type {any} */ s) => ({
        name: s.name,
        version: s.version,
        singleton: s.singleton,
        js: s.assets.js.sync,
      })),
    },
    exposedBundleStart: exposed.split('\n').slice(0, 2),
    containerNamesRemote: container.includes('"mini"'),
    exposedPackages: packagesOf(path.join(WORK, 'mini/dist/ios/exposed/Greeting.bundle.map')),
    log: remoteLog
      .split('\n')
      .filter((l) => /^(Processing|Done writing MF)/.test(l))
      .map((l) => l.trim()),
  },
  host: {
    command:
      'react-native bundle-mf-host --platform ios --dev false --entry-file index.js --bundle-output dist/ios/main.jsbundle --sourcemap-output dist/ios/main.jsbundle.map',
    files: hostFiles,
    packages: packagesOf(path.join(WORK, 'host/dist/ios/main.jsbundle.map')),
    hasManifestUrl: hostBundle.includes('http://10.0.2.2:8082/ios/mf-manifest.json'),
    hasRemoteRequest: hostBundle.includes('mini/Greeting'),
    hasProducerCode: hostBundle.includes('from the mini app'),
    logWarnings: hostLog
      .split('\n')
      .filter((l) => /warn|error/i.test(l))
      .map((l) => l.trim().slice(0, 200)),
  },
  plugin: {
    otherCommand: plugin('bundle', { name: 'mini', shared: {} }),
    filename: plugin('bundle-mf-remote', {
      name: 'mini',
      filename: 'mini.container.js',
      exposes: { './Greeting': './src/Greeting.js' },
      shared: { react: {}, 'react-native': {} },
    }),
    name: plugin('bundle-mf-remote', { name: 'mini-app', shared: { react: {}, 'react-native': {} } }),
    noReactNative: plugin('bundle-mf-host', { name: 'host', shared: { react: { singleton: true } } }),
    // Options of the web plugins that Metro's ModuleFederationConfig does not have.
    unsupported: plugin('bundle-mf-remote', {
      name: 'mini',
      exposes: { './Greeting': './src/Greeting.js' },
      shared: {
        react: { singleton: true, strictVersion: true, shareScope: 'legacy' },
        'react-native': { singleton: true },
      },
    }),
  },
};

// Written as Biome formats JSON, so that `npm run lint` and the comparison below agree.
const text = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=results.json'], {
  input: `${JSON.stringify(results, null, 2)}\n`,
  encoding: 'utf8',
});
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error(
    'metro: the build differs from tests/lab/stacks/metro/results.json: run with --write and update /guide/framework/react-native',
  );
  process.exitCode = 1;
}
