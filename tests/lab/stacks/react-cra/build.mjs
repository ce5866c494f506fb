#!/usr/bin/env node
// @ts-check
/**
 * The lab build of /practice/frameworks/react/rsbuild-cra and /practice/frameworks/react/i18n-react: two
 * React 19 apps laid out as Create React App lays them out (src/index.js, public/index.html), moved to
 * Rsbuild with `@module-federation/rsbuild-plugin`. `mfe2` exposes a Button, its App and a
 * language-switching hook, with an i18next instance of its own; `mfe1` renders them next to its own
 * instance and switches both languages. Loaded in Chromium (the consumer, then the producer on its own);
 * writes tests/lab/stacks/react-cra/results.json (tests/unit/content/react-cra.test.ts holds the pages to it).
 *
 *   node tests/lab/stacks/react-cra/build.mjs [--write]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { startServers } from '../../server.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/react-cra');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'react-cra';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(CACHE, 'lab.js'));
/** @param {string} name */
const version = (name) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', name, 'package.json'), 'utf8')).version;

// `host` is served from the host origin, the producer from the remote origin (tests/lab/urls.mjs).
const urls = { mfe1: appUrl(BASE, 'apps', 'host'), mfe2: appUrl(BASE, 'apps', 'mfe2') };

const INDEX_HTML = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>lab</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The shared configuration of both apps: React and i18next once, each app with its own i18next instance. */
const SHARED = `  shared: {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
    i18next: { singleton: true, requiredVersion: '^27.0.0' },
    'react-i18next': { singleton: true, requiredVersion: '^18.0.0' },
  },`;

const APPS = {
  mfe2: {
    'public/index.html': INDEX_HTML,
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.jsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { StandaloneContext } from './hooks/useIsRemote';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandaloneContext.Provider value={true}>
      <App />
    </StandaloneContext.Provider>
  </StrictMode>,
);
`,
    'src/Button.jsx': `export default function Button() {
  return (
    <button type="button" id="mfe2-button">
      Button from mfe2
    </button>
  );
}
`,
    'src/i18n.js': `import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const appBInstance = i18next.createInstance();
appBInstance.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: {
    en: { translation: { title: 'Hotel bookings' } },
    fr: { translation: { title: 'Réservations d’hôtel' } },
  },
});

export default appBInstance;
`,
    'src/hooks/useIsRemote.js': `import { createContext, useContext } from 'react';

// true only where the producer starts itself (bootstrap.jsx); a consumer never provides it.
export const StandaloneContext = createContext(false);

export default function useIsRemote() {
  return !useContext(StandaloneContext);
}
`,
    'src/hooks/useSwitchLanguage.js': `import appBInstance from '../i18n';

export default function useSwitchLanguage() {
  return (language) => appBInstance.changeLanguage(language);
}
`,
    'src/App.jsx': `import { I18nextProvider, useTranslation } from 'react-i18next';
import appBInstance from './i18n';
import useIsRemote from './hooks/useIsRemote';

function Bookings() {
  const { t, i18n } = useTranslation();
  const isRemote = useIsRemote();
  return (
    <section id="app-b">
      <h2 id="b-title">{t('title')}</h2>
      {isRemote ? null : (
        <button type="button" id="b-switch" onClick={() => i18n.changeLanguage(i18n.language === 'en' ? 'fr' : 'en')}>
          Switch language
        </button>
      )}
    </section>
  );
}

