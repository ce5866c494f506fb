#!/usr/bin/env node
// @ts-check
/**
 * The deploy recipes, tested: serves a build with Debian's nginx and deploy/nginx.conf, and with the
 * preview server (scripts/serve.mjs), and runs the same checks against both (tests/harness/hostingChecks.mjs):
 * sitemap pages and canonicals, 404, security and cache headers, redirects, charset, gzip, hosting files.
 * Usage: node scripts/test-hosting.mjs [--dir doc_build] [--only nginx|preview]
 * Needs nginx (.ci/install-nginx.sh). Prints `N passed, N failed`; exits 1 on a failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runHostingChecks } from '../tests/harness/hostingChecks.mjs';
import { findNginx, startNginx } from '../tests/harness/nginxServer.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' },
    only: { type: 'string' },
  },
});
const root = path.resolve(values.dir);
for (const name of ['index.html', '_headers', '_redirects', 'sitemap.xml']) {
  if (!fs.existsSync(path.join(root, name))) {
    console.error(`No ${name} in ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const repo = path.resolve(import.meta.dirname, '..');

/** Starts `node scripts/serve.mjs` on a free port and reads its address from what it prints. */
async function startPreview() {
  const child = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs'), '--dir', root, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve.mjs printed no address in 15 s: ${out}`)), 15_000);
    const read = (/** @type {Buffer} */ c) => {
      out += c;
      const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: /** @type {string} */ (url),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startDeployNginx() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: run .ci/install-nginx.sh (Debian: nginx-light).');
  const conf = fs.readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8');
  return startNginx({ nginx, conf, root });
}

const SERVERS = /** @type {const} */ ([
  ['nginx', startDeployNginx],
  ['preview', startPreview],
]);
let passed = 0;
let failed = 0;
for (const [name, start] of SERVERS) {
  if (values.only && values.only !== name) continue;
  const t0 = performance.now();
  let server;
  try {
    server = await start();
  } catch (error) {
    failed++;
    console.log(`✗ ${name}: could not start: ${/** @type {Error} */ (error).message}`);
    continue;
  }
  try {
    const results = await runHostingChecks(server.url, root);
    const bad = results.filter((r) => !r.ok);
    for (const r of bad) console.log(`✗ ${name} ${r.name}: ${r.detail}`);
    passed += results.length - bad.length;
    failed += bad.length;
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${bad.length ? '✗' : '✓'} ${name}: ${results.length - bad.length} of ${results.length} checks passed (${seconds} s)`,
    );
  } finally {
    await server.stop();
  }
}
console.log(`hosting: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
