// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// `exclude` on a shared prefix key with the Rspack plugin: is the excluded subpath shared anyway? The
// consumer imports two subpaths of `lib-y`; the record holds the consumer's mf-manifest.json `shared` list.
const libY = {
  'package.json': JSON.stringify({ name: 'lab-app', version: '1.0.0', dependencies: { 'lib-y': '^1.0.0' } }),
  'node_modules/lib-y/package.json': JSON.stringify({ name: 'lib-y', version: '1.0.0' }),
  'node_modules/lib-y/throttle.js': "export default 'throttle';\n",
  'node_modules/lib-y/debounce.js': "export default 'debounce';\n",
};
const app = (/** @type {object} */ shared) =>
  consumer({
    shared,
    files: libY,
    bootstrap:
      "import t from 'lib-y/throttle.js';\nimport d from 'lib-y/debounce.js';\nlabDone({ shared: Object.keys((__FEDERATION__.__SHARE__[Object.keys(__FEDERATION__.__SHARE__)[0]] || {}).default || {}).sort(), t, d });",
  });

export default {
  id: 'symptom.shared-include-ignored',
  bundler: 'rspack',
  broken: "a prefix key `'lib-y/'` with `exclude: { request: /debounce/ }`: the excluded subpath is shared",
  fixed: 'explicit keys for the subpaths to share: only those are shared',
  variants: {
    broken: {
      apps: {
        producer: producer(),
        consumer: app({ 'lib-y/': { singleton: true, exclude: { request: /debounce/ } } }),
      },
      load: 'consumer',
    },
    fixed: {
      apps: { producer: producer(), consumer: app({ 'lib-y/throttle.js': { singleton: true } }) },
      load: 'consumer',
    },
  },
};