export default function App() {
  return (
    <I18nextProvider i18n={appBInstance}>
      <Bookings />
    </I18nextProvider>
  );
}
`,
    'rsbuild.config.js': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  html: { template: './public/index.html' },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mfe2',
      exposes: {
        './Button': './src/Button.jsx',
        './App': './src/App.jsx',
        './hooks/useSwitchLanguage': './src/hooks/useSwitchLanguage.js',
      },
${SHARED}
    }),
  ],
});
`,
  },
  host: {
    'public/index.html': INDEX_HTML,
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.jsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
    'src/i18n.js': `import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const appAInstance = i18next.createInstance();
appAInstance.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: {
    en: { translation: { title: 'Flights' } },
    fr: { translation: { title: 'Vols' } },
  },
});

export default appAInstance;
`,
    'src/hooks/useSwitchLanguage.js': `import useSwitchAppBLanguage from 'mfe2/hooks/useSwitchLanguage';
import appAInstance from '../i18n';

export default function useSwitchLanguage() {
  const switchAppB = useSwitchAppBLanguage();
  const switchAppA = (language) => appAInstance.changeLanguage(language);
  const switchAll = (language) => Promise.all([switchAppA(language), switchAppB(language)]);
  return { switchAppA, switchAppB, switchAll };
}
`,
    'src/App.jsx': `import { Suspense, lazy } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import appAInstance from './i18n';
import useSwitchLanguage from './hooks/useSwitchLanguage';

const RemoteButton = lazy(() => import('mfe2/Button'));
const Bookings = lazy(() => import('mfe2/App'));

function Flights() {
  const { t } = useTranslation();
  const { switchAppA, switchAll } = useSwitchLanguage();
  return (
    <main>
      <h1 id="a-title">{t('title')}</h1>
      <button type="button" id="all-fr" onClick={() => switchAll('fr')}>
        Français partout
      </button>
      <button type="button" id="a-en" onClick={() => switchAppA('en')}>
        English here
      </button>
      <Suspense fallback={<p>Loading…</p>}>
        <RemoteButton />
        <Bookings />
      </Suspense>
    </main>
  );
}

export default function App() {
  return (
    <I18nextProvider i18n={appAInstance}>
      <Flights />
    </I18nextProvider>
  );
}
`,
    'rsbuild.config.js': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  html: { template: './public/index.html' },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mfe1',
      remotes: { mfe2: process.env.MFE2_MANIFEST },
${SHARED}
    }),
  ],
});
`,
  },
};

const { createRsbuild, loadConfig } = req('@rsbuild/core');
/** @type {Record<string, any>} */
const builds = {};
for (const [name, files] of Object.entries(APPS)) {
  const dir = path.join(WORK, name);
  const out = path.join(WWW, BASE, 'apps', name);
  writeFiles(dir, { 'package.json': `{"name":"${name}","version":"1.0.0","private":true}\n`, ...files });
  process.env.MFE2_MANIFEST = `mfe2@${urls.mfe2}mf-manifest.json`;
  const { content } = await loadConfig({ cwd: dir });
  const url = name === 'host' ? urls.mfe1 : urls.mfe2;
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      ...content,
      mode: 'production',
      performance: { printFileSize: false },
      output: { distPath: { root: out }, assetPrefix: url, cleanDistPath: true, sourceMap: false },
    },
  });
  await rsbuild.build();
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
  builds[name] = {
    // The content hash moves with the clone's folder (module ids hash paths): recorded as `<hash>`.
    remoteEntry: `${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`.replace(
      /\.[0-9a-f]{8,}\.js$/,
      '.<hash>.js',
    ),
    exposes: manifest.exposes.map((/** @type {any} */ e) => e.path).sort(),
    shared: manifest.shared
      .map((/** @type {any} */ s) => `${s.name}@${s.version}${s.singleton ? ' singleton' : ''}`)
      .sort(),
  };
}

const ports = [...new Set(Object.values(urls).map((u) => Number(new URL(u).port)))];
const stop = await startServers(WWW, ports);
/** @type {any} */
let page;
/** @type {any} */
let standalone;
try {
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const p = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  const producerFiles = /** @type {string[]} */ ([]);
  p.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text().split('\n')[0] ?? ''));
  p.on('request', (r) => r.url().startsWith(urls.mfe2) && producerFiles.push(r.url().slice(urls.mfe2.length)));
  await p.goto(urls.mfe1);
  await p
    .locator('#b-title')
    .waitFor({ timeout: 20_000 })
    .catch((e) => {
      throw new Error(`the producer did not render: ${errors.join(' | ') || e.message}`);
    });
  const texts = async () => ({
    a: await p.locator('#a-title').textContent(),
    b: await p.locator('#b-title').textContent(),
  });
  const before = await texts();
  const embeddedSwitcher = await p.locator('#b-switch').count();
  const button = await p.locator('#mfe2-button').textContent();
  await p.locator('#all-fr').click();
  await p.locator('#b-title').filter({ hasText: 'Réservations' }).waitFor({ timeout: 5_000 });
  const afterAll = await texts();
  await p.locator('#a-en').click();
  await p.locator('#a-title').filter({ hasText: 'Flights' }).waitFor({ timeout: 5_000 });
  const afterAOnly = await texts();
  const reactCopies = producerFiles.filter((f) => /react-dom|lib-react/.test(f)).length;
  page = {
    before,
    button,
    embeddedSwitcher,
    afterAll,
    afterAOnly,
    producerFiles: producerFiles.map((f) => f.replace(/\.[0-9a-f]{8,}\.js$/, '.js')).sort(),
    producerReactChunks: reactCopies,
    errors,
  };
  const q = await browser.newPage();
  const qErrors = /** @type {string[]} */ ([]);
  q.on('pageerror', (e) => qErrors.push(e.message.split('\n')[0] ?? ''));
  await q.goto(urls.mfe2);
  await q.locator('#b-title').waitFor({ timeout: 20_000 });
  const title = await q.locator('#b-title').textContent();
  const switcher = await q.locator('#b-switch').count();
  await q.locator('#b-switch').click();
  await q.locator('#b-title').filter({ hasText: 'Réservations' }).waitFor({ timeout: 5_000 });
  standalone = { title, switcher, afterSwitch: await q.locator('#b-title').textContent(), errors: qErrors };
  await browser.close();
} finally {
  await stop();
}

const results = {
  versions: Object.fromEntries(
    [
      '@rsbuild/core',
      '@rsbuild/plugin-react',
      '@module-federation/rsbuild-plugin',
      'react',
      'i18next',
      'react-i18next',
    ].map((n) => [n, version(n)]),
  ),
  builds,
  page,
  standalone,
};
// Formatted as Biome formats the committed file, so that `npm run lint` and this comparison agree.
const text = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=results.json'], {
  input: `${JSON.stringify(results, null, 2)}\n`
    .replaceAll(new URL(urls.mfe1).origin, 'host:')
    .replaceAll(new URL(urls.mfe2).origin, 'remote:'),
  encoding: 'utf8',
});
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error('react-cra: the build differs from tests/lab/stacks/react-cra/results.json: run with --write');
  process.exitCode = 1;
}
