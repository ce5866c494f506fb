#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/basic/rslib: one component library built by Rslib 1.0.1 as ES modules, as
 * CommonJS and in the `mf` format, then used three ways: Node imports the ESM output and requires the
 * CJS output and renders the component to a string; an Rspack consumer loads the `mf` output from
 * another origin in Chromium and renders it. A second library is built with `format: 'mf'` and no
 * federation plugin, to record what Rslib does then. Writes tests/lab/stacks/rslib/results.json
 * (tests/unit/content/rslib.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/rslib/build.mjs [--write]
 *
 * Rslib is not in the project's package.json: it is installed from this folder's package.json and lock
 * into node_modules/.cache/lab/stacks/rslib/node_modules (npm ci, once per lock).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/rslib');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'rslib';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const install = () => installStack(HERE, CACHE);

/** @param {string} dir @returns {string[]} */
const listFiles = (dir, prefix = '') =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
        )
        .sort()
    : [];

const SHARED = `{
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
}`;

/** The library: what the page's example shows, file for file. */
const LIBRARY = {
  'package.json': JSON.stringify(
    {
      name: 'ui-lib',
      version: '1.0.0',
      type: 'module',
      exports: { '.': { import: './dist/esm/index.js', require: './dist/cjs/index.cjs' } },
      peerDependencies: { react: '^19.0.0' },
    },
    null,
    2,
  ),
  'src/index.tsx': "export { Button } from './Button';\n",
  'src/Button.tsx': `export function Button({ label }: { label: string }) {
  return <button type="button" className="ui-button">{label}</button>;
}
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      jsx: 'react-jsx',
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      skipLibCheck: true,
    },
  }),
};

/** @param {string} assetPrefix */
const rslibConfig = (assetPrefix) => `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [
    { format: 'esm', syntax: 'es2021', output: { distPath: 'dist/esm' } },
    { format: 'cjs', syntax: 'es2021', output: { distPath: 'dist/cjs' } },
    {
      format: 'mf',
      output: { distPath: 'dist/mf', assetPrefix: '${assetPrefix}' },
      plugins: [
        pluginModuleFederation({
          name: 'ui_lib',
          exposes: { './Button': './src/Button.tsx' },
          shared: ${SHARED},
          dts: false,
        }),
      ],
    },
  ],
  plugins: [pluginReact()],
});
`;

const CONSUMER = {
  'package.json': '{"name":"lab-consumer","version":"1.0.0"}',
  'src/index.js': "import('./bootstrap.jsx');\n",
  'src/bootstrap.jsx': `import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
Promise.all([loadRemote('ui_lib/Button'), loadRemote('ui_lib_esm/Button')]).then(
  ([a, b]) =>
    createRoot(document.getElementById('root')).render(
      <>
        <a.Button label="global remote entry" />
        <b.Button label="ES module remote entry" />
      </>,
    ),
  (e) => { document.body.dataset.error = String(e && e.message || e); },
);
`,
  'public/index.html':
    '<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body><div id="root"></div><script src="main.js"></script></body></html>\n',
};

/** The same library in the mf format with an ES module remote entry (`library: { type: 'module' }`). */
const esmRemoteConfig = (
  /** @type {string} */ assetPrefix,
) => `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [
    {
      format: 'mf',
      output: { distPath: 'dist/mf', assetPrefix: '${assetPrefix}' },
      plugins: [
        pluginModuleFederation({
          name: 'ui_lib_esm',
          filename: 'remoteEntry.js',
          library: { type: 'module' },
          exposes: { './Button': './src/Button.tsx' },
          shared: ${SHARED},
          dts: false,
        }),
      ],
    },
  ],
  plugins: [pluginReact()],
});
`;

/** Runs the Rslib CLI of the cache in `dir`. */
function rslib(/** @type {string} */ dir) {
  const r = spawnSync(process.execPath, [path.join(CACHE, 'node_modules/@rslib/core/bin/rslib.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}`.split('\n').filter((l) => l.trim()) };
}

install();
const libDir = path.join(WORK, 'ui-lib');
const mfOut = path.join(WWW, BASE, 'mf', 'producer');
const producerUrl = appUrl(BASE, 'mf', 'producer');
const esmUrl = appUrl(BASE, 'mf', 'producer-esm');
writeFiles(libDir, { ...LIBRARY, 'rslib.config.mjs': rslibConfig(producerUrl) });
const built = rslib(libDir);
if (built.status !== 0) throw new Error(`rslib build failed:\n${built.output.join('\n')}`);
const esmDir = path.join(WORK, 'ui-lib-esm');
writeFiles(esmDir, { ...LIBRARY, 'rslib.config.mjs': esmRemoteConfig(esmUrl) });
const builtEsm = rslib(esmDir);
if (builtEsm.status !== 0)
  throw new Error(`rslib build (ES module remote entry) failed:\n${builtEsm.output.join('\n')}`);
fs.rmSync(mfOut, { recursive: true, force: true });
fs.cpSync(path.join(libDir, 'dist/mf'), mfOut, { recursive: true });
fs.rmSync(path.join(WWW, BASE, 'mf', 'producer-esm'), { recursive: true, force: true });
fs.cpSync(path.join(esmDir, 'dist/mf'), path.join(WWW, BASE, 'mf', 'producer-esm'), { recursive: true });

