// @ts-check
import { rspack } from '@rspack/core';
import webpack from 'webpack';
import { boundaryFiles, lib, reportFn } from '../fixtures.mjs';

// Reader question 147: can webpack and Rspack apps share code through federation while a project migrates?
// Each variant pairs one app built by webpack 5's own `container.ModuleFederationPlugin` (no federation
// runtime) with one built by Rspack: `ModuleFederationPluginV1` (webpack-compatible, no runtime) or Rspack's
// `ModuleFederationPlugin` (the federation runtime). Both share `lib-x` 1.0.0 as a singleton; the consumer
// reports what the producer's module returned and whether both got the same `lib-x` object.
const shared = { 'lib-x': { singleton: true, requiredVersion: '^1.0.0' } };
const button = {
  'src/index.js': 'export {};\n',
  'src/Button.js': "import copy from 'lib-x';\nexport default function Button() { return copy; }\n",
  ...lib('lib-x', '1.0.0', 'producer'),
};
const exposes = { './Button': './src/Button.js' };
/** @param {'webpack' | 'v1' | 'v2'} kind @param {object} options */
const plugin = (kind, options) =>
  kind === 'webpack'
    ? new webpack.container.ModuleFederationPlugin(options)
    : kind === 'v1'
      ? new rspack.container.ModuleFederationPluginV1(options)
      : new rspack.container.ModuleFederationPlugin(options);
/** @param {'webpack' | 'v1' | 'v2'} kind */
const producer = (kind) => ({
  bundler: kind === 'webpack' ? 'webpack' : 'rspack',
  files: button,
  config: () => ({
    plugins: [plugin(kind, { name: 'producer', filename: 'remoteEntry.js', exposes, shared })],
  }),
});
/** @param {'webpack' | 'v1' | 'v2'} kind */
const consumer = (kind) => ({
  bundler: kind === 'webpack' ? 'webpack' : 'rspack',
  files: {
    ...boundaryFiles,
    'src/bootstrap.js': `const report = ${reportFn};
import copy from 'lib-x';
import('producer/Button').then((m) => { const theirs = m.default(); labDone({ same: theirs === copy, consumer: copy.owner, producer: theirs.owner }); }, (e) => labDone(report(e)));
`,
    ...lib('lib-x', '1.0.0', 'consumer'),
  },
  config: (/** @type {any} */ { urls }) => ({
    plugins: [
      plugin(kind, { name: 'consumer', remotes: { producer: `producer@${urls.producer}remoteEntry.js` }, shared }),
    ],
  }),
});

export default {
  id: 'evidence.mixed.webpack-rspack',
  bundler: 'rspack',
  broken:
    "(evidence, row 147) a webpack 5 consumer with webpack's own plugin loading an Rspack producer built with ModuleFederationPlugin (the federation runtime)",
  fixed:
    'the other pairings: webpack consumer + Rspack ModuleFederationPluginV1 producer, Rspack consumers loading a webpack producer',
  variants: {
    'webpack-host-v1-producer': { apps: { producer: producer('v1'), consumer: consumer('webpack') }, load: 'consumer' },
    'webpack-host-v2-producer': { apps: { producer: producer('v2'), consumer: consumer('webpack') }, load: 'consumer' },
    'v1-host-webpack-producer': { apps: { producer: producer('webpack'), consumer: consumer('v1') }, load: 'consumer' },
    'v2-host-webpack-producer': { apps: { producer: producer('webpack'), consumer: consumer('v2') }, load: 'consumer' },
  },
};
