// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consumer, lib, producer } from '../fixtures.mjs';

// Reader questions 99, 134, 136, 145 and 179 (issue 42): build shapes the troubleshooting page answers.
// `expose-only`: an Rsbuild producer with no entry file at all (no src/index.*), loaded by an Rspack consumer.
// `library-module`: `library: { type: 'module' }` in the Rsbuild plugin's options (what the build does).
// `two-environments`: one `rsbuild build` with two environments, each with a plugin instance of its own
// (`environment` option) and its own `resolve.alias`, both loaded by one consumer; `two-environments` lists the
// instances in the top-level `plugins`, `two-environments-env-plugins` in each environment's own `plugins`, `two-environments-no-option` in the top-level
// `plugins` without the `environment` option.
// `containers-shared-runtime` / `containers-own-runtime`: one Rspack build with two
// `rspack.container.ContainerPlugin`s, with `optimization.runtimeChunk: 'single'` and without; the page
// loads both containers and asks each for its own module (one share scope object for both; `-two-scopes`: a
// new object for each `init`, as two unrelated hosts would pass). `rspack-esm`: a producer and a consumer built as
// ES modules by Rspack, the exposed module importing a lazy chunk and a shared package.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rspack = createRequire(path.join(ROOT, 'package.json'))('@rspack/core');

const button = (/** @type {string} */ who) => `export default function Button() { return 'Button from ${who}'; }\n`;

/** A consumer that imports `<remote>/Button` for each remote (static specifiers) and reports what each returned. */
const importsOf = (/** @type {string[]} */ remotes) => `(async () => {
  const out = {};
${remotes.map((r) => `  try { out[${JSON.stringify(r)}] = (await import('${r}/Button')).default(); } catch (e) { out[${JSON.stringify(r)}] = report(e); }`).join('\n')}
  labDone(out);
})().catch((e) => labDone(report(e)));`;

/** The two-container page: loads both containers (scripts of the page), initialises each with one share scope, asks each for its module. */
const containersPage = (/** @type {boolean} */ oneScope) => `(async () => {
  const out = {};
  const scope = {};
  for (const [name, request] of [['alpha', './A'], ['beta', './B']]) {
    try {
      const c = window[name];
      await c.init(${oneScope ? 'scope' : '{}'});
      const factory = await c.get(request);
      out[name] = factory().default();
    } catch (e) { out[name] = report(e); }
  }
  labDone(out);
})();`;

/** @param {boolean} single @param {boolean} oneScope */
const containers = (single, oneScope = true) => ({
  bundler: 'rspack',
  files: {
    'src/index.js': `const report = ${'function (e) { return { error: String(e && e.message || e) }; }'};\n${containersPage(oneScope)}\n`,
    'src/A.js': button('alpha'),
    'src/B.js': button('beta'),
  },
  scripts: single ? ['runtime.js', 'alpha.js', 'beta.js', 'main.js'] : ['alpha.js', 'beta.js', 'main.js'],
  config: () => ({
    ...(single ? { optimization: { runtimeChunk: 'single' } } : {}),
    plugins: [
      new rspack.container.ContainerPlugin({ name: 'alpha', filename: 'alpha.js', exposes: { './A': './src/A.js' } }),
      new rspack.container.ContainerPlugin({ name: 'beta', filename: 'beta.js', exposes: { './B': './src/B.js' } }),
    ],
  }),
});

/** An Rsbuild producer of `./Button` with `extra` plugin options and `config` Rsbuild options. */
const rsProducer = (/** @type {object} */ extra, /** @type {object} */ config = {}, files = {}) => ({
  ...producer({ extra: { dts: false, ...extra }, config, files }),
  bundler: 'rsbuild',
  noHtml: true,
});

const expose = { './Button': './src/Button.js' };
/** Two environments, `shop` and `cart`, each federated by a plugin instance of its own. */
const twoEnvironments = (/** @type {'top' | 'env' | 'none'} */ where) => ({
  bundler: 'rsbuild',
  noHtml: true,
  files: {
    'src/shop/index.js': 'export {};\n',
    'src/cart/index.js': 'export {};\n',
    'src/shop/Button.js':
      "import who from '@who';\nexport default function Button() { return 'Button from ' + who; }\n",
    'src/cart/Button.js':
      "import who from '@who';\nexport default function Button() { return 'Button from ' + who; }\n",
    'src/shop/who.js': "export default 'shop';\n",
    'src/cart/who.js': "export default 'cart';\n",
  },
  config: (/** @type {any} */ { mf, url, out }) => {
    const env = (/** @type {string} */ name) => ({
      source: { entry: { index: `./src/${name}/index.js` } },
      resolve: { alias: { '@who': `./src/${name}/who.js` } },
      dev: { assetPrefix: `${url}${name}/` },
      output: { distPath: { root: path.join(out, name) }, assetPrefix: `${url}${name}/` },
      ...(where === 'env' ? { plugins: [plugin(name)] } : {}),
    });
    const plugin = (/** @type {string} */ name) =>
      mf(
        { name, filename: 'remoteEntry.js', exposes: { './Button': `./src/${name}/Button.js` }, dts: false },
        where === 'none' ? undefined : { environment: name },
      );
    return {
      ...(where === 'env' ? {} : { plugins: [plugin('shop'), plugin('cart')] }),
      environments: { shop: env('shop'), cart: env('cart') },
    };
  },
});

