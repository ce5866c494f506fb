#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/basic/vite: a React producer built by Vite 7.3.8 with `@module-federation/vite`
 * 1.23.8, once with `bundleAllCSS` off (its default) and once on, each loaded by an Rspack consumer (the
 * enhanced plugin, through the producer's manifest) from another origin in Chromium. The producer's exposed
 * Button imports its own CSS file; the producer's page entry imports another. Records the manifest's remote
 * entry and CSS assets, what rendered, the Button's colour and which stylesheets the page linked. Writes
 * tests/lab/stacks/vite/results.json (tests/unit/content/vite.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/vite/build.mjs [--write]
 *
 * Vite and the plugin are not in the project's package.json: they are installed from this folder's
 * package.json and lock into node_modules/.cache/lab/stacks/vite/node_modules (npm ci, once per lock).
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
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/vite');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'vite';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const install = () => installStack(HERE, CACHE);

/** The producer's Vite config, as the page shows it (with the lab's URL as `base`). */
const viteConfig = (
  /** @type {string} */ base,
  /** @type {boolean} */ bundleAllCSS,
) => `import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '${base}',
  esbuild: { jsx: 'automatic' },
  plugins: [
    federation({
      name: 'vite_ui',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './Button': './src/Button.jsx' },
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      },
      bundleAllCSS: ${bundleAllCSS},
      dts: false,
    }),
  ],
  build: { target: 'esnext' },
});
`;

/**
 * The same producer in Vite's library mode (`build.lib`, module-federation/vite#154): the reader's layout, an ES
 * build of one entry, `process.env.NODE_ENV` defined as the reader does, with `cssCodeSplit` left at library
 * mode's default (off) or set on.
 */
const libViteConfig = (
  /** @type {string} */ base,
  /** @type {{ bundleAllCSS: boolean, cssCodeSplit: boolean, define: boolean }} */ o,
) =>
  viteConfig(base, o.bundleAllCSS).replace(
    "build: { target: 'esnext' },",
    `${
      o.define
        ? `// Library mode leaves process.env.NODE_ENV in React's code: the reader defines it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  `
        : ''
    }build: {
    target: 'esnext',
    lib: { entry: './src/Button.jsx', formats: ['es'], fileName: 'index' },${o.cssCodeSplit ? '\n    cssCodeSplit: true,' : ''}
  },`,
  );

const PRODUCER = {
  'package.json': '{"name":"vite-ui","private":true,"type":"module"}\n',
  'index.html':
    '<!doctype html><html><head><meta charset="utf-8"><title>producer</title></head><body><div id="root"></div><script type="module" src="./src/main.jsx"></script></body></html>\n',
  'src/Button.jsx': `import './button.css';

export function Button({ label }) {
  return <button type="button" className="vite-button">{label}</button>;
}
`,
  'src/button.css': '.vite-button { color: rgb(200, 0, 0); }\n',
  'src/main.jsx': `import './page.css';
import { createRoot } from 'react-dom/client';
import { Button } from './Button';

createRoot(document.getElementById('root')).render(<Button label="the producer's own page" />);
`,
  'src/page.css': '.vite-button { border: 3px solid rgb(0, 0, 200); }\n',
};

const CONSUMER = {
  'package.json': '{"name":"lab-consumer","version":"1.0.0"}',
  'src/index.js': "import('./bootstrap.jsx');\n",
  'src/bootstrap.jsx': `import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
loadRemote('vite_ui/Button').then(
  (m) => createRoot(document.getElementById('root')).render(<m.Button label="from Vite" />),
  (e) => { document.body.dataset.error = String(e && e.message || e); },
);
`,
  'public/index.html':
    '<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body><div id="root"></div><script src="main.js"></script></body></html>\n',
};

install();
const req = createRequire(path.join(ROOT, 'package.json'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');
const stripHash = (/** @type {string} */ f) => f.replace(/-[\w-]{8}\.(js|css)$/, '-[hash].$1');

/**
 * @param {string} variant @param {boolean} bundleAllCSS
 * @param {{ cssCodeSplit: boolean, define?: boolean }} [lib] library mode (`build.lib`), with or without
 *   `cssCodeSplit`, and with `process.env.NODE_ENV` defined unless `define` is false
 */
async function variant(variant, bundleAllCSS, lib) {
  const producerUrl = appUrl(BASE, variant, 'producer');
  const dir = path.join(WORK, variant, 'producer');
  const config = lib
    ? libViteConfig(producerUrl, { bundleAllCSS, cssCodeSplit: lib.cssCodeSplit, define: lib.define !== false })
    : viteConfig(producerUrl, bundleAllCSS);
  writeFiles(dir, { ...PRODUCER, 'vite.config.js': config });
  const built = spawnSync(process.execPath, [path.join(CACHE, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}${built.stderr}`);
  const out = path.join(WWW, BASE, variant, 'producer');
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(path.join(dir, 'dist'), out, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));

  const consumerDir = path.join(WORK, variant, 'consumer');
  const consumerOut = path.join(WWW, BASE, variant, 'consumer');
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
            remotes: { vite_ui: `vite_ui@${producerUrl}mf-manifest.json` },
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

  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const p = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(appUrl(BASE, variant, 'consumer'));
  const button = p.locator('.vite-button');
  const page = await button.waitFor({ timeout: 20_000 }).then(
    async () => ({
      rendered: await button.textContent(),
      color: await button.evaluate((b) => getComputedStyle(b).color),
      border: await button.evaluate((b) => getComputedStyle(b).borderTopColor),
      stylesheets: (
        await p.evaluate(() =>
          [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => /** @type {HTMLLinkElement} */ (l).href),
        )
      )
        .map((h) => stripHash(h.replace(producerUrl, '')))
        .sort(),
      errors,
    }),
    async () => ({ rendered: `not rendered: ${await p.evaluate(() => document.body.dataset.error)}`, errors }),
  );
  await browser.close();
  const expose = manifest.exposes.find((/** @type {any} */ e) => e.path === './Button');
  return {
    remoteEntry: manifest.metaData.remoteEntry,
    shared: manifest.shared.map((/** @type {any} */ s) => `${s.name}@${s.version}`).sort(),
    cssEmitted: fs
      .readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => stripHash(path.basename(f)))
      .sort(),
    exposeCss: { sync: expose.assets.css.sync.map(stripHash).sort(), async: expose.assets.css.async.map(stripHash) },
    page,
  };
}

