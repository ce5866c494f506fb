// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// Reader row 232: does the producer's mf-manifest.json `shared` list carry the `singleton` and
// `requiredVersion` of its config? `lib-x` is configured `singleton: false, requiredVersion: '^1.0.0'`,
// `lib-y` with neither. The consumer reports the producer's registrations in `__FEDERATION__.__SHARE__`
// (what the runtime uses); the record holds the producer's manifest.
const libs = {
  'package.json': JSON.stringify({
    name: 'lab-producer',
    version: '1.0.0',
    dependencies: { 'lib-x': '^1.2.0', 'lib-y': '^1.2.0' },
  }),
  'node_modules/lib-x/package.json': JSON.stringify({ name: 'lib-x', version: '1.2.0', main: 'index.js' }),
  'node_modules/lib-x/index.js': "export default 'x';\n",
  'node_modules/lib-y/package.json': JSON.stringify({ name: 'lib-y', version: '1.2.0', main: 'index.js' }),
  'node_modules/lib-y/index.js': "export default 'y';\n",
  'src/Button.js':
    "import x from 'lib-x';\nimport y from 'lib-y';\nexport default function Button() { return 'Button ' + x + y; }\n",
};
const read =
  "const out = {};\nfor (const inst of Object.values(__FEDERATION__.__SHARE__)) for (const scope of Object.values(inst)) for (const [pkg, versions] of Object.entries(scope)) for (const s of Object.values(versions)) if (s.from === 'producer') out[pkg] = { singleton: s.shareConfig.singleton, requiredVersion: s.shareConfig.requiredVersion };\n";

export default {
  id: 'evidence.rspack.manifest-shared-config',
  bundler: 'rspack',
  broken: '(evidence, row 232) `lib-x` configured `singleton: false, requiredVersion: ^1.0.0`, `lib-y` with neither',
  fixed: '(variant rsbuild) the same producer built by Rsbuild',
  variants: {
    config: {
      apps: {
        producer: producer({
          files: libs,
          shared: { 'lib-x': { singleton: false, requiredVersion: '^1.0.0' }, 'lib-y': {} },
        }),
        consumer: consumer({
          bootstrap: `import('producer/Button').then((m) => { m.default(); ${read} labDone({ runtime: out }); }, (e) => labDone(report(e)));`,
        }),
      },
      load: 'consumer',
    },
    // The same producer built by Rsbuild with @module-federation/rsbuild-plugin (the page is not opened).
    rsbuild: {
      apps: {
        producer: {
          ...producer({
            files: libs,
            shared: { 'lib-x': { singleton: false, requiredVersion: '^1.0.0' }, 'lib-y': {} },
          }),
          bundler: 'rsbuild',
        },
      },
    },
  },
};
