import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Compiler, RspackOptions } from '@rspack/core';

/** Federation name of the producer; consumers register it under the alias `producer`. */
const PRODUCER_NAME = 'mf_docs_producer';

/** Where the producer is served on the site; the live examples load `${PRODUCER_PATH}mf-manifest.json`. */
export const PRODUCER_PATH = '/demos/producer/';

/**
 * Rspack options of the demo producer: two exposed modules, React shared as a singleton that the page
 * provides (`import: false`, so the producer ships no React of its own), a manifest for the runtime.
 * The site's `base` is `/`, so the public path is absolute.
 */
/**
 * The federation runtime's entry is a `data:` module that imports the bundler runtime by its absolute path,
 * and Rspack names that import's variable after the path, so the minified `remoteEntry.js` changed with the
 * folder the site was built in. The import asks for the package by name instead: the same file.
 */
const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';
const DATA_MODULE = '!=!data:text/javascript,';
const bundlerRuntimeByName = {
  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap('mf-docs-bundler-runtime-by-name', (factory) => {
      factory.hooks.beforeResolve.tap('mf-docs-bundler-runtime-by-name', (data) => {
        const at = data.request.indexOf(DATA_MODULE);
        if (at < 0) return;
        const source = decodeURIComponent(data.request.slice(at + DATA_MODULE.length));
        const named = source.replace(
          /(import __module_federation_bundler_runtime__ from )"[^"]+"/,
          `$1${JSON.stringify(BUNDLER_RUNTIME)}`,
        );
        if (named !== source) data.request = data.request.slice(0, at + DATA_MODULE.length) + encodeURIComponent(named);
      });
    });
  },
};

export function producerConfig(outputDir: string): RspackOptions {
  return {
    mode: 'production',
    context: import.meta.dirname,
    entry: {},
    devtool: false,
    target: 'web',
    output: {
      path: outputDir,
      publicPath: PRODUCER_PATH,
      uniqueName: PRODUCER_NAME,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      bundlerRuntimeByName,
      new ModuleFederationPlugin({
        name: PRODUCER_NAME,
        filename: 'remoteEntry.js',
        exposes: {
          './Counter': path.join(import.meta.dirname, 'src/Counter.tsx'),
          './math': path.join(import.meta.dirname, 'src/math.ts'),
        },
        shared: {
          react: { singleton: true, requiredVersion: '^19.0.0', import: false },
        },
        manifest: true,
        dts: false,
        // The producer loads no remotes of its own and runs only in browsers: leave that runtime code out.
        experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
      }),
    ],
    // Module ids by their order in the graph: the default ids hash each module's name, and the federation
    // runtime's entry module is named by a `data:` URL holding the absolute path of its bundler runtime,
    // so `remoteEntry.js` changed with the folder the site was built in.
    optimization: { minimize: true, moduleIds: 'natural' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
