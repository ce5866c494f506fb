// @ts-check
import { boundaryFiles, producer, reportFn } from '../fixtures.mjs';
import { appUrl } from '../urls.mjs';

// Reader question 151: can a remote whose URL is only known at runtime be imported with a static
// `import Button from 'producer/Button'` instead of `loadRemote`? The bundler needs the name at build time,
// so the consumer declares `producer` with a placeholder URL (nothing is served there) and replaces it with
// `registerRemotes(..., { force: true })` before the application chunk (which holds the static import) loads.
const ID = 'evidence.rspack.static-import-runtime-remote';
const app = "import Button from 'producer/Button';\nlabDone({ rendered: Button() });\n";
const host = (/** @type {string} */ variant, /** @type {boolean} */ register) => ({
  files: {
    'src/index.js': register
      ? `import { registerRemotes } from '@module-federation/enhanced/runtime';
registerRemotes([{ name: 'producer', entry: ${JSON.stringify(`${appUrl(ID, variant, 'producer')}remoteEntry.js`)} }], { force: true });
import('./bootstrap.js');
`
      : boundaryFiles['src/index.js'],
    'src/bootstrap.js': `const report = ${reportFn};\nimport('./app.js').catch((e) => labDone(report(e)));\n`,
    'src/app.js': app,
  },
  config: (/** @type {any} */ { mf }) => ({
    plugins: [
      mf({
        name: 'consumer',
        // The placeholder: a URL where no producer is served.
        remotes: { producer: `producer@${appUrl(ID, variant, 'producer')}placeholder/remoteEntry.js` },
      }),
    ],
  }),
});

export default {
  id: ID,
  bundler: 'rspack',
  broken: '(evidence) a placeholder URL in `remotes`, not replaced: the static import fails',
  fixed:
    '(evidence) the placeholder replaced with `registerRemotes(..., { force: true })` before the import runs: it loads',
  variants: {
    placeholder: { apps: { producer: producer(), consumer: host('placeholder', false) }, load: 'consumer' },
    registered: { apps: { producer: producer(), consumer: host('registered', true) }, load: 'consumer' },
  },
};
