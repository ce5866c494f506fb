// @ts-check
import { consumer, producer } from '../fixtures.mjs';
import { appUrl } from '../urls.mjs';

// Issue #4321: `getInstance()` returns null in an app built with the plugin. The app's code asks for the
// instance (and the page's list of instances); with no `remotes` and no `shared` in the build there is
// none. `created` keeps the instance `createInstance` returns and loads the producer through it.
const ID = 'symptom.getinstance-null';
const ask = `import { getInstance } from '@module-federation/enhanced/runtime';
const ask = () => ({ instance: getInstance() ? getInstance().name : null, instances: (globalThis.__FEDERATION__ ? __FEDERATION__.__INSTANCES__ : []).map((i) => i.name) });`;
const asked = consumer({
  bootstrap: `${ask}\nconst seen = ask();\nimport('producer/Button').then((m) => labDone({ ...seen, loaded: m.default() }), (e) => labDone({ ...seen, ...report(e) }));`,
});
const noRemotes = (/** @type {string} */ bootstrap) =>
  consumer({
    bootstrap,
    extra: { remotes: {}, exposes: { './Widget': './src/bootstrap.js' }, filename: 'remoteEntry.js' },
  });

export default {
  id: ID,
  bundler: 'rspack',
  broken: 'the build declares no `remotes` and no `shared` (`remotes: {}`): `getInstance()` returns null',
  fixed: 'a remote declared in the build: `getInstance()` returns the bundled instance',
  variants: {
    broken: { apps: { consumer: noRemotes(`${ask}\nlabDone(ask());`) }, load: 'consumer' },
    fixed: { apps: { producer: producer(), consumer: asked }, load: 'consumer' },
    created: {
      apps: {
        producer: producer(),
        consumer: noRemotes(`import { createInstance } from '@module-federation/enhanced/runtime';
${ask}
const mf = createInstance({ name: 'consumer', remotes: [{ name: 'producer', entry: ${JSON.stringify(`${appUrl(ID, 'created', 'producer')}remoteEntry.js`)} }] });
mf.loadRemote('producer/Button').then((m) => labDone({ ...ask(), loaded: m.default() }), (e) => labDone(report(e)));`),
      },
      load: 'consumer',
    },
  },
};
