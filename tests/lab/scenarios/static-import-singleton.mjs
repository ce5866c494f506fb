// @ts-check
import { consumer, lib, producer } from '../fixtures.mjs';

// Issue #3170 (reader question 2): a host that imports a producer's module statically, not lazily, with
// a singleton both provide in different versions (host 1.2.0, producer 1.3.0). Which copy does each side
// run, under each share strategy?
const singleton = { 'lib-x': { singleton: true, requiredVersion: '^1.0.0' } };
const uiProducer = producer({
  shared: singleton,
  files: {
    ...lib('lib-x', '1.3.0', 'producer'),
    'src/Button.js': "import copy from 'lib-x';\nexport default function Button() { return copy; }\n",
  },
});
const host = (/** @type {object} */ extra) =>
  consumer({
    shared: singleton,
    extra,
    files: lib('lib-x', '1.2.0', 'consumer'),
    bootstrap: `import Button from 'producer/Button';
import copy from 'lib-x';
const theirs = Button();
labDone({ same: theirs === copy, consumer: copy.owner + ' ' + copy.version, producer: theirs.owner + ' ' + theirs.version });`,
  });

export default {
  id: 'evidence.rspack.static-import-singleton',
  bundler: 'rspack',
  broken: '(evidence) static import of the producer module, default share strategy',
  fixed: "(evidence) the same with `shareStrategy: 'loaded-first'`",
  variants: {
    'version-first': { apps: { producer: uiProducer, consumer: host({}) }, load: 'consumer' },
    'loaded-first': {
      apps: { producer: uiProducer, consumer: host({ shareStrategy: 'loaded-first' }) },
      load: 'consumer',
    },
  },
};
