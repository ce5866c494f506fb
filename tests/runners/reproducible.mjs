#!/usr/bin/env node
// @ts-check
/**
 * Reproducible builds (docs-dev/performance.md): builds the site again into a scratch folder, with the
 * persistent cache the first build left in `node_modules/.cache`, and compares every file with the
 * build in the output folder. Exits 1 naming the files that differ and where the first one does.
 *
 *   node tests/runners/reproducible.mjs [--against <dir>]   (default: a second build vs RSPRESS_OUT_DIR or doc_build)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({ options: { against: { type: 'string' } } });
const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`no build in ${outDir}: run \`npm run build\` first`);
  process.exit(2);
}

/** Every file under `dir`, relative to it, with the sha-256 of its bytes. @returns {Map<string, string>} */
function manifest(/** @type {string} */ dir) {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const hashOf = (/** @type {string} */ f) => crypto.hash('sha256', fs.readFileSync(path.join(dir, f)));
  return new Map(
    files
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort()
      .map((f) => [f, hashOf(f)]),
  );
}

let other = opts.against ? path.resolve(opts.against) : '';
if (!other) {
  other = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-reproducible-'));
  const t0 = performance.now();
  const r = spawnSync('npx', ['rspress', 'build'], {
    env: { ...process.env, RSPRESS_OUT_DIR: other },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error('the second build failed: run `npm run build` to see why');
    process.exit(1);
  }
  console.log(`second build (with the cache the first one left): ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const [a, b] = [manifest(outDir), manifest(other)];
const differing = [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f));
if (differing.length === 0) {
  console.log(`${a.size} files, byte for byte the same in both builds`);
  if (!opts.against) fs.rmSync(other, { recursive: true, force: true });
  process.exit(0);
}
console.error(`${differing.length} of ${a.size} files differ between ${outDir} and ${other}:`);
for (const f of differing.slice(0, 20))
  console.error(`  ${f}${a.has(f) ? (b.has(f) ? '' : ' (only in the first)') : ' (only in the second)'}`);
const first = differing.find((f) => a.has(f) && b.has(f));
if (first) {
  const [x, y] = [fs.readFileSync(path.join(outDir, first)), fs.readFileSync(path.join(other, first))];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const around = (/** @type {Buffer} */ buf) => JSON.stringify(buf.subarray(Math.max(0, i - 60), i + 60).toString());
  console.error(`first difference in ${first}, at byte ${i}:\n  ${around(x)}\n  ${around(y)}`);
}
process.exit(1);
