// @ts-check
/**
 * Pieces the scenarios share: small packages written into an app's own node_modules, and the usual
 * producer/consumer pair. An app is `{ bundler?, files, config(ctx) }`; `ctx.mf(options)` is the
 * app's bundler's federation plugin (build-child.mjs), `ctx.urls` the served folder of every app of the
 * variant. The page's app reports with `labDone(value)` (set up by the page, build-child.mjs).
 */

/**
 * A package whose module-level object tells which copy an app got.
 * @param {string} name @param {string} version @param {string} owner the app whose node_modules holds it
 */
export const lib = (name, version, owner) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version, main: 'index.js' }),
  [`node_modules/${name}/index.js`]: `export const copy = { version: ${JSON.stringify(version)}, owner: ${JSON.stringify(owner)} };\nexport default copy;\n`,
});

/** A consumer entry with the async boundary: `import('./bootstrap.js')`. */
/** Rspack config of a TypeScript producer: `.ts` sources compiled by the built-in SWC loader. */
export const TS_CONFIG = {
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' } } },
        type: 'javascript/auto',
      },
    ],
  },
};

export const boundaryFiles = { 'src/index.js': "import('./bootstrap.js');\n" };

/** @param {unknown} e */
export const reportFn =
  'function (e) { return { error: String(e && e.message || e), code: (String(e && e.message || e).match(/#([A-Z]+-\\d+)/) || [])[1] || null }; }';

/**
 * A producer exposing `./Button` (a default export) from an Rspack-style config.
 * @param {{ shared?: object, extra?: object, files?: Record<string, string>, output?: object, name?: string, config?: object }} [o]
 */
export function producer(o = {}) {
  return {
    files: {
      'src/index.js': 'export {};\n',
      'src/Button.js': "export default function Button() { return 'Button from producer'; }\n",
      ...o.files,
    },
    config: (/** @type {any} */ { mf }) => ({
      ...o.config,
      ...(o.output ? { output: o.output } : {}),
      plugins: [
        mf({
          name: o.name ?? 'producer',
          filename: 'remoteEntry.js',
          exposes: { './Button': './src/Button.js' },
          ...(o.shared ? { shared: o.shared } : {}),
          ...o.extra,
        }),
      ],
    }),
  };
}

/**
 * A consumer whose bootstrap runs `code` (an expression list using `labDone`).
 * `remotes` replaces the one `producer` remote (`remote` gives its URL) with several: remote names, each served as its app.
 * @param {{ bootstrap: string, remote?: (urls: Record<string, string>) => string, remotes?: string[], shared?: object, extra?: object, files?: Record<string, string>, config?: object, entry?: string }} o
 */
export function consumer(o) {
  return {
    files: {
      ...(o.entry === undefined ? boundaryFiles : { 'src/index.js': o.entry }),
      'src/bootstrap.js': `const report = ${reportFn};\n${o.bootstrap}\n`,
      ...o.files,
    },
    config: (/** @type {any} */ { mf, urls }) => ({
      ...o.config,
      plugins: [
        mf({
          name: 'consumer',
          remotes: o.remotes
            ? Object.fromEntries(o.remotes.map((name) => [name, `${name}@${urls[name]}remoteEntry.js`]))
            : { producer: o.remote ? o.remote(urls) : `producer@${urls.producer}remoteEntry.js` },
          ...(o.shared ? { shared: o.shared } : {}),
          ...o.extra,
        }),
      ],
    }),
  };
}
