#!/usr/bin/env node
// @ts-check
/**
 * The three test tiers (tests/README.md), each step timed:
 *
 *   node scripts/test-all.mjs check   `npm run check`: lint, types, content, unit tests (the inner loop)
 *   node scripts/test-all.mjs test    `npm test`: check, then the production build and what reads it
 *   node scripts/test-all.mjs full    `npm run test:full`: the full matrices, on the build `npm test` left,
 *                                     and the lean e2e suite on a build with every Rspress patch off
 *
 * A step is one line in the tier's list below: [name, shell command, the step it needs]; to add a check,
 * add a line. The CHECK steps run at the same time (their output printed whole as each ends); the others
 * run in order, except that neighbouring steps whose need ends in `&` (`build&`: they only read the
 * build) run at the same time. A step whose need failed (or did not run in this tier) is skipped; every
 * other step runs after a failure, so one run shows every problem. `full` builds first when the output
 * folder is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {[name: string, command: string, needs?: string]} Step */

/** `npm run check`: no build, no browser. */
const CHECK = /** @type {Step[]} */ ([
  ['lint', 'npm run lint'],
  // TypeScript 7 (the compiler in Go, installed as `typescript-go`): 6 s where 5.9 took 27 s on a fresh
  // clone (docs-dev/decisions/0006-fast-check-tier.md).
  ['typecheck', 'npm run typecheck'],
  // Links are checked once: in the sources by the build (`check-content --links`, file:line), and in the
  // output by built-links (every element of every page, the theme's language switch included).
  ['content', 'node scripts/check-content.mjs --no-links'],
  ['unit', 'vitest run --project unit --project components'],
]);

/** `npm test`: CHECK, then these. */
const TEST = /** @type {Step[]} */ ([
  // The behaviour facts the pages show, asserted against the installed packages (config/facts/behaviour).
  ['facts', 'vitest run --project facts'],
  ['build', 'npm run build'],
  // These four only read the build: they run at the same time (`&` below), like the CHECK steps.
  ['build-output', 'vitest run --project build-output', 'build&'],
  ['built-links', 'node scripts/check-built-links.mjs', 'build&'],
  // The W3C Nu HTML checker over every built page: 0 errors (lib/vnu.mjs).
  ['html', 'node scripts/check-html.mjs', 'build&'],
  ['budgets', 'node scripts/bench-site.mjs --no-build --check', 'build&'],
  ['e2e', 'playwright test --project=lean', 'build'],
]);

/** `npm run test:full`: the matrices, on the build of `npm test` (built first if missing). */
const FULL = /** @type {Step[]} */ ([
  ['build', 'npm run build --if-present', 'missing-build'],
  ['e2e-full', 'playwright test --project=full', 'build'],
  // The deploy recipes: deploy/nginx.conf behind a real nginx, and the preview server, checked alike.
  ['hosting', 'node scripts/test-hosting.mjs', 'build'],
  // Reader scenarios in Firefox ESR and WebKitGTK (tests/engines/README.md).
  ['engines', 'node scripts/test-engines.mjs', 'build'],
  // Every patch of Rspress switched off (rspress-patches/README.md), built into a folder of its own and
  // served on a port of its own: the lean suite passes but for the tests tagged `@patch:<id>`.
  [
    'patches-off',
    `export RSPRESS_PATCHES_OFF=all RSPRESS_OUT_DIR=doc_build-patches-off E2E_PORT=${process.env.E2E_PATCHES_OFF_PORT ?? 4174}; rspress build && playwright test --project=lean`,
  ],
]);

const started = performance.now();
const tier = process.argv[2] ?? 'test';
const TIERS = { check: CHECK, test: [...CHECK, ...TEST], full: FULL };
if (!(tier in TIERS)) {
  console.error(`unknown tier ${tier}: use one of ${Object.keys(TIERS).join(', ')}`);
  process.exit(2);
}
const steps = TIERS[/** @type {keyof typeof TIERS} */ (tier)];

const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
// Commands run from the project with its binaries on the path, as npm scripts do.
const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}` };

/** @type {Map<string, { ok: boolean, seconds: number, skipped?: boolean }>} */
const results = new Map();

/**
 * Runs a step with its output captured, printed whole when it ends (so steps that run together do not
 * interleave their lines).
 * @param {Step} step
 * @returns {Promise<void>}
 */
function runCaptured([name, command]) {
  const t0 = performance.now();
  const child = spawn(command, { env: { ...env, FORCE_COLOR: '1' }, shell: true });
  /** @type {Buffer[]} */
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - t0) / 1000;
      console.log(`\n▶ ${name}: ${command} (${seconds.toFixed(1)} s)`);
      process.stdout.write(Buffer.concat(out));
      results.set(name, { ok: code === 0, seconds });
      resolve();
    });
  });
}

// The CHECK steps need nothing but the sources: they run at the same time, on both cores.
const together = steps.filter((s) => CHECK.includes(s));
if (together.length > 0) {
  const t0 = performance.now();
  await Promise.all(together.map(runCaptured));
  results.set('(check, wall)', { ok: true, seconds: (performance.now() - t0) / 1000, skipped: true });
}

/**
 * The other steps in order, each alone, except that neighbouring steps whose need ends in `&` (they only
 * read what that step left) form one group that runs at the same time.
 * @type {Step[][]}
 */
const groups = [];
for (const step of steps.filter((s) => !CHECK.includes(s))) {
  const last = groups.at(-1);
  if (step[2]?.endsWith('&') && last?.[0]?.[2] === step[2]) last.push(step);
  else groups.push([step]);
}

for (const group of groups) {
  const needs = group[0]?.[2]?.replace(/&$/, '');
  // `full` reuses the build of `npm test` when there is one: the pseudo-step `missing-build` is "ok" then.
  if (needs === 'missing-build') {
    if (fs.existsSync(path.join(outDir, 'index.html'))) {
      for (const [name] of group) {
        results.set(name, { ok: true, seconds: 0, skipped: true });
        console.log(`\n▶ ${name}: reusing ${path.relative(process.cwd(), outDir) || outDir}`);
      }
      continue;
    }
  } else if (needs && !results.get(needs)?.ok) {
    for (const [name] of group) {
      results.set(name, { ok: false, seconds: 0, skipped: true });
      console.log(`\n▶ ${name}: skipped, because ${needs} ${results.has(needs) ? 'failed' : 'did not run'}`);
    }
    continue;
  }
  if (group.length > 1) {
    await Promise.all(group.map(runCaptured));
    continue;
  }
  const [name, command] = /** @type {Step} */ (group[0]);
  console.log(`\n▶ ${name}: ${command}`);
  const t0 = performance.now();
  const r = spawnSync(command, { stdio: 'inherit', env, shell: true });
  results.set(name, { ok: r.status === 0, seconds: (performance.now() - t0) / 1000 });
}

console.log(`\nSummary (${tier})`);
let total = 0;
for (const [name, r] of results) {
  if (!name.startsWith('(')) total += r.seconds;
  const state = r.ok ? (r.skipped ? 'kept' : 'ok  ') : r.skipped ? 'skip' : 'FAIL';
  console.log(`  ${state}  ${name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s`);
}
const failed = [...results.values()].filter((r) => !r.ok).length;
const wall = (performance.now() - started) / 1000;
console.log(
  `  ${results.size - failed} steps passed, ${failed} failed; ${wall.toFixed(1)} s wall (steps summed: ${total.toFixed(1)} s)`,
);
process.exit(failed === 0 ? 0 : 1);
