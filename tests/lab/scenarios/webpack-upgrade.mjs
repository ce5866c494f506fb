// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// The same pair built with @module-federation/enhanced/webpack 2.9.2 on two webpack installs: the one
// package.json pins for the lab (`webpack`, the newest 5.x release the plugin runs on) and the release
// after it (`webpack-5.112.2`, installed under that alias; run.mjs gives it a node_modules of its own).
const load = consumer({
  bootstrap: "import('producer/Button').then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));",
});
const on = (/** @type {string} */ bundler, /** @type {any} */ app) => ({ ...app, bundler });

export default {
  id: 'symptom.webpack-upgrade',
  bundler: 'webpack',
  broken: 'webpack 5.112.2: applying the plugin throws `Cannot find module` for webpack/lib/util/extractUrlAndGlobal',
  fixed: 'the pinned webpack (package.json): both apps build and the consumer loads the expose',
  variants: {
    broken: { apps: { producer: on('webpack-5.112.2', producer()), consumer: on('webpack-5.112.2', load) } },
    fixed: { apps: { producer: producer(), consumer: load }, load: 'consumer' },
  },
};