const stop = await startServers(WWW, [
  Number(new URL(appUrl(BASE, 'x', 'consumer')).port),
  Number(new URL(appUrl(BASE, 'x', 'producer')).port),
]);
let results;
try {
  const version = (/** @type {string} */ pkg, root = CACHE) =>
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  results = {
    versions: {
      vite: version('vite'),
      '@module-federation/vite': version('@module-federation/vite'),
      '@module-federation/enhanced (consumer)': version('@module-federation/enhanced', ROOT),
      react: version('react', ROOT),
    },
    default: await variant('default', false),
    bundleAllCSS: await variant('bundle-all-css', true),
    library: await variant('library', false, { cssCodeSplit: false }),
    libraryBundleAllCSS: await variant('library-bundle-all-css', true, { cssCodeSplit: false }),
    libraryCssCodeSplit: await variant('library-css-code-split', false, { cssCodeSplit: true }),
    libraryNoDefine: await variant('library-no-define', false, { cssCodeSplit: false, define: false }),
  };
} finally {
  await stop();
}
const text = `${JSON.stringify(results, null, 2)}\n`;
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  // The committed file is in the repository's format (biome); the comparison below reads it as JSON.
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(results)) {
  console.error(
    'vite: the build differs from tests/lab/stacks/vite/results.json: run with --write and update /guide/basic/vite',
  );
  process.exitCode = 1;
}
