#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/basic/css-isolate (prefixed class names, CSS-in-JS, Vue scoped styles): two
 * producers built with the project's @rspack/core and @module-federation/enhanced (rspack), loaded by a
 * consumer from another origin in Chromium. The consumer styles its own `<button class="button">` blue
 * with a global rule; each expose of the producer `shop` colours its own button red another way:
 *
 * - `./Plain`: a global `.button` rule (the leak);
 * - `./Bem`: BEM class names with a block prefix (`.shop-button`, `.shop-button__label`, `.shop-button--primary`);
 * - `./Styled`: styled-components 6.6.0 (React 19);
 * - `./Vue`: a Vue 3 single-file component with `<style scoped>` (vue-loader 17.4.2).
 *
 * A second producer, `cart`, exposes its own styled-components button (green), to see whether two builds
 * of styled-components on one page keep their class names apart. Records, after each load, the colour of
 * the consumer's button and of the producer's, the class names and attributes, and the console.
 * styled-components, React, Vue and vue-loader come from this folder's package.json and lock, installed
 * into node_modules/.cache/lab/stacks/css (npm ci, once per lock). Writes tests/lab/stacks/css/results.json
 * (tests/unit/content/css.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/css/build.mjs [--write]
 */
import { execFileSync } from 'node:child_process';
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
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/css');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'css';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(ROOT, 'package.json'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');
const stackReq = createRequire(path.join(CACHE, 'package.json'));
const { VueLoaderPlugin } = stackReq('vue-loader');

/** @param {string} name @param {string} color */
const producerFiles = (name, color) => ({
  'package.json': JSON.stringify({ name, version: '1.0.0' }),
  'src/index.js': 'export {};\n',
  'src/plain.css': `.button { color: ${color}; }\n`,
  'src/Plain.js': `import './plain.css';
export default function mount(el) {
  const b = document.createElement('button');
  b.className = 'button';
  b.textContent = 'Plain';
  el.append(b);
  return b;
}
`,
  'src/bem.css': `.${name}-button { color: ${color}; }
.${name}-button__label { font-weight: 700; }
.${name}-button--primary { background-color: rgb(255, 255, 0); }
`,
  'src/Bem.js': `import './bem.css';
export default function mount(el) {
  const b = document.createElement('button');
  b.className = '${name}-button ${name}-button--primary';
  b.innerHTML = '<span class="${name}-button__label">BEM</span>';
  el.append(b);
  return b;
}
`,
  'src/Styled.jsx': `import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Button = styled.button\`
  color: ${color};
\`;

export default function mount(el) {
  const root = createRoot(el);
  flushSync(() => root.render(<Button>Styled</Button>));
  return el.querySelector('button');
}
`,
  'src/VueButton.vue': `<template>
  <button class="button">Vue</button>
</template>

<style scoped>
.button {
  color: ${color};
}
</style>
`,
  'src/Vue.js': `import { createApp } from 'vue';
import VueButton from './VueButton.vue';

export default function mount(el) {
  createApp(VueButton).mount(el);
  return el.querySelector('button');
}
`,
});

const CONSUMER = {
  'package.json': '{"name":"consumer","version":"1.0.0"}',
  'src/index.js': "import('./bootstrap.js');\n",
  'src/own.css': '.button { color: rgb(0, 0, 255); }\n',
  'src/bootstrap.js': `import './own.css';
import { loadRemote } from '@module-federation/enhanced/runtime';

const own = document.createElement('button');
own.className = 'button';
own.textContent = 'Consumer';
document.body.append(own);
const color = (el) => getComputedStyle(el).color;
const steps = [];
const describe = (el) => ({
  className: el.className,
  attributes: el.getAttributeNames().filter((a) => a !== 'class'),
  color: color(el),
});
async function step(id) {
  const slot = document.createElement('div');
  document.body.append(slot);
  const m = await loadRemote(id);
  const el = await m.default(slot);
  await new Promise((r) => requestAnimationFrame(() => r()));
  steps.push({ id, element: describe(el), consumerButton: color(own), styleTags: document.querySelectorAll('style').length });
}
(async () => {
  const before = color(own);
  for (const id of ['shop/Bem', 'shop/Styled', 'cart/Styled', 'shop/Vue', 'shop/Plain']) await step(id);
  window.__result = {
    consumerButtonBefore: before,
    steps,
    styledTags: [...document.querySelectorAll('style[data-styled]')].map((s) => s.getAttribute('data-styled-version')),
  };
})().catch((e) => { window.__result = { error: String((e && e.message) || e).split('\\n')[0], steps }; });
`,
  'public/index.html':
    '<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body><script src="main.js"></script></body></html>\n',
};

