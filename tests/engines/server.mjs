// @ts-check
/**
 * The sites the engines tier opens: the build served by `scripts/serve.mjs` (as the CDN serves it,
 * `_headers` applied) on a free port, and in front of it a second origin that holds back xgplayer's
 * JS and CSS for `delayMs`, as a slow network would (issue 25: play pressed before the player arrives).
 * The slow origin forwards every request unchanged and delays only the files that carry xgplayer,
 * found in the build by the class of its start control, as `tests/e2e/video.spec.ts` recognises them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort, until } from './drivers.mjs';

/** Paths (from the site root) of the built JS and CSS files that contain xgplayer. */
function xgplayerFiles(/** @type {string} */ root) {
  const found = new Set();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:js|css)$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes('xgplayer-start')) {
        found.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
      }
    }
  };
  walk(path.join(root, 'static'));
  return found;
}

/**
 * Starts both origins. Returns their URLs and `stop()`, which ends the server process and the proxy.
 * @param {{ root: string, delayMs: number }} options
 */
export async function startSites({ root, delayMs }) {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', root], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverLog = '';
  server.stderr?.on('data', (chunk) => {
    serverLog += chunk;
  });
  const site = `http://127.0.0.1:${port}`;
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  try {
    await until(async () => (await fetch(`${site}/`)).ok, 15_000, `scripts/serve.mjs on port ${port}`);
  } catch (error) {
    stopServer();
    throw new Error(`${/** @type {Error} */ (error).message}\n${serverLog}`);
  }

  const slow = xgplayerFiles(root);
  if (slow.size === 0) {
    stopServer();
    throw new Error(`no built file under ${root}/static carries xgplayer`);
  }
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const send = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        const pathname = new URL(req.url ?? '/', site).pathname;
        if (slow.has(pathname)) setTimeout(send, delayMs);
        else send();
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const proxyPort = await freePort();
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', () => resolve(undefined)));

  return {
    site,
    slowSite: `http://127.0.0.1:${proxyPort}`,
    delayed: [...slow],
    async stop() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(() => resolve(undefined)));
      stopServer();
    },
  };
}
