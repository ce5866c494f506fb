#!/usr/bin/env node
// @ts-check
/**
 * What type generation adds to a rebuild in development (issue 42): `rsbuild dev` of a TypeScript producer
 * with `@module-federation/rsbuild-plugin` 2.9.2, in three variants: `dts: false`, the default type
 * generation (`generateTypes.compileInChildProcess: true`) and `compileInChildProcess: false`. For each,
 * the probe edits an exposed file three times and measures, from the write, (1) the time until the dev
 * server's compilation is done and (2) the time until the `@mf-types.zip` it serves has changed. Prints
 * one JSON object (milliseconds, medians of the three edits). Not part of `npm test` (one to three
 * minutes under load); the dev servers listen on ports the system picks.
 *
 *   node tests/lab/probes/dts-rebuild-dev.mjs
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EDITS = 3;
const TYPES_TIMEOUT = 90_000;

const { createRsbuild } = await import('@rsbuild/core');
const { pluginModuleFederation } = await import('@module-federation/rsbuild-plugin');

/** A free port, picked by the system. */
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

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** @param {string} name @param {unknown} dts */
async function variant(name, dts) {
  // Outside node_modules (Rspack's watcher ignores changes there), with a link to the project's
  // node_modules, so that the type generator finds TypeScript as in a real producer.
  const dir = path.join(os.tmpdir(), `mf-probe-dts-rebuild-${process.getuid?.() ?? 0}`, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  /** @type {Record<string, string>} */
  const files = {
    'package.json': '{"name":"probe-producer","version":"1.0.0"}',
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'esnext',
        target: 'es2020',
        moduleResolution: 'bundler',
        skipLibCheck: true,
      },
      include: ['src'],
    }),
    'src/index.ts': 'export {};\n',
    'src/Button.ts': 'export default function Button(label: string): string { return label; }\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const port = await freePort();
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode: 'development',
      logLevel: 'error',
      source: { entry: { index: './src/index.ts' } },
      server: { port, strictPort: true, cors: { origin: 'http://localhost' } },
      dev: { hmr: false, liveReload: false },
      plugins: [
        pluginModuleFederation({
          name: 'producer',
          filename: 'remoteEntry.js',
          exposes: { './Button': './src/Button.ts' },
          // @ts-expect-error: the variants pass the option as the reader writes it
          dts,
        }),
      ],
    },
  });
  /** @type {(() => void)[]} */
  let waiting = [];
  rsbuild.onDevCompileDone(() => {
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  });
  // A compilation that does not come within two minutes fails the probe instead of hanging it.
  const nextCompile = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name}: no compilation within 120 s`)), 120_000);
      waiting.push(() => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  const started = Date.now();
  const first = nextCompile();
  const server = await rsbuild.startDevServer();
  await first;
  const startup = Date.now() - started;
  const zipUrl = `http://localhost:${port}/@mf-types.zip`;
  const readZip = async () => {
    const response = await fetch(zipUrl);
    return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
  };
  /** @param {Buffer | null} before @param {number} since */
  const zipChanged = async (before, since) => {
    while (Date.now() - since < TYPES_TIMEOUT) {
      const now = await readZip();
      if (now && (!before || !now.equals(before))) return Date.now() - since;
      await new Promise((r) => setTimeout(r, 100));
    }
    return null;
  };
  const firstTypes = dts === false ? null : await zipChanged(null, started);
  /** @type {number[]} */
  const compile = [];
  /** @type {(number | null)[]} */
  const types = [];
  for (let i = 1; i <= EDITS; i++) {
    const before = dts === false ? null : await readZip();
    const compiled = nextCompile();
    const t0 = Date.now();
    fs.writeFileSync(
      path.join(dir, 'src/Button.ts'),
      `export interface ButtonProps${i} { label: string; size${i}?: number }\nexport default function Button(props: ButtonProps${i}): string { return props.label; }\n`,
    );
    await compiled;
    compile.push(Date.now() - t0);
    types.push(dts === false ? null : await zipChanged(before, t0));
  }
  await server.server.close();
  const measured = types.filter((t) => t !== null);
  return {
    startupCompileMs: startup,
    firstTypesMs: firstTypes,
    rebuildCompileMs: median(compile),
    typesUpdatedMs: dts === false ? null : median(/** @type {number[]} */ (measured)),
    typesMissed: types.filter((t) => t === null).length - (dts === false ? EDITS : 0),
    edits: compile.map((c, i) => ({ compileMs: c, typesMs: types[i] })),
  };
}

/** @type {Record<string, [string, unknown]>} */
const VARIANTS = {
  'dts: false': ['dts-off', false],
  'dts: default (compileInChildProcess: true)': ['dts-default', { consumeTypes: false }],
  'compileInChildProcess: false': [
    'dts-in-process',
    { consumeTypes: false, generateTypes: { compileInChildProcess: false } },
  ],
};
// PROBE_VARIANTS=dts-off,dts-default runs only those.
const only = process.env.PROBE_VARIANTS?.split(',');
/** @type {Record<string, unknown>} */
const results = {
  date: new Date().toISOString(),
  node: process.version,
  nodeEnvAtStart: process.env.NODE_ENV ?? null,
  cpus: os.cpus().length,
  loadAtStart: os.loadavg().map((l) => Number(l.toFixed(1))),
};
for (const [label, [name, dts]] of Object.entries(VARIANTS))
  if (!only || only.includes(name)) results[label] = await variant(name, dts);
results.nodeEnvAtEnd = process.env.NODE_ENV ?? null;
results.loadAtEnd = os.loadavg().map((l) => Number(l.toFixed(1)));
console.log(JSON.stringify(results, null, 2));
process.exit(0);
