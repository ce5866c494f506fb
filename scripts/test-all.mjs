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
 * run in order, except that neighbouring steps whose need ends in `&` run at the same time (`&` alone:
 * needs nothing; `build&`: only reads the build). On two cores that pays where steps leave a core idle:
 * the lab's builds keep about 1.4 cores busy and the site's build 1.6. A step whose need failed (or did
 * not run in this tier) is skipped; every other step runs after a failure, so one run shows every
 * problem. `full` builds first when the output folder is missing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {[name: string, command: string, needs?: string]} Step */

/** `npm run check`: no build, no browser. */
const CHECK = /** @type {Step[]} */ ([
  ['lint', 'npm run lint'],
  // TypeScript 7 (the compiler in Go, installed as `typescript-go`): 6 s where 5.9 took 27 s on a fresh
  // clone (docs-dev/decisions/0006-fast-check-tier.md).
  ['typecheck', 'npm run typecheck'],
  // Links are checked once: in the sources here (file:line; the build step is then `rspress build` alone),
  // and in the output by built-links (every element of every page, the theme's language switch included).
  ['content', 'node scripts/check-content.mjs'],
  ['unit', 'vitest run --project unit --project components'],
]);

/** `npm test`: CHECK, then these. */
const TEST = /** @type {Step[]} */ ([
  // The federation lab (tests/lab/): real producers and consumers built and loaded in Chromium; only
  // the scenarios whose inputs changed run again (node_modules/.cache/lab/). The facts read its results.
  // Needs nothing, and runs beside the site's build (`&`).
  ['lab', 'node tests/lab/run.mjs', '&'],
  // `npm run build` without its first half, the source links and frontmatter: `content` checked them.
  ['build', 'rspress build', '&'],
  // The behaviour facts the pages show, asserted against the installed packages (config/facts/behaviour).
  ['facts', 'vitest run --project facts', 'lab&'],
  // These only read the build: they run at the same time as the facts (`&`), like the CHECK steps.
  ['build-output', 'vitest run --project build-output', 'build&'],
  ['built-links', 'node tests/runners/built-links.mjs', 'build&'],
  // The W3C Nu HTML checker over every built page: 0 errors (tests/harness/vnu.mjs).
  ['html', 'node tests/runners/html.mjs', 'build&'],
  ['budgets', 'node tests/bench/site.mjs --no-build --check', 'build&'],
  // What a returning reader fetches again after a one-sentence edit to one page (config/budgets.mjs): a
  // second build into a scratch folder with the cache the first left. It edits the page in the tree and puts
  // it back, so it runs alone, after the steps that build from the tree.
  ['returning', 'node tests/bench/returning.mjs --no-build --check', 'build'],
  ['e2e', 'playwright test --project=lean', 'build'],
]);

