#!/usr/bin/env node
// @ts-check
/**
 * The lab build of the manifest file-name collision on /guide/troubleshooting/build: Rspack 1.6.0 (the
 * release whose own code writes the federation manifest) builds the same producer with the federation
 * plugin of @module-federation/enhanced 0.20.0 and of 0.21.0, and Rsbuild 1.6.0 (on Rspack 1.6.0) builds it
 * with @module-federation/rsbuild-plugin 0.20.0, all with `manifest: true`. Records each
 * build's errors (first line) and emitted files. The packages come from this folder's package.json and
 * lock (npm aliases `mf-enhanced-0.20.0` and `mf-enhanced-0.21.0`), installed into
 * node_modules/.cache/lab/stacks/rspack-upgrade. Writes tests/lab/stacks/rspack-upgrade/results.json
 * (tests/unit/content/rspack-upgrade.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/rspack-upgrade/build.mjs [--write]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/rspack-upgrade');
const WORK = path.join(CACHE, 'work');
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(CACHE, 'package.json'));
const rspack = req('@rspack/core');
const version = (/** @type {string} */ pkg) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/** @param {string} alias */
async function buildWith(alias) {
  const { ModuleFederationPlugin } = req(`${alias}/rspack`);
  const dir = path.join(WORK, alias);
  writeFiles(dir, {
    'package.json': '{"name":"producer","version":"1.0.0"}',
    'src/index.js': 'export {};\n',
    'src/Button.js': "export default function Button() { return 'Button from producer'; }\n",
  });
  const out = path.join(dir, 'dist');
  const stats = /** @type {any} */ (
    await new Promise((resolve, reject) =>
      rspack(
        {
          mode: 'production',
          context: dir,
          entry: './src/index.js',
          devtool: false,
          output: { path: out, publicPath: 'auto', clean: true },
          plugins: [
            new ModuleFederationPlugin({
              name: 'producer',
              filename: 'remoteEntry.js',
              exposes: { './Button': './src/Button.js' },
              manifest: true,
              dts: false,
            }),
          ],
        },
        (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s)),
      ),
    )
  );
  const json = stats.toJson({ all: false, errors: true });
  return {
    plugin: version(`${alias}`),
    errors: json.errors.map((/** @type {any} */ e) => String(e.message).split('\n')[0]),
    files: fs.existsSync(out)
      ? fs
          .readdirSync(out)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [],
  };
}

/** The same producer through Rsbuild's JavaScript API and the Rsbuild plugin of 0.20.0. */
async function buildWithRsbuild() {
  const { createRsbuild } = req('@rsbuild/core');
  const { pluginModuleFederation } = req('mf-rsbuild-plugin-0.20.0');
  const dir = path.join(WORK, 'rsbuild');
  writeFiles(dir, {
    'package.json': '{"name":"producer","version":"1.0.0"}',
    'src/index.js': "import('./bootstrap.js');\n",
    'src/bootstrap.js': 'export {};\n',
    'src/Button.js': "export default function Button() { return 'Button from producer'; }\n",
  });
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      plugins: [
        pluginModuleFederation({
          name: 'producer',
          exposes: { './Button': './src/Button.js' },
          manifest: true,
          dts: false,
        }),
      ],
      output: { cleanDistPath: true },
    },
  });
  /** @type {string[]} */
  let errors = [];
  try {
    await rsbuild.build();
  } catch (e) {
    errors = [String(/** @type {any} */ (e).message ?? e).split('\n')[0] ?? ''];
  }
  const out = path.join(dir, 'dist');
  return {
    rsbuild: version('@rsbuild/core'),
    plugin: version('mf-rsbuild-plugin-0.20.0'),
    errors,
    files: fs.existsSync(out)
      ? fs
          .readdirSync(out)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [],
  };
}

const results = {
  rspack: version('@rspack/core'),
  old: await buildWith('mf-enhanced-0.20.0'),
  fixed: await buildWith('mf-enhanced-0.21.0'),
  rsbuild: await buildWithRsbuild(),
};
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
    'rspack-upgrade: the build differs from its results.json: run with --write and update /guide/troubleshooting/build',
  );
  process.exitCode = 1;
}
