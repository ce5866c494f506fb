// @ts-check
/**
 * The site's languages and its route set (SPEC §2), written once. Plain JavaScript with JSDoc types so
 * that Node 20 scripts (`scripts/check-content.mjs`) import it as is, and TypeScript (config, theme,
 * tests) reads the same types. Everything else derives from it: the sidebars (`config/sidebar.ts`),
 * the one-language redirects (`plugins/publishing/site.ts`), the parity check
 * (`lib/content/checkParity.mjs`), the route tests, the list in CONTRIBUTING.md (a unit test keeps
 * it equal) and the Rspress locales (`rspress.config.ts`).
 *
 * A route here is the path inside its language (`/guide/start/`); the Chinese site serves it under
 * `/zh` (`/zh/guide/start/`).
 */

/** @typedef {'en' | 'zh'} Lang */
/**
 * @typedef {object} Language
 * @property {Lang} lang Rspress's language code.
 * @property {string} label The language's name in itself, as the language switch shows it.
 * @property {'' | `/${string}`} prefix What the language's routes are served under.
 * @property {string} hreflang BCP 47 code for `hreflang` alternates.
 * @property {string} ogLocale Open Graph locale.
 */

/** The language served without a prefix and that `x-default` points to. */
export const DEFAULT_LANG = /** @type {const} */ ('en');

/** @type {readonly [Language, Language]} */
export const LANGUAGES = [
  { lang: 'en', label: 'English', prefix: '', hreflang: 'en', ogLocale: 'en_US' },
  { lang: 'zh', label: '简体中文', prefix: '/zh', hreflang: 'zh', ogLocale: 'zh_CN' },
];

/**
 * The options of `ModuleFederationPlugin` that have a page under `/configure/`, in sidebar order:
 * `[option, page]`. Written once: the routes below, the sidebar (`config/sidebar.ts`) and the option
 * facts (`config/facts/options.ts`, whose names a unit test and the type `ConfigureOption` keep equal)
 * derive from it.
 */
export const CONFIGURE_OPTIONS = /** @type {const} */ ([
  ['name', 'name'],
  ['filename', 'filename'],
  ['remotes', 'remotes'],
  ['exposes', 'exposes'],
  ['shared', 'shared'],
  ['runtimePlugins', 'runtimeplugins'],
  ['getPublicPath', 'getpublicpath'],
  ['implementation', 'implementation'],
  ['dts', 'dts'],
  ['dev', 'dev'],
  ['manifest', 'manifest'],
  ['shareStrategy', 'shareStrategy'],
  ['experiments', 'experiments'],
]);

/** @typedef {(typeof CONFIGURE_OPTIONS)[number][0]} ConfigureOption */

const angularGuides = [
  'angular-cli',
  'angular-mfe',
  'mf-ssr-angular',
  'service-workers-mf',
  'auth0',
  'okta-auth',
  'splitting-to-mf-part1',
  'splitting-to-mf-part2',
];

/** @type {(base: string, pages: readonly string[]) => string[]} */
const under = (base, pages) => pages.map((p) => `${base}${p}`);

/**
 * Routes beyond SPEC §2's minimum, in both languages: the troubleshooting pages at the paths the
 * runtime's error links point to (docs-dev/decisions/0007-troubleshooting-routes.md), and the topics the
 * official site has and this one lacked, at the official site's own paths (issue #31, lead decision D4).
 */
