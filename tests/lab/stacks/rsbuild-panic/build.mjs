#!/usr/bin/env node
// @ts-check
/**
 * The lab build of the panic with two exposes of one file on /guide/troubleshooting/build
 * (rspack#12693): one producer whose `exposes` has '.' and './path' pointing at the same
 * `src/entry.ts`, built by `@module-federation/rsbuild-plugin` 0.21.6 with `manifest: true`:
 *
 *   - `broken`: Rsbuild 1.7.2 on Rspack 1.7.1 (the release pair of the report);
 *   - `upgraded`: Rsbuild 1.7.6 on Rspack 1.7.12;
 *   - `workaround`: Rsbuild 1.7.2 on Rspack 1.7.1, the second expose a file of its own that re-exports the first.
 *
 * A Rust panic can end the Node process, so each build runs in a child process of this script
 * (`--child <variant>`), which reports its outcome as JSON on its last stdout line. Records the exit code, the
 * `Panic occurred at runtime` line and the panic's own message line, the build error, and the emitted
 * JSON files. The packages come from this folder's package.json and lock (npm aliases `rsbuild-1.7.2` and
 * `rsbuild-1.7.6`, each with the Rspack its override pins), installed into
 * node_modules/.cache/lab/stacks/rsbuild-panic. Writes tests/lab/stacks/rsbuild-panic/results.json
 * (tests/unit/content/rsbuild-panic.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/rsbuild-panic/build.mjs [--write]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/rsbuild-panic');
const WORK = path.join(CACHE, 'work');
const { values: opts } = parseArgs({
  options: { write: { type: 'boolean', default: false }, child: { type: 'string' } },
});

/** @type {Record<string, { rsbuild: string, sameFile: boolean }>} */
const VARIANTS = {
  broken: { rsbuild: 'rsbuild-1.7.2', sameFile: true },
  upgraded: { rsbuild: 'rsbuild-1.7.6', sameFile: true },
  workaround: { rsbuild: 'rsbuild-1.7.2', sameFile: false },
};

/** @param {string} name */
async function child(name) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`unknown variant ${name}`);
  const req = createRequire(path.join(CACHE, 'package.json'));
  const { createRsbuild } = req(variant.rsbuild);
  const { pluginModuleFederation } = req('@module-federation/rsbuild-plugin');
  const dir = path.join(WORK, name);
  writeFiles(dir, {
    'package.json': '{"name":"remote","version":"1.0.0"}',
    'src/index.ts': "import('./bootstrap');\n",
    'src/bootstrap.ts': "document.body.textContent = 'Hello World';\nexport {};\n",
    'src/entry.ts': "import('./bootstrap');\nexport const name = 'entry';\n",
    'src/path.ts': "export * from './entry';\n",
  });
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      plugins: [
        pluginModuleFederation({
          name: 'remote',
          manifest: true,
          dts: false,
          exposes: { '.': './src/entry.ts', './path': variant.sameFile ? './src/entry.ts' : './src/path.ts' },
        }),
      ],
      output: { cleanDistPath: true },
      server: { cors: { origin: ['http://localhost:5173'] } },
    },
  });
  let error = '';
  try {
    await rsbuild.build();
  } catch (e) {
    error = String(/** @type {any} */ (e).message ?? e).split('\n')[0] ?? '';
  }
  const out = path.join(dir, 'dist');
  const files = fs.existsSync(out)
    ? fs
        .readdirSync(out)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  console.log(JSON.stringify({ error, files }));
}

if (opts.child) {
  await child(opts.child);
} else {
  installStack(HERE, CACHE);
  const version = (/** @type {string} */ pkg) =>
    JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  /** @type {Record<string, unknown>} */
  const results = { plugin: version('@module-federation/rsbuild-plugin') };
  for (const [name, variant] of Object.entries(VARIANTS)) {
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', name], {
      encoding: 'utf8',
      env: { ...process.env, RUST_BACKTRACE: '0', NO_COLOR: '1', FORCE_COLOR: '0' },
      timeout: 180_000,
    });
    const text = `${run.stdout}\n${run.stderr}`.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    const lines = text.split('\n').map((l) => l.trim());
    const panicAt = lines.findIndex((l) => l.startsWith('Panic occurred at runtime'));
    const last = lines.filter((l) => l.startsWith('{"error"')).pop();
    const outcome = last ? JSON.parse(last) : { error: '', files: [] };
    results[name] = {
      rsbuild: version(variant.rsbuild),
      rspack: version(`${variant.rsbuild}/node_modules/@rspack/core`),
      exposes: variant.sameFile ? ['./src/entry.ts', './src/entry.ts'] : ['./src/entry.ts', './src/path.ts'],
      exitCode: run.status,
      panic: panicAt >= 0,
      signal: run.signal,
      // the banner's `panicked at <file>` and the line after it (what Rspack found missing)
      panicMessage:
        panicAt >= 0
          ? [
              (lines[panicAt] ?? '').replace(/^.*?: (panicked at )/, '$1'),
              (lines[panicAt + 1] ?? '').replace(/Ukey\(\d+\)/g, 'Ukey(…)'),
            ]
          : [],
      error: outcome.error,
      files: outcome.files,
    };
  }
  const json = `${JSON.stringify(results, null, 2)}\n`;
  fs.writeFileSync(path.join(CACHE, 'results.json'), json);
  const committed = path.join(HERE, 'results.json');
  if (opts.write || !fs.existsSync(committed)) {
    fs.writeFileSync(committed, json);
    execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
  }
  console.log(json);
  if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(results)) {
    console.error(
      'rsbuild-panic: the build differs from its results.json: run with --write and update /guide/troubleshooting/build',
    );
    process.exitCode = 1;
  }
}
