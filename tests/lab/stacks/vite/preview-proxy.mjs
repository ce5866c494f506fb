// @ts-check
/**
 * Row 114 (module-federation/vite#311): a host names its remote by a root-relative entry,
 * `/legacy-app/remoteEntry.js`, that its `server.proxy` forwards to the producer. Does the built host, served by
 * `vite preview` (whose `preview.proxy` defaults to `server.proxy`), load the remote as `vite dev` does? Builds the
 * producer and serves its `dist` statically; runs the host in `vite dev`, then builds it and runs `vite preview`,
 * and opens each in Chromium. Once with the plugin 1.4.1 and Vite 6.4.6 (old/1.4.1/: the release before the
 * thread's, June 2025, on the registry mirror), once with the stack's 1.23.8.
 * `node tests/lab/stacks/vite/preview-proxy.mjs [--write]`; ports from LAB_DEV_PORT (default 4337, and the next one).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { installStack, writeFiles } from '../stack.mjs';
import { CACHE, record, serveVite, version } from './common.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.LAB_DEV_PORT ?? 4337);
const PORTS = { remote: PORT, host: PORT + 1 };
// A <head>, as Vite's templates have: the plugin up to 1.4.1 adds its host-init script to it.
const HTML =
  '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>\n';

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

// The thread's host also ran vite-plugin-top-level-await after the federation plugin, with build.target 'chrome75'.
const hostTla = {
  ...host,
  'vite.config.mjs': host['vite.config.mjs']
    .replace(
      "import { federation } from '@module-federation/vite';",
      "import { federation } from '@module-federation/vite';\nimport topLevelAwait from 'vite-plugin-top-level-await';",
    )
    .replace("target: 'esnext'", "target: 'chrome75'")
    .replace('      dts: false,\n    }),\n', '      dts: false,\n    }),\n    topLevelAwait(),\n'),
};

const portless = (/** @type {string} */ s) => s.replace(/localhost:\d+/g, 'localhost:<port>');

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

const RUNS = [
  { cache: path.join(ROOT, 'node_modules/.cache/lab/stacks/vite-old-1.4.1'), lock: path.join(HERE, 'old', '1.4.1') },
  { cache: CACHE, lock: HERE },
];

/** Builds the producer and the host of one release, serves them, and probes the host in dev and in preview. */
async function runRelease(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {{ cache: string, lock: string }} */ run,
) {
  installStack(run.lock, run.cache);
  const WORK = path.join(run.cache, 'preview-proxy');
  const vite = path.join(run.cache, 'node_modules/vite/bin/vite.js');
  writeFiles(path.join(WORK, 'remote'), remote);
  const built = spawnSync(process.execPath, [vite, 'build'], { cwd: path.join(WORK, 'remote'), encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build of the producer failed:\n${built.stdout}${built.stderr}`);
  // The producer's dist answers at the root of its port: the proxy forwards /legacy-app/x as /legacy-app/x.
  const www = path.join(WORK, 'www');
  fs.rmSync(www, { recursive: true, force: true });
  fs.mkdirSync(www, { recursive: true });
  fs.cpSync(path.join(WORK, 'remote/dist'), path.join(www, 'legacy-app'), { recursive: true });
  const stopRemote = await startServers(www, [PORTS.remote]);
  /** @type {Record<string, unknown>} */
  const results = { plugin: version('@module-federation/vite', run.cache), vite: version('vite', run.cache) };
  try {
    const hosts = [['host', host]];
    if (fs.existsSync(path.join(run.cache, 'node_modules/vite-plugin-top-level-await')))
      hosts.push(['withTopLevelAwait', hostTla]);
    for (const [key, files] of /** @type {[string, Record<string, string>][]} */ (hosts)) {
      const dir = path.join(WORK, key);
      writeFiles(dir, files);
      /** @type {Record<string, unknown>} */
      const out = {};
      let server = await serveVite(run.cache, dir, [], PORTS.host);
      try {
        out.dev = await probe(browser, `http://localhost:${PORTS.host}/`);
      } finally {
        await server.close();
      }
      const hostBuilt = spawnSync(process.execPath, [vite, 'build'], { cwd: dir, encoding: 'utf8' });
      if (hostBuilt.status !== 0)
        throw new Error(`vite build of the host failed:\n${hostBuilt.stdout}${hostBuilt.stderr}`);
      server = await serveVite(run.cache, dir, ['preview'], PORTS.host);
      try {
        out.preview = await probe(browser, `http://localhost:${PORTS.host}/`);
      } finally {
        await server.close();
      }
      if (key === 'host') Object.assign(results, out);
      else results[key] = out;
    }
  } finally {
    await stopRemote();
  }
  return results;
}

const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
const results = [];
try {
  for (const run of RUNS) results.push(await runRelease(browser, run));
} finally {
  await browser.close();
}
record('results-preview-proxy.json', results, process.argv.includes('--write'));
process.exit();
