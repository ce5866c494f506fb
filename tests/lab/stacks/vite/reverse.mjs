#!/usr/bin/env node
// @ts-check
/**
 * The reverse direction of /guide/basic/vite (issue 43) and the build-time symptoms of
 * /guide/troubleshooting/vite: a React producer built by Rspack (the enhanced plugin 2.9.2) loaded by a
 * consumer built with Vite 7.3.8 and `@module-federation/vite` 1.23.8, in Chromium, through the producer's
 * manifest and through its remote entry with each `type`; then a Vite producer named without `type`, a
 * Vite producer built for a target without top-level await, a `shared` entry with `import: false` that is
 * not installed (and a consumer that does not provide it), and a remote entry named `test.remoteEntry.js`. Records what each build printed, what rendered, the page's errors and which copy of
 * React the page ran. Writes tests/lab/stacks/vite/results-reverse.json (tests/unit/content/viteReverse.test.ts
 * holds the pages to it).
 *
 *   node tests/lab/stacks/vite/reverse.mjs [--write]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack, writeFiles } from '../stack.mjs';
import { BUTTON, CACHE, record, rspackProducer, version } from './common.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const WORK = path.join(CACHE, 'work-reverse');
const WWW = path.join(CACHE, 'www-reverse');
const BASE = 'vite-reverse';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);

const SHARED = `{
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      }`;

/** The Vite consumer's config, as the page shows it (with the lab's URLs). */
const consumerConfig = (
  /** @type {string} */ base,
  /** @type {string} */ remotes,
) => `import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '${base}',
  esbuild: { jsx: 'automatic' },
  plugins: [
    federation({
      name: 'vite_shell',
      remotes: ${remotes},
      shared: ${SHARED},
      dts: false,
    }),
  ],
  build: { target: 'esnext' },
});
`;

const consumerFiles = (/** @type {string} */ request) => ({
  'package.json': '{"name":"vite-shell","private":true,"type":"module"}\n',
  'index.html':
    '<!doctype html><html><head><meta charset="utf-8"><title>vite consumer</title></head><body><div id="root"></div><script type="module" src="./src/main.jsx"></script></body></html>\n',
  'src/main.jsx': `import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './ErrorBoundary';

const Button = lazy(() => import('${request}'));

createRoot(document.getElementById('root')).render(
  <ErrorBoundary>
    <Suspense fallback={<p>loading</p>}>
      <Button label="from the producer" />
    </Suspense>
  </ErrorBoundary>,
);
`,
  'src/ErrorBoundary.jsx': `import { Component } from 'react';

export class ErrorBoundary extends Component {
  state = { error: null };
  static getDerivedStateFromError(error) {
    return { error };
  }
  render() {
    if (this.state.error) return <p id="error">{String(this.state.error.message || this.state.error)}</p>;
    return this.props.children;
  }
}
`,
});

/** @param {string} dir @param {string[]} [env] */
function viteBuild(dir, env = []) {
  const built = spawnSync(process.execPath, [path.join(CACHE, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...Object.fromEntries(env.map((e) => e.split('='))) },
  });
  const output = `${built.stdout}\n${built.stderr}`;
  return {
    ok: built.status === 0,
    // What the federation plugin and esbuild said, one line each, paths and hashes out.
    messages: [
      ...new Set(
        output
          .split('\n')
          .filter((l) => /\[Module Federation\]|ERROR|error during build|Top-level await/i.test(l))
          .filter((l) => !/^\s*at /.test(l))
          .map((l) =>
            l
              .replaceAll(dir, '<app>')
              .replace(/-[\w-]{8}\.js/g, '-[hash].js')
              .trim(),
          ),
      ),
    ],
  };
}

/** @param {string} variant @param {string} app @param {string} dir */
const copyOut = (variant, app, dir) => {
  const out = path.join(WWW, BASE, variant, app);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(dir, out, { recursive: true });
};

