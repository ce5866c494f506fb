// @ts-check
import { lib, producer, reportFn } from '../fixtures.mjs';
import { appUrl } from '../urls.mjs';

// Reader question 51 (module-federation/vite#895, asked with a Vite producer; Vite is not installed here,
// so the producer is built with Rspack): a host without a build plugin provides `lib-x` 1.0.0 through
// `createInstance({ shared })`; the producer shares `lib-x` 1.3.0 as a singleton. Which copy does the
// producer's module run?
const ID = 'evidence.rspack.runtime-host-shared';
const host = (/** @type {string} */ variant, /** @type {string} */ shareConfig) => ({
  files: {
    ...lib('lib-x', '1.0.0', 'consumer'),
    'src/index.js': `const report = ${reportFn};
import { createInstance } from '@module-federation/enhanced/runtime';
import * as libX from 'lib-x';
const mf = createInstance({
  name: 'consumer',
  remotes: [{ name: 'producer', entry: ${JSON.stringify(`${appUrl(ID, variant, 'producer')}remoteEntry.js`)} }],
  shared: { 'lib-x': { version: '1.0.0', lib: () => libX, shareConfig: ${shareConfig} } },
});
mf.loadRemote('producer/Button').then((m) => { const theirs = m.default(); labDone({ same: theirs === libX.default, producer: theirs.owner + ' ' + theirs.version }); }, (e) => labDone(report(e)));
`,
  },
  // A plain Rspack build: no federation plugin, the runtime is an ordinary dependency.
  config: () => ({}),
});
const ui = producer({
  shared: { 'lib-x': { singleton: true, requiredVersion: '^1.0.0' } },
  files: {
    ...lib('lib-x', '1.3.0', 'producer'),
    'src/Button.js': "import copy from 'lib-x';\nexport default function Button() { return copy; }\n",
  },
});

export default {
  id: ID,
  bundler: 'rspack',
  broken: '(evidence) the runtime-only host shares lib-x 1.0.0 as a singleton, the Rspack producer has 1.3.0',
  fixed: '(evidence, one variant)',
  variants: {
    singleton: {
      apps: { producer: ui, consumer: host('singleton', "{ singleton: true, requiredVersion: '^1.0.0' }") },
      load: 'consumer',
    },
  },
};
