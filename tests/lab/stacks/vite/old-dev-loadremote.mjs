// @ts-check
/**
 * Row 52 (module-federation/vite#999): in `vite dev`, does `loadRemote('remote/util')` find a remote that
 * `import('remote/util')` loads? For the plugin 1.20.1 (old/1.20.1/) and the stack's 1.23.8, serves a producer
 * exposing `./util` and a consumer naming it `remote`, both in `vite dev`, opens the consumer's page in Chromium
 * and records what `import()` and then `loadRemote()` gave, and the `name` and `alias` the runtime registered.
 * `node tests/lab/stacks/vite/old-dev-loadremote.mjs [--write]`; ports from LAB_DEV_PORT (default 4332, and the
 * next one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { installStack, writeFiles } from '../stack.mjs';
import { CACHE, record, version } from './common.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const REMOTE_PORT = Number(process.env.LAB_DEV_PORT ?? 4332);
const HOST_PORT = REMOTE_PORT + 1;
const HTML = (/** @type {string} */ src) =>
  `<!doctype html><html><body><div id="root"></div><script type="module" src="${src}"></script></body></html>\n`;

/** The producer, `remote`, exposing `./util`. */
const remote = {
  'package.json': '{"name":"remote","private":true,"type":"module"}\n',
  'index.html': HTML('/src/main.js'),
  'src/main.js': "import { hello } from './util.js';\ndocument.getElementById('root').textContent = hello();\n",
  'src/util.js': "export const hello = () => 'hello from remote';\n",
  // The expose is an absolute path: the plugin resolves relative ones from the process's working directory.
  'vite.config.mjs': `import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
const util = fileURLToPath(new URL('./src/util.js', import.meta.url));
export default {
  base: 'http://localhost:${REMOTE_PORT}/',
  server: { port: ${REMOTE_PORT}, strictPort: true, origin: 'http://localhost:${REMOTE_PORT}' },
  logLevel: 'error',
  plugins: [federation({ name: 'remote', filename: 'remoteEntry.js', exposes: { './util': util }, dts: false })],
};
`,
};

/** The consumer: `import()` first (it also starts the runtime), then `loadRemote` of the same module. */
const host = {
  'package.json': '{"name":"host","private":true,"type":"module"}\n',
  'index.html': HTML('/src/main.js'),
  'src/main.js': `import { loadRemote } from '@module-federation/runtime';

const result = {};
try {
  result.import = (await import('remote/util')).hello();
} catch (e) {
  result.import = 'error: ' + e.message;
}
try {
  result.loadRemote = (await loadRemote('remote/util')).hello();
} catch (e) {
  result.loadRemote = 'error: ' + e.message;
}
result.remotes = (globalThis.__FEDERATION__?.__INSTANCES__ ?? []).flatMap((i) =>
  (i.options?.remotes ?? []).map((r) => ({ instance: i.name, name: r.name, alias: r.alias, entryGlobalName: r.entryGlobalName })),
);
window.__labResult = result;
`,
  'vite.config.mjs': `import { federation } from '@module-federation/vite';
export default {
  server: { port: ${HOST_PORT}, strictPort: true },
  logLevel: 'error',
  build: { target: 'esnext' },
  plugins: [
    federation({
      name: 'host',
      remotes: { remote: { type: 'module', name: 'remote', entry: 'http://localhost:${REMOTE_PORT}/remoteEntry.js' } },
      dts: false,
    }),
  ],
};
`,
};

/** The port numbers in the page's messages as `<port>`, the owner number of internal names as `<n>`. */
const portless = (/** @type {string} */ s) =>
  s.replace(/localhost:\d+/g, 'localhost:<port>').replace(/__mf_owner__\d+__/g, '__mf_owner__<n>__');

const RUNS = [
  {
    release: '1.20.1',
    cache: path.join(ROOT, 'node_modules/.cache/lab/stacks/vite-old-1.20.1'),
    lock: path.join(HERE, 'old', '1.20.1'),
  },
  { release: 'stack', cache: CACHE, lock: HERE },
];

const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
const results = [];
try {
  for (const run of RUNS) {
    installStack(run.lock, run.cache);
    const work = path.join(run.cache, 'loadremote');
    writeFiles(path.join(work, 'remote'), remote);
    writeFiles(path.join(work, 'host'), host);
    for (const app of ['remote', 'host'])
      fs.rmSync(path.join(work, app, 'node_modules/.vite'), { recursive: true, force: true });
    const vite = await import(pathToFileURL(path.join(run.cache, 'node_modules/vite/dist/node/index.js')).href);
    const servers = [];
    try {
      for (const app of ['remote', 'host']) {
        const dir = path.join(work, app);
        const server = await vite.createServer({ root: dir, configFile: path.join(dir, 'vite.config.mjs') });
        await server.listen();
        servers.push(server);
      }
      const page = await browser.newPage();
      const errors = /** @type {string[]} */ ([]);
      page.on('pageerror', (e) => errors.push(portless(e.message)));
      await page.goto(`http://localhost:${HOST_PORT}/`);
      const result = await page
        .waitForFunction(() => /** @type {any} */ (window).__labResult, null, { timeout: 60_000 })
        .then((h) => h.jsonValue())
        .catch(() => ({ import: 'no result', loadRemote: 'no result', remotes: [] }));
      await page.close();
      results.push({
        plugin: version('@module-federation/vite', run.cache),
        vite: version('vite', run.cache),
        import: portless(String(result.import)),
        loadRemote: portless(String(result.loadRemote)),
        remotes: JSON.parse(portless(JSON.stringify(result.remotes))),
        errors,
      });
    } finally {
      for (const server of servers) await server.close();
    }
  }
} finally {
  await browser.close();
}
record('results-old-dev-loadremote.json', results, process.argv.includes('--write'));
process.exit();
