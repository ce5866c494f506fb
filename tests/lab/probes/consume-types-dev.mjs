#!/usr/bin/env node
// @ts-check
/**
 * A dev-server check the lab cannot run (it builds and serves static files): `rsbuild dev` of a
 * TypeScript producer with `@module-federation/rsbuild-plugin` and `dts: { generateTypes: true,
 * consumeTypes: false }` (module-federation/core#4291: the type worker crashed with
 * `moduleFederationConfig is required`). Prints the dev server's output, then the status of the remote
 * entry and of `@mf-types.zip` on the dev server. Not part of `npm test` (about 40 s under load).
 *
 *   node tests/lab/probes/consume-types-dev.mjs [--port 43170]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '43170' } } });
const port = Number(values.port);
// Inside the project's node_modules, so that the type generator finds TypeScript as it does in the lab.
const dir = path.join(ROOT, 'node_modules/.cache/lab/probes/consume-types-dev');
fs.rmSync(dir, { recursive: true, force: true });
const files = {
  'package.json': '{"name":"probe-producer","version":"1.0.0"}',
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      module: 'esnext',
      target: 'es2020',
      moduleResolution: 'bundler',
      declaration: true,
      skipLibCheck: true,
    },
    include: ['src'],
  }),
  'src/index.ts': 'export {};\n',
  'src/Button.ts': "export default function Button(): string { return 'Button'; }\n",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}
const { createRsbuild } = await import('@rsbuild/core');
const { pluginModuleFederation } = await import('@module-federation/rsbuild-plugin');
const rsbuild = await createRsbuild({
  cwd: dir,
  rsbuildConfig: {
    mode: 'development',
    source: { entry: { index: './src/index.ts' } },
    server: { port, cors: { origin: 'http://localhost' } },
    plugins: [
      pluginModuleFederation({
        name: 'producer',
        filename: 'remoteEntry.js',
        exposes: { './Button': './src/Button.ts' },
        dts: { generateTypes: true, consumeTypes: false },
      }),
    ],
  },
});
const compiled = new Promise((resolve) => rsbuild.onDevCompileDone(() => resolve(undefined)));
const server = await rsbuild.startDevServer();
await compiled;
// The type archive is written after the compilation, by the type worker.
for (let i = 0; i < 60; i++) {
  if ((await fetch(`http://localhost:${port}/@mf-types.zip`)).status === 200) break;
  await new Promise((r) => setTimeout(r, 500));
}
for (const f of ['remoteEntry.js', '@mf-types.zip'])
  console.log(`probe: ${f} ${(await fetch(`http://localhost:${port}/${f}`)).status}`);
await server.server.close();
process.exit(0);
