// @ts-check
/**
 * Row 88 (module-federation/vite#913): does `vite dev` send React's raw CommonJS entry to the browser when React
 * is a shared singleton? For each release in old/<version>/, installs it into its own cache, serves a consumer
 * with `shared: { react: { singleton: true } }`, follows the page's imports over HTTP and records whether any
 * module served is `/node_modules/react/index.js` (raw CommonJS, `module is not defined` in the browser).
 * `node tests/lab/stacks/vite/old-dev-singleton.mjs [--write]`; port from LAB_DEV_PORT (default 4412).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installStack, writeFiles } from '../stack.mjs';
import { record, version } from './common.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const PORT = Number(process.env.LAB_DEV_PORT ?? 4412);
/** Each run: a release, and whether the consumer adds `optimizeDeps.include: ['react']` (the thread's workaround). */
const RUNS = [
  { release: '1.16.16', include: false },
  { release: '1.16.16', include: true },
  { release: '1.17.1', include: false },
];

/** @param {boolean} include */
const app = (include) => ({
  'index.html':
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>\n',
  'src/main.js':
    "import React from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(React.createElement('p', null, 'hello'));\n",
  'vite.config.mjs': `import { federation } from '@module-federation/vite';
export default {
  plugins: [federation({ name: 'host', filename: 'remoteEntry.js', dts: false, shared: { react: { singleton: true }, 'react-dom': { singleton: true } } })],
  server: { port: ${PORT}, strictPort: true },
  logLevel: 'error',${include ? "\n  optimizeDeps: { include: ['react'] }," : ''}
};
`,
});

/** Follows static and dynamic imports from the page; returns the URLs served. @param {string} origin */
async function crawl(origin) {
  const seen = new Set();
  const queue = ['/'];
  const served = [];
  while (queue.length && seen.size < 400) {
    const url = /** @type {string} */ (queue.shift());
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await fetch(origin + url);
    if (!res.ok) continue;
    const text = await res.text();
    served.push(url);
    const re = /(?:\bfrom\s*|\bimport\s*\(?\s*|src=)["']([^"']+)["']/g;
    for (const m of text.matchAll(re)) {
      const spec = m[1] ?? '';
      if (/^https?:/.test(spec) || !/^[./]/.test(spec)) continue;
      const next = new URL(spec, origin + url);
      queue.push(next.pathname + next.search);
    }
  }
  return served;
}

const results = [];
for (const { release, include } of RUNS) {
  const cache = path.join(ROOT, `node_modules/.cache/lab/stacks/vite-old-${release}`);
  installStack(path.join(HERE, 'old', release), cache);
  const dir = path.join(cache, 'app');
  writeFiles(dir, app(include));
  fs.rmSync(path.join(cache, 'node_modules/.vite'), { recursive: true, force: true });
  const vite = await import(pathToFileURL(path.join(cache, 'node_modules/vite/dist/node/index.js')).href);
  const server = await vite.createServer({ root: dir, configFile: path.join(dir, 'vite.config.mjs') });
  await server.listen();
  let served = [];
  try {
    served = await crawl(`http://localhost:${PORT}`);
  } finally {
    await server.close();
  }
  const servedFile = (/** @type {string} */ file) => served.some((u) => new URL(u, 'http://x').pathname.endsWith(file));
  results.push({
    plugin: version('@module-federation/vite', cache),
    vite: version('vite', cache),
    react: version('react', cache),
    optimizeDepsIncludeReact: include,
    rawReactEntryServed: servedFile('/node_modules/react/index.js'),
    reactFromDeps: servedFile('/node_modules/.vite/deps/react.js'),
  });
}
record('results-old-dev-singleton.json', results, process.argv.includes('--write'));
process.exit();
