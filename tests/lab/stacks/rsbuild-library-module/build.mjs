#!/usr/bin/env node
// @ts-check
/**
 * The lab build of `library: { type: 'module' }` in Rsbuild's built-in `moduleFederation.options`
 * (web-infra-dev/rspack#6272) on /guide/troubleshooting/build#rsbuild-library-module: one producer exposing
 * `./Button`, built for production by Rsbuild 0.6.15 and 1.0.1, first as configured in the report, then with
 * ES module output set through `tools.rspack` (`experiments.outputModule`, `output.module`,
 * `output.chunkFormat: 'module'`, `output.chunkLoading: 'import'`). Records whether each build threw, the
 * parser's error line, and whether `remoteEntry.js` was written. The packages come from this folder's
 * package.json and lock, installed into node_modules/.cache/lab/stacks/rsbuild-library-module. Writes
 * tests/lab/stacks/rsbuild-library-module/results.json (tests/unit/content/rsbuild-library-module.test.ts
 * holds the page to it).
 *
 *   node tests/lab/stacks/rsbuild-library-module/build.mjs [--write]
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
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/rsbuild-library-module');
const WORK = path.join(CACHE, 'work');
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(CACHE, 'package.json'));
const version = (/** @type {string} */ pkg) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const ESM_OUTPUT = {
  experiments: { outputModule: true },
  output: { module: true, chunkFormat: 'module', chunkLoading: 'import' },
};

/** @param {string} alias @param {boolean} esm */
async function buildProducer(alias, esm) {
  const { createRsbuild } = req(alias);
  const dir = path.join(WORK, `${alias}${esm ? '-esm' : ''}`);
  writeFiles(dir, {
    'package.json': '{"name":"producer","version":"1.0.0"}',
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': 'export {};\n',
    'src/Button.js': "export default function Button() { return 'Button from producer'; }\n",
  });
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      moduleFederation: {
        options: {
          name: 'producer',
          filename: 'remoteEntry.js',
          library: { type: 'module' },
          exposes: { './Button': './src/Button.js' },
        },
      },
      performance: { printFileSize: false },
      ...(esm ? { tools: { rspack: ESM_OUTPUT } } : {}),
    },
  });
  /** @type {string[]} */
  const printed = [];
  const write = process.stdout.write.bind(process.stdout);
  const writeErr = process.stderr.write.bind(process.stderr);
  const hook = (/** @type {any} */ chunk) => {
    printed.push(String(chunk));
    return true;
  };
  process.stdout.write = /** @type {any} */ (hook);
  process.stderr.write = /** @type {any} */ (hook);
  let thrown = '';
  try {
    await rsbuild.build();
  } catch (e) {
    thrown = String(/** @type {any} */ (e).message ?? e).split('\n')[0] ?? '';
  } finally {
    process.stdout.write = write;
    process.stderr.write = writeErr;
  }
  const lines = printed
    .join('')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((l) => l.trim());
  const parseError = (lines.find((l) => l.includes('JavaScript parsing error')) ?? '').replace(/^×\s*/, '');
  return {
    rsbuild: version(alias),
    esmOutput: esm,
    thrown,
    parseError,
    remoteEntry: fs.existsSync(path.join(dir, 'dist', 'remoteEntry.js')),
  };
}

const results = {
  'rsbuild-0.6.15': await buildProducer('rsbuild-0.6.15', false),
  'rsbuild-0.6.15-esm': await buildProducer('rsbuild-0.6.15', true),
  'rsbuild-1.0.1': await buildProducer('rsbuild-1.0.1', false),
  'rsbuild-1.0.1-esm': await buildProducer('rsbuild-1.0.1', true),
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
    'rsbuild-library-module: the build differs from its results.json: run with --write and update /guide/troubleshooting/build',
  );
  process.exitCode = 1;
}
