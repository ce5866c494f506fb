#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every check the project has, in order, each step timed. Steps after a failure still run
 * (so one run shows every problem), except the e2e suite, which needs a successful build.
 */
import { spawnSync } from 'node:child_process';

/** @type {[name: string, cmd: string, args: string[], needs?: string][]} */
const STEPS = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  // Links are checked once: in the sources by the build (`check-content --links`, file:line), and in the
  // output by built-links (every element of every page, the theme's language switch included).
  ['content', 'node', ['scripts/check-content.mjs', '--no-links']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['built-links', 'node', ['scripts/check-built-links.mjs'], 'build'],
  ['e2e', 'node', ['scripts/run-e2e.mjs', '--no-build'], 'build'],
];

/** @type {Map<string, { ok: boolean, seconds: number, skipped?: boolean }>} */
const results = new Map();
for (const [name, cmd, args, needs] of STEPS) {
  if (needs && !results.get(needs)?.ok) {
    results.set(name, { ok: false, seconds: 0, skipped: true });
    console.log(`\n▶ ${name}: skipped, because ${needs} failed`);
    continue;
  }
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  results.set(name, { ok: r.status === 0, seconds: (performance.now() - t0) / 1000 });
}

console.log('\nSummary');
for (const [name, r] of results) {
  console.log(`  ${r.ok ? 'ok  ' : r.skipped ? 'skip' : 'FAIL'}  ${name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
}
const passed = [...results.values()].filter((r) => r.ok).length;
const failed = results.size - passed;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
