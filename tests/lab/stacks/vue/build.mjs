#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/framework/vue: a Vue 3 consumer that renders, side by side, an app of a React 19
 * producer (exported with `@module-federation/bridge-react`) and an app of a Vue 2.7 producer (exported as
 * a bridge provider written by hand), both through `createRemoteAppComponent` of
 * `@module-federation/bridge-vue3`. All three apps are built with Rspack and the enhanced plugin and loaded
 * in Chromium; the consumer reports which framework versions rendered, and whether unmounting removed
 * both apps. Writes tests/lab/stacks/vue/results.json (tests/unit/content/vue.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/vue/build.mjs [--write]
 *
 * Vue 2 is not in the project's package.json (which has Vue 3): it is installed from this folder's
 * package.json and lock into node_modules/.cache/lab/stacks/vue/node_modules (npm ci, once per lock), and
 * the Vue 2 producer is built in a folder below it, so that its `vue` is Vue 2.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/vue');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'vue';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const install = () => installStack(HERE, CACHE);

/** @param {string} dir @param {Record<string, string>} files */
function writeFiles(dir, files) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries({ 'package.json': '{"name":"lab-app","version":"1.0.0"}', ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body><div id="root"></div><script src="main.js"></script></body></html>\n';

/** The apps: the page's examples, file for file. */
const APPS = {
  react_app: {
    files: {
      'src/index.js': 'export {};\n',
      'src/App.jsx': `import { useState, version } from 'react';
export default function App() {
  const [n, setN] = useState(0);
  return <button type="button" id="react-app" onClick={() => setN(n + 1)}>React {version} ({n})</button>;
}
`,
      'src/export-app.jsx': `import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import App from './App.jsx';
export default createBridgeComponent({ rootComponent: App });
`,
    },
    mf: {
      name: 'react_app',
      filename: 'remoteEntry.js',
      exposes: { './export-app': './src/export-app.jsx' },
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      },
    },
  },
  // The same React app exported with the root entry of bridge-react (the pitfall of the page).
  react_root_app: {
    files: {
      'src/index.js': 'export {};\n',
      'src/App.jsx': `import { version } from 'react';
export default function App() {
  return <button type="button" id="react-root-app">React {version}</button>;
}
`,
      'src/export-app.jsx': `import { createBridgeComponent } from '@module-federation/bridge-react';
import App from './App.jsx';
export default createBridgeComponent({ rootComponent: App });
`,
    },
    mf: {
      name: 'react_root_app',
      filename: 'remoteEntry.js',
      exposes: { './export-app': './src/export-app.jsx' },
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      },
    },
  },
  vue2_app: {
    files: {
      'src/index.js': 'export {};\n',
      'src/export-app.js': `import Vue from 'vue';

const Counter = {
  data: () => ({ n: 0 }),
  render(h) {
    return h('button', { attrs: { id: 'vue2-app', type: 'button' }, on: { click: () => this.n++ } }, \`Vue \${Vue.version} (\${this.n})\`);
  },
};

// A bridge provider: the shape createRemoteAppComponent of @module-federation/bridge-vue3 calls.
export default function provider() {
  const apps = new Map();
  return {
    render({ dom }) {
      const target = document.createElement('div');
      dom.appendChild(target);
      apps.set(dom, new Vue({ render: (h) => h(Counter) }).$mount(target));
    },
    destroy({ dom }) {
      const vm = apps.get(dom);
      if (!vm) return;
      vm.$destroy();
      vm.$el.remove();
      apps.delete(dom);
    },
  };
}
`,
    },
    mf: {
      name: 'vue2_app',
      filename: 'remoteEntry.js',
      exposes: { './export-app': './src/export-app.js' },
    },
  },
  consumer: {
    files: {
      'src/index.js': "import('./bootstrap.js');\n",
      'src/bootstrap.js': `import { createRemoteAppComponent } from '@module-federation/bridge-vue3';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createApp, h } from 'vue';

const ReactApp = createRemoteAppComponent({ loader: () => loadRemote('react_root_app/export-app') });
createApp({ render: () => h('main', [h(ReactApp)]) }).mount('#root');
`,
      'public/index.html': INDEX_HTML,
    },
    /** @param {Record<string, string>} urls */
    mf: (urls) => ({
      name: 'consumer',
      remotes: { react_root_app: `react_root_app@${urls.react_root_app}mf-manifest.json` },
    }),
  },
  host: {
    files: {
      'src/index.js': "import('./bootstrap.js');\n",
      'src/bootstrap.js': `import { createRemoteAppComponent } from '@module-federation/bridge-vue3';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createApp, h, ref, version } from 'vue';

const ReactApp = createRemoteAppComponent({ loader: () => loadRemote('react_app/export-app') });
const Vue2App = createRemoteAppComponent({ loader: () => loadRemote('vue2_app/export-app') });

const shown = ref(true);
const app = createApp({
  render: () =>
    h('main', [
      h('h1', \`Vue \${version} host\`),
      h('button', { id: 'toggle', onClick: () => (shown.value = !shown.value) }, 'toggle'),
      shown.value ? h('section', [h(ReactApp), h(Vue2App)]) : null,
    ]),
});
app.mount('#root');
`,
      'public/index.html': INDEX_HTML,
    },
    /** @param {Record<string, string>} urls */
    mf: (urls) => ({
      name: 'host',
      remotes: {
        react_app: `react_app@${urls.react_app}mf-manifest.json`,
        vue2_app: `vue2_app@${urls.vue2_app}mf-manifest.json`,
      },
    }),
  },
};

install();
const req = createRequire(path.join(CACHE, 'lab.js'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');
/** @type {Record<string, string>} */
const urls = Object.fromEntries(Object.keys(APPS).map((a) => [a, appUrl(BASE, 'bridges', a)]));
/** @type {Record<string, any>} */
const builds = {};
for (const [name, app] of Object.entries(APPS)) {
  // Only the Vue 2 producer is built below the cache's node_modules (Vue 2); the others find Vue 3.
  const dir =
    name === 'vue2_app' ? path.join(WORK, name) : path.join(ROOT, 'node_modules/.cache/lab/stacks/vue3-work', name);
  const out = path.join(WWW, BASE, 'bridges', name);
  writeFiles(dir, app.files);
  const mf = typeof app.mf === 'function' ? app.mf(urls) : app.mf;
  const stats = await new Promise((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: dir,
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
        output: { path: out, publicPath: 'auto', clean: true, uniqueName: name },
        plugins: [
          new rspack.DefinePlugin({
            __VUE_OPTIONS_API__: 'true',
            __VUE_PROD_DEVTOOLS__: 'false',
            __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
          }),
          new ModuleFederationPlugin({ ...mf, dts: false }),
        ],
      },
      (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s)),
    ),
  );
  const info = /** @type {any} */ (stats).toJson({ all: false, errors: true, warnings: true });
  if (info.errors?.length) throw new Error(`${name}: ${info.errors[0].message}`);
  if ('public/index.html' in app.files)
    fs.copyFileSync(path.join(dir, 'public/index.html'), path.join(out, 'index.html'));
  const vuePkg = (() => {
    try {
      return JSON.parse(fs.readFileSync(createRequire(path.join(dir, 'x.js')).resolve('vue/package.json'), 'utf8'))
        .version;
    } catch {
      return null;
    }
  })();
  builds[name] = {
    vue: vuePkg,
    warnings: info.warnings.map((/** @type {any} */ w) => w.message.split('\n')[0]).slice(0, 3),
  };
}

const ports = [...new Set(Object.values(urls).map((u) => Number(new URL(u).port)))];
const stop = await startServers(WWW, ports);
let page;
/** @type {any} */
let rootEntry;
try {
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const p = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  const warnings = /** @type {string[]} */ ([]);
  p.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
  p.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().split('\n')[0] ?? '');
    if (m.type() === 'warning') warnings.push(m.text().split('\n')[0] ?? '');
  });
  await p.goto(urls.host ?? '');
  await Promise.all([
    p.locator('#react-app').waitFor({ timeout: 20_000 }),
    p.locator('#vue2-app').waitFor({ timeout: 20_000 }),
  ]).catch((e) => {
    throw new Error(`the apps did not render: ${[...errors, ...warnings].join(' | ') || e.message}`);
  });
  await p.locator('#react-app').click();
  await p.locator('#vue2-app').click();
  await p.locator('#vue2-app').click();
  const rendered = {
    host: await p.locator('h1').textContent(),
    react: await p.locator('#react-app').textContent(),
    vue2: await p.locator('#vue2-app').textContent(),
  };
  await p.locator('#toggle').click();
  await p.locator('section').waitFor({ state: 'detached' });
  const afterUnmount = { react: await p.locator('#react-app').count(), vue2: await p.locator('#vue2-app').count() };
  await p.locator('#toggle').click();
  await p.locator('#vue2-app').waitFor({ timeout: 20_000 });
  await p.locator('#react-app').waitFor({ timeout: 20_000 });
  const remounted = {
    react: await p.locator('#react-app').textContent(),
    vue2: await p.locator('#vue2-app').textContent(),
  };
  page = { rendered, afterUnmount, remounted, errors, warnings: [...new Set(warnings)].slice(0, 5) };
  // The root entry on React 19: what the console says, and whether anything rendered.
  const q = await browser.newPage();
  const rootErrors = /** @type {string[]} */ ([]);
  q.on('pageerror', (e) => rootErrors.push(e.message.split('\n')[0] ?? ''));
  q.on('console', (m) => m.type() === 'error' && rootErrors.push(m.text().split('\n')[0] ?? ''));
  await q.goto(urls.consumer ?? '');
  const legacy = await q
    .waitForFunction(() => document.readyState === 'complete')
    .then(() => q.locator('#react-root-app').waitFor({ timeout: 5_000 }))
    .then(
      () => true,
      () => false,
    );
  rootEntry = { rendered: legacy, errors: [...new Set(rootErrors)].filter((e) => e.includes('React 19')).slice(0, 2) };
  await browser.close();
} finally {
  await stop();
}

const results = {
  versions: {
    'vue (host)': builds.host.vue,
    'vue (vue2_app)': builds.vue2_app.vue,
    '@module-federation/bridge-vue3': JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@module-federation/bridge-vue3/package.json'), 'utf8'),
    ).version,
    '@module-federation/bridge-react': JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@module-federation/bridge-react/package.json'), 'utf8'),
    ).version,
  },
  builds,
  page,
  rootEntry,
};
// The lab's ports change with the environment: written as host: and remote:.
const text = `${JSON.stringify(results, null, 2)}\n`
  .replaceAll(new URL(urls.host ?? '').origin, 'host:')
  .replaceAll(new URL(urls.react_app ?? '').origin, 'remote:');
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error(
    'vue: the build differs from tests/lab/stacks/vue/results.json: run with --write and update /guide/framework/vue',
  );
  process.exitCode = 1;
}
