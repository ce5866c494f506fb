// @ts-check
/**
 * Row 114 (module-federation/vite#311): a host names its remote by a root-relative entry,
 * `/legacy-app/remoteEntry.js`, that its `server.proxy` forwards to the producer. Does the built host, served by
 * `vite preview` (whose `preview.proxy` defaults to `server.proxy`), load the remote as `vite dev` does? Builds the
 * producer and serves its `dist` statically; runs the host in `vite dev`, then builds it and runs `vite preview`,
 * and opens each in Chromium. `node tests/lab/stacks/vite/preview-proxy.mjs [--write]`; ports from LAB_DEV_PORT
 * (default 4337, and the next one).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { installStack, writeFiles } from '../stack.mjs';
import { CACHE, record, version } from './common.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.LAB_DEV_PORT ?? 4337);
const PORTS = { remote: PORT, host: PORT + 1 };
const WORK = path.join(CACHE, 'preview-proxy');
const HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>\n';

const remote = {
  'package.json': '{"name":"remote","private":true,"type":"module"}\n',
  'index.html': HTML,
  'src/main.js': "import { hello } from './util.js';\ndocument.getElementById('root').textContent = hello();\n",
  'src/util.js': "export const hello = () => 'hello from remote';\n",
  // Built for the path the host's proxy forwards, as the producer in the thread is served behind it.
  'vite.config.mjs': `import { federation } from '@module-federation/vite';
export default {
  base: '/legacy-app/',
  logLevel: 'error',
  build: { target: 'esnext' },
  plugins: [federation({ name: 'remote', filename: 'remoteEntry.js', exposes: { './util': './src/util.js' }, dts: false })],
};
`,
};

const host = {
  'package.json': '{"name":"host","private":true,"type":"module"}\n',
  'index.html': HTML,
  'src/main.js': `let result;
try {
  result = (await import('remote/util')).hello();
} catch (e) {
  result = 'error: ' + e.message;
}
window.__labResult = result;
`,
  'vite.config.mjs': `import { federation } from '@module-federation/vite';
export default {
  logLevel: 'error',
  build: { target: 'esnext' },
  server: {
    proxy: {
      '/legacy-app': { target: 'http://localhost:${PORTS.remote}/', changeOrigin: true },
    },
  },
  plugins: [
    federation({
      name: 'host',
      remotes: {
        remote: { type: 'module', name: 'remote', entry: '/legacy-app/remoteEntry.js', entryGlobalName: 'remote', shareScope: 'default' },
      },
      dts: false,
    }),
  ],
};
`,
};

const portless = (/** @type {string} */ s) => s.replace(/localhost:\d+/g, 'localhost:<port>');
const vite = path.join(CACHE, 'node_modules/vite/bin/vite.js');

/** Runs `vite <args>` in `dir` until `port` answers; returns a stop function. */
async function serve(/** @type {string} */ dir, /** @type {string[]} */ args, /** @type {number} */ port) {
  const child = spawn(process.execPath, [vite, ...args, '--port', String(port), '--strictPort'], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`http://localhost:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => child.kill();
}

/** @param {import('@playwright/test').Browser} browser @param {string} url */
async function probe(browser, url) {
  const page = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  page.on('pageerror', (e) => errors.push(portless(e.message)));
  await page.goto(url);
  const result = await page
    .waitForFunction(() => /** @type {any} */ (window).__labResult, null, { timeout: 60_000 })
    .then((h) => h.jsonValue())
    .catch(() => 'no result');
  await page.close();
  return { result: portless(String(result)), errors };
}

installStack(HERE, CACHE);
writeFiles(path.join(WORK, 'remote'), remote);
writeFiles(path.join(WORK, 'host'), host);
const built = spawnSync(process.execPath, [vite, 'build'], { cwd: path.join(WORK, 'remote'), encoding: 'utf8' });
if (built.status !== 0) throw new Error(`vite build of the producer failed:\n${built.stdout}${built.stderr}`);
// The producer's dist answers at the root of its port: the proxy forwards /legacy-app/x as /legacy-app/x.
const www = path.join(WORK, 'www');
fs.rmSync(www, { recursive: true, force: true });
fs.mkdirSync(www, { recursive: true });
fs.cpSync(path.join(WORK, 'remote/dist'), path.join(www, 'legacy-app'), { recursive: true });
const stopRemote = await startServers(www, [PORTS.remote]);
const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
/** @type {Record<string, unknown>} */
const results = { plugin: version('@module-federation/vite'), vite: version('vite') };
try {
  let stop = await serve(path.join(WORK, 'host'), [], PORTS.host);
  try {
    results.dev = await probe(browser, `http://localhost:${PORTS.host}/`);
  } finally {
    stop();
  }
  const hostBuilt = spawnSync(process.execPath, [vite, 'build'], { cwd: path.join(WORK, 'host'), encoding: 'utf8' });
  if (hostBuilt.status !== 0) throw new Error(`vite build of the host failed:\n${hostBuilt.stdout}${hostBuilt.stderr}`);
  stop = await serve(path.join(WORK, 'host'), ['preview'], PORTS.host);
  try {
    results.preview = await probe(browser, `http://localhost:${PORTS.host}/`);
  } finally {
    stop();
  }
} finally {
  await browser.close();
  await stopRemote();
}
record('results-preview-proxy.json', results, process.argv.includes('--write'));
process.exit();
