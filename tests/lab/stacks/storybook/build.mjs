#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /guide/framework/storybook: a producer ("widgets", Rsbuild and
 * `@module-federation/rsbuild-plugin`) exposing one React component, and a Storybook (framework
 * `storybook-react-rsbuild`) whose only story imports that component through the same plugin added in
 * `rsbuildFinal`. The Storybook is built twice with `storybook build`: without and with
 * `experiments.asyncStartup`. Both are served from the lab's host origin, the producer from the remote
 * origin, and opened in Chromium (the story's iframe and the Storybook UI); the script records what
 * rendered and what the console said. Writes tests/lab/stacks/storybook/results.json
 * (tests/unit/content/storybook.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/storybook/build.mjs [--write]
 *
 * Storybook is not in the project's package.json: it is installed from this folder's package.json and
 * lock into node_modules/.cache/lab/stacks/storybook/node_modules (npm ci, once per lock), and the apps are
 * written in folders below it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/storybook');
/**
 * The apps are written outside node_modules (a folder of the system's temporary directory, whose
 * node_modules links to the stack's): Storybook found no story in a project below a node_modules folder
 * (`Cannot find module './Badge.stories.tsx'`).
 */
const WORK = path.join(os.tmpdir(), 'mf-lab-stack-storybook');
const WWW = path.join(CACHE, 'www');
const BASE = 'storybook';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

const widgetsUrl = appUrl(BASE, 'sb', 'widgets');
/** The Storybooks are served as hosts: their app names are `host` in two variants. */
const hostUrl = appUrl(BASE, 'sync', 'host');
/** @type {Record<string, string>} the Storybooks that built, added as they do */
const storyUrls = {};

const PRODUCER = {
  'package.json': '{"name":"widgets","version":"1.0.0","private":true}\n',
  'rsbuild.config.ts': `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'widgets',
      exposes: { './Badge': './src/Badge.tsx' },
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      dts: false,
    }),
  ],
  output: { assetPrefix: process.env.WIDGETS_URL, distPath: { root: process.env.WIDGETS_OUT } },
});
`,
  'src/index.tsx': "import('./bootstrap');\n",
  'src/bootstrap.tsx': 'export {};\n',
  'src/Badge.tsx': `import { version } from 'react';

export default function Badge({ label }: { label: string }) {
  return (
    <span id="badge">
      {label} (React {version})
    </span>
  );
}
`,
};

/**
 * The Storybook, in four variants of main.ts: `sync` and `async` add the federation plugin to Storybook's
 * plugin list in `rsbuildFinal` (without and with experiments.asyncStartup); `none` has no federation plugin
 * (the app's own build configuration has it, Storybook's does not); `replace` returns a configuration whose
 * `plugins` is a new list, as in rstackjs/storybook-rsbuild#217, dropping the plugins Storybook put there.
 */
const storybook = (/** @type {'sync' | 'async' | 'none' | 'replace'} */ variant) => {
  const mf = `pluginModuleFederation({
        name: 'stories',
        remotes: { widgets: \`widgets@\${process.env.WIDGETS_URL}mf-manifest.json\` },
        shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
        dts: false,${variant === 'sync' ? '' : '\n        experiments: { asyncStartup: true },'}
      })`;
  const final = {
    sync: `rsbuildFinal: (config) => {
    config.plugins = [
      ...(config.plugins ?? []),
      ${mf},
    ];
    return config;
  },`,
    none: '',
    replace: `rsbuildFinal: (config) => ({
    ...config,
    plugins: [
      pluginReact(),
      ${mf},
    ],
  }),`,
  };
  return {
    'package.json': '{"name":"stories","version":"1.0.0","private":true}\n',
    'tsconfig.json': `${JSON.stringify({ compilerOptions: { jsx: 'react-jsx', strict: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2022', skipLibCheck: true } })}\n`,
    '.storybook/main.ts':
      `${variant === 'none' ? '' : "import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';\n"}${variant === 'replace' ? "import { pluginReact } from '@rsbuild/plugin-react';\n" : ''}import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  ${final[variant === 'async' ? 'sync' : variant]}
};

export default config;
`.replace('\n  \n};', '\n};'),
    'src/widgets.d.ts': `declare module 'widgets/Badge' {
  export default function Badge(props: { label: string }): React.JSX.Element;
}
`,
    'src/Badge.stories.tsx': `import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import Badge from 'widgets/Badge';

const meta: Meta<typeof Badge> = { title: 'Federated/Badge', component: Badge };
export default meta;

export const Default: StoryObj<typeof Badge> = { args: { label: 'From the widgets producer' } };
`,
  };
};

/** Runs a bin of the stack in `dir`; returns its exit status and output. */
function run(
  /** @type {string} */ dir,
  /** @type {string} */ bin,
  /** @type {string[]} */ args,
  /** @type {Record<string, string>} */ env,
) {
  const started = Date.now();
  const r = spawnSync(path.join(CACHE, 'node_modules/.bin', bin), args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env, NO_COLOR: '1', STORYBOOK_DISABLE_TELEMETRY: '1', CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  console.error(`${path.basename(dir)}: ${bin} ${args[0]} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // CI=1 can turn Rspack's colours on: strip them from what is recorded.
  return { status: r.status, out: stripVTControlCharacters(`${r.stdout}\n${r.stderr}`) };
}
/** As run, and throws when the command fails. */
function runOk(
  /** @type {string} */ dir,
  /** @type {string} */ bin,
  /** @type {string[]} */ args,
  /** @type {Record<string, string>} */ env,
) {
  const { status, out } = run(dir, bin, args, env);
  if (status !== 0) throw new Error(`${bin} ${args.join(' ')} exited ${status}\n${out.slice(-3000)}`);
  return out;
}

installStack(HERE, CACHE);
const version = (/** @type {string} */ p) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', p, 'package.json'), 'utf8')).version;
fs.rmSync(WWW, { recursive: true, force: true });

const env = { WIDGETS_URL: widgetsUrl, WIDGETS_OUT: path.join(WWW, BASE, 'sb', 'widgets') };
fs.rmSync(WORK, { recursive: true, force: true });
fs.mkdirSync(WORK, { recursive: true });
fs.symlinkSync(path.join(CACHE, 'node_modules'), path.join(WORK, 'node_modules'), 'dir');
writeFiles(path.join(WORK, 'widgets'), PRODUCER);
runOk(path.join(WORK, 'widgets'), 'rsbuild', ['build'], env);
/** @type {Record<string, string[]>} */
const buildWarnings = {};
/** @type {Record<string, { exitCode: number | null, errors: string[] }>} */
const builds = {};
for (const variant of /** @type {const} */ (['sync', 'async', 'none', 'replace'])) {
  const dir = path.join(WORK, `stories-${variant}`);
  writeFiles(dir, storybook(variant));
  const { status, out } = run(
    dir,
    'storybook',
    ['build', '-o', path.join(WWW, BASE, variant, 'host'), '--disable-telemetry'],
    env,
  );
  if (status !== 0 && (variant === 'sync' || variant === 'async')) {
    throw new Error(`storybook build (${variant}) exited ${status}\n${out.slice(-3000)}`);
  }
  // Timings (`build failed in 0.78s`) change from run to run: dropped.
  const lines = out.split('\n').map((l) =>
    l
      .trim()
      .replaceAll(WORK, '<project>')
      .replace(/ in [\d.]+m?s$/, ''),
  );
  buildWarnings[variant] = [
    ...new Set(lines.filter((l) => l.includes('[ Module Federation')).map((l) => l.slice(0, 160))),
  ];
  builds[variant] = {
    exitCode: status,
    errors: [
      ...new Set(lines.filter((l) => /error|Can't resolve|not found/i.test(l)).map((l) => l.slice(0, 200))),
    ].slice(0, 6),
  };
  if (status === 0) storyUrls[variant] = appUrl(BASE, variant, 'host');
}

const ports = [...new Set([widgetsUrl, ...Object.values(storyUrls)].map((u) => Number(new URL(u).port)))];
const stop = await startServers(WWW, ports);
/** @type {Record<string, any>} */
const pages = {};
try {
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  for (const [variant, url] of Object.entries(storyUrls)) {
    for (const [view, href, inFrame] of /** @type {const} */ ([
      ['iframe', `${url}iframe.html?id=federated-badge--default&viewMode=story`, false],
      ['ui', `${url}?path=/story/federated-badge--default`, true],
    ])) {
      const p = await browser.newPage();
      const errors = /** @type {string[]} */ ([]);
      p.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
      p.on('console', (m) => m.type() === 'error' && errors.push(m.text().split('\n')[0] ?? ''));
      await p.goto(href);
      const badge = inFrame ? p.frameLocator('#storybook-preview-iframe').locator('#badge') : p.locator('#badge');
      const rendered = await badge.waitFor({ timeout: 20_000 }).then(
        async () => badge.textContent(),
        () => null,
      );
      // The versions of react in the preview's share scope, and which app provided each.
      const frame = inFrame ? p.frames().find((f) => f.url().includes('iframe.html')) : p.mainFrame();
      const react = await (frame ?? p.mainFrame()).evaluate(() => {
        const share = /** @type {any} */ (globalThis).__FEDERATION__?.__SHARE__ ?? {};
        return Object.values(share).flatMap((scopes) =>
          Object.values(/** @type {any} */ (scopes)).flatMap((pkgs) =>
            Object.entries(/** @type {any} */ (pkgs).react ?? {}).map(
              ([v, s]) =>
                `${v} from ${/** @type {any} */ (s).from}, used by ${(/** @type {any} */ (s).useIn ?? []).join(' and ')}`,
            ),
          ),
        );
      });
      pages[`${variant}.${view}`] = {
        rendered,
        react: [...new Set(react)].sort(),
        errors: [...new Set(errors)].slice(0, 4),
      };
      await p.close();
    }
  }
  await browser.close();
} finally {
  await stop();
}

const results = {
  versions: Object.fromEntries(
    [
      'storybook',
      'storybook-react-rsbuild',
      'storybook-builder-rsbuild',
      '@rsbuild/core',
      '@module-federation/rsbuild-plugin',
      'react',
    ].map((p) => [p, version(p)]),
  ),
  buildWarnings,
  builds,
  pages,
};
// The lab's ports change with the environment: written as host: and remote:.
// Written as Biome formats JSON, so that `npm run lint` and the comparison below agree.
const text = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=results.json'], {
  input: `${JSON.stringify(results, null, 2)}\n`
    .replaceAll(new URL(hostUrl).origin, 'host:')
    .replaceAll(new URL(widgetsUrl).origin, 'remote:'),
  encoding: 'utf8',
});
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error(
    'storybook: the build differs from tests/lab/stacks/storybook/results.json: run with --write and update /guide/framework/storybook',
  );
  process.exitCode = 1;
}
