#!/usr/bin/env node
// @ts-check
/**
 * A dev-server check the lab cannot run: one `rsbuild dev` serving two environments (`a`, `b`), each a
 * producer built with `@module-federation/enhanced/rspack` into its own `distPath.root`
 * (module-federation/core#3583: the federation files were not served at each environment's path). Prints
 * the status and type of `/remoteEntry.js`, `/a/remoteEntry.js` and `/b/remoteEntry.js` and which producer's
 * entry answered (an HTML page is the dev server's fallback),
 * without and then with `dev.assetPrefix` per environment. Not part of `npm test`.
 *
 *   node tests/lab/probes/environments-dev-paths.mjs [--port 43171]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '43171' } } });
const port = Number(values.port);
const dir = path.join(ROOT, 'node_modules/.cache/lab/probes/environments-dev-paths');
fs.rmSync(dir, { recursive: true, force: true });
for (const name of ['a', 'b']) {
  fs.mkdirSync(path.join(dir, name, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, name, 'src/index.js'), 'export {};\n');
  fs.writeFileSync(path.join(dir, name, 'src/Button.js'), `export default () => 'Button from ${name}';\n`);
}
fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"probe-environments","version":"1.0.0"}');
const { createRsbuild } = await import('@rsbuild/core');
const { ModuleFederationPlugin } = await import('@module-federation/enhanced/rspack');

/** @param {boolean} withPrefix */
async function run(withPrefix) {
  /** @param {string} name */
  const environment = (name) => ({
    source: { entry: { index: `./${name}/src/index.js` } },
    output: { distPath: { root: `dist/${name}` } },
    ...(withPrefix ? { dev: { assetPrefix: `/${name}` } } : {}),
    tools: {
      rspack: {
        output: { uniqueName: `producer_${name}` },
        plugins: [
          new ModuleFederationPlugin({
            name: `producer_${name}`,
            filename: 'remoteEntry.js',
            exposes: { './Button': `./${name}/src/Button.js` },
            dts: false,
          }),
        ],
      },
    },
  });
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode: 'development',
      server: { port },
      environments: { a: environment('a'), b: environment('b') },
    },
  });
  const compiled = new Promise((resolve) => rsbuild.onDevCompileDone(() => resolve(undefined)));
  const server = await rsbuild.startDevServer();
  await compiled;
  const seen = [];
  for (const url of ['/remoteEntry.js', '/a/remoteEntry.js', '/b/remoteEntry.js']) {
    const res = await fetch(`http://localhost:${port}${url}`);
    const text = await res.text();
    const owner = /producer_(a|b)/.exec(text)?.[1];
    const type = res.headers.get('content-type')?.split(';')[0];
    seen.push(`${url} ${res.status} ${type}${owner ? ` (producer_${owner})` : ''}`);
  }
  console.log(`probe: ${withPrefix ? 'dev.assetPrefix per environment' : 'no assetPrefix'}: ${seen.join(', ')}`);
  await server.server.close();
}
await run(false);
await run(true);
process.exit(0);
