#!/usr/bin/env node
// @ts-check
/**
 * A dev-server check the lab cannot run: `rsbuild dev` of a React app with `@rsbuild/plugin-react` (Fast
 * Refresh on), two entries and federation (web-infra-dev/rspack#11735: `Cannot find module
 * 'react-refresh/runtime'` in the browser with Rsbuild 1.5.5 and later). Opens each entry's page in
 * Chromium and prints the uncaught errors and the rendered text, for Rsbuild's own `moduleFederation`
 * option and for `@module-federation/rsbuild-plugin`. Not part of `npm test`.
 *
 *   node tests/lab/probes/refresh-two-entries-dev.mjs [--port 43172]
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../harness/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '43172' } } });
const port = Number(values.port);
const dir = path.join(ROOT, 'node_modules/.cache/lab/probes/refresh-two-entries-dev');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"probe-refresh","version":"1.0.0"}');
fs.writeFileSync(
  path.join(dir, 'src/index.jsx'),
  "import { createRoot } from 'react-dom/client';\nfunction App() { return <p>rendered</p>; }\ncreateRoot(document.getElementById('root')).render(<App />);\n",
);
fs.writeFileSync(path.join(dir, 'src/other.js'), "document.body.append('other entry');\n");
const { createRsbuild } = await import('@rsbuild/core');
// The project does not declare @rsbuild/plugin-react: the probe takes the copy Rspress depends on (and
// builds the site with), resolved from @rspress/core, rather than adding a dependency for one check.
const fromRspress = createRequire(fileURLToPath(import.meta.resolve('@rspress/core')));
const { pluginReact } = fromRspress('@rsbuild/plugin-react');
const { pluginModuleFederation } = await import('@module-federation/rsbuild-plugin');
const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });

/** @param {'rsbuild moduleFederation' | 'rsbuild-plugin'} how */
async function run(how) {
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode: 'development',
      server: { port, cors: { origin: 'http://localhost' } },
      source: { entry: { index: './src/index.jsx', other: './src/other.js' } },
      ...(how === 'rsbuild moduleFederation' ? { moduleFederation: { options: { name: 'my_app' } } } : {}),
      plugins: [
        pluginReact(),
        ...(how === 'rsbuild-plugin' ? [pluginModuleFederation({ name: 'my_app', dts: false })] : []),
      ],
    },
  });
  const compiled = new Promise((resolve) => rsbuild.onDevCompileDone(() => resolve(undefined)));
  const server = await rsbuild.startDevServer();
  await compiled;
  for (const entry of ['index', 'other']) {
    const page = await browser.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
    await page.goto(`http://localhost:${port}/${entry === 'index' ? '' : 'other'}`);
    await page.waitForLoadState('networkidle');
    const text = (await page.textContent('body'))?.trim();
    console.log(
      `probe: ${how}, ${entry}: ${errors.length ? `errors ${JSON.stringify(errors)}` : 'no error'}, body ${JSON.stringify(text)}`,
    );
    await page.close();
  }
  await server.server.close();
}
await run('rsbuild moduleFederation');
await run('rsbuild-plugin');
await browser.close();
process.exit(0);
