// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// Reader question 142: shared packages that import each other (lib-a imports lib-b, and in the cycle
// variants lib-b imports lib-a back), with `eager: true` on some of them. Which combinations start, and
// what does the runtime say when one does not? Both apps share both packages as singletons.
const pkg = (/** @type {string} */ name, /** @type {string} */ body) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  [`node_modules/${name}/index.js`]: body,
});
const chain = {
  ...pkg('lib-a', "import b from 'lib-b';\nexport default { name: 'a', next: () => b.name };\n"),
  ...pkg('lib-b', "export default { name: 'b' };\n"),
};
const cycle = {
  ...pkg('lib-a', "import b from 'lib-b';\nexport default { name: 'a', next: () => b.name };\n"),
  ...pkg('lib-b', "import a from 'lib-a';\nexport default { name: 'b', next: () => a.name };\n"),
};
const bootstrap = `import a from 'lib-a';
import('producer/Button').then((m) => labDone({ consumer: 'a -> ' + a.next(), producer: m.default() }), (e) => labDone(report(e)));`;
const shared = (/** @type {boolean} */ eagerA, /** @type {boolean} */ eagerB) => ({
  'lib-a': { singleton: true, requiredVersion: '^1.0.0', ...(eagerA ? { eager: true } : {}) },
  'lib-b': { singleton: true, requiredVersion: '^1.0.0', ...(eagerB ? { eager: true } : {}) },
});
const apps = (
  /** @type {Record<string, string>} */ files,
  /** @type {boolean} */ eagerA,
  /** @type {boolean} */ eagerB,
) => ({
  producer: producer({
    shared: shared(false, false),
    files: {
      ...files,
      'src/Button.js': "import a from 'lib-a';\nexport default function Button() { return 'a -> ' + a.next(); }\n",
    },
  }),
  consumer: consumer({ bootstrap, files, shared: shared(eagerA, eagerB) }),
});

export default {
  id: 'shared.eager-chain',
  bundler: 'rspack',
  broken: '(evidence) an eager shared package that imports a non-eager one; a cycle with one side eager',
  fixed: '(evidence) both eager, or neither (with the async boundary)',
  variants: {
    'eager-imports-lazy': { apps: apps(chain, true, false), load: 'consumer' },
    'both-eager': { apps: apps(chain, true, true), load: 'consumer' },
    'cycle-one-eager': { apps: apps(cycle, true, false), load: 'consumer' },
    'cycle-both-eager': { apps: apps(cycle, true, true), load: 'consumer' },
    'cycle-no-eager': { apps: apps(cycle, false, false), load: 'consumer' },
    'chain-no-eager': { apps: apps(chain, false, false), load: 'consumer' },
  },
};
