// @ts-check
import { consumer, lib, producer } from '../fixtures.mjs';

// Which copy of `lib-x` each side runs: the consumer compares the object the producer's module got with
// its own (the module-level object of a package is what React's hooks state lives in).
const singleton = { 'lib-x': { singleton: true, requiredVersion: '^1.0.0' } };
const button = {
  'src/Button.js': "import copy from 'lib-x';\nexport default function Button() { return copy; }\n",
  ...lib('lib-x', '1.0.0', 'producer'),
};
const host = consumer({
  shared: singleton,
  files: lib('lib-x', '1.0.0', 'consumer'),
  bootstrap: `import copy from 'lib-x';
import('producer/Button').then((m) => { const theirs = m.default(); labDone({ same: theirs === copy, consumer: copy.owner, producer: theirs.owner }); }, (e) => labDone(report(e)));`,
});

export default {
  id: 'symptom.shared-loaded-twice',
  bundler: 'rspack',
  broken: 'the producer does not list `lib-x` in `shared`: two copies, the producer runs its own',
  fixed: 'both list it as a `singleton`: one copy for both',
  variants: {
    broken: { apps: { producer: producer({ files: button }), consumer: host }, load: 'consumer' },
    fixed: { apps: { producer: producer({ files: button, shared: singleton }), consumer: host }, load: 'consumer' },
  },
};