/** A Vite producer with the Button, built for `target`, its page entry `main`. */
function viteProducer(
  /** @type {string} */ variant,
  { shared = SHARED, target = 'esnext', main = '', filename = 'remoteEntry.js', button = BUTTON } = {},
) {
  const url = appUrl(BASE, variant, 'producer');
  const dir = path.join(WORK, variant, 'producer');
  writeFiles(dir, {
    'package.json': '{"name":"vite-ui","private":true,"type":"module"}\n',
    'index.html':
      '<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module" src="./src/main.jsx"></script></body></html>\n',
    'src/main.jsx': main || "import Button from './Button';\nconsole.log(Button);\n",
    'src/Button.jsx': button,
    'vite.config.js': `import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '${url}',
  esbuild: { jsx: 'automatic' },
  plugins: [
    federation({
      name: 'vite_ui',
      filename: '${filename}',
      manifest: true,
      exposes: { './Button': './src/Button.jsx' },
      shared: ${shared},
      dts: false,
    }),
  ],
  build: { target: '${target}' },
});
`,
  });
  const built = viteBuild(dir);
  if (!built.ok) return { url, ...built };
  copyOut(variant, 'producer', path.join(dir, 'dist'));
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
  return { url, ...built, remoteEntry: manifest.metaData.remoteEntry };
}

/** Builds a Vite consumer of `remotes` (or an app of `files`) and opens it in Chromium. */
async function viteConsumer(
  /** @type {string} */ variant,
  /** @type {string} */ remotes,
  request = 'rspack_ui/Button',
  /** @type {Record<string, string> | undefined} */ files = undefined,
) {
  const url = appUrl(BASE, variant, 'consumer');
  const dir = path.join(WORK, variant, 'consumer');
  writeFiles(dir, files ?? { ...consumerFiles(request), 'vite.config.js': consumerConfig(url, remotes) });
  const built = viteBuild(dir);
  if (!built.ok) return { build: built };
  copyOut(variant, 'consumer', path.join(dir, 'dist'));
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const p = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  p.on('pageerror', (e) => errors.push(`pageerror: ${e.message.split('\n')[0]}`));
  p.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text().split('\n')[0]}`));
  await p.goto(url);
  const outcome = await p
    .waitForSelector('.mf-button, #error', { timeout: 20_000 })
    .then(async () => {
      const button = p.locator('.mf-button');
      if (!(await button.count())) return { rendered: null, error: await p.locator('#error').textContent() };
      await button.click();
      await button.click();
      return { rendered: await button.textContent(), error: null };
    })
    .catch(() => ({ rendered: null, error: 'nothing rendered in 20 s' }));
  const react = await p.evaluate(() => {
    const share = /** @type {any} */ (globalThis).__FEDERATION__?.__SHARE__ ?? {};
    /** @type {Record<string, string>} */
    const seen = {};
    for (const [instance, scopes] of Object.entries(share))
      for (const [version, entry] of Object.entries(/** @type {any} */ (scopes)?.default?.react ?? {}))
        seen[`${instance} react@${version}`] = `from ${entry.from}${entry.loaded ? ', loaded' : ''}`;
    return seen;
  });
  await browser.close();
  const clean = (/** @type {string} */ s) =>
    s
      .replaceAll(appUrl(BASE, variant, 'consumer'), '<consumer>/')
      .replace(/http:\/\/localhost:\d+\/vite-reverse\/[\w-]+\/producer\//g, '<producer>/')
      .replace(/-[\w-]{8}\.js/g, '-[hash].js')
      .replace(/__mf_owner__\d+__/g, '__mf_owner__<id>__');
  return {
    build: built,
    ...outcome,
    error: outcome.error && clean(outcome.error),
    errors: [...new Set(errors.map(clean))],
    react,
  };
}

const stop = await startServers(WWW, [
  Number(new URL(appUrl(BASE, 'x', 'consumer')).port),
  Number(new URL(appUrl(BASE, 'x', 'producer')).port),
]);
/** @type {Record<string, unknown>} */
const results = {
  versions: {
    vite: version('vite'),
    '@module-federation/vite': version('@module-federation/vite'),
    '@module-federation/enhanced (producer)': version('@module-federation/enhanced', ROOT),
    react: version('react', ROOT),
  },
};
try {
  const producer = await rspackProducer(
    path.join(WORK, 'rspack-producer'),
    path.join(WWW, BASE, 'rspack', 'producer'),
    appUrl(BASE, 'rspack', 'producer'),
  );
  results.rspackRemoteEntry = producer.remoteEntry;
  const remote = (/** @type {string} */ fields) => `{
        rspack_ui: { ${fields} },
      }`;
  results.manifest = await viteConsumer(
    'manifest',
    remote(`type: 'var', name: 'rspack_ui', entry: '${producer.url}mf-manifest.json'`),
  );
  results.entryVar = await viteConsumer(
    'entry-var',
    remote(`type: 'var', name: 'rspack_ui', entry: '${producer.url}remoteEntry.js'`),
  );
  results.entryModule = await viteConsumer(
    'entry-module',
    remote(`type: 'module', name: 'rspack_ui', entry: '${producer.url}remoteEntry.js'`),
  );
  // A Vite producer's remote entry named without `type`: the plugin defaults to a classic script.
  const vite = viteProducer('no-type');
  results.viteProducer = {
    ok: vite.ok,
    messages: vite.messages,
    remoteEntry: 'remoteEntry' in vite ? vite.remoteEntry : undefined,
  };
  const viteRemote = (/** @type {string} */ fields) => `{
        vite_ui: { ${fields} },
      }`;
  results.noType = await viteConsumer(
    'no-type',
    viteRemote(`name: 'vite_ui', entry: '${vite.url}remoteEntry.js'`),
    'vite_ui/Button',
  );
  results.moduleType = await viteConsumer(
    'no-type-fixed',
    viteRemote(`type: 'module', name: 'vite_ui', entry: '${vite.url}remoteEntry.js'`),
    'vite_ui/Button',
  );
  // A host without a build plugin: Vite without federation, the runtime's createInstance providing React.
  const reactVersion = version('react', ROOT);
  results.runtimeHost = await viteConsumer('runtime-host', '', '', {
    ...consumerFiles(''),
    'vite.config.js': `import { defineConfig } from 'vite';

