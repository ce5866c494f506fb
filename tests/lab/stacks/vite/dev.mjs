#!/usr/bin/env node
// @ts-check
/**
 * The Vite dev server in the lab (issue 42), for /guide/basic/vite#dev-server and /guide/troubleshooting/vite:
 * `vite dev` (Vite 7.3.8, `@module-federation/vite` 1.23.8, `@vitejs/plugin-react` 5.2.0) of a React
 * producer and a React consumer, each on an ephemeral port, the consumer's page open in Chromium; the
 * consumer's own file and the producer's exposed file are edited while the page is open, once with
 * `dev.remoteHmr` unset and once with `remoteHmr: true`. Then a consumer in `vite dev` loading a producer
 * built by Rspack. Records what the page showed after each edit, whether it reloaded, the page's errors and
 * which copy of React ran. Writes tests/lab/stacks/vite/results-dev.json (tests/unit/content/viteReverse.test.ts
 * holds the pages to it).
 *
 *   node tests/lab/stacks/vite/dev.mjs [--write]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { installStack } from '../stack.mjs';
import { BUTTON, CACHE, record, rspackProducer, version } from './common.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
// Outside node_modules: Vite's watcher ignores changes under node_modules.
const WORK = path.join(os.tmpdir(), `mf-lab-vite-dev-${process.getuid?.() ?? 0}`);
const UPDATE_TIMEOUT = 20_000;
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);

/** A free port, from the system (port 0), for a server that needs its URL in its own config. */
const freePort = () =>
  /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const s = net.createServer();
      s.once('error', reject).listen(0, '127.0.0.1', () => {
        const { port } = /** @type {net.AddressInfo} */ (s.address());
        s.close(() => resolve(port));
      });
    })
  );