/** `npm run test:full`: the matrices, on the build of `npm test` (built first if missing). */
const FULL = /** @type {Step[]} */ ([
  ['build', 'npm run build --if-present', 'missing-build'],
  ['e2e-full', 'playwright test --project=full', 'build'],
  // A second build with the cache the first left, compared byte for byte (docs-dev/performance.md). In
  // this tier since the page-record and prerender caches are gone (decision 0011): npm test's extra build
  // is the returning-reader step's.
  ['reproducible', 'node tests/runners/reproducible.mjs', 'build'],
  // The stacks the site documents, installed into caches of their own (tests/lab/stacks/): built and
  // loaded again, and compared with the committed results.json each page's unit test reads.
  ['lab-stacks', 'node tests/lab/stacks/choices/measure.mjs --runs 3'],
  ['lab-rslib', 'node tests/lab/stacks/rslib/build.mjs'],
  ['lab-vue', 'node tests/lab/stacks/vue/build.mjs'],
  ['lab-rstest', 'node tests/lab/stacks/rstest/build.mjs'],
  ['lab-load-failures', 'node tests/lab/stacks/load-failures/build.mjs'],
  ['lab-node', 'node tests/lab/stacks/node/build.mjs'],
  ['lab-vite', 'node tests/lab/stacks/vite/build.mjs'],
  // The Vite consumer of an Rspack producer and the build-time symptoms; `vite dev` edited in Chromium (issues 42, 43).
  ['lab-vite-reverse', 'node tests/lab/stacks/vite/reverse.mjs'],
  ['lab-vite-dev', 'node tests/lab/stacks/vite/dev.mjs'],
  ['lab-vite-old-dev-singleton', 'node tests/lab/stacks/vite/old-dev-singleton.mjs'],
  ['lab-vite-old-dev-loadremote', 'node tests/lab/stacks/vite/old-dev-loadremote.mjs'],
  ['lab-vite-old-dev-two-remotes', 'node tests/lab/stacks/vite/old-dev-two-remotes.mjs'],
  ['lab-vite-preview-proxy', 'node tests/lab/stacks/vite/preview-proxy.mjs'],
  ['lab-nx', 'node tests/lab/stacks/nx/build.mjs'],
  ['lab-nx-releases', 'node tests/lab/stacks/nx/releases.mjs'],
  // Issue 43: style isolation, snapshots / globals / CSP / browser support, the Rspack 1.6 manifest collision.
  ['lab-css', 'node tests/lab/stacks/css/build.mjs'],
  ['lab-page-runtime', 'node tests/lab/stacks/page-runtime/build.mjs'],
  ['lab-rspack-upgrade', 'node tests/lab/stacks/rspack-upgrade/build.mjs'],
  // Issue 42: the Rspack 1.7.1 panic with two exposes of one file (Rsbuild 1.7.2), and Rsbuild 1.7.6 on Rspack 1.7.12.
  ['lab-rsbuild-panic', 'node tests/lab/stacks/rsbuild-panic/build.mjs'],
  // Issue 42: `Can't resolve 'remote/Button'` of Rsbuild 0.3.11's built-in moduleFederation, built on 0.4.1.
  ['lab-rsbuild-0-3', 'node tests/lab/stacks/rsbuild-0-3/build.mjs'],
  // Issue 42: `library: { type: 'module' }` in Rsbuild 0.6.15 and 1.0.1's built-in moduleFederation, and the ESM output that fixes it.
  ['lab-rsbuild-library-module', 'node tests/lab/stacks/rsbuild-library-module/build.mjs'],
  ['lab-angular', 'node tests/lab/stacks/angular/build.mjs'],
  ['lab-react-cra', 'node tests/lab/stacks/react-cra/build.mjs'],
  // Issue 43: React Native bundled with Metro (about 8 minutes), Storybook with a federated story, Zephyr's wrapper.
  ['lab-metro', 'node tests/lab/stacks/metro/build.mjs'],
  ['lab-storybook', 'node tests/lab/stacks/storybook/build.mjs'],
  ['lab-zephyr', 'node tests/lab/stacks/zephyr/build.mjs'],
  ['lab-modernjs', 'node tests/lab/stacks/modernjs/build.mjs'],
  ['lab-modernjs2', 'node tests/lab/stacks/modernjs2/build.mjs'],
  // The deploy recipes: deploy/nginx.conf behind a real nginx, the preview server and Cloudflare Pages'
  // runtime (wrangler pages dev), checked alike.
  ['hosting', 'bash .ci/install-wrangler.sh && node tests/runners/hosting.mjs', 'build'],
  // The dev server in the lab: `rsbuild dev` of a producer and a consumer, edited while the page is open
  // (tests/lab/dev/dev-server.mjs, about 90 s); it fails when config/facts/behaviour/dev.ts no longer holds.
  ['lab-dev', 'node tests/lab/dev/dev-server.mjs'],
  // Reader scenarios in Firefox ESR and WebKitGTK (tests/engines/README.md).
  ['engines', 'node tests/runners/engines.mjs', 'build'],
  // Remote search on Cloudflare's runtime: a build with MF_SEARCH_MODE=remote (doc_build-edge) under
  // `wrangler pages dev` with functions/search.ts, the relevance gates of local mode over HTTP, and the
  // dialog in Chromium (tests/runners/edge-search.mjs). wrangler goes to node_modules/.cache, pinned.
  ['edge-search', 'bash .ci/install-wrangler.sh && node tests/runners/edge-search.mjs'],
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
const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
// Commands run from the project with its binaries on the path, as npm scripts do.
const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
/** @type {Map<string, { ok: boolean, seconds: number, state: string }>} */
const results = new Map();

/**
 * Runs a step. A step alone shows its output as it comes; steps that run together have theirs captured
 * and printed whole as each ends, so their lines do not interleave.
 * @param {Step} step
 * @param {boolean} alone
 * @returns {Promise<void>}
 */
function run([name, command], alone) {
  const t0 = performance.now();
  if (alone) console.log(`\n▶ ${name}: ${command}`);
  const child = spawn(command, {
    env: alone ? env : { ...env, FORCE_COLOR: '1' },
    shell: true,
    stdio: alone ? 'inherit' : 'pipe',
  });
  /** @type {Buffer[]} */
  const out = [];
  child.stdout?.on('data', (d) => out.push(d));
  child.stderr?.on('data', (d) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - t0) / 1000;
      if (!alone) process.stdout.write(`\n▶ ${name}: ${command} (${seconds.toFixed(1)} s)\n${Buffer.concat(out)}`);
      results.set(name, { ok: code === 0, seconds, state: code === 0 ? 'ok' : 'FAIL' });
      resolve();
    });
  });
}

// Groups that run at the same time: the CHECK steps (they need nothing but the sources), and
// neighbouring steps whose need ends in `&` (they only read what that step left).
/** @type {Step[][]} */
const groups = [];
for (const step of TIERS[/** @type {keyof typeof TIERS} */ (tier)]) {
  const last = groups.at(-1);
  const first = last?.[0];
  const together = CHECK.includes(step)
    ? first && CHECK.includes(first)
    : step[2]?.endsWith('&') &&
      first?.[2]?.endsWith('&') &&
      // A step that needs one of the group's steps starts the next group.
      !last?.some(([name]) => `${name}&` === step[2]);
  if (last && together) last.push(step);
  else groups.push([step]);
}

for (const group of groups) {
  /** @type {Step[]} */
  const running = [];
  for (const step of group) {
    const [name, , need] = step;
    const needs = need?.replace(/&$/, '');
    // `full` reuses the build of `npm test` when there is one: the pseudo-step `missing-build`.
    const reuse = needs === 'missing-build' && fs.existsSync(path.join(outDir, 'index.html'));
    const skip = needs && needs !== 'missing-build' && !results.get(needs)?.ok;
    if (!reuse && !skip) {
      running.push(step);
      continue;
    }
    results.set(name, { ok: reuse, seconds: 0, state: reuse ? 'kept' : 'skip' });
    const why = reuse
      ? `reusing ${outDir}`
      : `skipped, because ${needs} ${results.has(needs ?? '') ? 'failed' : 'did not run'}`;
    console.log(`\n▶ ${name}: ${why}`);
  }
  await Promise.all(running.map((step) => run(step, running.length === 1)));
}

console.log(`\nSummary (${tier})`);
for (const [name, r] of results)
  console.log(`  ${r.state.padEnd(4)}  ${name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s`);
const failed = [...results.values()].filter((r) => !r.ok).length;
const wall = (performance.now() - started) / 1000;
console.log(`  ${results.size - failed} steps passed, ${failed} failed; ${wall.toFixed(1)} s wall`);
process.exit(failed === 0 ? 0 : 1);
