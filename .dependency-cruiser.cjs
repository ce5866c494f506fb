/**
 * The layers of this repository (README.md, "Folders"): each folder imports only the folders below it.
 * `npm run lint` runs this; a wrong import fails it, naming the rule, the file and what it imported.
 *
 *   scripts/  tests/            entry points and tests: import anything; nothing imports them
 *   rspress.config.ts           assembles config, plugins, patches and the theme's plugin
 *   plugins/  components/ demos/
 *   theme/                      imports only theme/ (and the client side of rspress-patches/)
 *   rspress-patches/            our patches of Rspress behaviour, build and client side
 *   lib/                        Node libraries (content parsing, the static server, the _headers format)
 *   config/   theme/logic/      data only; logic without React or the DOM (both importable by all)
 *
 * Type-only imports of the theme from config/ (the `Lang` union) are allowed: they vanish from the bundle.
 */
const ALL = '(config|plugins|scripts|components|demos|tests|rspress-patches|lib|theme)';
const notLogic = '^theme/(?!logic/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'scripts-are-entry-points',
      comment: 'Nothing imports a script: move what two places share into lib/.',
      severity: 'error',
      from: {},
      to: { path: '^scripts/' },
    },
    {
      name: 'tests-are-leaves',
      comment: 'Only tests, and the scripts that run them, import test code.',
      severity: 'error',
      from: { pathNot: '^(tests|scripts)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'lib-is-the-bottom',
      comment: 'lib/ holds Node libraries: it imports only lib/, config/ (data) and theme/logic/ (pure logic).',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: `^(plugins|scripts|components|demos|tests|rspress-patches)/|${notLogic}` },
    },
    {
      name: 'theme-logic-is-pure',
      comment: 'theme/logic/ is logic without React, the DOM or Rspress: it imports only itself.',
      severity: 'error',
      from: { path: '^theme/logic/' },
      to: { path: `^${ALL}/(?!logic/)|^node_modules/(react|react-dom|@rspress)/` },
    },
    {
      name: 'config-is-data',
      comment: 'config/ is data: it imports only config/.',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: '^(lib|plugins|scripts|components|demos|tests|rspress-patches|theme)/' },
    },
    {
      name: 'theme-is-self-contained',
      comment:
        'The theme imports only theme/, rspress-patches/, @rspress/core and React (types from config/ are fine).',
      severity: 'error',
      from: { path: '^theme/' },
      to: { path: '^(lib|plugins|scripts|components|demos|tests|config)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'patches-stand-alone',
      comment: 'rspress-patches/ imports only itself, lib/ and theme/logic/.',
      severity: 'error',
      from: { path: '^rspress-patches/' },
      to: { path: `^(config|plugins|scripts|components|demos|tests)/|${notLogic}` },
    },
    {
      name: 'plugins-build-only',
      comment: 'Build plugins import lib/, config/, plugins/, demos/ and theme/logic/; not the theme or components.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: `^(scripts|components|tests)/|${notLogic}` },
    },
    {
      name: 'components-for-authors',
      comment: 'MDX components import components/, the theme and config/ data; not build code.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(plugins|scripts|lib|tests|rspress-patches|demos)/' },
    },
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
