// @ts-check
import { consumer, lib, producer } from '../fixtures.mjs';

// Reader questions 108 and 109. `two-producers`: a consumer with `shareStrategy: 'loaded-first'` loads
// producer a's module (which loads lib-x 1.0.0) and then producer b's (which shares the same version):
// does b reuse a's loaded copy? `host-singleton-*`: the host and a producer both register lib-x 1.0.0 as
// a singleton; whose copy runs when the host imports it only after the producer's module loaded it?
const single = { singleton: true, requiredVersion: '^1.0.0' };
const libProducer = (/** @type {string} */ name) =>
  producer({
    name,
    files: {
      ...lib('lib-x', '1.0.0', name),
      'src/Button.js': "import copy from 'lib-x';\nexport default function Button() { return copy; }\n",
    },
    shared: { 'lib-x': single },
  });
/** @param {string[]} remotes @param {string} bootstrap @param {object} extra */
const host = (remotes, bootstrap, extra = {}) =>
  consumer({ bootstrap, remotes, files: lib('lib-x', '1.0.0', 'consumer'), shared: { 'lib-x': single }, extra });
const twoProducers = `(async () => {
  const a = (await import('a/Button')).default();
  const b = (await import('b/Button')).default();
  labDone({ a: a.owner + ' ' + a.version, b: b.owner + ' ' + b.version, same: a === b });
})().catch((e) => labDone(report(e)));`;
const producerFirst = `(async () => {
  const theirs = (await import('producer/Button')).default();
  const own = (await import('lib-x')).default;
  labDone({ host: own.owner + ' ' + own.version, producer: theirs.owner + ' ' + theirs.version, same: own === theirs });
})().catch((e) => labDone(report(e)));`;

export default {
  id: 'shared.reuse-loaded',
  bundler: 'rspack',
  broken: '(evidence) the same version of a singleton registered by several apps',
  fixed: '(evidence) the copy that runs, per strategy',
  variants: {
    'two-producers-loaded-first': {
      apps: {
        a: libProducer('a'),
        b: libProducer('b'),
        consumer: host(['a', 'b'], twoProducers, { shareStrategy: 'loaded-first' }),
      },
      load: 'consumer',
    },
    'host-singleton-version-first': {
      apps: { producer: libProducer('producer'), consumer: host(['producer'], producerFirst) },
      load: 'consumer',
    },
    'host-singleton-loaded-first': {
      apps: {
        producer: libProducer('producer'),
        consumer: host(['producer'], producerFirst, { shareStrategy: 'loaded-first' }),
      },
      load: 'consumer',
    },
  },
};
