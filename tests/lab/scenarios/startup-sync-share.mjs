// @ts-check
import { consumer, lib, producer } from '../fixtures.mjs';

const app = (/** @type {string | undefined} */ entry) =>
  consumer({
    entry,
    shared: { 'lib-x': { singleton: true, requiredVersion: '^1.0.0' } },
    files: lib('lib-x', '1.0.0', 'consumer'),
    bootstrap: "import copy from 'lib-x';\nlabDone({ started: copy.owner });",
  });

export default {
  id: 'symptom.startup-sync-share',
  bundler: 'rspack',
  broken: 'the entry imports the shared package at its top level (no async boundary): the app fails at startup',
  fixed: "the entry is `import('./bootstrap.js')`: the app starts",
  variants: {
    broken: {
      apps: { producer: producer(), consumer: app("import copy from 'lib-x';\nlabDone({ started: copy.owner });\n") },
      load: 'consumer',
    },
    fixed: { apps: { producer: producer(), consumer: app(undefined) }, load: 'consumer' },
  },
};