/** Writes an app: its files and a node_modules of links to the project's React and the stack's Vite packages. */
function writeApp(/** @type {string} */ dir, /** @type {Record<string, string>} */ files) {
  const nm = path.join(dir, 'node_modules');
  if (!fs.existsSync(nm)) {
    fs.mkdirSync(path.join(nm, '@module-federation'), { recursive: true });
    fs.mkdirSync(path.join(nm, '@vitejs'), { recursive: true });
    for (const p of ['react', 'react-dom', 'scheduler'])
      fs.symlinkSync(path.join(ROOT, 'node_modules', p), path.join(nm, p));
    for (const p of ['vite', '@module-federation/vite', '@vitejs/plugin-react'])
      fs.symlinkSync(path.join(CACHE, 'node_modules', p), path.join(nm, p));
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** The config of an app in `vite dev`, as the page shows it (with the lab's port). */
const viteConfig = (
  /** @type {number} */ port,
  /** @type {string} */ federation,
) => `import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: 'http://localhost:${port}/',
  server: { port: ${port}, strictPort: true, origin: 'http://localhost:${port}' },
  plugins: [
    react(),
    federation(${federation}),
  ],
});
`;

const SHARED = `{
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      }`;
const HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>dev</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n';
const app = (/** @type {string} */ text, /** @type {string} */ request) => `import { lazy, Suspense } from 'react';

const Button = lazy(() => import('${request}'));

export default function App() {
  return (
    <div>
      <p id="own">${text}</p>
      <Suspense fallback={<span>loading</span>}>
        <Button label="producer v1" />
      </Suspense>
    </div>
  );
}
`;
const MAIN = `import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root')).render(<App />);
`;

/** Starts `vite` (dev) in `dir` on `port`; resolves once it listens. */
function viteDev(
  /** @type {string} */ dir,
  /** @type {number} */ port,
  /** @type {Record<string, string>} */ env = {},
) {
  const child = spawn(
    process.execPath,
    [path.join(CACHE, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
    {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  return /** @type {Promise<{ log: () => string, close: () => void }>} */ (
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`vite dev in ${dir} did not start:\n${log}`)), 60_000);
      const onData = (/** @type {Buffer} */ d) => {
        log += d.toString();
        if (/Local:/.test(log)) {
          clearTimeout(timer);
          resolve({ log: () => log, close: () => child.kill() });
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`vite dev exited with ${code}:\n${log}`)));
    })
  );
}

/** Opens `url` in Chromium and returns helpers to read the page and notice reloads. */
async function open(/** @type {import('@playwright/test').Browser} */ browser, /** @type {string} */ url) {
  const page = await browser.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message.split('\n')[0]}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text().split('\n')[0]}`));
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const text = (/** @type {string} */ sel) =>
    page.evaluate((s) => document.querySelector(s)?.textContent ?? null, sel).catch(() => null);
  const mark = () =>
    page.evaluate(() => {
      /** @type {any} */ (window).__labKept = true;
    });
  /** Waits until `sel` reads `want` at its start; reports what it read and whether the page reloaded. */
  const after = async (/** @type {string} */ sel, /** @type {string} */ want) => {
    const before = loads;
    const seen = await page
      .waitForFunction(
        (/** @type {[string, string]} */ [s, w]) => document.querySelector(s)?.textContent?.startsWith(w),
        /** @type {[string, string]} */ ([sel, want]),
        { timeout: UPDATE_TIMEOUT },
      )
      .then(
        () => text(sel),
        async () => `still ${JSON.stringify(await text(sel))} after ${UPDATE_TIMEOUT / 1000} s`,
      );
    const kept = await page.evaluate(() => /** @type {any} */ (window).__labKept === true).catch(() => false);
    const how = loads > before || !kept ? 'page reloaded' : 'no reload';
    await mark().catch(() => {});
    return { seen, how };
  };
  await page.goto(url);
  const shown = await page
    .waitForFunction(() => document.querySelector('.mf-button'), undefined, { timeout: 30_000 })
    .then(
      () => text('.mf-button'),
      () => null,
    );
  if (shown) {
    await page.locator('.mf-button').click();
    await mark();
  }
  const react = await page.evaluate(() => {
    const share = /** @type {any} */ (globalThis).__FEDERATION__?.__SHARE__ ?? {};
    /** @type {Record<string, string>} */
    const seen = {};
    for (const [instance, scopes] of Object.entries(share))
      for (const [v, entry] of Object.entries(/** @type {any} */ (scopes)?.default?.react ?? {}))
        seen[`${instance} react@${v}`] = `from ${entry.from}${entry.loaded ? ', loaded' : ''}`;
    // Sorted: the order apps register in is not fixed.
    return Object.fromEntries(Object.entries(seen).sort());
  });
  return { page, errors, text, after, shown, afterClick: shown && (await text('.mf-button')), react };
}

/** A Vite producer and a Vite consumer in dev, with `dev` as both apps' `dev` option; edits both. */
async function pair(
  /** @type {string} */ name,
  /** @type {string} */ devOption,
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {Record<string, string>} */ env = {},
) {
  const producerPort = await freePort();
  const consumerPort = await freePort();
  const producerDir = path.join(WORK, name, 'producer');
  const consumerDir = path.join(WORK, name, 'consumer');
  const dev = devOption ? `\n      dev: ${devOption},` : '';
  writeApp(producerDir, {
    'package.json': '{"name":"vite-ui","private":true,"type":"module"}\n',
    'index.html': HTML,
    'src/main.jsx':
      "import { createRoot } from 'react-dom/client';\nimport Button from './Button';\n\ncreateRoot(document.getElementById('root')).render(<Button label=\"own page\" />);\n",
    'src/Button.jsx': BUTTON,
    'vite.config.js': viteConfig(
      producerPort,
      `{
      name: 'vite_ui',
      filename: 'remoteEntry.js',
      exposes: { './Button': './src/Button.jsx' },
      shared: ${SHARED},${dev}
      dts: false,
    }`,
    ),
  });
  writeApp(consumerDir, {
    'package.json': '{"name":"vite-shell","private":true,"type":"module"}\n',
    'index.html': HTML,
    'src/main.jsx': MAIN,
    'src/App.jsx': app('consumer v1', 'vite_ui/Button'),
    'vite.config.js': viteConfig(
      consumerPort,
      `{
      name: 'vite_shell',
      remotes: {
        vite_ui: { type: 'module', name: 'vite_ui', entry: 'http://localhost:${producerPort}/remoteEntry.js' },
      },
      shared: ${SHARED},${dev}
      dts: false,
    }`,
    ),
  });
  const producer = await viteDev(producerDir, producerPort, env);
  const consumer = await viteDev(consumerDir, consumerPort, env);
  try {
    const p = await open(browser, `http://localhost:${consumerPort}/`);
    const result = {
      start: { own: await p.text('#own'), remote: p.shown, afterOneClick: p.afterClick },
      react: p.react,
    };
    writeApp(consumerDir, { 'src/App.jsx': app('consumer v2', 'vite_ui/Button') });
    const consumerEdit = await p.after('#own', 'consumer v2');
    await p.page.waitForSelector('.mf-button', { timeout: UPDATE_TIMEOUT });
    const clicksAfterConsumerEdit = await p.text('.mf-button');
    // A reload reset the count: click again, so that the producer's edit shows whether state is kept.
    if (clicksAfterConsumerEdit?.endsWith(' 0')) await p.page.locator('.mf-button').click();
    writeApp(producerDir, { 'src/Button.jsx': BUTTON.replace('{label} {clicks}', 'edited {clicks}') });
    const producerEdit = await p.after('.mf-button', 'edited');
    // The reader's next step when nothing changed: reload the consumer's page.
    await p.page.reload();
    await p.page.waitForSelector('.mf-button', { timeout: UPDATE_TIMEOUT });
    const afterReload = await p.text('.mf-button');
    await p.page.close();
    const messages = [producer.log(), consumer.log()]
      .join('\n')
      .split('\n')
      .filter((l) => /\[Module Federation\]|error/i.test(l))
      // How many reconnects fit in the run depends on the machine's speed: the give-up line is left out.
      .filter((l) => !l.includes('reconnect skipped after'))
      .map((l) =>
        l
          .replace(/\d+:\d+:\d+ (AM|PM)/, '')
          .replace(/localhost:\d+/g, 'localhost:<port>')
          .replace(/attempt \d+/, 'attempt <n>')
          .trim(),
      );
    return {
      ...result,
      consumerEdit: { ...consumerEdit, button: clicksAfterConsumerEdit },
      producerEdit,
      afterReload,
      errors: [...new Set(p.errors.map((e) => e.replace(/localhost:\d+/g, 'localhost:<port>')))],
      messages: [...new Set(messages)],
    };
  } finally {
    consumer.close();
    producer.close();
  }
}