/** ES module output in Rspack (row 179): producer and consumer with `output.module`, the producer with a lazy chunk and a shared package. */
const esm = {
  experiments: { outputModule: true },
  output: { module: true, chunkFormat: 'module', chunkLoading: 'import' },
};
const esmProducer = {
  ...producer({
    extra: { library: { type: 'module' }, shared: { 'lib-x': { singleton: true } } },
    config: esm,
    output: esm.output,
    files: {
      ...lib('lib-x', '1.0.0', 'producer'),
      'src/Button.js':
        "import copy from 'lib-x';\nexport default async function Button() { const { later } = await import('./later.js'); return later() + ' ' + copy.version; }\n",
      'src/later.js': "export const later = () => 'Button from producer';\n",
    },
  }),
  bundler: 'rspack',
  noHtml: true,
};
const esmConsumer = {
  ...consumer({
    bootstrap: `(async () => { labDone({ producer: await (await import('producer/Button')).default() }); })().catch((e) => labDone(report(e)));`,
    files: lib('lib-x', '1.0.0', 'consumer'),
    shared: { 'lib-x': { singleton: true } },
    // With `remoteType: 'module'` the remote is the entry's URL alone (no `name@`): it is imported as an ES module.
    remote: (/** @type {Record<string, string>} */ urls) => `${urls.producer}remoteEntry.js`,
    extra: { remoteType: 'module' },
    config: esm,
  }),
  bundler: 'rspack',
  // An ES module entry needs a module script (deferred: the root element exists when it runs).
  scripts: [],
  body: '<script type="module" src="main.mjs"></script>',
};

export default {
  id: 'build.rsbuild.shapes',
  bundler: 'rsbuild',
  broken:
    '(evidence, rows 99, 134, 136, 145) build shapes: a producer with no entry file; `library: { type: module }` in the Rsbuild plugin; two environments federated separately; two ContainerPlugins sharing one runtime chunk',
  fixed: '(evidence) the same shapes loaded in Chromium where they build',
  variants: {
    'expose-only': {
      apps: {
        producer: {
          ...rsProducer({ exposes: expose }, { source: {} }),
          files: { 'src/Button.js': button('producer') },
        },
        consumer: { ...consumer({ bootstrap: importsOf(['producer']) }), bundler: 'rspack' },
      },
      load: 'consumer',
    },
    'library-module': {
      apps: {
        producer: rsProducer({ library: { type: 'module' } }, {}, { 'src/index.js': "import('./Button.js');\n" }),
      },
    },
    'two-environments': {
      apps: {
        shops: twoEnvironments('top'),
        consumer: {
          ...consumer({ bootstrap: importsOf(['shop', 'cart']) }),
          bundler: 'rspack',
          config: (/** @type {any} */ { mf, urls }) => ({
            plugins: [
              mf({
                name: 'consumer',
                remotes: {
                  shop: `shop@${urls.shops}shop/remoteEntry.js`,
                  cart: `cart@${urls.shops}cart/remoteEntry.js`,
                },
              }),
            ],
          }),
        },
      },
      load: 'consumer',
    },
    'two-environments-env-plugins': {
      apps: {
        shops: twoEnvironments('env'),
        consumer: {
          ...consumer({ bootstrap: importsOf(['shop', 'cart']) }),
          bundler: 'rspack',
          config: (/** @type {any} */ { mf, urls }) => ({
            plugins: [
              mf({
                name: 'consumer',
                remotes: {
                  shop: `shop@${urls.shops}shop/remoteEntry.js`,
                  cart: `cart@${urls.shops}cart/remoteEntry.js`,
                },
              }),
            ],
          }),
        },
      },
      load: 'consumer',
    },
    'two-environments-no-option': {
      apps: {
        shops: twoEnvironments('none'),
        consumer: {
          ...consumer({ bootstrap: importsOf(['shop', 'cart']) }),
          bundler: 'rspack',
          config: (/** @type {any} */ { mf, urls }) => ({
            plugins: [
              mf({
                name: 'consumer',
                remotes: {
                  shop: `shop@${urls.shops}shop/remoteEntry.js`,
                  cart: `cart@${urls.shops}cart/remoteEntry.js`,
                },
              }),
            ],
          }),
        },
      },
      load: 'consumer',
    },
    'rspack-esm': { apps: { producer: esmProducer, consumer: esmConsumer }, load: 'consumer' },
    'containers-shared-runtime': { apps: { page: containers(true) }, load: 'page' },
    'containers-shared-runtime-two-scopes': { apps: { page: containers(true, false) }, load: 'page' },
    'containers-own-runtime': { apps: { page: containers(false) }, load: 'page' },
  },
};
