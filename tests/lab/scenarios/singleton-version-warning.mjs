// @ts-check
import { consumer, lib, producer } from '../fixtures.mjs';

// The consumer provides lib-x 1.0.0 as a singleton; the producer was built against 2.0.0 and asks for ^2.0.0.
/** @param {string} version @param {string} range */
const withLib = (version, range) =>
  producer({
    files: {
      'src/Button.js': "import copy from 'lib-x';\nexport default function Button() { return copy; }\n",
      ...lib('lib-x', version, 'producer'),
    },
    shared: { 'lib-x': { singleton: true, requiredVersion: range } },
  });
const host = consumer({
  shared: { 'lib-x': { singleton: true, requiredVersion: '^1.0.0' } },
  files: lib('lib-x', '1.0.0', 'consumer'),
  // The consumer uses its copy first (as an app renders with its React before it loads a producer).
  bootstrap: `import copy from 'lib-x';
import('producer/Button').then((m) => labDone({ consumerGot: copy.version, producerGot: m.default().version }), (e) => labDone(report(e)));`,
});

export default {
  id: 'symptom.singleton-version-warning',
  bundler: 'rspack',
  broken:
    'the consumer provides 1.0.0 of a singleton and requires `^1.0.0`, the producer provides 2.0.0 and requires `^2.0.0`: both run 2.0.0 (the highest version) and the runtime warns for the consumer',
  fixed: 'aligned `requiredVersion` (`^1.0.0`, the producer built against 1.0.0): no warning',
  variants: {
    broken: { apps: { producer: withLib('2.0.0', '^2.0.0'), consumer: host }, load: 'consumer' },
    fixed: { apps: { producer: withLib('1.0.0', '^1.0.0'), consumer: host }, load: 'consumer' },
  },
};
