// @ts-check
import { consumer, producer } from '../fixtures.mjs';
import { appUrl } from '../urls.mjs';

// The life of a remote (issue 42): a store module that the host exposes (`consumer/store`) and a
// producer's module consumes back. The store counts how often its module body runs
// (`globalThis.__storeCreated`). `twice`: the host imports `./store.js` itself. The host importing it
// through its own remote entry (the host listed in its own `remotes`) is not a variant: its page never
// finished in 1 of 3 runs (and in a fresh clone's run), so no fact can rest on it.
const ID = 'life.rspack.host-store';
const store = {
  'src/store.js':
    'globalThis.__storeCreated = (globalThis.__storeCreated || 0) + 1;\nexport const store = { created: globalThis.__storeCreated, count: 0 };\n',
};
const shop = (/** @type {string} */ variant) =>
  producer({
    files: {
      'src/Button.js':
        "import { store } from 'consumer/store';\nexport default function Button() { store.count += 1; return store; }\n",
    },
    extra: { remotes: { consumer: `consumer@${appUrl(ID, variant, 'consumer')}remoteEntry.js` } },
  });
const host = (/** @type {string} */ variant, /** @type {string} */ importStore) =>
  consumer({
    files: store,
    bootstrap: `${importStore}
import('producer/Button').then((m) => {
  const theirs = m.default();
  labDone({ same: theirs === store, created: globalThis.__storeCreated, hostCount: store.count, producerCount: theirs.count });
}, (e) => labDone(report(e)));`,
    extra: {
      filename: 'remoteEntry.js',
      exposes: { './store': './src/store.js' },
      remotes: {
        producer: `producer@${appUrl(ID, variant, 'producer')}remoteEntry.js`,
      },
    },
  });

export default {
  id: ID,
  bundler: 'rspack',
  broken: 'the host imports `./store.js` and exposes it: the producer gets a second store',
  fixed: '(one variant)',
  variants: {
    twice: {
      apps: { producer: shop('twice'), consumer: host('twice', "import { store } from './store.js';") },
      load: 'consumer',
    },
  },
};
