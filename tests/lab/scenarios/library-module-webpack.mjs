// @ts-check
import { producer } from '../fixtures.mjs';

// A federated remote entry with `library: { type: 'module' }` and no `experiments.outputModule`, built
// with @module-federation/enhanced/webpack on the pinned webpack.
export default {
  id: 'build.webpack.library-module',
  bundler: 'webpack',
  broken: '(no broken variant) what webpack emits for a module-type remote entry',
  fixed: '(no fixed variant)',
  variants: {
    build: { apps: { producer: { ...producer({ extra: { library: { type: 'module' } } }), noHtml: true } } },
  },
};