// Node: the ESM and CJS outputs as a package consumer would use them (the library linked in as a package).
const userModules = path.join(WORK, 'node-user/node_modules');
fs.rmSync(path.join(WORK, 'node-user'), { recursive: true, force: true });
fs.mkdirSync(userModules, { recursive: true });
fs.symlinkSync(libDir, path.join(userModules, 'ui-lib'));
const node = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
const esm = await import('ui-lib');
const cjs = createRequire(import.meta.url)('ui-lib');
console.log(JSON.stringify({
  esm: renderToString(createElement(esm.Button, { label: 'esm' })),
  cjs: renderToString(createElement(cjs.Button, { label: 'cjs' })),
}));`,
  ],
  { cwd: path.join(WORK, 'node-user'), encoding: 'utf8' },
);

// A library that asks for the mf format without the federation plugin.
const bareDir = path.join(WORK, 'no-plugin');
writeFiles(bareDir, {
  ...LIBRARY,
  'rslib.config.mjs': `import { defineConfig } from '@rslib/core';
export default defineConfig({ lib: [{ format: 'mf', output: { distPath: 'dist/mf' } }] });
`,
});
const bare = rslib(bareDir);

// The consumer: Rspack with the enhanced plugin, the mf output as a manifest remote.
const req = createRequire(path.join(CACHE, 'lab.js'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');
const consumerDir = path.join(WORK, 'consumer');
const consumerOut = path.join(WWW, BASE, 'mf', 'consumer');
writeFiles(consumerDir, CONSUMER);
const stats = await new Promise((resolve, reject) =>
  rspack(
    {
      mode: 'production',
      context: consumerDir,
      entry: './src/index.js',
      devtool: false,
      resolve: { extensions: ['.jsx', '.js'] },
      module: {
        rules: [
          {
            test: /\.jsx$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
            },
            type: 'javascript/auto',
          },
        ],
      },
      output: { path: consumerOut, publicPath: 'auto', clean: true },
      plugins: [
        new ModuleFederationPlugin({
          name: 'consumer',
          remotes: {
            ui_lib: `ui_lib@${producerUrl}mf-manifest.json`,
            ui_lib_esm: `ui_lib_esm@${esmUrl}mf-manifest.json`,
          },
          shared: {
            react: { singleton: true, requiredVersion: '^19.0.0' },
            'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
            'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
          },
          dts: false,
        }),
      ],
    },
    (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s)),
  ),
);
if (/** @type {any} */ (stats).hasErrors()) throw new Error(/** @type {any} */ (stats).toString());
fs.copyFileSync(path.join(consumerDir, 'public/index.html'), path.join(consumerOut, 'index.html'));

const stop = await startServers(WWW, [
  Number(new URL(appUrl(BASE, 'mf', 'consumer')).port),
  Number(new URL(producerUrl).port),
]);
let page;
try {
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const p = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(appUrl(BASE, 'mf', 'consumer'));
  const rendered = await p
    .locator('.ui-button')
    .nth(1)
    .waitFor({ timeout: 20_000 })
    .then(
      () => p.locator('.ui-button').allTextContents(),
      async () => [`not rendered: ${(await p.evaluate(() => document.body.dataset.error)) ?? errors.join(' | ')}`],
    );
  page = { rendered, errors };
  await browser.close();
} finally {
  await stop();
}

const readManifest = (/** @type {string} */ dir) => {
  const m = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const entry = fs.readFileSync(path.join(dir, m.metaData.remoteEntry.name), 'utf8');
  return {
    name: m.name,
    remoteEntry: m.metaData.remoteEntry,
    publicPath: m.metaData.publicPath,
    exposes: m.exposes.map((/** @type {any} */ e) => e.path),
    shared: m.shared.map((/** @type {any} */ s) => `${s.name}@${s.version}`),
    remoteEntryStart: entry.slice(0, 24),
    remoteEntryExports: (entry.match(/export\s*\{[^}]*\}/)?.[0] ?? '').replace(/__webpack_exports__\w+ as /g, ''),
  };
};
const esmIndex = fs.readFileSync(path.join(libDir, 'dist/esm/index.js'), 'utf8');
const results = {
  versions: {
    '@rslib/core': JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules/@rslib/core/package.json'), 'utf8'))
      .version,
    '@rsbuild/core (Rslib’s)': JSON.parse(
      fs.readFileSync(path.join(CACHE, 'node_modules/@rsbuild/core/package.json'), 'utf8'),
    ).version,
    '@module-federation/rsbuild-plugin': JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@module-federation/rsbuild-plugin/package.json'), 'utf8'),
    ).version,
  },
  emitted: {
    esm: listFiles(path.join(libDir, 'dist/esm')),
    cjs: listFiles(path.join(libDir, 'dist/cjs')),
    mf: listFiles(path.join(libDir, 'dist/mf')),
    'mf (library: module)': listFiles(path.join(esmDir, 'dist/mf')),
  },
  esmImportsReact: /from\s*["']react\/jsx-runtime["']/.test(esmIndex),
  manifest: {
    mf: readManifest(path.join(libDir, 'dist/mf')),
    'mf (library: module)': readManifest(path.join(esmDir, 'dist/mf')),
  },
  node:
    node.status === 0
      ? JSON.parse(node.stdout.trim().split('\n').pop() ?? '{}')
      : { error: node.stderr.split('\n').slice(0, 3).join(' ') },
  page,
  withoutPlugin: { status: bare.status, output: bare.output.filter((l) => /mf|federation/i.test(l)).slice(0, 3) },
};
// Content hashes and the lab's ports change with the ports the lab serves on: written as [hash] and remote:.
const text = `${JSON.stringify(results, null, 2)}\n`
  .replace(/\.[0-9a-f]{10}\.js/g, '.[hash].js')
  .replaceAll(new URL(producerUrl).origin, 'remote:');
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  // The committed file is in the repository's format (biome); the comparison below reads it as JSON.
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(JSON.parse(text))) {
  console.error(
    'rslib: the build differs from tests/lab/stacks/rslib/results.json: run with --write and update /guide/basic/rslib',
  );
  process.exitCode = 1;
}
