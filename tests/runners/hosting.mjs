#!/usr/bin/env node
// @ts-check
/**
 * The deploy recipes, tested: serves a build with Debian's nginx and deploy/nginx.conf, with the preview
 * server (as scripts/serve.mjs starts it) and with Cloudflare Pages' local runtime (`wrangler pages dev`),
 * and runs the same checks against each
 * (tests/harness/hostingChecks.mjs): sitemap pages and canonicals, 404, security and cache headers,
 * redirects, charset, gzip, hosting files.
 * Usage: node tests/runners/hosting.mjs [--dir doc_build] [--only nginx|preview|cloudflare]
 * Needs nginx (.ci/install-nginx.sh) and wrangler (.ci/install-wrangler.sh). Prints `N passed, N failed`; exits 1 on a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runHostingChecks } from '../harness/hostingChecks.mjs';
import { findNginx, startNginx } from '../harness/nginxServer.mjs';
import { startServer } from '../harness/staticServer.mjs';
import { startWrangler } from '../harness/wranglerServer.mjs';

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
const repo = path.resolve(import.meta.dirname, '../..');

/** The preview server as `npm run preview` starts it (scripts/serve.mjs), on a free port. */
async function startPreview() {
  const { url, close } = await startServer({ root, port: 0, hostingHeaders: true, hostingRedirects: true });
  return { url, stop: close };
}

async function startDeployNginx() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: run .ci/install-nginx.sh (Debian: nginx-light).');
  const conf = fs.readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8');
  return startNginx({ nginx, conf, root });
}

/** Cloudflare Pages' own runtime, `wrangler pages dev` (.ci/install-wrangler.sh installs it). */
async function startCloudflare() {
  const { url, stop } = await startWrangler({ root });
  return { url, stop };
}

/**
 * What `wrangler pages dev` answers differently and nothing in our files changes (docs-dev/deploy.md,
 * "Host behaviour"): printed with each run, so a release that changes it shows.
 * @type {Record<string, import('../harness/hostingChecks.mjs').HostOwn[]>}
 */
const HOST_OWN = {
  cloudflare: [
    {
      check: /^gzip /,
      problem: /^Vary \(missing\)$/,
      why: 'wrangler pages dev compresses without a Vary header; _headers cannot add one only to compressed answers',
    },
    {
      check: /^not served \/_(headers|redirects)/,
      problem: /^status 502, expected 404$/,
      why: 'wrangler pages dev answers 502 (it looks for _headers/index.html); it does not serve the file either',
    },
  ],
};

const SERVERS = /** @type {const} */ ([
  ['nginx', startDeployNginx],
  ['preview', startPreview],
  ['cloudflare', startCloudflare],
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
    const results = await runHostingChecks(server.url, root, { hostOwn: HOST_OWN[name] ?? [] });
    const bad = results.filter((r) => !r.ok);
    for (const r of results.filter((x) => x.hostOwn))
      console.log(`• ${name} ${r.name}: ${r.detail} (the host's own: ${r.hostOwn})`);
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
