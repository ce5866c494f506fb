#!/usr/bin/env node
// @ts-check
/**
 * The lab run of the Node.js sections of /plugin/plugins/: a producer built by Rspack for Node
 * (`target: 'async-node'`, a CommonJS container, the Node runtime plugin) is served over HTTP and loaded
 * two ways. `runtime-only`: a plain Node script with no bundler, `createInstance` from
 * `@module-federation/runtime`, registering the remote entry and, in a second run, the manifest.
 * `bundled`: a consumer built by Rspack for Node with the enhanced plugin and the Node runtime plugin,
 * run with `node`; once with `remoteType: 'script'` and once without. And the runtime-only script against
 * the producer built without the Node runtime plugin. Writes tests/lab/stacks/node/results.json
 * (tests/unit/content/node.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/node/build.mjs [--write]
 *
 * Everything comes from the project's node_modules; the server listens on an ephemeral port, written as
 * `remote:` in results.json.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/node');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const PRODUCER = {
  'src/index.js': 'export {};\n',
  'src/greet.js': `export async function greet(name) {
  // A chunk of its own: loading it over HTTP is the Node runtime plugin's job.
  const { shout } = await import('./shout.js');
  return shout(\`Hello, \${name}\`);
}
`,
  'src/shout.js': "export const shout = (text) => text.toUpperCase() + '!';\n",
};

/** The runtime-only consumer (consumer.mjs): no bundler, no build plugin. */
const RUNTIME_ONLY = `import { createInstance } from '@module-federation/runtime';

const mf = createInstance({
  name: 'node_consumer',
  remotes: [{ name: 'node_remote', entry: process.env.NODE_REMOTE_ENTRY ?? 'http://localhost:3001/remoteEntry.js' }],
});

const mod = /** @type {{ greet: (name: string) => Promise<string> } | null} */ (
  await mf.loadRemote('node_remote/greet')
);
if (!mod) throw new Error('node_remote/greet resolved to nothing');
console.log(await mod.greet('runtime-only consumer'));
`;

const HOST = {
  'src/index.js': "import('./bootstrap.js');\n",
  'src/bootstrap.js': `import('node_remote/greet').then(async ({ greet }) => {
  console.log(await greet('bundled consumer'));
});
`,
};

const req = createRequire(path.join(ROOT, 'package.json'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');
const nodePlugin = req.resolve('@module-federation/node/runtimePlugin');
const version = (/** @type {string} */ pkg) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/** @param {string} name @param {Record<string, string>} files @param {object} mf @param {string} out */
async function build(name, files, mf, out) {
  const dir = path.join(WORK, name);
  writeFiles(dir, files);
  const stats = await new Promise((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: dir,
        target: 'async-node',
        entry: './src/index.js',
        devtool: false,
        output: { path: out, publicPath: 'auto', clean: true, uniqueName: name },
        plugins: [new ModuleFederationPlugin({ ...mf, dts: false })],
      },
      (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s)),
    ),
  );
  const info = /** @type {any} */ (stats).toJson({ all: false, errors: true });
  if (info.errors?.length) throw new Error(`${name}: ${info.errors[0].message}`);
  return fs.readdirSync(out).sort();
}

// The producer's server: /<build>/<file> from WWW.
/** @type {string[]} */
let requests = [];
const server = http.createServer((rq, res) => {
  const url = new URL(rq.url ?? '/', 'http://x');
  const file = path.join(WWW, decodeURIComponent(url.pathname));
  const ok = file.startsWith(WWW) && fs.existsSync(file) && fs.statSync(file).isFile();
  requests.push(`${url.pathname} ${ok ? 200 : 404}`);
  if (!ok) return res.writeHead(404).end('not found');
  res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' });
  res.end(fs.readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
const REMOTE = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}`;

const producerMf = (/** @type {boolean} */ withPlugin) => ({
  name: 'node_remote',
  filename: 'remoteEntry.js',
  library: { type: 'commonjs-module' },
  exposes: { './greet': './src/greet.js' },
  runtimePlugins: withPlugin ? [nodePlugin] : [],
});
const producerFiles = await build('producer', PRODUCER, producerMf(true), path.join(WWW, 'producer'));
await build('producer-plain', PRODUCER, producerMf(false), path.join(WWW, 'producer-plain'));

/** Runs `node <file>` (asynchronously: the server answers in this process). @param {string} file @param {Record<string, string>} env */
const run = (file, env = {}) =>
  new Promise((resolve) => {
    requests = [];
    execFile(
      process.execPath,
      [file],
      { cwd: path.dirname(file), env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({
          status: error ? Number(error.code ?? 1) : 0,
          stdout: stdout.trim().split('\n').filter(Boolean),
          error:
            stderr
              .split('\n')
              .map((l) => l.trim())
              .find((l) => /^(\[?\w*Error\b|\[ Federation Runtime \])/.test(l))
              // An Error object printed by Node: `[Error: … ] {`.
              ?.replace(/ \{$/, '')
              .replace(/^\[(.*)\]$/, '$1') ?? null,
          requests: [...requests],
        }),
    );
  });

const consumerDir = path.join(WORK, 'runtime-only');
writeFiles(consumerDir, { 'package.json': '{"type":"module"}\n', 'consumer.mjs': RUNTIME_ONLY });
const consumer = path.join(consumerDir, 'consumer.mjs');

/** @type {Record<string, unknown>} */
const runs = {};
try {
  runs['runtime-only'] = await run(consumer, { NODE_REMOTE_ENTRY: `${REMOTE}/producer/remoteEntry.js` });
  runs['runtime-only-manifest'] = await run(consumer, { NODE_REMOTE_ENTRY: `${REMOTE}/producer/mf-manifest.json` });
  runs['runtime-only-no-node-plugin'] = await run(consumer, {
    NODE_REMOTE_ENTRY: `${REMOTE}/producer-plain/remoteEntry.js`,
  });
  // The consumer as /plugin/plugins/#runtime-plugin configures it (library commonjs-module, remoteType
  // script), without remoteType, and with neither.
  for (const [name, remoteType, library] of [
    ['bundled', 'script', true],
    ['bundled-no-remote-type', undefined, true],
    ['bundled-no-library', undefined, false],
  ]) {
    const out = path.join(WORK, `${name}-dist`);
    await build(
      /** @type {string} */ (name),
      HOST,
      {
        name: 'node_host',
        remotes: { node_remote: `node_remote@${REMOTE}/producer/remoteEntry.js` },
        ...(remoteType ? { remoteType } : {}),
        ...(library ? { library: { type: 'commonjs-module', name: 'node_host' } } : {}),
        runtimePlugins: [nodePlugin],
      },
      out,
    );
    runs[/** @type {string} */ (name)] = await run(path.join(out, 'main.js'));
  }
} finally {
  await new Promise((r) => server.close(r));
}

const results = {
  versions: {
    '@module-federation/enhanced': version('@module-federation/enhanced'),
    '@module-federation/runtime': version('@module-federation/runtime'),
    '@module-federation/node': version('@module-federation/node'),
    '@rspack/core': version('@rspack/core'),
    node: process.versions.node.split('.')[0],
  },
  producer: producerFiles,
  runs,
};
const text = `${JSON.stringify(results, null, 2)}\n`.replaceAll(REMOTE, 'remote:');
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(JSON.parse(text))) {
  console.error(
    'node: the run differs from tests/lab/stacks/node/results.json: run with --write and update /plugin/plugins/',
  );
  process.exitCode = 1;
}
