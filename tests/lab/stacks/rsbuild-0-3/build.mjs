#!/usr/bin/env node
// @ts-check
/**
 * The lab build of `Can't resolve 'remote/Button'` in the Rsbuild module federation example of early 2024
 * (web-infra-dev/rsbuild#1526) on /guide/troubleshooting/known-problems: a host with Rsbuild's built-in
 * `moduleFederation.options` (`remotes: { remote: 'remote@…/remoteEntry.js' }`) whose bootstrap imports
 * `remote/Button`, built for production by Rsbuild 0.3.11 on its Rspack 0.5.3, by Rsbuild 0.3.11 with Rspack
 * 0.5.4 (an override), and by Rsbuild 0.4.1 on its Rspack 0.5.4. Records the Rspack version the compiler
 * reports, whether the build threw, the resolve error line, and the emitted JS files. The packages come from
 * this folder's package.json and lock, installed into node_modules/.cache/lab/stacks/rsbuild-0-3. Writes
 * tests/lab/stacks/rsbuild-0-3/results.json (tests/unit/content/rsbuild-0-3.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/rsbuild-0-3/build.mjs [--write]
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
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/rsbuild-0-3');
const WORK = path.join(CACHE, 'work');
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(CACHE, 'package.json'));
const version = (/** @type {string} */ pkg) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/** @param {string} alias */
async function buildHost(alias) {
  const { createRsbuild } = req(alias);
  const dir = path.join(WORK, alias);
  writeFiles(dir, {
    'package.json': '{"name":"host","version":"1.0.0"}',
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "import('remote/Button').then((m) => console.log(m));\n",
  });
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      moduleFederation: {
        options: { name: 'host', remotes: { remote: 'remote@http://localhost:3002/remoteEntry.js' } },
      },
      performance: { printFileSize: false },
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
  /** @type {string | undefined} */
  let rspack;
  try {
    const compiler = await rsbuild.createCompiler();
    rspack = /** @type {any} */ (compiler).webpack?.rspackVersion;
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
  const resolveError = (lines.find((l) => l.includes("Can't resolve")) ?? '').replace(dir, '<host>');
  const js = path.join(dir, 'dist', 'static', 'js');
  return {
    rsbuild: version(alias),
    rspack,
    thrown,
    resolveError,
    emitted: fs.existsSync(js) ? fs.readdirSync(js).filter((f) => f.endsWith('.js')).length : 0,
  };
}

const results = {
  broken: await buildHost('rsbuild-0.3.11'),
  rspackUpgraded: await buildHost('rsbuild-0.3.11-rspack-0.5.4'),
  fixed: await buildHost('rsbuild-0.4.1'),
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
    'rsbuild-0-3: the build differs from its results.json: run with --write and update /guide/troubleshooting/known-problems',
  );
  process.exitCode = 1;
}
