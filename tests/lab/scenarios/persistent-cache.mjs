// @ts-check
import { boundaryFiles, lib, producer, reportFn } from '../fixtures.mjs';

// web-infra-dev/rspack#9150 (reader question 12): RUNTIME-006 only when the build starts from the
// persistent cache. The consumer is built twice in one folder with `cache: { type: 'persistent' }`, the
// second build from the first's cache; `shared-added` writes the cache without `shared` and reads it with.
const app = (/** @type {(pass: number) => boolean} */ sharedIn) => ({
  passes: 2,
  files: {
    ...boundaryFiles,
    ...lib('lib-x', '1.0.0', 'consumer'),
    'src/bootstrap.js': `const report = ${reportFn};
import copy from 'lib-x';
import('producer/Button').then((m) => labDone({ started: copy.owner, loaded: m.default() }), (e) => labDone(report(e)));
`,
  },
  config: (/** @type {any} */ { mf, urls, pass, dir }) => ({
    cache: { type: 'persistent', storage: { type: 'filesystem', directory: `${dir}/.cache` } },
    plugins: [
      mf({
        name: 'consumer',
        remotes: { producer: `producer@${urls.producer}remoteEntry.js` },
        ...(sharedIn(pass) ? { shared: { 'lib-x': { singleton: true } } } : {}),
      }),
    ],
  }),
});

export default {
  id: 'evidence.rspack.persistent-cache',
  bundler: 'rspack',
  broken: '(evidence) the second build starts from the persistent cache of the first',
  fixed: '(evidence) the same after `shared` was added between the two builds',
  variants: {
    same: { apps: { producer: producer(), consumer: app(() => true) }, load: 'consumer' },
    'shared-added': { apps: { producer: producer(), consumer: app((pass) => pass === 1) }, load: 'consumer' },
  },
};
