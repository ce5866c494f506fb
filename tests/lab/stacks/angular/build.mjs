#!/usr/bin/env node
// @ts-check
/**
 * The lab build of the Angular pages (/practice/frameworks/angular/*): an Angular 22 workspace with a shell
 * and a producer `mfe1`, each built by a hand-written Rspack configuration that `applyFederation` of
 * `@angular-architects/module-federation/rspack` (22.0.0) completes with the enhanced plugin; `shareAll`
 * fills `shared` from the workspace package.json and `sharedMappings` shares a workspace library. The
 * shell is a dynamic host: main.ts calls `initFederation('mf.manifest.json')` and then imports
 * bootstrap.ts (the async boundary); a button loads the producer's standalone component with
 * `loadRemoteModule` and renders it with `ViewContainerRef.createComponent`, a second renders it outside
 * Angular's tree (`createComponent` + `ApplicationRef.attachView`). Loaded in Chromium; writes
 * tests/lab/stacks/angular/results.json (tests/unit/content/angular.test.ts holds the pages to it).
 *
 *   node tests/lab/stacks/angular/build.mjs [--write]
 *
 * Components are compiled just in time in the browser (`@angular/compiler` is loaded first): the Angular
 * CLI's ahead-of-time compiler (`@angular/build`, `@ngtools/webpack`) is not installed here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
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
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/angular');
const WS = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'angular';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(CACHE, 'lab.js'));
/** @param {string} name */
const version = (name) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Two variants: the workspace package.json with a "version" (the pages' setup) and without one. */
const VARIANTS = { dynamic: true, 'no-version': false };
/** @param {string} variant */
const urlsOf = (variant) => ({ host: appUrl(BASE, variant, 'host'), mfe1: appUrl(BASE, variant, 'mfe1') });
const urls = urlsOf('dynamic');

/** @param {string} variant @param {boolean} withVersion */
async function run(variant, withVersion) {
  const urls = urlsOf(variant);

  /** The workspace: what the pages show, file for file. */
  const FILES = {
    'package.json': `${JSON.stringify(
      {
        name: 'flights-workspace',
        ...(withVersion ? { version: '1.0.0' } : {}),
        private: true,
        dependencies: Object.fromEntries(
          [
            '@angular-architects/module-federation',
            '@angular/common',
            '@angular/compiler',
            '@angular/core',
            '@angular/platform-browser',
            '@angular/router',
            'rxjs',
            'tslib',
          ].map((n) => [n, version(n)]),
        ),
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ compilerOptions: { paths: { '@flights/shared-state': ['./libs/shared-state/index.ts'] } } }, null, 2)}\n`,
    'libs/shared-state/index.ts': `import { Injectable, signal } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class CartService {
  readonly items = signal([] as string[]);
  add(item: string): void {
    this.items.update((list) => [...list, item]);
  }
}
`,
    'projects/mfe1/src/main.ts': "import('./bootstrap');\n",
    'projects/mfe1/src/bootstrap.ts': `import '@angular/compiler';
import { bootstrapApplication } from '@angular/platform-browser';
import { WidgetComponent } from './app/widget.component';

bootstrapApplication(WidgetComponent).catch((error: unknown) => console.error(error));
`,
    'projects/mfe1/src/app/widget.component.ts': `import { ApplicationRef, Component, EventEmitter, Input, Output, VERSION, inject } from '@angular/core';
import { CartService } from '@flights/shared-state';

@Component({
  selector: 'mfe1-widget',
  template: \`
    <section class="widget">
      <p class="label">{{ label }}</p>
      <p class="version">Angular {{ version }}</p>
      <p class="same-app">{{ sameApp }}</p>
      <button type="button" class="pick" (click)="pick()">Book</button>
    </section>
  \`,
})
export class WidgetComponent {
  @Input() label = 'no label';
  @Output() readonly picked: EventEmitter<string> = new EventEmitter();
  readonly version = VERSION.full;
  private readonly cart = inject(CartService);
  readonly sameApp = inject(ApplicationRef) === (globalThis as { shellAppRef?: ApplicationRef }).shellAppRef;

  pick(): void {
    this.cart.add(this.label);
    this.picked.emit(this.label);
  }
}
`,
    'projects/shell/src/mf.manifest.json': `${JSON.stringify({ mfe1: `${urls.mfe1}remoteEntry.js` }, null, 2)}\n`,
    'projects/shell/src/main.ts': `import { initFederation } from '@angular-architects/module-federation/runtime';

initFederation('mf.manifest.json')
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => console.error(error));
`,
    'projects/shell/src/bootstrap.ts': `import '@angular/compiler';
import { bootstrapApplication } from '@angular/platform-browser';
import { AppComponent } from './app/app.component';

bootstrapApplication(AppComponent)
  .then((appRef) => {
    (globalThis as { shellAppRef?: unknown }).shellAppRef = appRef;
  })
  .catch((error: unknown) => console.error(error));
`,
    'projects/shell/src/app/app.component.ts': `import {
  ApplicationRef,
  Component,
  ComponentRef,
  EnvironmentInjector,
  VERSION,
  ViewChild,
  ViewContainerRef,
  createComponent,
  inject,
  signal,
} from '@angular/core';
import { loadRemoteModule } from '@angular-architects/module-federation/runtime';
import { CartService } from '@flights/shared-state';

@Component({
  selector: 'app-root',
  template: \`
    <h1>Shell on Angular {{ version }}</h1>
    <button type="button" id="load" (click)="load()">Show widget</button>
    <button type="button" id="remove" (click)="remove()">Remove widget</button>
    <button type="button" id="outside" (click)="renderOutside()">Widget outside Angular</button>
    <button type="button" id="missing" (click)="loadMissing()">Load missing</button>
    <ng-container #slot />
    <p id="picked">{{ picked() }}</p>
    <p id="cart">{{ cart.items().length }}</p>
    <p id="fallback">{{ fallback() }}</p>
  \`,
})
export class AppComponent {
  readonly version = VERSION.full;
  readonly cart = inject(CartService);
  readonly picked = signal('');
  readonly fallback = signal('');
  @ViewChild('slot', { read: ViewContainerRef, static: true }) private slot!: ViewContainerRef;
  private readonly appRef = inject(ApplicationRef);
  private readonly injector = inject(EnvironmentInjector);
  private widget?: ComponentRef<unknown>;

  async load(): Promise<void> {
    const { WidgetComponent } = await loadRemoteModule('mfe1', './Widget');
    this.slot.clear();
    const ref = this.slot.createComponent(WidgetComponent);
    ref.setInput('label', 'Inside the shell');
    ref.instance.picked.subscribe((label: string) => this.picked.set(label));
    this.widget = ref;
  }

  remove(): void {
    this.widget?.destroy();
    this.widget = undefined;
  }

  async renderOutside(): Promise<void> {
    const { WidgetComponent } = await loadRemoteModule('mfe1', './Widget');
    const hostElement = document.getElementById('legacy-slot');
    if (!hostElement) return;
    const ref = createComponent(WidgetComponent, { environmentInjector: this.injector, hostElement });
    ref.setInput('label', 'Outside Angular');
    this.appRef.attachView(ref.hostView);
  }

  async loadMissing(): Promise<void> {
    const result = await loadRemoteModule({ remoteName: 'mfe1', exposedModule: './Missing', fallback: 'fallback used' });
    this.fallback.set(String(result));
  }
}
`,
  };

  /** GenerateSW as the page configures it: the federation entries are never precached, only cached at run time. */
  function serviceWorker() {
    const { GenerateSW } = req('workbox-webpack-plugin');
    return new GenerateSW({
      swDest: 'sw.js',
      mode: 'development',
      clientsClaim: true,
      skipWaiting: true,
      exclude: [/remoteEntry\.js$/, /mf[.-]manifest\.json$/, /mf-stats\.json$/, /^@mf-types/],
      runtimeCaching: [
        {
          // A producer's entry: always asked for first, the cached copy only when offline.
          urlPattern: (/** @type {{ url: URL }} */ { url }) => url.pathname.endsWith('/remoteEntry.js'),
          handler: 'NetworkFirst',
          options: { cacheName: 'mf-entries' },
        },
        {
          // The producers' other chunks, from another origin.
          urlPattern: (/** @type {{ url: URL }} */ { url }) =>
            url.origin !== self.location.origin && url.pathname.endsWith('.js'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'mf-chunks' },
        },
      ],
    });
  }

  const HTML = (/** @type {string} */ body) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body>${body}</body></html>\n`;

  /** @type {Record<string, { body: string, exposes?: Record<string, string> }>} */
  const APPS = {
    mfe1: {
      body: '<mfe1-widget></mfe1-widget>',
      exposes: { './Widget': './projects/mfe1/src/app/widget.component.ts' },
    },
    host: { body: '<app-root></app-root><div id="legacy-slot"></div>' },
  };

  writeFiles(WS, FILES);
  const rspack = req('@rspack/core');
  process.chdir(WS); // shareAll and the shared mappings read the workspace's package.json and tsconfig.json
  const { applyFederation, shareAll } = req('@angular-architects/module-federation/rspack');
  /** @type {Record<string, any>} */
  const builds = {};
  for (const [name, app] of Object.entries(APPS)) {
    const out = path.join(WWW, BASE, variant, name);
    const project = name === 'host' ? 'shell' : name;
    // The hand-written configuration: what the Angular CLI's builder would otherwise hold.
    const config = {
      mode: 'production',
      context: WS,
      entry: { main: `./projects/${project}/src/main.ts` },
      devtool: false,
      resolve: { extensions: ['.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', decorators: true },
                transform: { legacyDecorator: true, decoratorMetadata: false, useDefineForClassFields: false },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
      output: { path: out, clean: true, filename: '[name].js', chunkFilename: '[name].js' },
      optimization: { chunkIds: 'named', moduleIds: 'named' },
      plugins: [
        new rspack.HtmlRspackPlugin({ templateContent: HTML(app.body), scriptLoading: 'module' }),
        new rspack.DefinePlugin({ ngDevMode: 'false', ngServerMode: 'false' }),
      ],
    };
    const shared = shareAll({ singleton: true, strictVersion: true, requiredVersion: 'auto' });
    // The shell's service worker (the Workbox section of /practice/frameworks/angular/service-workers-mf).
    if (name === 'host') config.plugins.push(serviceWorker());
    const federated = applyFederation(config, {
      options: { name: project, exposes: app.exposes, shared },
      sharedMappings: ['@flights/shared-state'],
    });
    const stats = await new Promise((resolve, reject) =>
      rspack(federated, (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s))),
    );
    const info = /** @type {any} */ (stats).toJson({ all: false, errors: true, warnings: true, assets: true });
    if (info.errors?.length) throw new Error(`${name}: ${info.errors[0].message}`);
    if (name === 'host')
      fs.copyFileSync(path.join(WS, 'projects/shell/src/mf.manifest.json'), path.join(out, 'mf.manifest.json'));
    const mf = federated.plugins.find((/** @type {any} */ p) => p?.constructor?.name === 'ModuleFederationPlugin');
    const sharedKeys = Object.keys(mf._options.shared);
    builds[name] = {
      output: {
        module: federated.output.module,
        libraryType: federated.output.library.type,
        publicPath: federated.output.publicPath,
        runtimeChunk: federated.optimization.runtimeChunk,
      },
      plugin: { name: mf._options.name, filename: mf._options.filename, remoteType: mf._options.remoteType },
      shared: {
        keys: sharedKeys.sort(),
        core: mf._options.shared['@angular/core'],
        mapping: mf._options.shared['@flights/shared-state'] ?? null,
        hasTslib: sharedKeys.includes('tslib'),
        hasRouterSecondary:
          sharedKeys.includes('@angular/router/upgrade') || sharedKeys.includes('@angular/router/testing'),
      },
      assets: info.assets.map((/** @type {any} */ a) => a.name).sort(),
      // Without the colour codes a CI run's Rspack adds (CI=true turns colours on).
      warnings: info.warnings
        .map((/** @type {any} */ w) => stripVTControlCharacters(String(w.message.split('\n')[0])))
        .slice(0, 3),
      ...(name === 'host' ? { serviceWorker: precached(path.join(out, 'sw.js')) } : {}),
    };
  }
  process.chdir(ROOT);
  return { builds, page: await openShell(urls) };
}

/** What the generated sw.js precaches and which strategies it routes with. @param {string} file */
function precached(file) {
  const text = fs.readFileSync(file, 'utf8');
  const list = text.match(/precacheAndRoute\((\[[\s\S]*?\])/)?.[1] ?? '[]';
  const urls = [...list.matchAll(/"url":\s*"([^"]+)"/g)].map((m) => m[1]).sort();
  return {
    precache: urls,
    strategies: ['NetworkFirst', 'StaleWhileRevalidate', 'CacheFirst'].filter(
      (k) => text.includes(`new workbox.${k}(`) || text.includes(`${k}(`),
    ),
  };
}

/** @param {{ host: string, mfe1: string }} urls */
async function openShell(urls) {
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
  const context = await browser.newContext();
  const p = await context.newPage();
  const errors = /** @type {string[]} */ ([]);
  const warnings = /** @type {string[]} */ ([]);
  /** @type {string[]} */
  const producerFiles = [];
  p.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
  p.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().split('\n')[0] ?? '');
    if (m.type() === 'warning') warnings.push(m.text().split('\n')[0] ?? '');
  });
  p.on('request', (r) => {
    if (r.url().startsWith(urls.mfe1)) producerFiles.push(r.url().slice(urls.mfe1.length));
  });
  await p.goto(urls.host);
  await p
    .locator('h1')
    .waitFor({ timeout: 20_000 })
    .catch((e) => {
      throw new Error(`the shell did not render: ${[...errors, ...warnings].join(' | ') || e.message}`);
    });
  const beforeClick = [...producerFiles];
  await p.locator('#load').click();
  const widget = p.locator('app-root .widget');
  await widget.waitFor({ timeout: 20_000 }).catch((e) => {
    throw new Error(`the widget did not render: ${[...errors, ...warnings].join(' | ') || e.message}`);
  });
  await widget.locator('.pick').click();
  await p.locator('#picked').filter({ hasText: 'Inside the shell' }).waitFor({ timeout: 5_000 });
  await p
    .locator('#cart')
    .filter({ hasText: '1' })
    .waitFor({ timeout: 2_000 })
    .catch(() => undefined);
  const inside = {
    label: await widget.locator('.label').textContent(),
    version: await widget.locator('.version').textContent(),
    sameApp: await widget.locator('.same-app').textContent(),
    picked: await p.locator('#picked').textContent(),
    cart: await p.locator('#cart').textContent(),
  };
  await p.locator('#remove').click();
  await widget.waitFor({ state: 'detached', timeout: 5_000 });
  const afterRemove = await p.locator('app-root .widget').count();
  await p.locator('#outside').click();
  const outsideWidget = p.locator('#legacy-slot .widget');
  await outsideWidget.waitFor({ timeout: 10_000 });
  await outsideWidget.locator('.pick').click();
  await p
    .locator('#cart')
    .filter({ hasText: '2' })
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  const outside = {
    label: await outsideWidget.locator('.label').textContent(),
    insideAppRoot: await p.locator('app-root #legacy-slot').count(),
    cart: await p.locator('#cart').textContent(),
  };
  await p.locator('#missing').click();
  await p.locator('#fallback').filter({ hasText: 'fallback used' }).waitFor({ timeout: 10_000 });
  const fallback = await p.locator('#fallback').textContent();
  const shellVersion = await p.locator('h1').textContent();
  // The service worker: registered, then a fresh page under its control loads the widget again.
  const sw = await p.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('sw.js');
    await navigator.serviceWorker.ready;
    return { scope: registration.scope };
  });
  const q = await context.newPage(); // the same context: the same service worker
  await q.goto(urls.host);
  await q.locator('h1').waitFor({ timeout: 20_000 });
  const controlled = await q.evaluate(() => navigator.serviceWorker.controller !== null);
  await q.locator('#load').click();
  await q.locator('app-root .widget').waitFor({ timeout: 20_000 });
  const caches = await q.evaluate(async () => {
    /** @type {Record<string, string[]>} */
    const out = {};
    for (const key of (await globalThis.caches.keys()).sort())
      out[key.startsWith('workbox-precache') ? 'workbox-precache' : key] = (
        await (await globalThis.caches.open(key)).keys()
      )
        .map((r) => new URL(r.url).pathname.split('/').pop() ?? '')
        .sort();
    return out;
  });
  const page = {
    shell: shellVersion,
    producerFilesBeforeClick: beforeClick,
    producerFiles: [...new Set(producerFiles)],
    inside,
    afterRemove,
    outside,
    fallback,
    serviceWorker: { scope: sw.scope, controlled, caches },
    errors: [...new Set(errors)].filter((e) => !e.includes('./Missing')).slice(0, 5),
    missingErrors: [...new Set(errors)].filter((e) => e.includes('./Missing')).length,
    warnings: [...new Set(warnings)].slice(0, 5),
  };
  await browser.close();
  return page;
}

const ports = [...new Set(Object.values(urls).map((u) => Number(new URL(u).port)))];
const stop = await startServers(WWW, ports);
/** @type {Record<string, any>} */
const variants = {};
try {
  for (const [variant, withVersion] of Object.entries(VARIANTS)) variants[variant] = await run(variant, withVersion);
} finally {
  await stop();
}

const results = {
  versions: Object.fromEntries(
    [
      '@angular/core',
      '@angular-architects/module-federation',
      '@angular-architects/module-federation-runtime',
      '@module-federation/enhanced',
      '@rspack/core',
    ].map((n) => [n, version(n)]),
  ),
  ...variants,
};
// Formatted as Biome formats the committed file, so that `npm run lint` and this comparison agree.
const text = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=results.json'], {
  input: `${JSON.stringify(results, null, 2)}\n`
    .replaceAll(new URL(urls.host).origin, 'host:')
    .replaceAll(new URL(urls.mfe1).origin, 'remote:')
    .replaceAll(ROOT, '<root>'),
  encoding: 'utf8',
});
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error(
    'angular: the build differs from tests/lab/stacks/angular/results.json: run with --write and update the Angular pages',
  );
  process.exitCode = 1;
}
