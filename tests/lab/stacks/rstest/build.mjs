#!/usr/bin/env node
// @ts-check
/**
 * The lab run of /guide/basic/rstest: a consumer component that imports a federated module
 * (`ui_lib/Button`) is tested with Rstest 0.12.0 three ways. `mocked`: the test replaces the remote
 * module with `rs.mock`. `real`: a producer built by Rspack for Node (`target: 'async-node'`, a CommonJS
 * container) is served over HTTP, and the test loads its Button through the federation runtime
 * (`createInstance`, `loadRemote`) and renders it. `unmocked`: the component is tested with neither, to
 * record what Rstest reports; and with the producer built without the Node runtime plugin, and the mocked
 * test without the automatic JSX runtime. Writes tests/lab/stacks/rstest/results.json (tests/unit/content/rstest.test.ts
 * holds the page to it).
 *
 *   node tests/lab/stacks/rstest/build.mjs [--write]
 *
 * Rstest is not in the project's package.json: it is installed from this folder's package.json and lock
 * into node_modules/.cache/lab/stacks/rstest/node_modules (npm ci, once per lock). React, Rspack and the
 * federation packages come from the project's node_modules.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServers } from '../../server.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/rstest');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'rstest';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const install = () => installStack(HERE, CACHE);

/** The consumer's code and its Rstest config: what the page's example shows, file for file. */
const CONSUMER = {
  'package.json': '{"name":"consumer","private":true,"type":"module"}\n',
  'rstest.config.ts': `import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
});
`,
  'src/Greeting.tsx': `import { Button } from 'ui_lib/Button';

export function Greeting({ name }: { name: string }) {
  return (
    <section>
      <h1>Hello, {name}</h1>
      <Button label="Sign in" />
    </section>
  );
}
`,
  'src/remote-types.ts': `import type { JSX } from 'react';

export declare function Button(props: { label: string }): JSX.Element;
`,
};

const MOCKED_TEST = `import { expect, it, rs } from '@rstest/core';
import { renderToString } from 'react-dom/server';
import { Greeting } from '../src/Greeting';

rs.mock('ui_lib/Button', () => ({
  Button: ({ label }: { label: string }) => <button type="button">{\`mock: \${label}\`}</button>,
}));

it('renders the consumer with the remote replaced', () => {
  expect(renderToString(<Greeting name="Ada" />)).toBe(
    '<section><h1>Hello, <!-- -->Ada</h1><button type="button">mock: Sign in</button></section>',
  );
});
`;

const REAL_TEST = `import { createInstance } from '@module-federation/enhanced/runtime';
import { expect, it } from '@rstest/core';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import type * as Remote from '../src/remote-types';

const mf = createInstance({
  name: 'consumer_test',
  remotes: [{ name: 'ui_lib', entry: \`\${process.env.UI_LIB_URL}remoteEntry.js\` }],
  shared: {
    react: { version: React.version, lib: () => React, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } },
  },
});

it('renders the Button the producer built', async () => {
  const { Button } = (await mf.loadRemote('ui_lib/Button')) as typeof Remote;
  expect(renderToString(<Button label="Sign in" />)).toBe(
    '<button type="button" class="ui-button">Sign in</button>',
  );
});
`;

const UNMOCKED_TEST = `import { expect, it } from '@rstest/core';
import { renderToString } from 'react-dom/server';
import { Greeting } from '../src/Greeting';

it('renders the consumer', () => {
  expect(renderToString(<Greeting name="Ada" />)).toContain('Sign in');
});
`;

const PRODUCER = {
  'package.json': '{"name":"ui-lib","version":"1.0.0"}\n',
  'src/Button.jsx': `export function Button({ label }) {
  return <button type="button" className="ui-button">{label}</button>;
}
`,
};

/**
 * Runs the Rstest CLI of the cache in `dir`, asynchronously (the lab's server answers in this process).
 * @param {string} dir @param {Record<string, string>} env
 * @returns {Promise<{ status: number, files: string[], errors: string[] }>}
 */
