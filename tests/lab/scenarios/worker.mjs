// @ts-check
import { lib, producer, reportFn } from '../fixtures.mjs';

// Reader question 36 (web-infra-dev/rspack#12015, also core#2675, core#4085, rspack#12072): an app built with
// the federation plugin that also starts a Web Worker. Does the worker start, can it load a lazy chunk, and
// can it import a package the app shares? (A production build: the lab has no dev server.)
const shared = { 'lib-x': { singleton: true, requiredVersion: '^1.0.0' } };
const workers = {
  plain: "self.postMessage('worker started');\n",
  'dynamic-import':
    "import('./lazy.js').then((m) => self.postMessage(m.default), (e) => self.postMessage('error: ' + e.message));\n",
  shared:
    "import('lib-x').then((m) => self.postMessage('lib-x ' + m.default.version + ' (' + m.default.owner + ')'), (e) => self.postMessage('error: ' + e.message));\n",
};
const host = (/** @type {keyof typeof workers} */ kind, /** @type {object} */ extra = {}) => ({
  files: {
    ...lib('lib-x', '1.0.0', 'consumer'),
    'src/index.js': "import('./bootstrap.js');\n",
    'src/bootstrap.js': `const report = ${reportFn};
import Button from 'producer/Button';
const w = new Worker(new URL('./worker.js', import.meta.url));
w.onmessage = (e) => labDone({ page: Button(), worker: e.data });
w.onerror = (e) => labDone({ page: Button(), worker: 'uncaught: ' + (e.message || 'error event') });
`,
    'src/worker.js': workers[kind],
    'src/lazy.js': "export default 'lazy chunk loaded';\n",
  },
  config: (/** @type {any} */ { mf, urls }) => ({
    plugins: [
      mf({ name: 'consumer', remotes: { producer: `producer@${urls.producer}remoteEntry.js` }, shared, ...extra }),
    ],
  }),
});
const ui = producer({ shared, files: lib('lib-x', '1.0.0', 'producer') });

export default {
  id: 'evidence.rspack.worker',
  bundler: 'rspack',
  broken: '(evidence) a federated consumer starting a Web Worker',
  fixed: "(evidence) the shared import again with `shareStrategy: 'loaded-first'`",
  variants: {
    plain: { apps: { producer: ui, consumer: host('plain') }, load: 'consumer' },
    'dynamic-import': { apps: { producer: ui, consumer: host('dynamic-import') }, load: 'consumer' },
    shared: { apps: { producer: ui, consumer: host('shared') }, load: 'consumer' },
    'shared-loaded-first': {
      apps: { producer: ui, consumer: host('shared', { shareStrategy: 'loaded-first' }) },
      load: 'consumer',
    },
  },
};