export default defineConfig({
  base: '${appUrl(BASE, 'runtime-host', 'consumer')}',
  esbuild: { jsx: 'automatic' },
  build: { target: 'esnext' },
});
`,
    'src/main.jsx': `import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './ErrorBoundary';

const mf = createInstance({
  name: 'runtime_host',
  remotes: [{ name: 'vite_ui', type: 'module', entry: '${vite.url}remoteEntry.js' }],
  shared: {
    react: { version: '${reactVersion}', lib: () => React, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } },
    'react-dom': { version: '${reactVersion}', lib: () => ReactDOM, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } },
  },
});
const Button = React.lazy(() => mf.loadRemote('vite_ui/Button'));

createRoot(document.getElementById('root')).render(
  <ErrorBoundary>
    <React.Suspense fallback={<p>loading</p>}>
      <Button label="from the producer" />
    </React.Suspense>
  </ErrorBoundary>,
);
`,
  });
  // Top-level await in the producer's own code, built for a target without it.
  const tla = "const Button = (await import('./Button')).default;\nconsole.log(Button);\n";
  results.tlaEs2020 = { ...viteProducer('tla-es2020', { target: 'es2020', main: tla }), url: undefined };
  results.es2020 = { ...viteProducer('es2020', { target: 'es2020' }), url: undefined };
  results.tlaEsnext = { ...viteProducer('tla-esnext', { main: tla }), url: undefined };
  // A shared entry that the producer does not install, with import: false.
  results.importFalseMissing = {
    ...viteProducer('import-false', {
      shared: `{
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
        'not-installed-lib': { import: false, singleton: true },
      }`,
      button: `import 'not-installed-lib';\n${BUTTON}`,
    }),
    url: undefined,
  };
  // ...loaded by a consumer that does not provide that package.
  results.importFalseConsumer = await viteConsumer(
    'import-false-consumer',
    viteRemote(`type: 'module', name: 'vite_ui', entry: '${appUrl(BASE, 'import-false', 'producer')}remoteEntry.js'`),
    'vite_ui/Button',
  );
  // The same package used by the exposed module (a namespace import read at render time).
  viteProducer('import-false-used', {
    shared: `{
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
        'not-installed-lib': { import: false, singleton: true },
      }`,
    button: `import * as lib from 'not-installed-lib';\n${BUTTON.replace('{label} {clicks}', '{label} {clicks} {Object.keys(lib).length}')}`,
  });
  results.importFalseUsedConsumer = await viteConsumer(
    'import-false-used-consumer',
    viteRemote(
      `type: 'module', name: 'vite_ui', entry: '${appUrl(BASE, 'import-false-used', 'producer')}remoteEntry.js'`,
    ),
    'vite_ui/Button',
  );
  // A remote entry file name with a dot before remoteEntry: what the manifest records.
  results.dottedFilename = { ...viteProducer('dotted-filename', { filename: 'test.remoteEntry.js' }), url: undefined };
} finally {
  await stop();
}
record('results-reverse.json', results, opts.write ?? false);
