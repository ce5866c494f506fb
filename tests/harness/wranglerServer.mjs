// @ts-check
/**
 * Runs Cloudflare's local Pages runtime, `wrangler pages dev`, on a build for a test: the static assets
 * with `_headers` and `_redirects` applied as Cloudflare Pages applies them, and the Pages Functions of
 * `functions/` (the remote search, functions/search.ts). On 127.0.0.1, free ports, no telemetry, a HOME
 * and state folder of its own; wrangler and the workerd processes it starts are stopped together.
 * wrangler is not in package.json: `.ci/install-wrangler.sh` puts the pinned version in the cache.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
/** The version .ci/install-wrangler.sh installs (the last that runs on Node 20). */
const WRANGLER_VERSION = '4.86.0';
/** The compatibility date of workerd 1.20260426.1, which that wrangler ships. */
const COMPATIBILITY_DATE = '2026-04-26';
const INSTALLED = path.join(repo, 'node_modules/.cache/wrangler/node_modules/wrangler');

/** wrangler's entry script when the pinned version is installed, else null. */
function findWrangler() {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(INSTALLED, 'package.json'), 'utf8'));
    return version === WRANGLER_VERSION ? path.join(INSTALLED, 'bin/wrangler.js') : null;
  } catch {
    return null;
  }
}

/** A TCP port free on 127.0.0.1 now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `wrangler pages dev <root>` from the repository (so `functions/` is the site's functions) and
 * resolves once it answers `/`. The log is kept for the error message of a failed start.
 * @param {{ root: string, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, log: () => string, stop: () => Promise<void> }>}
 */
export async function startWrangler({ root, timeoutMs = 90_000 }) {
  const wrangler = findWrangler();
  if (!wrangler) throw new Error(`wrangler ${WRANGLER_VERSION} is not installed: run .ci/install-wrangler.sh.`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-wrangler-'));
  fs.mkdirSync(path.join(scratch, 'home'));
  const [port, inspector] = [await freePort(), await freePort()];
  const args = [
    ...[wrangler, 'pages', 'dev', root, '--ip', '127.0.0.1', '--port', String(port)],
    ...['--inspector-port', String(inspector), '--compatibility-date', COMPATIBILITY_DATE],
    ...['--persist-to', path.join(scratch, 'state'), '--log-level', 'warn'],
  ];
  const env = {
    ...process.env,
    HOME: path.join(scratch, 'home'),
    XDG_CONFIG_HOME: path.join(scratch, 'home/.config'),
    // Offline: no metrics, no `Request.cf` lookup, no prompts.
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    CI: 'true',
  };
  // Its own process group: workerd runs as wrangler's children, and stop() ends the group by its id.
  const child = spawn(process.execPath, args, { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler exited (${child.exitCode}) before it served:\n${output}`);
    const ok = await fetch(`${url}/`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler did not serve ${url}/ within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, log: () => output, stop };
}
