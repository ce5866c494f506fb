// @ts-check

// Audit finding M3: what mf-stats.json records for a tree-shaken shared package, with the `manifest`
// option unset (the default) and set. A production build of an app using one export of lodash-es.
/** @param {object} extra */
const app = (extra) => ({
  noHtml: true,
  files: {
    'src/index.js': "import('./app.js');\n",
    'src/app.js': "import { debounce } from 'lodash-es';\nconsole.log(debounce);\n",
  },
  config: (/** @type {any} */ { mf }) => ({
    mode: 'production',
    plugins: [mf({ name: 'shell', shared: { 'lodash-es': { treeShaking: { mode: 'runtime-infer' } } }, ...extra })],
  }),
});

export default {
  id: 'audit.rspack.stats-treeshake',
  bundler: 'rspack',
  broken: '(evidence) `manifest` unset',
  fixed: "(evidence) `manifest: { fileName: 'mf-manifest.json' }`",
  variants: {
    unset: { apps: { app: app({}) } },
    manifest: { apps: { app: app({ manifest: { fileName: 'mf-manifest.json' } }) } },
  },
};