const rstest = (dir, env = {}) =>
  new Promise((resolve) =>
    execFile(
      process.execPath,
      [path.join(CACHE, 'node_modules/@rstest/core/bin/rstest.js'), 'run'],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1' } },
      (error, stdout, stderr) => {
        const lines = `${stdout}${stderr}`.split('\n').map((l) => l.trim());
        const timeless = (/** @type {string} */ l) => l.replace(/ \([\d.]+m?s\)$/, '');
        resolve({
          status: error ? Number(error.code ?? 1) : 0,
          files: [...new Set(lines.filter((l) => /^[✓✗] test\//.test(l)).map(timeless))].sort(),
          errors: [...new Set(lines.filter((l) => /^(Error|ReferenceError|TypeError): /.test(l)))],
        });
      },
    ),
  );

install();
const req = createRequire(path.join(ROOT, 'package.json'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');

// The producer, built for Node: a CommonJS container, the Node runtime plugin to load its chunks (and once
// without that plugin, to record what the test sees then).
const producerDir = path.join(WORK, 'producer');
writeFiles(producerDir, PRODUCER);
/** @param {string} variant @param {boolean} nodePlugin */
async function buildProducer(variant, nodePlugin) {
  const out = path.join(WWW, BASE, variant, 'producer');
  const stats = await new Promise((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: producerDir,
        target: 'async-node',
        devtool: false,
        entry: {},
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
        output: { path: out, publicPath: 'auto', clean: true },
        plugins: [
          new ModuleFederationPlugin({
            name: 'ui_lib',
            filename: 'remoteEntry.js',
            library: { type: 'commonjs-module' },
            exposes: { './Button': './src/Button.jsx' },
            shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
            runtimePlugins: nodePlugin ? [req.resolve('@module-federation/node/runtimePlugin')] : [],
            dts: false,
          }),
        ],
      },
      (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s)),
    ),
  );
  if (/** @type {any} */ (stats).hasErrors()) throw new Error(/** @type {any} */ (stats).toString());
  return { out, url: appUrl(BASE, variant, 'producer') };
}
const producer = await buildProducer('node', true);
const plain = await buildProducer('no-node-plugin', false);

const consumerDir = path.join(WORK, 'consumer');
writeFiles(consumerDir, {
  ...CONSUMER,
  'test/mocked.test.tsx': MOCKED_TEST,
  'test/real.test.tsx': REAL_TEST,
});
const unmockedDir = path.join(WORK, 'unmocked');
writeFiles(unmockedDir, { ...CONSUMER, 'test/greeting.test.tsx': UNMOCKED_TEST });

const plainDir = path.join(WORK, 'no-node-plugin');
writeFiles(plainDir, { ...CONSUMER, 'test/real.test.tsx': REAL_TEST });

// The mocked test with the default JSX transform (no automatic runtime in the config).
const classicDir = path.join(WORK, 'classic-jsx');
writeFiles(classicDir, {
  ...CONSUMER,
  'rstest.config.ts':
    "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({ testEnvironment: 'node' });\n",
  'test/mocked.test.tsx': MOCKED_TEST,
});

const stop = await startServers(WWW, [Number(new URL(producer.url).port)]);
let run;
let unmocked;
let withoutNodePlugin;
let classicJsx;
try {
  run = await rstest(consumerDir, { UI_LIB_URL: producer.url });
  unmocked = await rstest(unmockedDir);
  withoutNodePlugin = await rstest(plainDir, { UI_LIB_URL: plain.url });
  classicJsx = await rstest(classicDir);
} finally {
  await stop();
}
const version = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(file, 'utf8')).version;
const results = {
  versions: {
    '@rstest/core': version(path.join(CACHE, 'node_modules/@rstest/core/package.json')),
    '@rsbuild/core (Rstest’s)': version(path.join(CACHE, 'node_modules/@rsbuild/core/package.json')),
    '@module-federation/enhanced': version(path.join(ROOT, 'node_modules/@module-federation/enhanced/package.json')),
    '@module-federation/node': version(path.join(ROOT, 'node_modules/@module-federation/node/package.json')),
    react: version(path.join(ROOT, 'node_modules/react/package.json')),
  },
  producer: fs.readdirSync(producer.out).sort(),
  run,
  unmocked,
  withoutNodePlugin,
  classicJsx,
};
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
    'rstest: the run differs from tests/lab/stacks/rstest/results.json: run with --write and update /guide/basic/rstest',
  );
  process.exitCode = 1;
}