fs.rmSync(WORK, { recursive: true, force: true });
/** @type {Record<string, unknown>} */
const results = {
  node: process.version,
  versions: {
    vite: version('vite'),
    '@module-federation/vite': version('@module-federation/vite'),
    '@vitejs/plugin-react': version('@vitejs/plugin-react'),
    '@module-federation/enhanced (Rspack producer)': version('@module-federation/enhanced', ROOT),
    react: version('react', ROOT),
  },
};
const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
try {
  results.remoteHmrUnset = await pair('unset', '', browser);
  console.error(JSON.stringify(results.remoteHmrUnset, null, 2));
  results.remoteHmrTrue = await pair('hmr', '{ remoteHmr: true }', browser);
  console.error(JSON.stringify(results.remoteHmrTrue, null, 2));
  results.remoteHmrFullReload = await pair('full', "{ remoteHmr: 'full-reload' }", browser);
  console.error(JSON.stringify(results.remoteHmrFullReload, null, 2));
  // Node 20 has WebSocket only behind a flag: the same pair with it.
  results.remoteHmrFullReloadWebSocket = await pair('full-ws', "{ remoteHmr: 'full-reload' }", browser, {
    NODE_OPTIONS: '--experimental-websocket',
  });
  console.error(JSON.stringify(results.remoteHmrFullReloadWebSocket, null, 2));

  // Two Vite producers in dev, both rendered by one consumer in dev.
  {
    const ports = { a: await freePort(), b: await freePort(), consumer: await freePort() };
    /** @type {{ log: () => string, close: () => void }[]} */
    const servers = [];
    try {
      for (const [key, name, cls] of /** @type {[string, string, string][]} */ ([
        ['a', 'vite_ui', 'mf-button'],
        ['b', 'vite_ui_b', 'mf-button-b'],
      ])) {
        const dir = path.join(WORK, 'two', key);
        const port = ports[/** @type {'a' | 'b'} */ (key)];
        writeApp(dir, {
          'package.json': `{"name":"${name}","private":true,"type":"module"}\n`,
          'index.html': HTML,
          'src/main.jsx': "import Button from './Button';\nconsole.log(Button);\n",
          'src/Button.jsx': BUTTON.replace('mf-button', cls),
          'vite.config.js': viteConfig(
            port,
            `{
      name: '${name}',
      filename: 'remoteEntry.js',
      exposes: { './Button': './src/Button.jsx' },
      shared: ${SHARED},
      dts: false,
    }`,
          ),
        });
        servers.push(await viteDev(dir, port));
      }
      const consumerDir = path.join(WORK, 'two', 'consumer');
      writeApp(consumerDir, {
        'package.json': '{"name":"vite-shell","private":true,"type":"module"}\n',
        'index.html': HTML,
        'src/main.jsx': MAIN,
        'src/App.jsx': `import { lazy, Suspense } from 'react';

const A = lazy(() => import('vite_ui/Button'));
const B = lazy(() => import('vite_ui_b/Button'));

export default function App() {
  return (
    <Suspense fallback={<span>loading</span>}>
      <A label="a" />
      <B label="b" />
    </Suspense>
  );
}
`,
        'vite.config.js': viteConfig(
          ports.consumer,
          `{
      name: 'vite_shell',
      remotes: {
        vite_ui: { type: 'module', name: 'vite_ui', entry: 'http://localhost:${ports.a}/remoteEntry.js' },
        vite_ui_b: { type: 'module', name: 'vite_ui_b', entry: 'http://localhost:${ports.b}/remoteEntry.js' },
      },
      shared: ${SHARED},
      dts: false,
    }`,
        ),
      });
      servers.push(await viteDev(consumerDir, ports.consumer));
      const p = await open(browser, `http://localhost:${ports.consumer}/`);
      const b = await p.page
        .waitForSelector('.mf-button-b', { timeout: UPDATE_TIMEOUT })
        .then(async () => {
          await p.page.locator('.mf-button-b').click();
          return p.text('.mf-button-b');
        })
        .catch(() => null);
      results.twoProducers = {
        a: p.afterClick,
        b,
        react: p.react,
        errors: [...new Set(p.errors.map((e) => e.replace(/localhost:\d+/g, 'localhost:<port>')))],
      };
      console.error(JSON.stringify(results.twoProducers, null, 2));
    } finally {
      for (const server of servers) server.close();
    }
  }

  // A consumer in `vite dev` loading a producer built by Rspack, served statically from another port.
  const www = path.join(WORK, 'www');
  const staticPort = await freePort();
  const producerUrl = `http://localhost:${staticPort}/dev/rspack/producer/`;
  await rspackProducer(
    path.join(CACHE, 'work-dev', 'rspack-producer'),
    path.join(www, 'dev/rspack/producer'),
    producerUrl,
  );
  const stop = await startServers(www, [staticPort]);
  const consumerPort = await freePort();
  const consumerDir = path.join(WORK, 'rspack', 'consumer');
  writeApp(consumerDir, {
    'package.json': '{"name":"vite-shell","private":true,"type":"module"}\n',
    'index.html': HTML,
    'src/main.jsx': MAIN,
    'src/App.jsx': app('consumer v1', 'rspack_ui/Button'),
    'vite.config.js': viteConfig(
      consumerPort,
      `{
      name: 'vite_shell',
      remotes: {
        rspack_ui: { type: 'var', name: 'rspack_ui', entry: '${producerUrl}mf-manifest.json' },
      },
      shared: ${SHARED},
      dts: false,
    }`,
    ),
  });
  const consumer = await viteDev(consumerDir, consumerPort);
  try {
    const p = await open(browser, `http://localhost:${consumerPort}/`);
    results.rspackProducer = {
      start: { own: await p.text('#own'), remote: p.shown, afterOneClick: p.afterClick },
      react: p.react,
      errors: [...new Set(p.errors.map((e) => e.replace(/localhost:\d+/g, 'localhost:<port>')))],
    };
  } finally {
    consumer.close();
    await stop();
  }
} finally {
  await browser.close();
}
record('results-dev.json', results, opts.write ?? false);
