/**
 * The layers of this repository (README.md, "Folders"): each folder imports only the folders below it.
 * `npm run lint` runs this; a wrong import fails it, naming the rule, the file and what it imported.
 *
 *   functions/                  the Cloudflare Pages Function of remote search: only theme/logic/ (no Node)
 *   scripts/  tests/            entry points and tests; nothing imports them (scripts: libraries and tests only)
 *   tests/harness/              what scripts and tests share (servers, browsers, checkers); never the build
 *   rspress.config.ts           assembles config, plugins, patches and the theme's plugin
 *   plugins/  components/ demos/
 *   theme/                      imports only theme/ (and the client side of rspress-patches/)
 *   rspress-patches/            our patches of Rspress behaviour, build and client side (one file
 *                               imports the theme's home layout: perRouteLayouts/home.ts)
 *   lib/                        Node libraries the build and deploy run (content, social cards, _headers)
 *   config/   theme/logic/      data only; logic without React or the DOM (both importable by all)
 *
 * Type-only imports of the theme from config/ (the `Lang` union) are allowed: they vanish from the bundle.
 */
const FOLDERS = [
  'config',
  'plugins',
  'scripts',
  'components',
  'demos',
  'tests',
  'rspress-patches',
  'lib',
  'theme',
  'functions',
];
const ALL = `(${FOLDERS.join('|')})`;
const notLogic = '^theme/(?!logic/)';

/**
 * A layer rule: the files under `from` import only the folders `allowed` (`theme/logic` allows the pure
 * logic without the rest of the theme); `to` adds conditions to what the rule forbids.
 * @param {string} name
 * @param {string} comment
 * @param {string} from
 * @param {string[]} allowed
 * @param {Record<string, unknown>} [to]
 */
function importsOnly(name, comment, from, allowed, to = {}) {
  const forbidden = FOLDERS.filter((folder) => !allowed.includes(folder));
  const pattern = allowed.includes('theme/logic')
    ? `^(${forbidden.filter((folder) => folder !== 'theme').join('|')})/|${notLogic}`
    : `^(${forbidden.join('|')})/`;
  return { name, comment, severity: 'error', from: { path: from }, to: { path: pattern, ...to } };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'scripts-are-entry-points',
      comment: 'Nothing imports a script: move what two places share into lib/ (the build uses it) or tests/harness/.',
      severity: 'error',
      from: {},
      to: { path: '^scripts/' },
    },
    {
      name: 'tests-are-leaves',
      comment: 'Only tests, the scripts that run them and the Playwright config import test code.',
      severity: 'error',
      from: { pathNot: '^(tests/|scripts/|playwright[.]config[.]ts$)' },
      to: { path: '^tests/' },
    },
    importsOnly(
      'scripts-use-libraries',
      "Scripts import libraries (lib/, tests/harness/), config/ and test code; never a plugin's, a patch's or the theme's internals: what a script shares with a plugin moves down into lib/.",
      '^scripts/',
      ['lib', 'config', 'tests', 'theme/logic'],
    ),
    {
      name: 'harness-is-shared',
      comment: 'tests/harness/ serves scripts and tests alike: it imports only itself, lib/, config/ and theme/logic/.',
      severity: 'error',
      from: { path: '^tests/harness/' },
      to: { path: `^(tests/(?!harness/)|scripts/|plugins/|components/|demos/|rspress-patches/)|${notLogic}` },
    },
    importsOnly(
      'lib-is-the-bottom',
      'lib/ holds the Node libraries the build runs: it imports only lib/, config/ (data) and theme/logic/ (pure logic).',
      '^lib/',
      ['lib', 'config', 'theme/logic'],
    ),
    {
      name: 'theme-logic-is-pure',
      comment: 'theme/logic/ is logic without React, the DOM or Rspress: it imports only itself.',
      severity: 'error',
      from: { path: '^theme/logic/' },
      to: { path: `^${ALL}/(?!logic/)|^node_modules/(react|react-dom|@rspress)/` },
    },
    importsOnly(
      'functions-run-on-the-edge',
      'functions/ runs in Cloudflare workerd, without Node: it imports only theme/logic/ (pure logic).',
      '^functions/',
      ['theme/logic'],
    ),
    importsOnly('config-is-data', 'config/ is data: it imports only config/.', '^config/', ['config']),
    importsOnly(
      'theme-is-self-contained',
      'The theme imports only theme/, rspress-patches/, @rspress/core and React (types from config/ are fine).',
      '^theme/',
      ['theme', 'rspress-patches'],
      { dependencyTypesNot: ['type-only'] },
    ),
    // One exception: perRouteLayouts/home.ts imports the theme's home layout, which that patch loads per route.
    importsOnly(
      'patches-stand-alone',
      'rspress-patches/ imports only itself, lib/ and theme/logic/.',
      '^rspress-patches/(?!perRouteLayouts/home\\.ts$)',
      ['rspress-patches', 'lib', 'theme/logic'],
    ),
    importsOnly(
      'plugins-build-only',
      'Build plugins import lib/, config/, plugins/, demos/, rspress-patches/ and theme/logic/; not the theme or components.',
      '^plugins/',
      ['lib', 'config', 'plugins', 'demos', 'rspress-patches', 'theme/logic'],
    ),
    importsOnly(
      'components-for-authors',
      'MDX components import components/, the theme and config/ data; not build code.',
      '^components/',
      ['components', 'theme', 'config'],
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: '^(node_modules|doc_build|docs)/' },
  },
};