/** @param {any} config */
const build = (config) =>
  new Promise((resolve, reject) =>
    rspack(config, (/** @type {any} */ e, /** @type {any} */ s) =>
      e ? reject(e) : s.hasErrors() ? reject(new Error(s.toString({ all: false, errors: true }))) : resolve(s),
    ),
  );

/** @param {string} name @param {string} color */
async function buildProducer(name, color) {
  const dir = path.join(WORK, name);
  writeFiles(dir, producerFiles(name, color));
  await build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    devtool: false,
    resolve: { extensions: ['.js', '.jsx', '.vue'] },
    experiments: { css: true },
    module: {
      rules: [
        // Rspack's built-in CSS: vue-loader emits the style blocks as CSS requests when `experiments.css` is on.
        { test: /\.vue$/, loader: stackReq.resolve('vue-loader'), options: { experimentalInlineMatchResource: true } },
        {
          test: /\.jsx$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    output: { path: path.join(WWW, BASE, 'page', name), publicPath: 'auto', uniqueName: name, clean: true },
    plugins: [
      new VueLoaderPlugin(),
      new rspack.DefinePlugin({
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: {
          './Plain': './src/Plain.js',
          './Bem': './src/Bem.js',
          './Styled': './src/Styled.jsx',
          './Vue': './src/Vue.js',
        },
        dts: false,
      }),
    ],
  });
}

const stop = await startServers(WWW, [
  Number(new URL(appUrl(BASE, 'x', 'consumer')).port),
  Number(new URL(appUrl(BASE, 'x', 'producer')).port),
]);
/** @type {Record<string, any>} */
let results;
try {
  await buildProducer('shop', 'rgb(255, 0, 0)');
  await buildProducer('cart', 'rgb(0, 128, 0)');
  const consumerDir = path.join(WORK, 'consumer');
  const consumerOut = path.join(WWW, BASE, 'page', 'consumer');
  writeFiles(consumerDir, CONSUMER);
  // Both producers are served from the remote origin (appUrl's folder for an app not named consumer).
  const remote = (/** @type {string} */ name) => `${name}@${appUrl(BASE, 'page', name)}remoteEntry.js`;
  await build({
    mode: 'production',
    context: consumerDir,
    entry: './src/index.js',
    devtool: false,
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    output: { path: consumerOut, publicPath: 'auto', clean: true },
    plugins: [
      new ModuleFederationPlugin({
        name: 'consumer',
        remotes: { shop: remote('shop'), cart: remote('cart') },
        dts: false,
      }),
    ],
  });
  fs.copyFileSync(path.join(consumerDir, 'public/index.html'), path.join(consumerOut, 'index.html'));

  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const p = await browser.newPage();
  const consoleLines = /** @type {string[]} */ ([]);
  p.on(
    'console',
    (m) => ['error', 'warning'].includes(m.type()) && consoleLines.push(`${m.type()}: ${m.text().split('\n')[0]}`),
  );
  p.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message.split('\n')[0]}`));
  await p.goto(appUrl(BASE, 'page', 'consumer'));
  const page = await p
    .waitForFunction(() => /** @type {any} */ (window).__result, undefined, { timeout: 30_000 })
    .then(
      (h) => h.jsonValue(),
      () => ({ timeout: 'no result in 30 s' }),
    );
  await browser.close();
  const version = (/** @type {string} */ pkg, root = CACHE) =>
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  results = {
    versions: {
      '@rspack/core': version('@rspack/core', ROOT),
      '@module-federation/enhanced': version('@module-federation/enhanced', ROOT),
      'styled-components': version('styled-components'),
      react: version('react'),
      vue: version('vue'),
      'vue-loader': version('vue-loader'),
    },
    page,
    console: consoleLines,
  };
} finally {
  await stop();
}
const text = `${JSON.stringify(results, null, 2)}\n`;
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(results)) {
  console.error(
    'css: the build differs from tests/lab/stacks/css/results.json: run with --write and update /guide/basic/css-isolate',
  );
  process.exitCode = 1;
}
