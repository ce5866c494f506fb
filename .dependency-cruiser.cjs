/**
 * The layers of this repository (README.md, "Folders"): each folder imports only the folders below it.
 * `npm run lint` runs this; a wrong import fails it, naming the rule, the file and what it imported.
 *
 *   functions/                  the Cloudflare Pages Function of remote search: only theme/logic/ (no Node)
 *   scripts/  tests/            entry points and tests; nothing imports them (scripts: libraries and tests only)
 *   tests/harness/              what scripts and tests share (servers, browsers, checkers); never the build
 *   rspress.config.ts           assembles config, plugins, patches and the theme's plugin (it hands the
 *                               patches the theme's layout modules by path)
 *   plugins/  components/ demos/
 *   theme/                      imports only theme/, common/ and each patch's one seam (rspress-patches/<id>/index.ts)
 *   rspress-patches/            our patches of Rspress behaviour, build and client side; never the theme
 *   lib/                        Node libraries the build and deploy run (content, social cards, _headers)
 *   config/   theme/logic/      data only; logic without React or the DOM (both importable by all)
 *   common/                     what the theme, the components and the patches share: no React, no Rspress
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
  'common',
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
      ['lib', 'config', 'tests', 'theme/logic', 'common'],
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
      'lib/ holds the Node libraries the build runs: it imports only lib/, config/ (data), theme/logic/ and common/ (pure logic).',
      '^lib/',
      ['lib', 'config', 'theme/logic', 'common'],
    ),
    {
      name: 'theme-logic-is-pure',
      comment: 'theme/logic/ is logic without React, the DOM or Rspress: it imports only itself and common/.',
      severity: 'error',
      from: { path: '^theme/logic/' },
      to: { path: `^(?!common/)${ALL}/(?!logic/)|^node_modules/(react|react-dom|@rspress)/` },
    },
    {
      name: 'common-is-shared',
      comment:
        'common/ is what the theme, the components and the patches share: it imports only itself (no React, no Rspress).',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: `^(?!common/)${ALL}/|^node_modules/(react|react-dom|@rspress)/` },
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
      'The theme imports only theme/, common/, rspress-patches/, @rspress/core and React (types from config/ are fine).',
      '^theme/',
      ['theme', 'rspress-patches', 'common'],
      { dependencyTypesNot: ['type-only'] },
    ),
    {
      name: 'one-seam-per-patch',
      comment:
        'The theme and the components reach a patch only through its one seam, rspress-patches/<id>/index.ts: what the theme uses of a patch is re-exported there, so switching the patch off or deleting it touches one import.',
      severity: 'error',
      from: { path: '^(theme|components)/' },
      to: { path: '^rspress-patches/', pathNot: '^rspress-patches/[^/]+/index\\.ts$' },
    },
    importsOnly(
      'patches-stand-alone',
      "rspress-patches/ imports only itself, lib/ and common/, never the theme: what a patch needs of the theme's files, rspress.config.ts hands it by path.",
      '^rspress-patches/',
      ['rspress-patches', 'lib', 'common'],
    ),
    {
      name: 'no-circular',
      comment:
        'No import circle, type imports included: two modules that need each other share a third, or one of them hands the other what it needs.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    importsOnly(
      'plugins-build-only',
      'Build plugins import lib/, config/, plugins/, demos/, rspress-patches/, theme/logic/ and common/; not the theme or components.',
      '^plugins/',
      ['lib', 'config', 'plugins', 'demos', 'rspress-patches', 'theme/logic', 'common'],
    ),
    importsOnly(
      'components-for-authors',
      'MDX components import components/, the theme, common/ and config/ data; not build code.',
      '^components/',
      ['components', 'theme', 'config', 'common'],
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
