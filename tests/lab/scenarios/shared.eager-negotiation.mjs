// @ts-check
import { consumer, lib, producer } from '../fixtures.mjs';

// Reader questions 143 and 144: does `eager: true` make the consumer's copy of a singleton win, and do
// two apps sharing one copy get one module instance? The consumer bundles lib-x 1.0.0 eagerly, the
// producer shares lib-x 1.1.0 (not eager); both singletons with `^1.0.0`. Each variant reports which copy
// each side ran and whether both hold the same module object.
const bootstrap = `import own from 'lib-x';
import('producer/Button').then(
  (m) => { const theirs = m.default(); labDone({ host: own.owner + ' ' + own.version, producer: theirs.owner + ' ' + theirs.version, same: own === theirs }); },
  (e) => labDone(report(e)),
);`;
const producerApp = (/** @type {object} */ sharedOptions, version = '1.1.0') =>
  producer({
    files: {
      ...lib('lib-x', version, 'producer'),
      'src/Button.js': "import copy from 'lib-x';\nexport default function Button() { return copy; }\n",
    },
    shared: { 'lib-x': sharedOptions },
  });
const consumerApp = (/** @type {object} */ sharedOptions, /** @type {object} */ extra = {}, version = '1.0.0') =>
  consumer({
    bootstrap,
    files: lib('lib-x', version, 'consumer'),
    shared: { 'lib-x': sharedOptions },
    extra,
  });
const single = { singleton: true, requiredVersion: '^1.0.0' };

export default {
  id: 'shared.eager-negotiation',
  bundler: 'rspack',
  broken: '(evidence) the consumer shares lib-x 1.0.0 with eager: true; the producer 1.1.0 wins',
  fixed: '(evidence) shareStrategy loaded-first: the eager copy is used',
  variants: {
    'eager-version-first': {
      apps: { producer: producerApp(single), consumer: consumerApp({ ...single, eager: true }) },
      load: 'consumer',
    },
    'eager-loaded-first': {
      apps: {
        producer: producerApp(single),
        consumer: consumerApp({ ...single, eager: true }, { shareStrategy: 'loaded-first' }),
      },
      load: 'consumer',
    },
    'same-version-not-singleton': {
      apps: {
        producer: producerApp({ requiredVersion: '^1.0.0' }, '1.0.0'),
        consumer: consumerApp({ requiredVersion: '^1.0.0' }),
      },
      load: 'consumer',
    },
  },
};