export const BEYOND_SPEC = [
  '/guide/troubleshooting/',
  ...under('/guide/troubleshooting/', ['runtime', 'build', 'type']),
  // Issue 42: every message the installed packages print, by package and by group.
  ...under('/guide/troubleshooting/', ['messages', 'messages-runtime', 'messages-build', 'messages-bridge']),
  ...under('/guide/basic/', ['css-isolate', 'cli', 'vite', 'rslib', 'rstest']),
  // Issue 42: the life of a remote and the known problems by release.
  '/guide/basic/remote-lifecycle',
  '/guide/troubleshooting/known-problems',
  ...under('/guide/debug/', ['mode', 'variables']),
  '/guide/start/choosing',
  '/guide/start/ai',
  '/guide/framework/vue',
  '/guide/framework/nx',
  // Issue 43: the CSP and browser-support recipes.
  ...under('/practice/scenario/', ['csp', 'browser-support']),
  // Issue 43: the recipes of the official guide/advanced tree.
  ...under('/guide/advanced/', [
    'manifest-fields',
    'multiple-shared-scope',
    'runtime-size-optimization',
    'shared-tree-shaking',
  ]),
  // Issue 43: Create React App moved to Rsbuild, with federation.
  '/practice/frameworks/react/rsbuild-cra',
  // Issue 43 (metro): stacks around federation, and the overview of every stack the site covers.
  ...under('/guide/framework/', ['react-native', 'storybook', 'stacks']),
  '/guide/deployment/zephyr',
  // Issue 43: a remote that fails to load, in three layers, and a retry plugin of one's own.
  '/guide/basic/load-failures',
  '/blog/v2-stable',
  // Issue 42: the Vite plugin's symptoms.
  '/guide/troubleshooting/vite',
];

/** Every English route: SPEC §2 ("English routes") and BEYOND_SPEC. */
const EN_ROUTES = [
  '/',
  '/blog/',
  '/blog/announcement',
  '/blog/hoisted-runtime',
  '/configure/',
  ...under(
    '/configure/',
    CONFIGURE_OPTIONS.map(([, slug]) => slug),
  ),
  '/guide/start/',
  ...under('/guide/start/', ['setting-up-env', 'quick-start', 'features', 'glossary', 'npm-packages']),
  ...under('/guide/basic/', ['runtime', 'rspack', 'webpack', 'chrome-devtool', 'type-prompt', 'error-catalog']),
  ...under('/guide/framework/', ['modernjs', 'nextjs']),
  ...BEYOND_SPEC,
  '/plugin/dev/',
  '/plugin/plugins/',
  '/plugin/plugins/retry-plugin',
  '/practice/overview',
  '/practice/bridge/',
  '/practice/bridge/react-bridge',
  '/practice/bridge/vue-bridge',
  '/practice/frameworks/',
  '/practice/frameworks/react/',
  '/practice/frameworks/react/i18n-react',
  '/practice/frameworks/modern/',
  '/practice/frameworks/modern/dynamic-remote',
  '/practice/frameworks/next/',
  ...under('/practice/frameworks/next/', [
    'importing-components',
    'importing-pages',
    'express',
    'presets',
    'dynamic-remotes',
  ]),
  ...under('/practice/frameworks/angular/', angularGuides),
  '/practice/scenario/',
  '/practice/performance/prefetch',
  '/showcase/',
];

/** Pages that exist in English only (SPEC §2 "Chinese routes": absent from the Chinese site). */
export const EN_ONLY = [
  '/blog/hoisted-runtime',
  '/guide/basic/error-catalog',
  '/configure/experiments',
  '/plugin/plugins/',
];

/** Pages that exist in Chinese only (SPEC §2 "Chinese routes": exists in addition). */
export const ZH_ONLY = ['/plugin/dev/hooks'];

/** The routes of each language, inside the language (no `/zh` prefix). */
/** @type {Record<Lang, readonly string[]>} */
export const ROUTES = {
  en: EN_ROUTES,
  zh: [...EN_ROUTES.filter((r) => !EN_ONLY.includes(r)), ...ZH_ONLY],
};

/** Pages that exist but are left out of the sidebar (SPEC §2). */
export const NOT_IN_SIDEBAR = ['/practice/frameworks/next/dynamic-remotes'];

/**
 * The language a route is missing in, when it exists in one language only.
 * @param {string} route
 * @returns {Lang | undefined}
 */
export function missingIn(route) {
  if (EN_ONLY.includes(route)) return 'zh';
  if (ZH_ONLY.includes(route)) return 'en';
  return undefined;
}

/**
 * Whether `route` (inside its language) is a page of `lang`.
 * @param {Lang} lang
 * @param {string} route
 */
export const existsIn = (lang, route) => ROUTES[lang].includes(route);

/**
 * The path the site serves a route of `lang` at: `/zh` + route for Chinese.
 * @param {Lang} lang
 * @param {string} route
 */
export function servedPath(lang, route) {
  const prefix = LANGUAGES.find((l) => l.lang === lang)?.prefix ?? '';
  return `${prefix}${route}`;
}
