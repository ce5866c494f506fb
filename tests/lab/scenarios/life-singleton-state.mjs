// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// The life of a remote (issue 42): a singleton library with internal state. `ui-lib` keeps its theme in
// `state.js` (the module counts how often it runs, `globalThis.__uiStates`); both apps share `ui-lib` as a
// singleton. The host sets the theme to `dark`, the producer's Button reads it. `split`: the Button
// imports the subpath `ui-lib/Button.js`; `entry`: it imports `Button` from `ui-lib`; `prefix`: the
// subpath import, with `ui-lib/` shared as well on both sides.
const uiLib = {
  'node_modules/ui-lib/package.json': JSON.stringify({ name: 'ui-lib', version: '1.0.0', main: 'index.js' }),
  'node_modules/ui-lib/state.js':
    "globalThis.__uiStates = (globalThis.__uiStates || 0) + 1;\nexport const theme = { name: 'default' };\nexport const setTheme = (name) => { theme.name = name; };\n",
  'node_modules/ui-lib/Button.js':
    "import { theme } from './state.js';\nexport default function Button() { return theme.name; }\n",
  'node_modules/ui-lib/index.js':
    "export { theme, setTheme } from './state.js';\nexport { default as Button } from './Button.js';\n",
};
const single = { 'ui-lib': { singleton: true, requiredVersion: '^1.0.0' } };
const withPrefix = { ...single, 'ui-lib/': { singleton: true, requiredVersion: '^1.0.0' } };
const shop = (/** @type {string} */ button, /** @type {object} */ shared) =>
  producer({
    files: { ...uiLib, 'src/Button.js': `${button}\nexport default function Shop() { return Button(); }\n` },
    shared,
  });
const host = (/** @type {object} */ shared) =>
  consumer({
    files: uiLib,
    shared,
    bootstrap: `import { setTheme } from 'ui-lib';
setTheme('dark');
import('producer/Button').then((m) => labDone({ producerSees: m.default(), stateModules: globalThis.__uiStates }), (e) => labDone(report(e)));`,
  });

export default {
  id: 'life.rspack.singleton-state',
  bundler: 'rspack',
  broken: 'the producer imports the subpath `ui-lib/Button.js`: a second copy of the library state',
  fixed: 'the producer imports from `ui-lib`: one state',
  variants: {
    split: {
      apps: { producer: shop("import Button from 'ui-lib/Button.js';", single), consumer: host(single) },
      load: 'consumer',
    },
    entry: {
      apps: { producer: shop("import { Button } from 'ui-lib';", single), consumer: host(single) },
      load: 'consumer',
    },
    prefix: {
      apps: { producer: shop("import Button from 'ui-lib/Button.js';", withPrefix), consumer: host(withPrefix) },
      load: 'consumer',
    },
  },
};
